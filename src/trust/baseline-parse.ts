/**
 * Parsing `consent.json` against its schema (DESIGN.md D4). Kept apart from baseline.ts so a run
 * whose baseline this build already validated clean never loads the schema (sys/verdicts.ts).
 */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { ID_RE, isReservedName } from '../vocabulary.js';
import { ENV_NAME_RE } from '../config/keys.js';
import { jsonErrorText } from '../config/config.js';
import { acceptBaseline } from './baseline.js';
import { issueMessage, jsonPath, type SchemaIssue } from './issues.js';
import type { Baseline } from './types.js';

const EntrySchema = z.strictObject({
  slug: z.string().min(1, { error: 'must be a non-empty string' }),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex characters (a SHA-256)' }),
  host: z.string().min(1, { error: 'must be a non-empty string when present' }).optional(),
  env: z.array(z.string().regex(ENV_NAME_RE, { error: 'must be an environment variable name' })).optional(),
  disclosure: z.string(),
  consentedAt: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date and time' }),
});

const LaneIdSchema = z
  .string()
  .regex(ID_RE, {
    error: 'must be a capability id (lower case letters, digits and -, starting with a letter)',
  })
  .refine((id) => !isReservedName(id), { error: 'is a reserved name' });

export const BaselineSchema = z.strictObject({
  version: z.literal(1, { error: 'must be 1' }),
  lanes: z.record(LaneIdSchema, EntrySchema),
});

function issueDiagnostic(issue: SchemaIssue, root: unknown, path: string): Diagnostic {
  const diagnostic: Diagnostic = {
    code: 'invalid_baseline',
    path,
    field: jsonPath(issue.path) || '(document)',
    message: issueMessage(issue, root),
  };
  if (issue.path[0] === 'lanes' && typeof issue.path[1] === 'string') diagnostic.id = issue.path[1];
  return diagnostic;
}

/** Parses `consent.json` text. Total: malformed input gives errors naming the file and JSON path. */
export function parseBaseline(
  text: string,
  path: string,
): { baseline: Baseline | null; errors: Diagnostic[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return {
      baseline: null,
      errors: [
        { code: 'invalid_baseline', path, message: `is not valid JSON: ${jsonErrorText(error, text)}` },
      ],
    };
  }
  const result = BaselineSchema.safeParse(doc);
  if (!result.success) {
    return {
      baseline: null,
      errors: result.error.issues.map((i) => issueDiagnostic(i as SchemaIssue, doc, path)),
    };
  }
  return { baseline: acceptBaseline(result.data), errors: [] };
}

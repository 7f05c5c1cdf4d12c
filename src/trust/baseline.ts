/**
 * The committed consent baseline, `consent.json` (D4), and reading it from a trusted
 * git ref (D5): as a git object at the PR base — never from the working tree the PR controls.
 */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import type { Git } from '../sys/git.js';
import { ID_RE, isReservedName } from '../vocabulary.js';
import { jsonErrorText } from '../config/config.js';
import { issueMessage, jsonPath, type SchemaIssue } from './issues.js';
import { EntrySchema, type Baseline, type BaselineEntry, type BaselineOrigin } from './types.js';

export const MAX_BASELINE_BYTES = 1024 * 1024;

const LaneIdSchema = z
  .string()
  .regex(ID_RE, {
    error: 'must be a capability id (lower case letters, digits and -, starting with a letter)',
  })
  .refine((id) => !isReservedName(id), { error: 'is a reserved name' });

/** The document: its version and an object of entries, each of which is judged on its own. */
export const BaselineSchema = z.strictObject({
  version: z.literal(1, { error: 'must be 1' }),
  lanes: z.record(z.string(), z.unknown()),
});

/** One entry under its key (a record of one, so a bad key is reported as a key). */
const EntryByIdSchema = z.record(LaneIdSchema, EntrySchema);

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

/** Entries in a canonical form: `env` sorted and deduplicated, empty `env` dropped. */
function canonicalEntry(entry: BaselineEntry): BaselineEntry {
  const out: BaselineEntry = {
    slug: entry.slug,
    signature: entry.signature,
    disclosure: entry.disclosure,
    consentedAt: entry.consentedAt,
  };
  if (entry.host !== undefined) out.host = entry.host;
  if (entry.env && entry.env.length > 0) out.env = [...new Set(entry.env)].sort();
  return out;
}

/**
 * Parses `consent.json` text. Total: malformed input gives errors naming the file and JSON path.
 * A document that is not JSON or not of the baseline's shape is an error (`baseline` null). A
 * malformed entry is not: it is left out of `lanes` and kept in `rejected` with its problems, so
 * that it stops only the lane it names (which then has no entry and fails closed); whether that
 * is an error is for the caller, who knows which lanes need an entry (`rejectedEntryDiagnostics`).
 */
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
  // Null-prototype maps: lane ids are data, never keys into Object.prototype.
  const lanes: Record<string, BaselineEntry> = Object.create(null) as Record<string, BaselineEntry>;
  const rejected: Record<string, Diagnostic[]> = Object.create(null) as Record<string, Diagnostic[]>;
  for (const [id, value] of Object.entries(result.data.lanes)) {
    const one = EntryByIdSchema.safeParse(Object.fromEntries([[id, value]]));
    const entry = one.success ? one.data[id] : undefined;
    if (entry) lanes[id] = canonicalEntry(entry);
    else {
      const issues = one.error?.issues ?? [];
      rejected[id] = issues.map((i) =>
        issueDiagnostic({ ...(i as SchemaIssue), path: ['lanes', ...i.path] }, doc, path),
      );
    }
  }
  const baseline: Baseline = { version: 1, lanes };
  if (Object.keys(rejected).length > 0) baseline.rejected = rejected;
  return { baseline, errors: [] };
}

/** Deterministic text: keys sorted at every level, `env` sorted, two-space JSON, final newline. */
export function serializeBaseline(baseline: Baseline): string {
  const lanes: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const id of Object.keys(baseline.lanes).sort()) {
    const entry = canonicalEntry(baseline.lanes[id] as BaselineEntry);
    const sortedEntry: Record<string, unknown> = {};
    for (const key of Object.keys(entry).sort()) sortedEntry[key] = entry[key as keyof BaselineEntry];
    lanes[id] = sortedEntry;
  }
  return `${JSON.stringify({ lanes, version: baseline.version }, null, 2)}\n`;
}

/** What `consent --write` says to do when there is no baseline to check against. */
export function bootstrapHint(path: string): string {
  return `run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${path} on the base branch first`;
}

/**
 * Reads the baseline at `ref` as a git object (never the working tree). A missing file is not an
 * error — `origin.missing` is set and every lane that needs an entry is blocked; a symlink, a
 * non-file, an unresolvable ref or malformed content is.
 */
export async function readBaseline(
  git: Git,
  ref: string,
  path: string,
): Promise<{ baseline: Baseline | null; origin: BaselineOrigin; errors: Diagnostic[] }> {
  const origin: BaselineOrigin = { ref, sha: null, path, missing: false };
  const fail = (message: string, code = 'invalid_baseline') => ({
    baseline: null,
    origin,
    errors: [{ code, path, message }],
  });
  try {
    origin.sha = await git.revParse(ref);
    if (origin.sha === null) {
      return fail(
        `cannot be read: ${JSON.stringify(ref)} does not name a commit in this repository`,
        'baseline_ref',
      );
    }
    const file = await git.readFile(origin.sha, path);
    switch (file.kind) {
      case 'missing':
        origin.missing = true;
        return { baseline: null, origin, errors: [] };
      case 'symlink':
        return fail(
          `is a symlink at ${origin.sha} (-> ${file.target}); the consent baseline must be a regular file`,
        );
      case 'not_a_file':
        return fail(`is not a regular file at ${origin.sha}`);
      case 'too_large':
        return fail(`is larger than 1 MiB at ${origin.sha}`);
      case 'file': {
        const parsed = parseBaseline(file.content, path);
        return { baseline: parsed.baseline, origin, errors: parsed.errors };
      }
    }
  } catch (error) {
    return fail(`cannot be read at ${ref}: ${(error as Error).message}`, 'baseline_ref');
  }
}

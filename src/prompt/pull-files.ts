/** The `GET /repos/{o}/{r}/pulls/{n}/files` boundary: one zod schema and its type. */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import type { PullFile } from './change.js';

const PullFileSchema = z.object({
  filename: z.string().min(1),
  status: z.string(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  patch: z.string().nullish(),
  previous_filename: z.string().optional(),
});

/** Parses one page (or all pages) of the API's files; a bad entry is reported and left out. */
export function parsePullFiles(json: unknown): { files: PullFile[]; errors: Diagnostic[] } {
  if (!Array.isArray(json)) {
    return {
      files: [],
      errors: [{ code: 'bad_api_response', message: 'pulls/files: expected a JSON array of files.' }],
    };
  }
  const files: PullFile[] = [];
  const errors: Diagnostic[] = [];
  json.forEach((entry: unknown, i) => {
    const r = PullFileSchema.safeParse(entry);
    if (r.success) {
      const { patch, previous_filename, ...rest } = r.data;
      files.push({
        ...rest,
        ...(typeof patch === 'string' ? { patch } : {}),
        ...(previous_filename !== undefined ? { previous_filename } : {}),
      });
      return;
    }
    const issue = r.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : '';
    errors.push({
      code: 'bad_api_response',
      field: field ? `[${i}].${field}` : `[${i}]`,
      message: `pulls/files entry ${i}${field ? ` field "${field}"` : ''}: ${issue?.message ?? 'invalid'}.`,
    });
  });
  return { files, errors };
}

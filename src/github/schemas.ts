/**
 * What the GitHub REST responses we read must hold, one schema per response, parsed where the
 * response arrives (client.ts). The pull request's files name what the PR changed, so they are as
 * hostile as the PR: an entry that is not what GitHub documents is left out and named, not read.
 */
import { z } from 'zod';
import type { PullFile } from '../prompt/change.js';
import { issueMessage, jsonPath, type SchemaIssue } from '../trust/issues.js';

const count = z.number().int().nonnegative();

/** One entry of `GET /repos/{o}/{r}/pulls/{n}/files`: the fields the change and the review read. */
export const PullFileSchema = z
  .object({
    filename: z.string().min(1),
    // Not a closed list: a status GitHub adds later is read as a modification (filesFromApi).
    status: z.string(),
    additions: count,
    deletions: count,
    // Absent for binary and very large files; null is read the same way.
    patch: z.string().nullish(),
    previous_filename: z.string().min(1).nullish(),
  })
  .transform(({ patch, previous_filename, ...f }): PullFile => ({
    ...f,
    ...(patch != null ? { patch } : {}),
    ...(previous_filename != null ? { previous_filename } : {}),
  }));

export type GitHubPullFile = z.infer<typeof PullFileSchema>;

/** How many dropped entries a warning names; the rest are counted. */
const NAMED = 10;

/** A name for an entry the schema refused: its filename when it has a usable one. */
function nameOf(raw: unknown, index: number): string {
  const filename = (raw as { filename?: unknown } | null)?.filename;
  const shown =
    typeof filename === 'string' && filename !== '' ? JSON.stringify(filename.slice(0, 200)) : null;
  return shown ? `entry ${index} (${shown})` : `entry ${index}`;
}

export interface ParsedPullFiles {
  files: PullFile[];
  /** One sentence naming the entries left out; null when every entry was read. */
  warning: string | null;
}

/**
 * The files response, entry by entry. Throws when entries came and none of them is usable: an
 * empty change would be reviewed as "nothing changed", which is worse than no review.
 */
export function parsePullFiles(data: unknown, pr: string): ParsedPullFiles {
  if (!Array.isArray(data)) {
    throw new Error(`GitHub's list of the files of ${pr} is not a list; the files cannot be read`);
  }
  const files: PullFile[] = [];
  const dropped: string[] = [];
  data.forEach((raw: unknown, i) => {
    const parsed = PullFileSchema.safeParse(raw);
    if (parsed.success) {
      files.push(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0] as SchemaIssue;
    const at = jsonPath(issue.path);
    dropped.push(`${nameOf(raw, i)}: ${at ? `${at} ` : ''}${issueMessage(issue, raw)}`);
  });
  if (dropped.length === 0) return { files, warning: null };
  const named = dropped.slice(0, NAMED).join('; ');
  const more = dropped.length > NAMED ? `; and ${dropped.length - NAMED} more` : '';
  const what = `${dropped.length} of the ${data.length} files GitHub listed for ${pr}`;
  if (files.length === 0) {
    throw new Error(`None of the files GitHub listed for ${pr} can be read: ${named}${more}`);
  }
  return {
    files,
    warning: `${what} ${dropped.length === 1 ? 'is' : 'are'} not what GitHub documents and left out of the review: ${named}${more}`,
  };
}

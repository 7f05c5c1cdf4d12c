/**
 * What the GitHub REST responses we read must hold, one schema per response, parsed where the
 * response arrives (client.ts). The pull request's files name what the PR changed, so they are as
 * hostile as the PR: an entry that is not what GitHub documents is left out and named, not read.
 */
import { z } from 'zod';
import type { PullFile } from '../prompt/change.js';
import { issueMessage, jsonPath, type SchemaIssue } from '../trust/issues.js';
import { ServiceError } from '../diagnostics.js';

const count = z.number().int().nonnegative();

/**
 * One entry of `GET /repos/{o}/{r}/pulls/{n}/files`: the fields the change and the review read.
 * Its output is the prompt stage's `PullFile`, which that stage owns (github/ sits above it).
 */
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

/** A comment's author; GitHub sends `user: null` for a deleted account. */
const UserSchema = z.object({ login: z.string() }).nullish();

/** One entry of `GET /issues/{n}/comments`, and what creating or updating a comment answers. */
export const IssueCommentSchema = z
  .object({
    id: z.number().int().positive(),
    body: z.string().nullish(),
    user: UserSchema,
    html_url: z.string(),
  })
  .transform((c) => ({
    id: c.id,
    body: c.body ?? '',
    /** The author's login; empty for a deleted account. */
    login: c.user?.login ?? '',
    htmlUrl: c.html_url,
  }));

export type IssueComment = z.infer<typeof IssueCommentSchema>;

const lineNumber = z.number().int().positive().nullish();

/** The `reactions` summary GitHub puts on each listed comment; only the 👎 count is read. */
const ReactionSummarySchema = z.object({ '-1': count });

/** A pull request review comment (an inline comment on the diff), listed, created or updated. */
export const ReviewCommentSchema = z
  .object({
    id: z.number().int().positive(),
    body: z.string().nullish(),
    user: UserSchema,
    html_url: z.string(),
    path: z.string().min(1),
    line: lineNumber,
    start_line: lineNumber,
    in_reply_to_id: z.number().int().positive().nullish(),
    author_association: z.string().nullish(),
    // Feedback is a hint to look closer, never a reason to lose the comment: a summary that is
    // not GitHub's reads as "no 👎", and the comment is still ours to update.
    reactions: ReactionSummarySchema.nullish().catch(null),
  })
  .transform((c) => ({
    id: c.id,
    body: c.body ?? '',
    login: c.user?.login ?? '',
    path: c.path,
    /** The line GitHub places it on now; null once a later push outdated it. */
    line: c.line ?? null,
    startLine: c.start_line ?? null,
    htmlUrl: c.html_url,
    /** The comment this one replies to (the thread's first comment); null for a thread's first. */
    inReplyTo: c.in_reply_to_id ?? null,
    /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE…; empty when GitHub did not say. */
    association: c.author_association ?? '',
    /** How many 👎 GitHub's summary counts (0 when it sent none). */
    thumbsDown: c.reactions?.['-1'] ?? 0,
  }));

export type ReviewComment = z.infer<typeof ReviewCommentSchema>;

/** What creating a review answers: the fields the result reports. */
export const CreatedReviewSchema = z
  .object({ id: z.number().int().positive(), html_url: z.string() })
  .transform((r) => ({ id: r.id, htmlUrl: r.html_url }));

export type CreatedReview = z.infer<typeof CreatedReviewSchema>;

/** One entry of `GET /pulls/{n}/reviews`: a pending one is listed to its author only. */
export const ReviewStateSchema = z
  .object({ id: z.number().int().positive(), state: z.string() })
  .transform((r) => ({ id: r.id, state: r.state }));

export type ReviewState = z.infer<typeof ReviewStateSchema>;

/** One entry of `GET /pulls/comments/{id}/reactions`: who reacted, and with what. */
export const ReactionSchema = z
  .object({ id: z.number().int().positive(), user: UserSchema, content: z.string() })
  .transform((r) => ({ id: r.id, login: r.user?.login ?? '', content: r.content }));

export type Reaction = z.infer<typeof ReactionSchema>;

/**
 * `GET /collaborators/{login}/permission`: `permission` is the legacy level (admin, write, read,
 * none — maintain reads as write), `role_name` the role itself (maintain, triage, custom roles).
 */
export const CollaboratorPermissionSchema = z
  .object({ permission: z.string(), role_name: z.string().nullish() })
  .transform((p) => ({ permission: p.permission, ...(p.role_name ? { role_name: p.role_name } : {}) }));

export type CollaboratorPermission = z.infer<typeof CollaboratorPermissionSchema>;

/** `GET /user`: only the login is read. */
export const ViewerSchema = z.object({ login: z.string().min(1) });

/** How many dropped entries a warning names; the rest are counted. */
const NAMED = 10;

/** `filename` or `id`, when the entry has a usable one, to name an entry the schema refused. */
function nameOf(raw: unknown, index: number): string {
  const r = (raw ?? {}) as { filename?: unknown; id?: unknown };
  const shown =
    typeof r.filename === 'string' && r.filename !== ''
      ? JSON.stringify(r.filename.slice(0, 200))
      : typeof r.id === 'number'
        ? `id ${r.id}`
        : null;
  return shown ? `entry ${index} (${shown})` : `entry ${index}`;
}

/** The first thing wrong with `raw`, where it is. */
function problemOf(error: z.ZodError, raw: unknown): string {
  const issue = error.issues[0] as SchemaIssue;
  const at = jsonPath(issue.path);
  return `${at ? `${at} ` : ''}${issueMessage(issue, raw)}`;
}

export interface ParsedList<T> {
  items: T[];
  /** Each entry left out, named, with what is wrong with it. */
  dropped: string[];
  /** How many entries GitHub sent. */
  total: number;
}

/** A paginated list, entry by entry: an entry the schema refuses is left out, not read. */
export function parseList<T>(schema: z.ZodType<T>, data: unknown, what: string): ParsedList<T> {
  if (!Array.isArray(data))
    throw new ServiceError(`GitHub's list of ${what} is not a list; it cannot be read`);
  const items: T[] = [];
  const dropped: string[] = [];
  data.forEach((raw: unknown, i) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
    else dropped.push(`${nameOf(raw, i)}: ${problemOf(parsed.error, raw)}`);
  });
  return { items, dropped, total: data.length };
}

/** The entries left out, in one sentence: the first few named, the rest counted. */
export function droppedSentence(dropped: readonly string[]): string {
  const more = dropped.length > NAMED ? `; and ${dropped.length - NAMED} more` : '';
  return `${dropped.slice(0, NAMED).join('; ')}${more}`;
}

/** One response that must match; what is wrong with it otherwise, said in the error. */
export function parseOne<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ServiceError(
    `GitHub's answer to ${what} is not what GitHub documents: ${problemOf(parsed.error, data)}`,
  );
}

export interface ParsedPullFiles {
  files: PullFile[];
  /** One sentence naming the entries left out; null when every entry was read. */
  warning: string | null;
}

/**
 * The files response. Throws when entries came and none of them is usable: an empty change
 * would be reviewed as "nothing changed", which is worse than no review.
 */
export function parsePullFiles(data: unknown, pr: string): ParsedPullFiles {
  const { items: files, dropped, total } = parseList(PullFileSchema, data, `the files of ${pr}`);
  if (dropped.length === 0) return { files, warning: null };
  if (files.length === 0) {
    throw new ServiceError(
      `None of the files GitHub listed for ${pr} can be read: ${droppedSentence(dropped)}`,
    );
  }
  const verb = dropped.length === 1 ? 'is' : 'are';
  return {
    files,
    warning: `${dropped.length} of the ${total} files GitHub listed for ${pr} ${verb} not what GitHub documents and left out of the review: ${droppedSentence(dropped)}`,
  };
}

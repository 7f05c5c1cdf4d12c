/**
 * The sticky comment while a review runs (D12): the marker, the previous review's record kept as
 * it was (the look back of the next run and the track record read it; a run that never ends must
 * not lose it), the status block between hidden markers, then the previous review's page, which
 * stays until the new review replaces the whole comment.
 */
import { DEFAULTS } from '../vocabulary.js';
import { capMarkdown, commentMarker, type CommentLinks } from './comment.js';
import { splitRecord } from './sticky-record.js';

export const STATUS_START = '<!-- reviewer-lanes:status -->';
export const STATUS_END = '<!-- reviewer-lanes:status-end -->';

/** What an earlier comment of ours leaves for a progress update: its record and its page. */
export interface EarlierPage {
  record: string[];
  /** Whether it held a status block an earlier run left. */
  status: boolean;
  /** The review below any status block an earlier run left; empty when there is none. */
  page: string;
}

/** An earlier comment's record and review page; a status block an earlier run left is dropped. */
export function earlierPage(body: string | undefined): EarlierPage {
  if (body === undefined) return { record: [], status: false, page: '' };
  const { record, page } = splitRecord(body);
  let rest = page.replace(/^\s+/, '');
  const status = rest.startsWith(STATUS_START);
  if (status) {
    const end = rest.indexOf(STATUS_END);
    rest = end < 0 ? '' : rest.slice(end + STATUS_END.length).replace(/^\s*(?:---\s*)?/, '');
  }
  return { record, status, page: rest.trim() };
}

/** The comment's body while the review runs: within GitHub's limit, the earlier page cut first. */
export function progressBody(p: {
  commentId: string;
  earlier: EarlierPage;
  status: string;
  links?: CommentLinks;
  limit?: number;
}): string {
  const limit = p.limit ?? DEFAULTS.commentLimit;
  const head = [commentMarker(p.commentId), ...p.earlier.record, STATUS_START, p.status, STATUS_END].join(
    '\n',
  );
  if (!p.earlier.page) return head.slice(0, limit);
  const glue = '\n\n---\n\n';
  const room = limit - head.length - glue.length;
  if (room < 200) return head.slice(0, limit);
  return `${head}${glue}${capMarkdown(p.earlier.page, room, p.links ?? {})}`;
}

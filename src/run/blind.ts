/**
 * A blind review: the reviewer says it could not read the repository. One rule for the
 * antigravity handler, which stamps such a review, and for the report, which marks it for any lane: the marker counts only within the first 5 lines, where a lane is asked to put
 * it, so a review that quotes it further down is not taken for blind.
 */
export const BLIND_MARKER = 'REVIEWED-WITHOUT-REPO-ACCESS';
/** A workspace *declaration* pointing into agy's scratch dir, not a mere mention of it. */
const SCRATCH_WORKSPACE_RE = /(workspace|working) (directory|dir)[\s\S]{0,40}antigravity-cli\/scratch/i;

export function isBlindReview(text: string): boolean {
  if (text.trim() === '') return false;
  const head = text.split(/\r?\n/).slice(0, 5).join('\n');
  return head.includes(BLIND_MARKER) || SCRATCH_WORKSPACE_RE.test(text);
}

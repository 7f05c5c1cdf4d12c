/**
 * A blind review: the reviewer says it could not read the repository. The marker counts only in
 * the first 5 lines, where a lane is asked to put it, so a review that quotes it is not blind.
 */
export const BLIND_MARKER = 'REVIEWED-WITHOUT-REPO-ACCESS';
/** A workspace *declaration* pointing into agy's scratch dir, not a mere mention of it. */
const SCRATCH_WORKSPACE_RE = /(workspace|working) (directory|dir)[\s\S]{0,40}antigravity-cli\/scratch/i;

export function isBlindReview(text: string): boolean {
  if (text.trim() === '') return false;
  const head = text.split(/\r?\n/).slice(0, 5).join('\n');
  return head.includes(BLIND_MARKER) || SCRATCH_WORKSPACE_RE.test(text);
}

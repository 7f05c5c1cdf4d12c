/** An HTTP lane's review file (or the stub every lane shares) and its `.err` sidecar. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LanePlan } from '../../plan/types.js';
import { isEmptyOutput, renderStub, withFinalNewline, writeReviewFile } from '../output.js';

/** Returns the text rendered under the lane's heading: the review, or the stub. */
export async function writeLaneFiles(
  plan: LanePlan,
  out: { errText: string; review: string | null; rawBody?: string },
): Promise<string> {
  await mkdir(dirname(plan.paths.err), { recursive: true });
  await writeFile(plan.paths.err, out.errText === '' ? '' : withFinalNewline(out.errText));
  const body =
    out.review !== null && !isEmptyOutput(out.review)
      ? withFinalNewline(out.review)
      : renderStub({ slug: plan.slug, stderr: out.errText, extra: out.rawBody });
  await writeReviewFile(plan.paths.review, body);
  return body;
}

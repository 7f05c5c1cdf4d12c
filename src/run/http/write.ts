/**
 * Writes an HTTP lane's review file (or its stub) and its `.err` sidecar (spec §6.8 step 4, §7.3
 * step 7). The stub wording is fixed: consumers detect `failed or returned empty output`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LanePlan } from '../../plan/types.js';

export function isEmptyReview(text: string | null | undefined): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

export function stubText(slug: string, stderr: string, rawBody?: string): string {
  const lines = [`${slug} review failed or returned empty output. stderr:`, stderr.replace(/\n$/, '')];
  if (rawBody) lines.push('Raw response body:', rawBody.replace(/\n$/, ''));
  return `${lines.join('\n')}\n`;
}

/** Returns the text rendered under the lane's heading: the review, or the stub. */
export async function writeLaneFiles(
  plan: LanePlan,
  out: { errText: string; review: string | null; rawBody?: string },
): Promise<string> {
  await mkdir(dirname(plan.paths.review), { recursive: true });
  await writeFile(plan.paths.err, out.errText === '' ? '' : out.errText.replace(/\n?$/, '\n'));
  const body =
    out.review !== null && !isEmptyReview(out.review)
      ? out.review.endsWith('\n')
        ? out.review
        : `${out.review}\n`
      : stubText(plan.slug, out.errText, out.rawBody);
  await writeFile(plan.paths.review, body);
  return body;
}

/**
 * Why a lane `plan` calls runnable is `blocked: not_consented` in `review`: plan reads the
 * consent baseline at HEAD, review at --base (D5, locally as in a pull request). When HEAD's
 * baseline, or the working tree's, has the lane's entry and the base's does not, say so and how
 * to try the lane locally.
 */
import { join } from 'node:path';
import { parseBaseline, readBaseline } from '../trust/baseline.js';
import type { Baseline } from '../trust/types.js';
import type { Git } from '../sys/git.js';
import { readRegularText } from '../sys/regular-file.js';

const MAX_BASELINE_BYTES = 1024 * 1024;

const consents = (b: Baseline | null, slug: string): boolean =>
  b !== null && Object.values(b.lanes).some((e) => e.slug === slug);

export async function notConsentedHints(
  git: Git,
  cwd: string,
  consentPath: string,
  baselineRef: string,
  blocked: ReadonlyArray<{ identity: string; slug: string }>,
): Promise<string[]> {
  if (blocked.length === 0) return [];
  const atHead = (await readBaseline(git, 'HEAD', consentPath)).baseline;
  const text = readRegularText(join(cwd, consentPath), MAX_BASELINE_BYTES);
  const inTree = text === null ? null : parseBaseline(text, consentPath).baseline;
  return blocked.flatMap((l) => {
    const where = consents(atHead, l.slug) ? 'HEAD' : consents(inTree, l.slug) ? 'the working tree' : null;
    if (where === null) return [];
    const next =
      where === 'HEAD'
        ? `try it locally with --baseline-ref HEAD, or commit the baseline on ${baselineRef}`
        : `commit ${consentPath}, then try it locally with --baseline-ref HEAD`;
    return [
      `${l.identity} is not consented in the baseline at ${baselineRef} (review reads the baseline at --base, plan at HEAD), ` +
        `but ${where === 'HEAD' ? "HEAD's" : "the working tree's"} ${consentPath} has its entry: ${next}`,
    ];
  });
}

/** Shared builders for the cross-examination tests: merged findings as the findings stage makes them. */
import type { Finding, LaneFinding, Severity } from '../../src/findings/types.js';

/** A merged finding raised by `lanes`, each with its own words. */
export function finding(
  path: string,
  line: number,
  lanes: string[],
  over: Partial<Finding> & { words?: string } = {},
): Finding {
  const { words, ...rest } = over;
  const severity: Severity = rest.severity ?? 'MEDIUM';
  const title = rest.title ?? `Problem at ${path}:${line}.`;
  const byLane: LaneFinding[] = lanes.map((identity) => ({
    identity,
    severity,
    path,
    line,
    ...(rest.endLine !== undefined ? { endLine: rest.endLine } : {}),
    title,
    text: words ?? `\`${path}:${line}\` — ${title} ${identity} explains why.`,
  }));
  return {
    id: `${path}#${title}`,
    severity,
    path,
    line,
    title,
    lanes,
    agreement: lanes.length,
    of: 3,
    inline: true,
    byLane,
    ...rest,
  };
}

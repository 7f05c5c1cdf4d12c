/**
 * Findings as the findings stage hands them over (src/findings/types.ts), written by hand for
 * the tests of what publishes them (SARIF, the pull request review, annotations, the gate): the
 * values a merge of three lanes' concerns produces, with their own text as the lanes wrote it.
 */
import type { Finding, LaneFinding, Severity } from '../../src/findings/types.js';

export function laneFinding(
  identity: string,
  severity: Severity,
  path: string,
  line: number,
  title: string,
  extra: Partial<LaneFinding> = {},
): LaneFinding {
  return { identity, severity, path, line, title, text: `${title}. As ${identity} sees it.`, ...extra };
}

/** A merged finding; `lanes` and `agreement` follow `byLane`, severity is the highest. */
export function finding(
  byLane: LaneFinding[],
  extra: Partial<Omit<Finding, 'byLane'>> & { of?: number } = {},
): Finding {
  const first = byLane[0] as LaneFinding;
  const rank: Record<Severity, number> = { HIGH: 3, MEDIUM: 2, LOW: 1 };
  const top = [...byLane].sort((a, b) => rank[b.severity] - rank[a.severity])[0] as LaneFinding;
  const lanes = [...new Set(byLane.map((l) => l.identity))];
  return {
    id: `f-${first.path}-${first.line}`,
    severity: top.severity,
    path: first.path,
    line: first.line,
    ...(first.endLine !== undefined ? { endLine: first.endLine } : {}),
    title: top.title,
    lanes,
    agreement: lanes.length,
    of: 3,
    inline: true,
    byLane,
    ...extra,
  };
}

/** The example: three of three lanes flag the division by zero at src/cart.ts:28. */
export const divisionByZero = finding([
  laneFinding(
    'codex',
    'HIGH',
    'src/cart.ts',
    28,
    'Division by zero: `averagePrice()` divides by the item count',
  ),
  laneFinding('claude', 'HIGH', 'src/cart.ts', 29, 'averagePrice() divides by zero for an empty cart'),
  laneFinding('gemini', 'MEDIUM', 'src/cart.ts', 28, 'Empty carts make averagePrice return NaN'),
]);

export const missingAwait = finding(
  [laneFinding('claude', 'MEDIUM', 'src/cart.ts', 12, 'The save is not awaited', { endLine: 14 })],
  { endLine: 14 },
);

export const styleNit = finding([laneFinding('gemini', 'LOW', 'src/util.ts', 3, 'Prefer const')]);

/** A head-tree file the change does not touch: a finding, never an inline comment. */
export const outsideTheDiff = finding(
  [
    laneFinding('codex', 'HIGH', 'README.md', 1, 'The README documents the old API'),
    laneFinding('claude', 'MEDIUM', 'README.md', 2, 'README example is stale'),
  ],
  { inline: false },
);

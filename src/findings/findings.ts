/**
 * Findings (D16): every reviewed lane's located concerns, read from its review (merge.ts merges
 * them across lanes). Pure: what is a file comes in as data.
 */
import { hash } from 'node:crypto';
import type { PlacedFix } from './fixes.js';
import type { Location } from './locate.js';
import { concernTitle, type Concern, type ReviewReading } from './lane-prose.js';
import type { LaneFinding } from './types.js';

/** A reviewed lane's reading, in the lanes' declared order. */
export interface ReviewedLane {
  identity: string;
  reading: ReviewReading;
}

export interface Extracted {
  /** Concerns that cite a file of the change or of the head tree, with a line. */
  located: LaneFinding[];
  /** Per lane, its concerns that cite no such location (they stay counted in the consensus). */
  unanchored: Map<string, number>;
}

/**
 * Each concern with a level whose first resolvable location names a file: a lane finding. An
 * unrated concern is none: findings are ranked and gated by severity, and a guess would be worse.
 */
export function extractFindings(
  lanes: readonly ReviewedLane[],
  /** A concern's anchor: its first location whose path is a file (`firstLocation`). */
  locate: (concern: Concern) => Location | null,
  /** Per lane identity, the fixes its output proposes (D19), in the order it wrote them. */
  fixes: ReadonlyMap<string, readonly PlacedFix[]> = new Map(),
): Extracted {
  const located: LaneFinding[] = [];
  const unanchored = new Map<string, number>();
  for (const lane of lanes) {
    const ofConcern = new Map<Concern, LaneFinding>();
    const own: LaneFinding[] = [];
    for (const c of lane.reading.items) {
      const at = c.level ? locate(c) : null;
      if (!at || !c.level) {
        unanchored.set(lane.identity, (unanchored.get(lane.identity) ?? 0) + 1);
        continue;
      }
      const finding: LaneFinding = {
        identity: lane.identity,
        severity: c.level,
        path: at.path,
        line: at.line,
        ...(at.endLine !== undefined ? { endLine: at.endLine } : {}),
        title: concernTitle(c.head) || `${at.path}:${at.line}`,
        text: c.markdown,
      };
      located.push(finding);
      own.push(finding);
      ofConcern.set(c, finding);
    }
    attachFixes(fixes.get(lane.identity) ?? [], ofConcern, own);
  }
  return { located, unanchored };
}

/** A lane finding holds at most this many fixes to try: a review proposes one or two. */
const MAX_FIXES = 8;

/**
 * Each fix to the lane's finding it belongs to: the concern it was written under (when it names
 * no other file), else the lane's first finding of the file it names whose lines it overlaps.
 */
function attachFixes(
  placed: readonly PlacedFix[],
  ofConcern: ReadonlyMap<Concern, LaneFinding>,
  own: readonly LaneFinding[],
): void {
  const add = (f: LaneFinding, p: PlacedFix): void => {
    const list = (f.fixes ??= []);
    if (list.length < MAX_FIXES) list.push(p.fix);
  };
  for (const p of placed) {
    const under = p.concern ? ofConcern.get(p.concern) : undefined;
    if (under && (p.path === undefined || p.path === under.path)) {
      add(under, p);
      continue;
    }
    const at = p.fix.at;
    if (p.path === undefined || !at) continue;
    const end = Math.max(at.line, at.endLine ?? at.line);
    const target = own.find(
      (f) => f.path === p.path && f.line <= end && at.line <= Math.max(f.line, f.endLine ?? f.line),
    );
    if (target) add(target, p);
  }
}

/** The title as an identity: case, spacing, code ticks and a final stop do not make a new finding. */
function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[.…\s]+$/, '')
    .trim();
}

/** Stable across runs for the same path and title: SARIF fingerprints and comment updates use it. */
export function findingId(path: string, title: string): string {
  return hash('sha256', `${path}\n${titleKey(title)}`, 'hex').slice(0, 16);
}

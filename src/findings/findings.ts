/**
 * Findings (D16): every reviewed lane's located concerns, merged across lanes and anchored on the
 * change's diff. Pure: what is a file, and the diff's hunks, come in as data.
 */
import { hash } from 'node:crypto';
import type { PlacedFix } from './fixes.js';
import { inOneHunk } from './hunks.js';
import type { Location } from './locate.js';
import { concernTitle, type Concern, type ReviewReading } from './lane-prose.js';
import { suggestionFor } from './suggestion.js';
import { severityRank as rank, type FileHunks, type Finding, type LaneFinding } from './types.js';

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

/** Two citations this many lines apart or closer are one place. */
const MERGE_DISTANCE = 3;

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

/**
 * Lane findings of one path within MERGE_DISTANCE lines of each other are one finding,
 * transitively; the highest severity and its lane's title win. Agreement counts distinct lanes.
 */
export function mergeFindings(
  located: readonly LaneFinding[],
  order: readonly string[],
  hunks: readonly FileHunks[] = [],
): Finding[] {
  const declared = new Map(order.map((id, i) => [id, i]));
  const pos = (id: string): number => declared.get(id) ?? order.length;
  const byPath = new Map<string, LaneFinding[]>();
  for (const f of located) {
    const list = byPath.get(f.path);
    if (list) list.push(f);
    else byPath.set(f.path, [f]);
  }
  const hunksOf = new Map(hunks.map((h) => [h.path, h.hunks]));

  const findings: Finding[] = [];
  for (const [path, list] of byPath) {
    const sorted = [...list].sort((a, b) => a.line - b.line || (a.endLine ?? a.line) - (b.endLine ?? b.line));
    let group: LaneFinding[] = [];
    let groupEnd = 0;
    const close = (): void => {
      if (group.length > 0) findings.push(combine(path, group, pos, order.length, hunksOf.get(path) ?? []));
      group = [];
    };
    for (const f of sorted) {
      if (group.length > 0 && f.line > groupEnd + MERGE_DISTANCE) close();
      groupEnd = group.length === 0 ? (f.endLine ?? f.line) : Math.max(groupEnd, f.endLine ?? f.line);
      group.push(f);
    }
    close();
  }
  // Ordered by agreement, severity, path, line: the paths are ranked once, so the sort compares numbers.
  const pathRank = new Map([...byPath.keys()].sort().map((p, i) => [p, i]));
  const keyed = findings.map((f) => ({
    f,
    standing: f.agreement * 4 + rank(f.severity),
    path: pathRank.get(f.path) ?? 0,
  }));
  keyed.sort((a, b) => b.standing - a.standing || a.path - b.path || a.f.line - b.f.line);
  for (let i = 0; i < keyed.length; i++) findings[i] = (keyed[i] as (typeof keyed)[number]).f;
  // Two findings of one path with the same title (one slip, twice in a file) still need two ids.
  const seen = new Map<string, number>();
  for (const f of findings) {
    const n = seen.get(f.id) ?? 0;
    seen.set(f.id, n + 1);
    if (n > 0) f.id = `${f.id}-${n + 1}`;
  }
  return findings;
}

function combine(
  path: string,
  group: LaneFinding[],
  pos: (id: string) => number,
  of: number,
  hunks: FileHunks['hunks'],
): Finding {
  const byLane =
    group.length === 1
      ? group
      : [...group].sort((a, b) => pos(a.identity) - pos(b.identity) || a.line - b.line);
  let lead = byLane[0] as LaneFinding;
  for (const f of byLane) if (rank(f.severity) > rank(lead.severity)) lead = f;
  let line = lead.line;
  let end = lead.endLine ?? lead.line;
  for (const f of group) {
    line = Math.min(line, f.line);
    end = Math.max(end, f.endLine ?? f.line);
  }
  const lanes = byLane.length === 1 ? [lead.identity] : [...new Set(byLane.map((f) => f.identity))];
  const finding: Finding = {
    id: findingId(path, lead.title),
    severity: lead.severity,
    path,
    line,
    ...(end > line ? { endLine: end } : {}),
    title: lead.title,
    lanes,
    agreement: lanes.length,
    of,
    inline: inOneHunk(hunks, line, end),
    byLane,
  };
  const suggestion = suggestionFor(finding, hunks);
  if (suggestion) finding.suggestion = suggestion;
  return finding;
}

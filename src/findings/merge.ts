/**
 * D16's merge (amended 2026-12-07): findings of different lanes on one path are one finding when
 * their ranges share a line, or lie within 3 lines and are about the same thing (topic.ts). Place
 * alone made false agreement: an unrelated concern three lines away counted as a second lane, and
 * a lane's own second concern vanished into its first.
 */
import { findingId } from './findings.js';
import { inOneHunk } from './hunks.js';
import { suggestionFor } from './suggestion.js';
import { sameTopic, topicOf, type Topic } from './topic.js';
import { severityRank as rank, type FileHunks, type Finding, type LaneFinding } from './types.js';

/** Two ranges this many lines apart or closer are near enough to be one finding, if one topic. */
export const MERGE_DISTANCE = 3;

/**
 * A finding looks at most this many merged findings of its path before starting its own: a real
 * review has a handful within a few lines; crafted output (thousands on one line) stays linear.
 */
const MAX_EXAMINED = 64;

interface Member {
  f: LaneFinding;
  lane: number;
  end: number;
  topic?: Topic;
}

interface Group {
  members: Member[];
  /** The last line any member covers. */
  end: number;
}

const topic = (m: Member): Topic => (m.topic ??= topicOf(m.f.title, m.f.text));

/** Whether two findings of different lanes on one path are one finding. */
function matches(a: Member, b: Member): boolean {
  if (a.f.line <= b.end && b.f.line <= a.end) return true;
  if (b.f.line - a.end > MERGE_DISTANCE || a.f.line - b.end > MERGE_DISTANCE) return false;
  return sameTopic(topic(a), topic(b));
}

/** Whether `m` joins `g`: `g` holds a member it matches and none of its lane. */
function joins(g: Group, m: Member): boolean {
  let match = false;
  for (const x of g.members) {
    if (x.f.identity === m.f.identity) return false;
    match ||= matches(x, m);
  }
  return match;
}

/**
 * In order of path, line, end line, declared lane order and the lane's own order, each finding
 * joins the first merged finding so far (by first line) that holds a member it matches and no
 * member of its lane, else starts its own. Ordered by agreement, severity, path, line.
 */
export function mergeFindings(
  located: readonly LaneFinding[],
  order: readonly string[],
  hunks: readonly FileHunks[] = [],
): Finding[] {
  const declared = new Map(order.map((id, i) => [id, i]));
  const pos = (id: string): number => declared.get(id) ?? order.length;
  const byPath = new Map<string, Array<Member & { seq: number }>>();
  located.forEach((f, seq) => {
    const m = { f, lane: pos(f.identity), end: Math.max(f.line, f.endLine ?? f.line), seq };
    const list = byPath.get(f.path);
    if (list) list.push(m);
    else byPath.set(f.path, [m]);
  });
  const hunksOf = new Map(hunks.map((h) => [h.path, h.hunks]));

  const findings: Finding[] = [];
  for (const [path, list] of byPath) {
    list.sort((a, b) => a.f.line - b.f.line || a.end - b.end || a.lane - b.lane || a.seq - b.seq);
    const groups: Group[] = [];
    // Merged findings a later finding may still reach (their end within MERGE_DISTANCE of its line).
    let open: Group[] = [];
    for (const m of list) {
      const from = m.f.line - MERGE_DISTANCE;
      let joined: Group | undefined;
      let closed = 0;
      for (let i = 0; i < open.length && i < MAX_EXAMINED; i++) {
        const g = open[i] as Group;
        if (g.end < from) closed++;
        else if (joins(g, m)) {
          joined = g;
          break;
        }
      }
      // Dropped once they make up a good part of the list: each is dropped once, so the cost stays linear.
      if (closed * 4 > open.length) open = open.filter((g) => g.end >= from);
      if (joined) {
        joined.members.push(m);
        joined.end = Math.max(joined.end, m.end);
      } else {
        const g = { members: [m], end: m.end };
        groups.push(g);
        open.push(g);
      }
    }
    const fileHunks = hunksOf.get(path) ?? [];
    // One id per title: a lane that repeats a title many times hashes it once.
    const ids = new Map<string, string>();
    const idOf = (title: string): string => {
      let id = ids.get(title);
      if (id === undefined) ids.set(title, (id = findingId(path, title)));
      return id;
    };
    for (const g of groups) findings.push(combine(path, g.members, order.length, fileHunks, idOf));
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

/** Severity the highest; the title the highest-severity lane's, the first declared on ties. */
function combine(
  path: string,
  members: Member[],
  of: number,
  hunks: FileHunks['hunks'],
  idOf: (title: string) => string,
): Finding {
  const byLane = (members.length === 1 ? members : [...members].sort((a, b) => a.lane - b.lane)).map(
    (m) => m.f,
  );
  let lead = byLane[0] as LaneFinding;
  for (const f of byLane) if (rank(f.severity) > rank(lead.severity)) lead = f;
  let line = lead.line;
  let end = lead.endLine ?? lead.line;
  for (const m of members) {
    line = Math.min(line, m.f.line);
    end = Math.max(end, m.end);
  }
  const lanes = byLane.map((f) => f.identity);
  const finding: Finding = {
    id: idOf(lead.title),
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

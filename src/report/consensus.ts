/**
 * The `## Consensus` section, computed without a model (D11): each reviewed lane's risk level and
 * concern counts, read by the same parse the findings come from so the two never disagree.
 */
import { readLaneDocument, type LaneDocument } from '../findings/markdown.js';
import type { Level } from '../findings/levels.js';
import { SEVERITIES, severityRank as rank } from '../findings/types.js';
import { readReview, type ConcernCounts, type ReviewReading } from '../findings/lane-prose.js';

export interface ParsedReview {
  risk: Level | null;
  /** Null when the output has no Concerns section at all. */
  concerns: ConcernCounts | null;
  items: Array<{ level: Level | null; text: string }>;
}

/** A lane's output read for the consensus: `text`, or the document already parsed from it. */
export function parseReview(text: string | LaneDocument): ParsedReview {
  return consensusOf(readReview(typeof text === 'string' ? readLaneDocument(text) : text));
}

/** The consensus's view of a reading the findings stage already made (the same counts, by construction). */
export function consensusOf(r: ReviewReading): ParsedReview {
  return { risk: r.risk, concerns: r.concerns, items: r.items.map(({ level, text }) => ({ level, text })) };
}

/** Repository paths a concern names (`src/a.ts:12`, `lib/x.py`), for agreement between lanes. */
export function pathsIn(text: string, known?: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /(?:^|[\s(`'"[])((?:\.\/)?(?:[\w@.-]+\/)*[\w@.-]+\.[A-Za-z0-9]{1,10})(?::(\d+))?/g,
  )) {
    const path = (m[1] ?? '').replace(/^\.\//, '');
    if (known) {
      if (known.has(path)) found.add(path);
      continue;
    }
    if (path.includes('/') || m[2] !== undefined) found.add(path);
  }
  return [...found];
}

export interface LaneConsensus {
  identity: string;
  parsed: ParsedReview;
  /** Lanes whose word is weaker evidence: diff-only, or reviewed without repository access. */
  weak?: string;
}

export interface Agreement {
  /** The most common stated risk and how many lanes stated it, of how many stated any. */
  risk: { level: Level; count: number; of: number; lanes: number } | null;
  /** Paths named in concerns by two lanes or more. */
  sharedPaths: Array<{ path: string; lanes: Array<{ identity: string; level: Level | null }> }>;
}

export function agreement(lanes: readonly LaneConsensus[], changedPaths?: readonly string[]): Agreement {
  const known = changedPaths ? new Set(changedPaths) : undefined;
  const tally = new Map<Level, number>();
  let stated = 0;
  for (const l of lanes) {
    if (!l.parsed.risk) continue;
    stated++;
    tally.set(l.parsed.risk, (tally.get(l.parsed.risk) ?? 0) + 1);
  }
  let risk: Agreement['risk'] = null;
  for (const level of SEVERITIES) {
    const count = tally.get(level) ?? 0;
    // Ties go to the higher level: SEVERITIES is ordered HIGH first.
    if (count > 0 && (!risk || count > risk.count)) risk = { level, count, of: stated, lanes: lanes.length };
  }

  const byPath = new Map<string, Map<string, Level | null>>();
  for (const l of lanes) {
    for (const it of l.parsed.items) {
      for (const p of pathsIn(it.text, known)) {
        const seen = byPath.get(p) ?? new Map<string, Level | null>();
        const prev = seen.get(l.identity);
        if (prev === undefined || rank(it.level) > rank(prev)) seen.set(l.identity, it.level);
        byPath.set(p, seen);
      }
    }
  }
  const sharedPaths = [...byPath.entries()]
    .filter(([, who]) => who.size >= 2)
    .map(([path, who]) => ({
      path,
      lanes: [...who.entries()].map(([identity, level]) => ({ identity, level })),
    }))
    .sort((a, b) => b.lanes.length - a.lanes.length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { risk, sharedPaths };
}

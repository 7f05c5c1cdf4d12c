/**
 * The findings stage (D16): each reviewed lane's output parsed once, its concerns read, merged
 * across lanes and anchored on the diff; the report reuses the same parse.
 */
import type { Git } from '../sys/git.js';
import { changeHunks, newSideHunks } from './hunks.js';
import { readFixes, type PlacedFix } from './fixes.js';
import { firstLocation, resolvePath, type Location } from './locate.js';
import { readLaneDocument, type LaneDocument } from './markdown.js';
import { extractFindings } from './findings.js';
import { mergeFindings } from './merge.js';
import { readReview, type Concern, type ReviewReading } from './lane-prose.js';
import type { FileHunks, Finding } from './types.js';

export type { FileHunks, Finding, FixForm, LaneFinding, Severity, Suggestion } from './types.js';
export { changeHunks, newSideHunks };
export { findingId } from './findings.js';

export interface FindingsInput {
  /** Every lane's result, in the lanes' declared order; only `reviewed` ones are read. */
  lanes: ReadonlyArray<{ identity: string; status: string; body: string }>;
  /** Every path of the change (renamed files by their head path), filtered or not. */
  changedPaths: readonly string[];
  /** The change's new-side hunks (`changeHunks`). */
  hunks: readonly FileHunks[];
  /** Absolute roots a lane may cite paths under (the checkout, the lanes' workspace). */
  roots?: readonly string[];
  /** The head tree's files, asked for only when a lane cites a path outside the change. */
  headFiles?: () => Promise<ReadonlySet<string>>;
  /** D19: read the lanes' proposed fixes and offer the ones that fit as suggestions (default true). */
  suggestions?: boolean;
}

export interface FindingsRun {
  findings: Finding[];
  /** Each reviewed lane's parsed output, by identity: the report reads these, never the text again. */
  documents: Map<string, LaneDocument>;
  readings: Map<string, ReviewReading>;
  /** Per reviewed lane, its concerns that name no file of the change or the head tree with a line. */
  unanchored: Map<string, number>;
}

export async function collectFindings(input: FindingsInput): Promise<FindingsRun> {
  const documents = new Map<string, LaneDocument>();
  const readings = new Map<string, ReviewReading>();
  const reviewed: Array<{ identity: string; reading: ReviewReading }> = [];
  for (const l of input.lanes) {
    if (l.status !== 'reviewed' || documents.has(l.identity)) continue;
    const doc = readLaneDocument(l.body);
    const reading = readReview(doc);
    documents.set(l.identity, doc);
    readings.set(l.identity, reading);
    reviewed.push({ identity: l.identity, reading });
  }
  const roots = input.roots ?? [];
  const inChange = new Set(input.changedPaths);
  // Models often name a changed file by its name alone (`cart.ts:28`): that is the file when the
  // change holds exactly one of that name.
  const byName = new Map<string, string | null>();
  for (const p of inChange) {
    const name = p.slice(p.lastIndexOf('/') + 1);
    byName.set(name, byName.has(name) ? null : p);
  }
  const ofChange = (p: string): string | null =>
    inChange.has(p) ? p : p.includes('/') ? null : (byName.get(p) ?? null);
  // First against the change alone; a concern that cited a path outside it before (or instead
  // of) a changed file is read again once the head tree is known.
  const anchors = new Map<Concern, Location | null>();
  const again: Concern[] = [];
  for (const l of reviewed) {
    for (const c of l.reading.items) {
      if (!c.level) continue;
      let missed = false;
      const at = firstLocation(
        c.text,
        (p) => {
          const path = ofChange(p);
          if (path === null) missed = true;
          return path;
        },
        roots,
      );
      anchors.set(c, at);
      if (missed) again.push(c);
    }
  }
  if (again.length > 0 && input.headFiles) {
    const head = await input.headFiles();
    const resolve = (p: string): string | null => (head.has(p) ? p : ofChange(p));
    for (const c of again) anchors.set(c, firstLocation(c.text, resolve, roots));
  }
  // A suggestion needs an inline finding, so its file is one of the change: no head tree to list.
  const fixes = new Map<string, PlacedFix[]>();
  if (input.suggestions !== false) {
    const places = {
      location: (text: string) => firstLocation(text, ofChange, roots),
      path: (raw: string) => resolvePath(raw, ofChange, roots),
    };
    for (const l of reviewed) {
      const doc = documents.get(l.identity);
      if (doc) fixes.set(l.identity, readFixes(doc, l.reading.items, places));
    }
  }
  const { located, unanchored } = extractFindings(reviewed, (c) => anchors.get(c) ?? null, fixes);
  const findings = mergeFindings(
    located,
    reviewed.map((l) => l.identity),
    input.hunks,
  );
  return { findings, documents, readings, unanchored };
}

/** The head tree is listed up to this many files; a path beyond it stays an unanchored concern. */
const MAX_HEAD_FILES = 200_000;

/** Each git handle's head-tree listings, by commit: a run's readers (the page while lanes run, the report) share one. */
const listed = new WeakMap<object, Map<string, Promise<ReadonlySet<string>>>>();

/**
 * The head tree's file list, from git (`ls-tree -r`), read only when asked and once per git handle
 * and commit, however many readers ask for it.
 */
export function headTreeFiles(git: Pick<Git, 'exec'>, headSha: string): () => Promise<ReadonlySet<string>> {
  return () => {
    let byCommit = listed.get(git);
    if (!byCommit) listed.set(git, (byCommit = new Map()));
    let files = byCommit.get(headSha);
    if (!files) {
      files = git
        .exec(['-c', 'core.quotePath=false', 'ls-tree', '-r', '-z', '--name-only', headSha])
        .then((r) => {
          if (r.exitCode !== 0) return new Set<string>();
          const names = r.stdout.split('\0');
          return new Set(names.slice(0, MAX_HEAD_FILES).filter((n) => n !== ''));
        })
        .catch(() => new Set<string>());
      byCommit.set(headSha, files);
    }
    return files;
  };
}

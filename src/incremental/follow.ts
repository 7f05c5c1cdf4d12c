/**
 * An incremental review's view of the last one (D17): which of its findings still stand after the
 * new commits (carried onto the page), which sit on lines the new commits changed (the lanes'
 * again), and the list of open findings the lanes are shown as context — the page's findings and
 * our inline comments GitHub still places, once each.
 */
import type { DeltaFile } from './carry.js';
import { NEAR_LINES, carryThrough } from './carry.js';
import type { PlacedComment, PreviousFinding, PreviousReview } from './types.js';

/** An open finding as the prompt lists it (prompt/build.ts `OpenFinding`, structurally). */
export interface OpenFindingContext {
  severity?: string;
  path: string;
  line: number;
  endLine?: number;
  title: string;
  lanes?: readonly string[];
  changed: boolean;
}

export interface FollowedReview {
  /** Still standing, at their lines in the new head. */
  carried: PreviousFinding[];
  /** On lines the new commits changed. */
  touched: PreviousFinding[];
  /** The lanes' context: every open finding, page findings first. */
  open: OpenFindingContext[];
}

const near = (a: { path: string; line: number; endLine?: number }, path: string, line: number) =>
  a.path === path &&
  line >= a.line - NEAR_LINES &&
  line <= Math.max(a.line, a.endLine ?? a.line) + NEAR_LINES;

export function followPreviousReview(previous: PreviousReview, delta: readonly DeltaFile[]): FollowedReview {
  const { carried, touched } = carryThrough(previous.findings, delta);
  const open: OpenFindingContext[] = [
    ...carried.map((f) => context(f, false)),
    ...touched.map((f) => context(f, true)),
  ];
  // An inline comment is usually one of the page's findings: listed only when it is not.
  for (const c of previous.comments) {
    if ([...carried, ...touched].some((f) => near(f, c.path, c.line))) continue;
    open.push(commentContext(c));
  }
  return { carried, touched, open };
}

function context(f: PreviousFinding, changed: boolean): OpenFindingContext {
  return {
    severity: f.severity,
    path: f.path,
    line: f.line,
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    title: f.title,
    lanes: f.lanes,
    changed,
  };
}

function commentContext(c: PlacedComment): OpenFindingContext {
  return {
    ...(c.severity ? { severity: c.severity } : {}),
    path: c.path,
    // A comment spanning lines is placed at its last one; its range starts at startLine.
    line: c.startLine ?? c.line,
    ...(c.startLine !== undefined ? { endLine: c.line } : {}),
    title: c.title,
    changed: false,
  };
}

/**
 * The carried findings the page shows: those no finding of this run supersedes (a lane flagged
 * the same place again, within NEAR_LINES).
 */
export function stillCarried(
  carried: readonly PreviousFinding[],
  fresh: readonly { path: string; line: number; endLine?: number }[],
): PreviousFinding[] {
  return carried.filter((c) => !fresh.some((f) => near(f, c.path, c.line) || near(c, f.path, f.line)));
}

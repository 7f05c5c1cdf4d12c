/**
 * An incremental review's view of the last one (D17): the findings carried, those on changed lines,
 * and the open findings the lanes are shown as context, once each.
 */
import type { DeltaFile } from './carry.js';
import { NEAR_LINES, carryThrough } from './carry.js';
import type { OpenFinding } from '../prompt/incremental.js';
import type { PlacedComment, PreviousFinding, PreviousReviewOpen } from './types.js';

export interface FollowedReview {
  /** Still standing, at their lines in the new head. */
  carried: PreviousFinding[];
  /** On lines the new commits changed. */
  touched: PreviousFinding[];
  /** The lanes' context: every open finding, page findings first. */
  open: OpenFinding[];
}

const near = (a: { path: string; line: number; endLine?: number }, path: string, line: number) =>
  a.path === path &&
  line >= a.line - NEAR_LINES &&
  line <= Math.max(a.line, a.endLine ?? a.line) + NEAR_LINES;

export function followPreviousReview(
  previous: PreviousReviewOpen,
  delta: readonly DeltaFile[],
): FollowedReview {
  const { carried, touched } = carryThrough(previous.findings, delta);
  const open: OpenFinding[] = [
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

function context(f: PreviousFinding, changed: boolean): OpenFinding {
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

function commentContext(c: PlacedComment): OpenFinding {
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

/** The carried findings no finding of this run supersedes (one within NEAR_LINES). */
export function stillCarried(
  carried: readonly PreviousFinding[],
  fresh: readonly { path: string; line: number; endLine?: number }[],
): PreviousFinding[] {
  return carried.filter((c) => !fresh.some((f) => near(f, c.path, c.line) || near(c, f.path, f.line)));
}

/**
 * What a review tells whoever shows it while it runs (D12: the sticky comment's status block):
 * plain data, handed to a sink the caller owns. The pipeline never publishes; the action does.
 */
import { collectFindings, type FileHunks, type Finding } from '../findings/index.js';
import { SEVERITIES, type Severity } from '../findings/types.js';
import type { LaneResult } from '../run/types.js';
import type { StatusLane } from '../report/status-block.js';
import { redactedFinding } from './secrets.js';

/** A lane that ended: its line of the status block. */
export type LaneEnded = StatusLane;

export type ReviewProgress =
  /** The lanes are chosen and none has started: which run, on which head (and since which one). */
  | { kind: 'started'; lanes: string[]; headSha: string; since?: string }
  /** A lane ended; `findings` are the merged findings of every lane ended so far (provisional, redacted). */
  | { kind: 'lane-ended'; lane: LaneEnded; findings: Finding[] }
  /** D22: the review round is over and the examiners are running. */
  | { kind: 'examining'; examiners: string[]; findings: number };

/** Told of the review's progress; it must not throw, and it does its own publishing elsewhere. */
export type ProgressSink = (event: ReviewProgress) => void;

export interface ProvisionalInput {
  sink: ProgressSink;
  /** The lanes in the order the page lists them (the plan's). */
  order: readonly string[];
  changedPaths: readonly string[];
  hunks: readonly FileHunks[];
  roots: readonly string[];
  headFiles: () => Promise<ReadonlySet<string>>;
  /** What lane text must never carry onto the page. */
  secrets: readonly string[];
  log?: (line: string) => void;
}

/**
 * Each ended lane's event, with the findings of the lanes ended so far merged again. Reading a
 * lane's findings is asynchronous (the head tree may be listed) while the other lanes still run, so
 * the events go out one after another on one chain this object owns; `settled()` is awaited by
 * the review job once the lanes are done, so none is left behind.
 */
export function provisionalFindings(p: ProvisionalInput): {
  ended(result: LaneResult): void;
  settled(): Promise<void>;
} {
  const done: LaneResult[] = [];
  let chain: Promise<void> = Promise.resolve();
  const emit = async (snapshot: LaneResult[], result: LaneResult) => {
    let findings: Finding[] = [];
    try {
      const read = await collectFindings({
        lanes: snapshot,
        changedPaths: p.changedPaths,
        hunks: p.hunks,
        roots: p.roots,
        headFiles: p.headFiles,
        suggestions: false,
      });
      findings = read.findings.map((f) => redactedFinding(f, [...p.secrets]));
    } catch (err) {
      // The final page reads the findings again; the status block shows the lane without them.
      p.log?.(`warning: the provisional findings could not be read: ${String(err)}`);
    }
    const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
    for (const f of findings)
      for (const l of f.byLane) if (l.identity === result.identity) counts[l.severity] += 1;
    p.sink({
      kind: 'lane-ended',
      lane: {
        identity: result.identity,
        status: result.status,
        ...(result.reason ? { reason: result.reason } : {}),
        durationMs: result.durationMs,
        counts,
      },
      findings,
    });
  };
  const rank = (r: LaneResult) => p.order.indexOf(r.identity);
  return {
    ended(result) {
      done.push(result);
      const snapshot = [...done].sort((a, b) => rank(a) - rank(b));
      chain = chain.then(() => emit(snapshot, result));
    },
    settled: () => chain,
  };
}

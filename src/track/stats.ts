/**
 * The track record job (D20), for `reviewer-lanes stats` and `mode: stats`: the last closed pull
 * requests read, their records trusted as far as they deserve, the live dismissals applied, each
 * lane's figures computed, and track-record.json, TRACK-RECORD.md and the chart written.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createGitHubApi } from '../github/client.js';
import { createHistoryReader, type HistoryReader } from '../github/history.js';
import { authorOf } from '../github/identity.js';
import { writeAccessChecker, type WriteCheck } from '../github/permission.js';
import { messageOf } from '../diagnostics.js';
import { writeFresh } from '../sys/regular-file.js';
import { trackRecordSvg } from './chart.js';
import { laneRecords, standingRecords } from './compute.js';
import { knownAssociations, withLiveDismissals, writeAccess } from './live.js';
import { pullRecords, type PullRecord, type Skip } from './records.js';
import { renderTrackRecord } from './render.js';
import {
  TRACK_RECORD_CHART,
  TRACK_RECORD_FILE,
  TRACK_RECORD_MARKDOWN,
  TRACK_RECORD_VERSION,
  type TrackRecord,
} from './schema.js';

export interface Connection {
  token: string;
  /** GITHUB_API_URL; api.github.com by default. */
  baseUrl: string;
  owner: string;
  repo: string;
  log: { warning(message: string): void; info(message: string): void };
}

/** The GitHub side of the job: the history, who asks about permissions, and whose comments are ours. */
export function connect(
  c: Connection,
): Pick<StatsDeps, 'history' | 'askWriteAccess'> & { identity: () => Promise<string> } {
  const api = createGitHubApi(c);
  return {
    history: createHistoryReader(c),
    askWriteAccess: writeAccessChecker(api),
    identity: authorOf(c.token, api),
  };
}

export interface StatsRequest {
  /** `owner/name`. */
  repository: string;
  prs: number;
  since?: Date;
  /** Whose comments are records: the token's identity (github/identity.ts). */
  identity: string;
}

export interface StatsDeps {
  history: HistoryReader;
  /** Write access of a user no comment of theirs told about (the collaborator-permission API). */
  askWriteAccess: WriteCheck;
  now: () => Date;
  /** One line per page read. */
  progress: (line: string) => void;
}

export async function trackRecord(req: StatsRequest, deps: StatsDeps): Promise<TrackRecord> {
  const { pulls, unread } = await deps.history.closedPulls({
    limit: req.prs,
    ...(req.since ? { since: req.since } : {}),
    progress: (read, page) =>
      deps.progress(`track record: page ${page}, ${read} of at most ${req.prs} pull requests read`),
  });
  const records: PullRecord[] = [];
  const skipped: Skip[] = unread.map((u) => ({
    pr: u.number,
    reason: 'unreadable',
    detail: u.reason.slice(0, 500),
  }));
  for (const pull of pulls) {
    const read = pullRecords(pull, req.identity);
    records.push(...read.records);
    skipped.push(...read.skipped);
  }
  // A person whose access cannot be learnt counts as without it (D19), and the run goes on.
  const ask = (login: string) =>
    deps.askWriteAccess(login).catch((err: unknown) => {
      deps.progress(
        `track record: the write access of ${login} could not be checked (${messageOf(err)}); their 👎 does not count`,
      );
      return false;
    });
  const live = await withLiveDismissals(records, req.identity, writeAccess(knownAssociations(pulls), ask));
  const closes = pulls
    .map((p) => p.closedAt)
    .filter((c): c is string => c !== null)
    .sort();
  return {
    ok: pulls.length > 0,
    version: TRACK_RECORD_VERSION,
    repository: req.repository,
    identity: req.identity,
    generatedAt: deps.now().toISOString(),
    window: {
      prs: pulls.length,
      from: closes[0] ?? null,
      to: closes[closes.length - 1] ?? null,
      ...(req.since ? { since: req.since.toISOString() } : {}),
    },
    records: live.length,
    skipped: skipped.map((s) => ({
      pr: s.pr,
      reason: s.reason,
      ...(s.detail ? { detail: s.detail.slice(0, 500) } : {}),
    })),
    lanes: laneRecords(live.map((r) => r.record)),
    standings: standingRecords(live.map((r) => r.record)),
  };
}

/** The three files, made anew in `outDir`; their absolute paths. */
export function writeTrackRecord(record: TrackRecord, outDir: string): string[] {
  mkdirSync(outDir, { recursive: true });
  const files: Array<[string, string]> = [
    [TRACK_RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`],
    [TRACK_RECORD_MARKDOWN, renderTrackRecord(record)],
    [TRACK_RECORD_CHART, trackRecordSvg(record.lanes, record.standings)],
  ];
  return files.map(([name, text]) => {
    const path = join(outDir, name);
    writeFresh(path, text);
    return path;
  });
}

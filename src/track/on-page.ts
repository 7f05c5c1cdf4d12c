/**
 * The track record beside each lane's row of the review page (D20): the newest
 * `reviewer-lanes-track-record` artifact of the repository, read through the Actions artifacts
 * API (`actions: read`). A re-run of the stats workflow uploads `reviewer-lanes-track-record.2`
 * beside its first attempt's (a name is uploaded once per run), and the API filters by exact
 * name: so the newest run is found by the plain name, and its newest attempt among that run's
 * artifacts. Whatever goes wrong — none yet, expired, refused, unreadable, another version — is
 * said, never a failure: the review goes on without it.
 */
import { Parse, type Entry } from 'unzip-stream';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { statusOf } from '../github/client.js';
import type { Octokit } from '../github/octokit.js';
import { messageOf, ServiceError } from '../diagnostics.js';
import {
  TRACK_RECORD_ARTIFACT,
  TRACK_RECORD_FILE,
  TRACK_RECORD_VERSION,
  TrackRecordSchema,
  type LaneRecord,
} from './schema.js';

/** More than any track record of 1,000 pull requests' lanes; a bigger entry is not ours. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;
/** A zip holds three files; a few more are tolerated, a bomb of entries is not. */
const MAX_ENTRIES = 16;

/**
 * The line a lane's row of the review page carries. Here, not beside TRACK-RECORD.md's rendering:
 * that imports the Markdown parser, which a review needs only once its lanes are done.
 */
export function pageLine(l: LaneRecord): string {
  return `addressed ${l.addressed} of ${l.findings}, dismissed ${l.dismissed}`;
}

/**
 * Each lane's line, or why there are none: `missing` when no stats run has made the artifact yet
 * (a repository that never set one up: nothing to act on), `notice` when one exists and cannot be
 * used (something to fix).
 */
export type PageRecords = { lines: Map<string, string> } | { missing: string } | { notice: string };

/** Where the track record is read from: the run's GitHub client, and the repository. */
export interface PageSource {
  octokit: () => Promise<Octokit>;
  owner: string;
  repo: string;
}

/** Each lane's line for the page, or why there is none. */
export async function trackRecordForPage(o: PageSource): Promise<PageRecords> {
  const where = `the track record artifact (${TRACK_RECORD_ARTIFACT}) of ${o.owner}/${o.repo}`;
  const notice = (why: string): PageRecords => ({
    notice: `The lanes' track records are not shown: ${why}. The review goes on without them.`,
  });
  let zip: Buffer;
  try {
    const octokit = await o.octokit();
    const at = { owner: o.owner, repo: o.repo };
    const listed = await octokit.rest.actions.listArtifactsForRepo({
      ...at,
      name: TRACK_RECORD_ARTIFACT,
      per_page: 10,
    });
    const newestRun = newestOf(listed.data.artifacts);
    if (!newestRun)
      return {
        missing: `There is no track record artifact (${TRACK_RECORD_ARTIFACT}) of ${o.owner}/${o.repo} yet: a workflow with mode: stats makes it, and the page then shows each lane's record. track-record: off stops looking.`,
      };
    const runId = newestRun.workflow_run?.id;
    const ofRun = runId
      ? (await octokit.rest.actions.listWorkflowRunArtifacts({ ...at, run_id: runId, per_page: 100 })).data
          .artifacts
      : [];
    const newest = newestOf([newestRun, ...ofRun.filter((a) => attemptOf(a.name) !== null)]) ?? newestRun;
    if (newest.expired) return notice(`${where} has expired; run mode: stats again`);
    const r = await octokit.rest.actions.downloadArtifact({
      ...at,
      artifact_id: newest.id,
      archive_format: 'zip',
    });
    zip = Buffer.from(r.data as ArrayBuffer);
  } catch (err) {
    const status = statusOf(err);
    if (status === 403)
      return notice(`the token cannot read ${where} (the workflow needs \`permissions: actions: read\`)`);
    if (status === 410) return notice(`${where} has expired; run mode: stats again`);
    return notice(`${where} could not be read: ${messageOf(err)}`);
  }
  let text: string | null;
  try {
    text = await fileInZip(zip, TRACK_RECORD_FILE);
  } catch (err) {
    return notice(`${where} cannot be unpacked: ${messageOf(err)}`);
  }
  if (text === null) return notice(`${where} holds no ${TRACK_RECORD_FILE}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return notice(`its ${TRACK_RECORD_FILE} is not JSON`);
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (version !== TRACK_RECORD_VERSION)
    return notice(
      `${where} is of version ${JSON.stringify(version)}; this release reads version ${TRACK_RECORD_VERSION}`,
    );
  const parsed = TrackRecordSchema.safeParse(json);
  if (!parsed.success) return notice(`its ${TRACK_RECORD_FILE} is not of the track record's shape`);
  return { lines: new Map(parsed.data.lanes.map((l) => [l.identity, pageLine(l)])) };
}

interface Listed {
  id: number;
  name: string;
  created_at?: string | null;
}

/** `name` or `name.N` of the track record: its attempt, else null. */
function attemptOf(name: string): number | null {
  if (name === TRACK_RECORD_ARTIFACT) return 1;
  const m = /^(.*)\.(\d+)$/.exec(name);
  return m?.[1] === TRACK_RECORD_ARTIFACT ? Number(m[2]) : null;
}

/** The latest attempt, then the latest made (ids grow): what a re-run uploaded beats what it replaced. */
function newestOf<T extends Listed>(list: readonly T[] | undefined): T | undefined {
  const rank = (a: T) => attemptOf(a.name) ?? 0;
  return [...(list ?? [])].sort(
    (a, b) =>
      rank(b) - rank(a) ||
      String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')) ||
      b.id - a.id,
  )[0];
}

/** One file's text out of a zip held in memory, capped; null when the zip has no such file. */
async function fileInZip(zip: Buffer, name: string): Promise<string | null> {
  let found: string | null = null;
  let entries = 0;
  const files = new Writable({
    objectMode: true,
    write(entry: Entry, _encoding, done) {
      if (++entries > MAX_ENTRIES) {
        entry.autodrain();
        return done(new ServiceError(`it holds more than ${MAX_ENTRIES} entries`));
      }
      if (entry.type !== 'File' || entry.path !== name) {
        entry.autodrain();
        return done();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      entry.on('data', (c: Buffer) => {
        size += c.length;
        if (size > MAX_RECORD_BYTES)
          entry.destroy(new ServiceError(`its ${name} is over ${MAX_RECORD_BYTES} bytes`));
        else chunks.push(c);
      });
      entry.on('error', done);
      entry.on('end', () => {
        found = Buffer.concat(chunks).toString('utf8');
        done();
      });
    },
  });
  // Zeros after the zip: unzip-stream fails on a cut-short zip instead of waiting (artifact.ts).
  await pipeline(Readable.from([zip, Buffer.alloc(3 * 0xffff + 64)]), Parse(), files);
  return found;
}

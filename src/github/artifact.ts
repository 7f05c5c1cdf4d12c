/**
 * Workflow artifacts (D12, D14). A name can be uploaded once per run and re-run attempts share
 * the run's artifacts, so later attempts carry their number (`name.2`); readers take the highest.
 */
import { Parse, type Entry } from 'unzip-stream';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { githubRepository, githubRunAttempt, githubServerUrl } from '../sys/runner-env.js';
import { ServiceError } from '../diagnostics.js';

export interface StoredArtifact {
  id: number;
  name: string;
  /** The zip's size in bytes as the service lists it, when it lists one. */
  size?: number;
}

/** An artifact whose files passed `maxBytes` while unpacking; what it had written is removed. */
export class ArtifactTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`it unpacks to more than ${maxBytes} bytes`);
  }
}

/** An artifact of more than `maxEntries` files and folders; what it had written is removed. */
export class ArtifactTooManyEntriesError extends Error {
  constructor(
    readonly maxEntries: number,
    readonly entries: number,
  ) {
    super(`it holds more than ${maxEntries} entries (stopped at entry ${entries})`);
  }
}

/** An artifact whose zip could not be read (cut short, corrupt, not a zip); what it had written is removed. */
export class ArtifactUnreadableError extends Error {
  constructor(readonly why: string) {
    super(`its zip cannot be unpacked: ${why}`);
  }
}

/** The artifact service, behind a small interface; production is @actions/artifact. */
export interface ArtifactStore {
  upload(name: string, rootDir: string, files: string[]): Promise<{ id?: number; size?: number }>;
  /** Artifacts of the current workflow run. */
  list(): Promise<StoredArtifact[]>;
  /**
   * Downloads and unpacks one artifact into `dir`. With `maxBytes`, throws ArtifactTooLargeError
   * once its unpacked files pass that many bytes, ArtifactTooManyEntriesError past `maxEntries`
   * (when given) entries and ArtifactUnreadableError for a zip it cannot read; each leaves no
   * `dir`. A failure to fetch is the client's error, after its own retries.
   */
  download(id: number, dir: string, options?: { maxBytes?: number; maxEntries?: number }): Promise<void>;
}

export async function createArtifactStore(): Promise<ArtifactStore> {
  // Loaded here, not with the action: it loads @actions/github, which reads the event payload as
  // it loads, and a payload that is not JSON must fail the step with the action's own message.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  return {
    async upload(name, rootDir, files) {
      const r = await client.uploadArtifact(name, files, rootDir, {});
      const out: { id?: number; size?: number } = {};
      if (r.id !== undefined) out.id = r.id;
      if (r.size !== undefined) out.size = r.size;
      return out;
    },
    async list() {
      const r = await client.listArtifacts();
      return r.artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size }));
    },
    async download(id, dir, options) {
      const maxBytes = options?.maxBytes;
      if (maxBytes === undefined) {
        await client.downloadArtifact(id, { path: dir });
        return;
      }
      // The client's own unzip has no cap: it fetches the zip as it is, and we unpack it.
      await mkdir(dirname(dir), { recursive: true });
      const zipDir = await mkdtemp(`${dir}.zip-`);
      try {
        await client.downloadArtifact(id, { path: zipDir, skipDecompress: true });
        const [file] = await readdir(zipDir);
        if (!file) throw new ServiceError(`artifact ${id} was downloaded as no file`);
        await unzipCapped(join(zipDir, file), dir, maxBytes, options?.maxEntries ?? Infinity);
      } finally {
        await rm(zipDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Zeros after the zip: a zip cut inside a header leaves unzip-stream waiting for bytes that never
 * come, spinning forever at the end of its input; given this many (more than the longest header's
 * names, extra field and comment) it reads them as a bad signature and fails instead.
 */
const UNZIP_PADDING = Buffer.alloc(3 * 0xffff + 64);

/**
 * Unpacks `zip` into `dir` as the client's unzip does (the same parser, so every entry lands as a
 * regular file, `..` made `.`), counting the bytes and entries written: past `maxBytes` or
 * `maxEntries` it stops and removes `dir`, since a zip of a few kilobytes can inflate to gigabytes
 * or to millions of empty files.
 */
async function unzipCapped(zip: string, dir: string, maxBytes: number, maxEntries: number): Promise<void> {
  let written = 0;
  let entries = 0;
  const counted = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        done(written > maxBytes ? new ArtifactTooLargeError(maxBytes) : null, chunk);
      },
    });
  const files = new Writable({
    objectMode: true,
    write(entry: Entry, _encoding, done) {
      if (++entries > maxEntries) {
        entry.autodrain();
        return done(new ArtifactTooManyEntriesError(maxEntries, entries));
      }
      const to = join(dir, entry.path);
      const rel = relative(dir, to);
      if (rel === '' || rel.split(sep)[0] === '..' || isAbsolute(rel)) {
        entry.autodrain();
        return done();
      }
      const made =
        entry.type === 'Directory'
          ? mkdir(to, { recursive: true }).then(() => entry.autodrain())
          : mkdir(dirname(to), { recursive: true }).then(() =>
              pipeline(entry, counted(), createWriteStream(to)),
            );
      made.then(() => done(), done);
    },
  });
  await mkdir(dir, { recursive: true });
  try {
    const padded = async function* () {
      yield* createReadStream(zip);
      yield UNZIP_PADDING;
    };
    await pipeline(padded, Parse(), files);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof ArtifactTooLargeError || error instanceof ArtifactTooManyEntriesError) throw error;
    throw new ArtifactUnreadableError(error instanceof Error ? error.message : String(error));
  }
}

/** Every regular file under `dir`, absolute, sorted (symlinks are not followed or uploaded). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort((a, b) => relative(dir, a).localeCompare(relative(dir, b)));
}

export function attemptName(base: string, attempt: number): string {
  return attempt > 1 ? `${base}.${attempt}` : base;
}

export const laneArtifactBase = (prefix: string, identity: string) => `${prefix}-lane-${identity}`;
/** A `mode: examine` job's verdicts (D22 *Matrix*). */
export const examineArtifactBase = (prefix: string, identity: string) => `${prefix}-examine-${identity}`;
export const planArtifactBase = (prefix: string) => `${prefix}-plan`;

/** Splits `base` or `base.N` into the base and its attempt. */
function parseAttempt(name: string): { base: string; attempt: number } {
  const m = /^(.*)\.(\d+)$/.exec(name);
  return m?.[1] && m[2] ? { base: m[1], attempt: Number(m[2]) } : { base: name, attempt: 1 };
}

/** The newest attempt of the artifact named `base`, if any. */
export function latestArtifact(list: StoredArtifact[], base: string): StoredArtifact | undefined {
  let best: { a: StoredArtifact; attempt: number } | undefined;
  for (const a of list) {
    const p = parseAttempt(a.name);
    if (p.base === base && (!best || p.attempt > best.attempt)) best = { a, attempt: p.attempt };
  }
  return best?.a;
}

/**
 * The newest lane (or examine) job's artifact per identity (identities cannot contain '.', so
 * `.N` is unambiguous).
 */
export function latestLaneArtifacts(
  list: StoredArtifact[],
  prefix: string,
  job: 'lane' | 'examine' = 'lane',
): Map<string, StoredArtifact> {
  const head = `${prefix}-${job}-`;
  const out = new Map<string, { a: StoredArtifact; attempt: number }>();
  for (const a of list) {
    if (!a.name.startsWith(head)) continue;
    const p = parseAttempt(a.name.slice(head.length));
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(p.base)) continue;
    const seen = out.get(p.base);
    if (!seen || p.attempt > seen.attempt) out.set(p.base, { a, attempt: p.attempt });
  }
  return new Map([...out].map(([k, v]) => [k, v.a]));
}

export interface RunContext {
  serverUrl: string;
  repository: string;
  runId: string;
  runAttempt: number;
}

export function runContext(env: NodeJS.ProcessEnv): RunContext {
  // Only links are made of these: outside a runner there are none, and no error.
  const repository = env['GITHUB_REPOSITORY'] ? githubRepository(env) : null;
  return {
    serverUrl: githubServerUrl(env),
    repository: repository ? `${repository.owner}/${repository.repo}` : '',
    runId: env['GITHUB_RUN_ID'] ?? '',
    runAttempt: githubRunAttempt(env),
  };
}

export function runUrl(r: RunContext): string | undefined {
  return r.repository && r.runId ? `${r.serverUrl}/${r.repository}/actions/runs/${r.runId}` : undefined;
}

export function artifactUrl(r: RunContext, id: number | undefined): string | undefined {
  const run = runUrl(r);
  return run && id !== undefined ? `${run}/artifacts/${id}` : undefined;
}

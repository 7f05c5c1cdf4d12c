/**
 * A loopback fake of the Actions artifact service (Twirp JSON + blob storage), enough for
 * @actions/artifact 6 to upload, list and download within one run. Written for these tests from
 * the requests the client sends (its Twirp calls and the blob client's PUTs): CreateArtifact hands
 * out a signed blob URL, the blob client PUTs blocks and then a block list, FinalizeArtifact
 * records the artifact; ListArtifacts and GetSignedArtifactURL serve the download.
 *
 * Point ACTIONS_RESULTS_URL at `url` and ACTIONS_RUNTIME_TOKEN at `runtimeToken` (an unsigned
 * JWT: the client reads its `scp` claim and never checks a signature).
 */
import { createServer } from 'node:http';
import { listenOnLoopback } from '../servers/loopback.js';

export interface StoredFakeArtifact {
  id: number;
  /** The workflow run it belongs to (from the runtime token's scope). */
  run: string;
  name: string;
  zip: Buffer;
  /** The size ListArtifacts reports, when not the zip's (the service lists what the upload finalized). */
  listedSize?: number;
  /** The HTTP status blob storage answers every download of it with, when not 200. */
  failWith?: number;
  createdAt: string;
}

export interface FakeArtifacts {
  url: string;
  /** The token of run `run-1`; env(run) makes one per run. */
  runtimeToken: string;
  artifacts: StoredFakeArtifact[];
  /** Names refused because they already exist (the real service answers 409). */
  conflicts: string[];
  /** Every request, with when it arrived (performance.now() of this process). */
  requests: Array<{ method: string; path: string; at: number }>;
  /** ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL for one workflow run (artifacts are per run). */
  env(run?: string): Record<string, string>;
  close(): Promise<void>;
}

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

export async function startFakeArtifacts(): Promise<FakeArtifacts> {
  const blocks = new Map<string, Map<string, Buffer>>();
  const blobs = new Map<string, Buffer>();
  const artifacts: StoredFakeArtifact[] = [];
  const conflicts: string[] = [];
  const requests: Array<{ method: string; path: string; at: number }> = [];
  const pending = new Set<string>();
  const key = (run: string, name: string) => `${run}/${name}`;
  let nextId = 4200;
  let base = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const at = performance.now();
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: req.method ?? 'GET', path: u.pathname, at });
      const raw = Buffer.concat(chunks);
      const reply = (status: number, data?: unknown, headers: Record<string, string> = {}) => {
        res.statusCode = status;
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
        if (data === undefined) return res.end();
        if (Buffer.isBuffer(data)) return res.end(data);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(data));
      };
      if (u.pathname.startsWith('/twirp/')) {
        const method = u.pathname.split('/').pop();
        const j = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
        const name = String(j['name'] ?? '');
        const run = String(j['workflow_run_backend_id'] ?? j['workflowRunBackendId'] ?? '');
        const blobUrl = `${base}/blob/${encodeURIComponent(run)}/${encodeURIComponent(name)}.zip`;
        switch (method) {
          case 'CreateArtifact':
            if (artifacts.some((a) => a.run === run && a.name === name) || pending.has(key(run, name))) {
              conflicts.push(name);
              return reply(409, {
                code: 'already_exists',
                msg: `an artifact with this name already exists on the workflow run`,
              });
            }
            pending.add(key(run, name));
            return reply(200, { ok: true, signed_upload_url: `${blobUrl}?sig=upload` });
          case 'FinalizeArtifact': {
            const zip = blobs.get(key(run, name)) ?? Buffer.alloc(0);
            const id = nextId++;
            pending.delete(key(run, name));
            artifacts.push({ id, run, name, zip, createdAt: new Date().toISOString() });
            return reply(200, { ok: true, artifact_id: String(id) });
          }
          case 'ListArtifacts': {
            const filter = j['id_filter'] ?? j['idFilter'];
            const want = filter === undefined ? undefined : Number(filter);
            const list = artifacts
              .filter((a) => a.run === run && (want === undefined || a.id === want))
              .map((a) => ({
                workflow_run_backend_id: a.run,
                workflow_job_run_backend_id: 'job-1',
                database_id: String(a.id),
                name: a.name,
                size: String(a.listedSize ?? a.zip.length),
                created_at: a.createdAt,
              }));
            return reply(200, { artifacts: list });
          }
          case 'GetSignedArtifactURL':
            return reply(200, { signed_url: `${blobUrl}?sig=download` });
          default:
            return reply(404, { code: 'not_found', msg: `no method ${method}` });
        }
      }
      if (u.pathname.startsWith('/blob/')) {
        const [run = '', file = ''] = u.pathname.slice('/blob/'.length).split('/').map(decodeURIComponent);
        const name = key(run, file.replace(/\.zip$/, ''));
        if (req.method === 'GET') {
          const a = [...artifacts].reverse().find((x) => key(x.run, x.name) === name);
          if (a?.failWith) return reply(a.failWith);
          return a ? reply(200, a.zip, { 'content-type': 'application/zip' }) : reply(404);
        }
        const comp = u.searchParams.get('comp');
        const headers = { etag: '"0x1"', 'last-modified': new Date().toUTCString() };
        if (comp === 'block') {
          const id = u.searchParams.get('blockid') ?? '';
          if (!blocks.has(name)) blocks.set(name, new Map());
          blocks.get(name)?.set(id, raw);
          return reply(201, undefined, headers);
        }
        if (comp === 'blocklist') {
          const ids = [...raw.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
            (m) => m[1] ?? '',
          );
          const mine = blocks.get(name) ?? new Map<string, Buffer>();
          blobs.set(name, Buffer.concat(ids.map((id) => mine.get(id) ?? Buffer.alloc(0))));
          return reply(201, undefined, headers);
        }
        // A single-shot upload (small blobs).
        blobs.set(name, raw);
        return reply(201, undefined, headers);
      }
      reply(404);
    });
  });
  const { url, close } = await listenOnLoopback(server);
  base = url;
  const tokenFor = (run: string) =>
    `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ scp: `Actions.Results:${run}:job-1` })}.x`;
  const runtimeToken = tokenFor('run-1');
  return {
    url: base,
    runtimeToken,
    artifacts,
    conflicts,
    requests,
    env: (run = 'run-1') => ({ ACTIONS_RUNTIME_TOKEN: tokenFor(run), ACTIONS_RESULTS_URL: `${base}/` }),
    close,
  };
}

/**
 * An organization's lane catalog read from GitHub at its pinned commit (D23), in two requests:
 * the API's tarball operation, which answers a redirect, then the archive host it names. The
 * archive is streamed through gunzip and a tar reader; only the catalog's folder is written, as
 * regular files, into a fresh temp directory, within bounds of bytes, files and depth. Anything
 * else under that folder (a link, a device, a path that climbs out) fails the read: a catalog
 * decides what runs, so a part of it is never dropped quietly.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract, type Header } from 'tar-stream';
import { EnvHttpProxyAgent, request } from 'undici';
import {
  formatCatalogPin,
  type CatalogFiles,
  type CatalogPin,
  type ReadCatalog,
} from '../config/catalog-pin.js';
import { ConfigurationError, ServiceError, messageOf } from '../diagnostics.js';
import { DEFAULTS } from '../vocabulary.js';
import { statusOf } from './client.js';
import { createOctokit, retryBaseFor, type OctokitOptions } from './octokit.js';

/** What a catalog may hold, and what its repository's archive may weigh on the way. */
export interface CatalogBounds {
  /** Files in the catalog's folder. */
  maxFiles: number;
  /** Bytes of the catalog's files together. */
  maxBytes: number;
  /** Bytes of one file: a manifest's own cap. */
  maxFileBytes: number;
  /** Folders below the catalog's root (`capabilities/<id>/capability.json` is 2). */
  maxDepth: number;
  /** The whole repository's archive as downloaded (gzip), and as unpacked: a catalog in a folder
   * of a large repository costs the whole repository's archive. */
  maxArchiveBytes: number;
  maxUnpackedBytes: number;
}

export const CATALOG_BOUNDS: CatalogBounds = {
  maxFiles: 2000,
  maxBytes: 10 * 1024 * 1024,
  maxFileBytes: DEFAULTS.manifestMaxBytes,
  maxDepth: 8,
  maxArchiveBytes: 64 * 1024 * 1024,
  maxUnpackedBytes: 256 * 1024 * 1024,
};

export interface GitHubCatalogOptions {
  /** Empty or undefined: nothing can be read, and the error says where to set one. */
  token: string | undefined;
  /** GITHUB_API_URL; GitHub Enterprise Server's `https://HOST/api/v3` included. */
  apiUrl: string;
  log: OctokitOptions['log'];
  /** Where the user sets the token, as the error names it: the action's input by default. */
  tokenSetting?: string;
  bounds?: Partial<CatalogBounds>;
  /** Where the temp directory is made (the runner's RUNNER_TEMP); the system's by default. */
  tempRoot?: string;
  /** Retries on 5xx of each of the two requests (D12), and the backoff's unit. */
  retries?: number;
  retryBaseMs?: number;
  /** Both requests together, archive included. */
  timeoutMs?: number;
}

const FIELD = 'review.catalog';
const SHA = /^[0-9a-f]{40}$/;
const MiB = 1024 * 1024;

/** The diagnostic every failure of a pinned catalog carries: the key, the pin, the reason. */
export function catalogError(pin: CatalogPin, code: string, reason: string): ConfigurationError {
  return new ConfigurationError({
    code,
    field: FIELD,
    message: `${formatCatalogPin(pin)} cannot be read: ${reason}`,
  });
}

const sizeOf = (bytes: number) =>
  bytes >= MiB ? `${Math.round((bytes / MiB) * 10) / 10} MiB` : `${bytes} bytes`;

/** A folder of a catalog is that catalog only when it holds `capabilities/` (D23). */
function hasCapabilitiesFolder(dir: string): boolean {
  try {
    return lstatSync(join(dir, 'capabilities')).isDirectory();
  } catch {
    return false;
  }
}

/** Reads pinned catalogs through GitHub's API with `token` (the action's, or `catalog-token`). */
export function githubCatalogReader(o: GitHubCatalogOptions): ReadCatalog {
  const bounds = { ...CATALOG_BOUNDS, ...o.bounds };
  const tokenSetting = o.tokenSetting ?? 'catalog-token';
  return async (pin) => {
    if (!SHA.test(pin.sha))
      throw catalogError(pin, 'catalog_not_pinned', 'the commit must be a full 40-character commit SHA');
    if (pin.path.split('/').some((s) => s === '..' || s === '.') || pin.path.startsWith('/'))
      throw catalogError(
        pin,
        'catalog_unsafe_entry',
        `the folder "${pin.path}" must be a path inside the repository`,
      );
    if (!o.token)
      throw catalogError(pin, 'catalog_no_token', `no token to read it with: set ${tokenSetting}`);
    const signal = AbortSignal.timeout(o.timeoutMs ?? 120_000);
    const location = await archiveLocation(pin, { ...o, token: o.token, tokenSetting, signal });
    const dir = await mkdtemp(join(o.tempRoot ?? tmpdir(), 'reviewer-lanes-catalog-'));
    try {
      const retries = o.retries ?? 3;
      const retryBaseMs = o.retryBaseMs ?? retryBaseFor(retries);
      const body = await download(pin, location, bounds, { retries, retryBaseMs, signal });
      await extractCatalog(pin, body, dir, bounds);
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    const files: CatalogFiles = { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
    return files;
  };
}

interface LocationOptions extends GitHubCatalogOptions {
  token: string;
  tokenSetting: string;
  signal: AbortSignal;
}

/**
 * The archive's address, from the API's redirect, which is not followed: the token goes to the
 * API only. The address GitHub answers carries its own short-lived token for a private
 * repository, so the archive host is asked with no credentials of ours, whichever host it is.
 */
async function archiveLocation(pin: CatalogPin, o: LocationOptions): Promise<URL> {
  const octokit = await createOctokit({
    token: o.token,
    baseUrl: o.apiUrl,
    log: o.log,
    readsOnly: true,
    ...(o.retries !== undefined ? { retries: o.retries } : {}),
    ...(o.retryBaseMs !== undefined ? { retryBaseMs: o.retryBaseMs } : {}),
  });
  const repo = `${pin.owner}/${pin.repo}`;
  let answer: { status: number; headers: Record<string, unknown> };
  try {
    answer = await octokit.rest.repos.downloadTarballArchive({
      owner: pin.owner,
      repo: pin.repo,
      ref: pin.sha,
      request: { redirect: 'manual', signal: o.signal },
    });
  } catch (err) {
    const status = statusOf(err);
    if (status === 404)
      throw catalogError(
        pin,
        'catalog_not_found',
        `GitHub answered 404: the commit is not in ${repo}, or the token cannot see a private repository: set ${o.tokenSetting} to a token that can read ${repo}`,
      );
    if (status === 401)
      throw catalogError(
        pin,
        'catalog_forbidden',
        `GitHub refused the token (401): set ${o.tokenSetting} to a valid token`,
      );
    if (status === 403)
      throw catalogError(
        pin,
        'catalog_forbidden',
        `GitHub answered 403 (${githubMessage(err)}): the token may not read ${repo}'s contents; set ${o.tokenSetting} to a token with contents: read on it`,
      );
    throw new ServiceError(
      `${FIELD} ${formatCatalogPin(pin)}: GitHub's archive of ${repo} could not be asked for: ${messageOf(err)}`,
      { cause: err },
    );
  }
  const raw = answer.headers['location'];
  if (answer.status !== 302 || typeof raw !== 'string')
    throw new ServiceError(
      `${FIELD} ${formatCatalogPin(pin)}: GitHub answered ${answer.status} to the archive of ${repo} without the redirect it documents`,
    );
  const api = new URL(o.apiUrl);
  let url: URL;
  try {
    url = new URL(raw, api);
  } catch {
    throw new ServiceError(
      `${FIELD} ${formatCatalogPin(pin)}: GitHub redirected the archive of ${repo} to an address that is not a URL`,
    );
  }
  // A plain-HTTP archive behind an HTTPS API would let anyone on the way change what runs.
  if (url.protocol !== 'https:' && url.protocol !== api.protocol)
    throw new ServiceError(
      `${FIELD} ${formatCatalogPin(pin)}: GitHub redirected the archive of ${repo} to ${url.protocol}//${url.host}, which is not HTTPS; it is not read`,
    );
  return url;
}

function githubMessage(err: unknown): string {
  const m = (err as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  return typeof m === 'string' && m !== '' ? m : 'forbidden';
}

/** The archive's bytes as the archive host sends them; a 5xx is asked again, nothing else. */
async function download(
  pin: CatalogPin,
  url: URL,
  bounds: CatalogBounds,
  o: { retries: number; retryBaseMs: number; signal: AbortSignal },
): Promise<Readable> {
  const where = `${FIELD} ${formatCatalogPin(pin)}: the archive from ${url.host}`;
  // HTTP(S)_PROXY and NO_PROXY as the runner sets them, as the API's client honours them.
  const dispatcher = new EnvHttpProxyAgent({ headersTimeout: 60_000, bodyTimeout: 60_000 });
  try {
    for (let attempt = 0; ; attempt++) {
      let res;
      try {
        res = await request(url, {
          method: 'GET',
          headers: { accept: 'application/x-gzip, application/gzip, */*', 'user-agent': 'reviewer-lanes' },
          dispatcher,
          signal: o.signal,
        });
      } catch (err) {
        throw new ServiceError(`${where} could not be downloaded: ${messageOf(err)}`, { cause: err });
      }
      if (res.statusCode >= 500 && attempt < o.retries) {
        await res.body.dump();
        await new Promise((r) => setTimeout(r, (attempt + 1) ** 2 * o.retryBaseMs));
        continue;
      }
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new ServiceError(`${where} could not be downloaded: it answered ${res.statusCode}`);
      }
      const length = Number(res.headers['content-length']);
      if (Number.isFinite(length) && length > bounds.maxArchiveBytes) {
        await res.body.dump({ limit: 0 });
        throw tooLargeArchive(pin, bounds.maxArchiveBytes, 'to download');
      }
      // The agent goes once the body is read or destroyed; the caller does either.
      const body = res.body;
      body.once('close', () => void dispatcher.close());
      return body;
    }
  } catch (err) {
    await dispatcher.close();
    throw err;
  }
}

const tooLargeArchive = (pin: CatalogPin, max: number, what: string) =>
  catalogError(
    pin,
    'catalog_too_large',
    `the archive of ${pin.owner}/${pin.repo} is over ${sizeOf(max)} ${what}; keep the catalog in a repository of its own`,
  );

/** Passes bytes through, and fails once more than `max` went by. */
function byteBound(max: number, over: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? over() : null, chunk);
    },
  });
}

const TYPE_WORDS: Record<string, string> = {
  symlink: 'a symbolic link',
  link: 'a hard link',
  'character-device': 'a device',
  'block-device': 'a device',
  fifo: 'a FIFO',
  'contiguous-file': 'a contiguous file',
};

/** Writes the catalog's folder of the archive `body` into `dir`; throws on the first problem. */
async function extractCatalog(
  pin: CatalogPin,
  body: Readable,
  dir: string,
  bounds: CatalogBounds,
): Promise<void> {
  const unsafe = (name: string, why: string) =>
    catalogError(
      pin,
      'catalog_unsafe_entry',
      `the archive's entry "${name}" ${why}; a catalog holds folders and regular files only`,
    );
  const tooLarge = (why: string) => catalogError(pin, 'catalog_too_large', why);
  const folder = pin.path === '' ? [] : pin.path.split('/');
  const shown = (inner: string[]) => [...folder, ...inner].join('/') || '(the catalog root)';
  let top: string | undefined;
  let folderSeen = false;
  let files = 0;
  let bytes = 0;

  const onEntry = async (header: Header, stream: Readable): Promise<void> => {
    const name = header.name;
    const parts = name.replace(/\/+$/, '').split('/');
    // Refused anywhere in the archive: GitHub's archives of a git tree never hold one.
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw unsafe(name, 'is an absolute path');
    if (parts.includes('..')) throw unsafe(name, 'has a ".." segment');
    // GitHub's archive holds the commit's tree under one folder, `OWNER-REPO-<short sha>/`.
    top ??= parts[0];
    if (parts[0] !== top) throw unsafe(name, `is outside the archive's folder "${top}/"`);
    const rel = parts.slice(1);
    const onTheWay = rel.length <= folder.length && rel.every((s, i) => s === folder[i]);
    if (onTheWay) {
      if (header.type !== 'directory')
        throw unsafe(
          name,
          `is ${TYPE_WORDS[header.type ?? ''] ?? 'a file'}, where the catalog's folder "${folder.join('/')}" should be`,
        );
      if (rel.length === folder.length) folderSeen = true;
      stream.resume();
      return;
    }
    const inside = rel.length > folder.length && folder.every((s, i) => s === rel[i]);
    if (!inside) {
      stream.resume();
      return;
    }
    folderSeen = true;
    const inner = rel.slice(folder.length);
    const at = shown(inner);
    // A name that is one segment here and a path on another system (Windows runners) is refused.
    if (inner.some((s) => s === '' || s === '.' || /[\\:\0]/.test(s)))
      throw unsafe(name, 'has a segment that is empty, ".", or holds "\\", ":" or NUL');
    const depth = header.type === 'directory' ? inner.length : inner.length - 1;
    if (depth > bounds.maxDepth) throw tooLarge(`"${at}" is ${depth} folders deep, over ${bounds.maxDepth}`);
    const target = join(dir, ...inner);
    if (header.type === 'directory') {
      await mkdir(target, { recursive: true });
      stream.resume();
      return;
    }
    if (header.type !== 'file')
      throw unsafe(name, `is ${TYPE_WORDS[header.type ?? ''] ?? `of type ${String(header.type)}`}`);
    files++;
    bytes += header.size;
    if (files > bounds.maxFiles) throw tooLarge(`it holds over ${bounds.maxFiles} files`);
    if (header.size > bounds.maxFileBytes)
      throw tooLarge(`"${at}" is ${sizeOf(header.size)}, over ${sizeOf(bounds.maxFileBytes)} for one file`);
    if (bytes > bounds.maxBytes) throw tooLarge(`its files are over ${sizeOf(bounds.maxBytes)} together`);
    await mkdir(join(dir, ...inner.slice(0, -1)), { recursive: true });
    // `wx`: an entry twice (or twice in a case-insensitive file system) is not written over.
    await pipeline(stream, createWriteStream(target, { flags: 'wx', mode: 0o644 })).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw unsafe(name, 'is in the archive twice');
      throw err;
    });
  };

  const tar = extract();
  tar.on('entry', (header, stream, next) => {
    // A failure destroys the archive and, with it, this entry: the pipeline reports it once.
    stream.on('error', () => undefined);
    onEntry(header, stream as unknown as Readable).then(() => next(), next);
  });
  try {
    await pipeline(
      body,
      byteBound(bounds.maxArchiveBytes, () => tooLargeArchive(pin, bounds.maxArchiveBytes, 'to download')),
      createGunzip(),
      byteBound(bounds.maxUnpackedBytes, () => tooLargeArchive(pin, bounds.maxUnpackedBytes, 'unpacked')),
      tar,
    );
  } catch (err) {
    if (err instanceof ConfigurationError) throw err;
    // Cut off on the way, or not gzip and tar: GitHub's side, not the configuration.
    throw new ServiceError(
      `${FIELD} ${formatCatalogPin(pin)}: the archive cannot be read: ${messageOf(err)}`,
      {
        cause: err,
      },
    );
  }
  if (!folderSeen)
    throw catalogError(
      pin,
      'catalog_missing_folder',
      folder.length === 0
        ? 'the archive is empty'
        : `${pin.owner}/${pin.repo} has no folder "${pin.path}" at that commit`,
    );
  if (!hasCapabilitiesFolder(dir))
    throw catalogError(
      pin,
      'catalog_no_capabilities',
      `${shown([])} holds no capabilities/ folder; a catalog keeps its lanes in capabilities/<id>/capability.json`,
    );
}

/**
 * What this exact build has already validated clean, so a byte-identical input need not meet the
 * validator again: the repository's manifests and its consent baseline change rarely, and
 * validating them costs every run the validator's start-up (DESIGN.md §6). It generalises the
 * first-party fast path (catalog/pinned.ts), whose verdicts are fixed at build time, to inputs
 * only known at run time.
 *
 * A verdict is an empty file named by the SHA-256 of (build, kind, key, bytes) under
 * `<cache>/verdicts/<build>/`: present means "valid, with no diagnostic". Only clean verdicts are
 * recorded, so anything with an error or a warning is validated (and reported) every time. A file
 * counts only if it is a regular file this user owns and nobody else can write. The build is the
 * CLI bundle's digest: another build never reads this build's verdicts. Without a build (tests,
 * the action) there is no cache.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants as fsConstants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { isPrivateFile } from './private-file.js';

export interface Verdicts {
  /** True when this build has validated exactly `bytes` (of `kind`, for `key`) clean before. */
  known(kind: string, key: string, bytes: string | Uint8Array): boolean;
  /** Records that `bytes` validated clean. Best effort: never throws. */
  remember(kind: string, key: string, bytes: string | Uint8Array): void;
}

/** No cache: everything is validated. */
export const NO_VERDICTS: Verdicts = { known: () => false, remember: () => undefined };

/** How many builds' verdict folders are kept (several versions may share a home directory). */
const KEEP_BUILDS = 3;

const BUILD_RE = /^[0-9a-f]{64}$/;

/** Verdicts kept in `cacheDir` for the build `buildDigest` (a SHA-256); NO_VERDICTS without one. */
export function fileVerdicts(cacheDir: string | null, buildDigest: string | undefined): Verdicts {
  if (cacheDir === null || buildDigest === undefined || !BUILD_RE.test(buildDigest)) return NO_VERDICTS;
  const root = join(cacheDir, 'verdicts');
  const dir = join(root, buildDigest.slice(0, 16));
  const name = (kind: string, key: string, bytes: string | Uint8Array) =>
    createHash('sha256')
      .update(buildDigest)
      .update('\0')
      .update(kind)
      .update('\0')
      .update(key)
      .update('\0')
      .update(bytes)
      .digest('hex');
  let ready = false;
  return {
    known(kind, key, bytes) {
      try {
        const st = lstatSync(join(dir, name(kind, key, bytes)));
        return isPrivateFile(st);
      } catch {
        return false;
      }
    },
    remember(kind, key, bytes) {
      try {
        if (!ready) {
          const fresh = !exists(dir);
          mkdirSync(dir, { recursive: true, mode: 0o700 });
          if (fresh) prune(root, dir);
          ready = true;
        }
        const fd = openSync(
          join(dir, name(kind, key, bytes)),
          fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL | (fsConstants.O_NOFOLLOW ?? 0),
          0o600,
        );
        closeSync(fd);
      } catch {
        // already recorded, or a cache we cannot write: validation simply runs next time too
      }
    },
  };
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Removes all but the newest KEEP_BUILDS build folders under `root`, never `current`. */
function prune(root: string, current: string): void {
  try {
    const builds = readdirSync(root)
      .map((f) => join(root, f))
      .filter((p) => p !== current)
      .map((p) => ({ p, mtime: statSync(p).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const old of builds.slice(KEEP_BUILDS - 1)) rmSync(old.p, { recursive: true, force: true });
  } catch {
    // left as it is
  }
}

/**
 * Whether two JSON-like values hold the same data: the same own keys (an undefined value counts
 * as a key), the same primitives (Object.is), arrays only equal to arrays, and a null prototype
 * only equal to a null prototype. Unlike util.isDeepStrictEqual it does not compare prototypes by
 * identity, so values built in another realm (a test's vm context, structuredClone) compare by
 * content.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if ((Object.getPrototypeOf(a) === null) !== (Object.getPrototypeOf(b) === null)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

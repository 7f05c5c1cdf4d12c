/**
 * Loads the CLI's CommonJS bundle through V8's code cache, so a repeated `reviewer-lanes` run
 * does not parse and compile the same megabyte of JavaScript again (DESIGN.md §6: a whole review
 * is budgeted at 2x a bare `node -e 0`). Node 22 has this built in (`module.enableCompileCache`);
 * Node 20, which this package supports, does not, so it is done here with `vm.Script`'s
 * `cachedData`, the way `v8-compile-cache` did it for a generation of CLIs.
 *
 * The cache is an optimisation only. Every failure (no home directory, a read-only disk, a cache
 * V8 rejects, a file that is not ours) falls back to compiling from source, silently, and
 * `NODE_DISABLE_COMPILE_CACHE=1` (Node's own switch) turns it off.
 */
import { isAscii } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  constants as fsConstants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { isPrivateFile } from '../sys/private-file.js';

/** What happened to the cache on this load (tests read it). */
export type CacheState = 'disabled' | 'hit' | 'miss' | 'rejected';

export interface LoadedBundle {
  exports: unknown;
  state: CacheState;
  /**
   * The sibling bundles this one has required so far (`require('./zod.cjs')`), by file name:
   * each is loaded the same way, through the cache (tests read them).
   */
  siblings: ReadonlyMap<string, LoadedBundle>;
  /** Writes the code cache (its siblings' too) where this load could not use one; call once the
   *  work is done, so the functions compiled while working are in it too. Never throws. */
  save(): void;
}

/** `require('./name.cjs')`: a bundle beside the requiring one (scripts/build.mjs splits them). */
const SIBLING_RE = /^\.\/[A-Za-z0-9][\w.-]*\.cjs$/;

/**
 * Where code caches live: `$REVIEWER_LANES_CACHE_DIR`, else `$XDG_CACHE_HOME/reviewer-lanes`,
 * else `~/.cache/reviewer-lanes`; null (no cache) when disabled or there is no home directory.
 */
export function cacheDirFor(env: NodeJS.ProcessEnv): string | null {
  const disabled = env.NODE_DISABLE_COMPILE_CACHE;
  if (disabled !== undefined && disabled !== '' && disabled !== '0') return null;
  if (env.REVIEWER_LANES_CACHE_DIR) return env.REVIEWER_LANES_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'reviewer-lanes');
  let home: string;
  try {
    home = homedir();
  } catch {
    return null;
  }
  return home ? join(home, '.cache', 'reviewer-lanes') : null;
}

/** A cache variant names what the run did (the command): lower-case words and dashes. */
const VARIANT_RE = /^[a-z][a-z-]{0,31}$/;

/**
 * The cache file for one bundle's exact bytes under this Node and V8. V8 itself only checks the
 * source's length, its own version and its flags, so the bytes' identity is what keeps a changed
 * bundle of the same length from running stale bytecode. `identity` is the bundle's digest
 * recorded at build time plus its size, inode and change time (an edit after the build is a new
 * key), or, when not given, the SHA-256 of the source itself. `variant` (the command) keeps one
 * cache per kind of run.
 */
export function cacheFileFor(
  dir: string,
  file: string,
  source: string,
  identity?: string,
  variant?: string,
): string {
  const digest = createHash('sha256')
    .update(process.version)
    .update('\0')
    .update(process.arch)
    .update('\0')
    .update(identity ?? source)
    .digest('hex')
    .slice(0, 32);
  const kind = variant !== undefined && VARIANT_RE.test(variant) ? `.${variant}` : '';
  return join(dir, `${basename(file)}.${digest}${kind}.v8cache`);
}

/** The build-time digest of `file` with its size, inode, ctime and mtime; undefined if unreadable. */
function builtIdentity(file: string, buildDigest: string): string | undefined {
  try {
    // ctime moves on every write and cannot be set back (cp -p and touch -r set only mtime).
    const st = statSync(file);
    return `${buildDigest}:${st.size}:${st.ino}:${st.ctimeMs}:${st.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * Reads a cache file only if it is a regular file this user owns and nobody else can write:
 * bytecode is code, and a cache directory could be shared. Null on any doubt.
 */
function readTrusted(path: string): Buffer | null {
  let fd: number;
  try {
    // Never through a link, and never blocking on a FIFO planted at the name.
    fd = openSync(path, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    return isPrivateFile(st) ? readFileSync(fd) : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * How many builds' caches of one bundle are kept: the current one and the three most recently
 * written others (several Node versions may share a home directory).
 */
const KEEP_BUILDS = 4;

/**
 * Removes the caches of the bundle `name` in `dir` that belong to neither the build of `current`
 * nor the KEEP_BUILDS - 1 builds written most recently. Best effort.
 */
function prune(dir: string, name: string, current: string): void {
  const build = (f: string) => f.slice(name.length + 1).split('.')[0] ?? '';
  try {
    const mine = readdirSync(dir)
      .filter((f) => f.startsWith(`${name}.`) && f.endsWith('.v8cache'))
      .map((f) => ({ path: join(dir, f), build: build(f), mtime: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    const kept = new Set([build(basename(current))]);
    for (const f of mine) if (kept.size < KEEP_BUILDS) kept.add(f.build);
    for (const f of mine) if (!kept.has(f.build)) unlinkSync(f.path);
  } catch {
    // a cache directory we cannot list is left as it is
  }
}

/** Writes beside the target and renames over it, so a concurrent reader sees all or nothing. */
function writeAtomically(path: string, data: Buffer): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // A fresh, unguessable name opened exclusively and never through a link: a planted symlink
  // or a stale file at the temporary name makes this write give up rather than write through.
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(
      tmp,
      fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL | (fsConstants.O_NOFOLLOW ?? 0),
      0o600,
    );
    try {
      writeSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // never written
    }
  }
}

/**
 * Evaluates the CommonJS file `file` (a bundle with no `import()`), compiling it from the code
 * cache in `cacheDir` when one matches. `cacheDir` null loads without a cache. `buildDigest`, the
 * bundle's SHA-256 recorded when it was built, saves hashing a megabyte on every start.
 * `variant` (the command) keeps one cache per kind of run: a cache holds the functions its run
 * compiled, and one written by `consent` would leave a `review` compiling most of its own.
 */
export function loadBundle(
  file: string,
  cacheDir: string | null,
  buildDigest?: string,
  variant?: string,
): LoadedBundle {
  return load(file, cacheDir, buildDigest, variant, new Map());
}

/**
 * loadBundle, sharing one map of the bundles loaded so far (by file name) between a bundle and
 * its siblings: each runs once, as with Node's module cache.
 */
function load(
  file: string,
  cacheDir: string | null,
  buildDigest: string | undefined,
  variant: string | undefined,
  loaded: Map<string, LoadedBundle>,
): LoadedBundle {
  // An ASCII file (the build makes main.cjs one) is read as latin1: no UTF-8 decoding, and a
  // one-byte string in V8 (half the memory of a two-byte one).
  const bytes = readFileSync(file);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const identity = buildDigest === undefined ? undefined : builtIdentity(file, buildDigest);
  const cacheFile = cacheDir === null ? null : cacheFileFor(cacheDir, file, source, identity, variant);
  const cachedData = cacheFile === null ? null : readTrusted(cacheFile);
  // The CommonJS wrapper, as Node's own loader applies it; line numbers stay those of the file.
  const wrapper = `(function (exports, require, module, __filename, __dirname) { ${source}\n});`;
  const script = new Script(wrapper, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const state: CacheState =
    cacheFile === null ? 'disabled' : !cachedData ? 'miss' : script.cachedDataRejected ? 'rejected' : 'hit';

  const module = { exports: {} as unknown };
  const compiled = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  // A sibling bundle (zod, undici) goes through the cache too: compiled from source, the first
  // validation of a run would cost more than the whole review it belongs to.
  const siblings = new Map<string, LoadedBundle>();
  const nodeRequire = createRequire(file);
  const bundleRequire = Object.assign((id: string): unknown => {
    if (!SIBLING_RE.test(id)) return nodeRequire(id);
    const name = id.slice(2);
    const sibling =
      loaded.get(name) ?? load(join(dirname(file), name), cacheDir, buildDigest, variant, loaded);
    siblings.set(name, sibling);
    return sibling.exports;
  }, nodeRequire);

  let saved = false;
  const result: LoadedBundle = {
    get exports() {
      return module.exports;
    },
    state,
    siblings,
    save() {
      for (const sibling of siblings.values()) sibling.save();
      if (saved || cacheFile === null || state === 'hit') return;
      saved = true;
      try {
        writeAtomically(cacheFile, script.createCachedData());
        prune(dirname(cacheFile), basename(file), cacheFile);
      } catch {
        // an optimisation only
      }
    },
  };
  // Known before it runs: a bundle required back while it loads gets its exports so far, as
  // with Node's own module cache.
  loaded.set(basename(file), result);
  compiled.call(module.exports, module.exports, bundleRequire, module, file, dirname(file));
  return result;
}

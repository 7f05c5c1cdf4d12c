/**
 * Reads `<dir>/<id>/capability.json` manifests (D2). Symlinks, non-files, files over
 * 1 MiB and invalid JSON are reported as skipped entries naming the file; one bad manifest never
 * stops the others. The filesystem is injected so the rules are testable in isolation, but the
 * production implementation is plain node:fs.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { DEFAULTS } from '../vocabulary.js';
import type { SkipReason } from './types.js';

export interface CatalogFs {
  readdir(dir: string): Promise<Array<{ name: string; isDirectory(): boolean; isSymbolicLink(): boolean }>>;
  lstat(path: string): Promise<{ isFile(): boolean; isSymbolicLink(): boolean; size: number }>;
  readFile(path: string): Promise<Buffer>;
}

/** A synchronous call as a promise: a throw becomes the rejection. */
function settled<T>(call: () => T): Promise<T> {
  try {
    return Promise.resolve(call());
  } catch (e) {
    return Promise.reject(e as Error);
  }
}

/**
 * Reads `path` only if, once open, it is a regular file: never through a symlink, and never
 * blocking on a FIFO or device swapped in after the lstat.
 */
function readRegularFile(path: string): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(fd).isFile())
      throw Object.assign(new Error(`${path} is not a regular file`), { code: 'EFTYPE' });
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** node:fs, synchronously: manifests are few and small (capped at 1 MiB). */
export const nodeCatalogFs: CatalogFs = {
  readdir: (dir) => settled(() => readdirSync(dir, { withFileTypes: true })),
  lstat: (path) => settled(() => lstatSync(path)),
  readFile: (path) => settled(() => readRegularFile(path)),
};

export const MANIFEST_FILE = 'capability.json';

export type ManifestRead =
  | { kind: 'document'; folderId: string; absPath: string; doc: unknown }
  | {
      kind: 'unreadable';
      folderId: string;
      absPath: string;
      reason: Extract<SkipReason, 'not_a_file' | 'too_large' | 'not_json'>;
      message: string;
    };

export type DirRead = { status: 'ok'; manifests: ManifestRead[] } | { status: 'missing' | 'not_a_directory' };

/**
 * How a file is named in output: repository-relative (forward slashes) when it lies inside `cwd`,
 * otherwise absolute — one rule for every diagnostic, skipped entry and lane listing.
 */
export function displayPath(cwd: string, absPath: string): string {
  const rel = relative(cwd, absPath);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return absPath;
  return rel.split(sep).join('/');
}

function errno(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e
    ? String((e as { code: unknown }).code)
    : undefined;
}

export interface ReadOptions {
  fs?: CatalogFs;
  maxBytes?: number;
}

export async function readCapabilityDir(dir: string, opts: ReadOptions = {}): Promise<DirRead> {
  const fs = opts.fs ?? nodeCatalogFs;
  const maxBytes = opts.maxBytes ?? DEFAULTS.manifestMaxBytes;
  let entries: Awaited<ReturnType<CatalogFs['readdir']>>;
  try {
    entries = await fs.readdir(dir);
  } catch (e) {
    return { status: errno(e) === 'ENOTDIR' ? 'not_a_directory' : 'missing' };
  }
  const folders = entries
    .filter((e) => e.isDirectory() || e.isSymbolicLink())
    .map((e) => ({ name: e.name, symlink: e.isSymbolicLink() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const manifests = await Promise.all(
    folders.map((f) => readManifest(join(dir, f.name), f.name, f.symlink, fs, maxBytes)),
  );
  return { status: 'ok', manifests };
}

async function readManifest(
  folder: string,
  folderId: string,
  folderIsSymlink: boolean,
  fs: CatalogFs,
  maxBytes: number,
): Promise<ManifestRead> {
  const absPath = join(folder, MANIFEST_FILE);
  const unreadable = (reason: 'not_a_file' | 'too_large' | 'not_json', message: string): ManifestRead => ({
    kind: 'unreadable',
    folderId,
    absPath,
    reason,
    message,
  });
  // A link could point anywhere (outside the repository, at a device): never follow one.
  if (folderIsSymlink)
    return unreadable('not_a_file', 'the capability folder is a symbolic link; it is not followed');
  let stat: Awaited<ReturnType<CatalogFs['lstat']>>;
  try {
    stat = await fs.lstat(absPath);
  } catch {
    return unreadable('not_a_file', `the capability folder has no ${MANIFEST_FILE}`);
  }
  if (stat.isSymbolicLink()) return unreadable('not_a_file', 'is a symbolic link; it is not followed');
  if (!stat.isFile()) return unreadable('not_a_file', 'is not a regular file');
  if (stat.size > maxBytes)
    return unreadable('too_large', `is ${stat.size} bytes, over the ${maxBytes}-byte limit`);
  let text: string;
  try {
    const bytes = await fs.readFile(absPath);
    // The size can change between lstat and read; the limit holds for what was read.
    if (bytes.length > maxBytes) {
      return unreadable('too_large', `is ${bytes.length} bytes, over the ${maxBytes}-byte limit`);
    }
    text = bytes.toString('utf8');
  } catch (e) {
    return unreadable('not_a_file', `cannot be read (${errno(e) ?? 'unknown error'})`);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // editors on Windows add a BOM
  try {
    return { kind: 'document', folderId, absPath, doc: JSON.parse(text) as unknown };
  } catch (e) {
    return unreadable('not_json', jsonErrorMessage(text, e));
  }
}

/** `is not valid JSON at line 3, column 12: Expected ',' or '}' after property value`. */
export function jsonErrorMessage(text: string, e: unknown): string {
  const raw = e instanceof Error ? e.message : String(e);
  const at = /at position (\d+)/.exec(raw);
  const offset = at ? Number(at[1]) : /end of JSON input/.test(raw) ? text.length : 0;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  const detail = raw.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
  return `is not valid JSON at line ${line}, column ${column}: ${detail}`;
}

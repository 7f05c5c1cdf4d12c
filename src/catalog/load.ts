/**
 * Reads `<dir>/<id>/capability.json` manifests (D2): links, non-files, files over 1 MiB and bad
 * JSON are skipped entries naming the file. Synchronous: manifests are small and few.
 */
import { readdirSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { readRegularFile } from '../sys/regular-file.js';
import { DEFAULTS } from '../vocabulary.js';
import type { SkipReason } from './types.js';

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

export function readCapabilityDir(dir: string): DirRead {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    return { status: (e as NodeJS.ErrnoException).code === 'ENOTDIR' ? 'not_a_directory' : 'missing' };
  }
  const folders = entries
    .filter((e) => e.isDirectory() || e.isSymbolicLink())
    .map((e) => ({ name: e.name, symlink: e.isSymbolicLink() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { status: 'ok', manifests: folders.map((f) => readManifest(dir, f.name, f.symlink)) };
}

function readManifest(dir: string, folderId: string, folderIsSymlink: boolean): ManifestRead {
  const maxBytes = DEFAULTS.manifestMaxBytes;
  const absPath = join(dir, folderId, MANIFEST_FILE);
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
  const read = readRegularFile(absPath, maxBytes);
  switch (read.kind) {
    case 'missing':
      return unreadable('not_a_file', `the capability folder has no ${MANIFEST_FILE}`);
    case 'link':
      return unreadable('not_a_file', 'is a symbolic link; it is not followed');
    case 'not_a_file':
      return unreadable('not_a_file', 'is not a regular file');
    case 'too_large':
      return unreadable('too_large', `is ${read.bytes} bytes, over the ${maxBytes}-byte limit`);
    case 'error':
      return unreadable('not_a_file', `cannot be read (${read.error.code ?? 'unknown error'})`);
  }
  let text = read.bytes.toString('utf8');
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

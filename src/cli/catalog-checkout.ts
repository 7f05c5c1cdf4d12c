/**
 * `--catalog DIR`: a local checkout of the organization's catalog (D23) stands for the pinned
 * one, read where it is: no copy, nothing to remove. The folder must be the catalog's own, with
 * `capabilities/` in it, and never a symbolic link, which would make the lanes that run depend on
 * where a link points at the moment it is read.
 */
import { lstatSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CatalogFiles, ReadCatalog } from '../config/catalog-pin.js';
import { ConfigurationError } from '../diagnostics.js';

const refuse = (path: string, code: string, message: string) =>
  new ConfigurationError({ code, path, message: `--catalog ${message}` });

/** What a folder is, by lstat: never through a link. */
function kindOf(path: string): 'missing' | 'link' | 'folder' | 'other' {
  try {
    const st = lstatSync(path);
    if (st.isSymbolicLink()) return 'link';
    return st.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'missing';
  }
}

/** Reads the catalog from `dir` (absolute, or relative to this process's directory), whatever the pin. */
export function localCatalogReader(dir: string): ReadCatalog {
  return async () => {
    const root = resolve(dir);
    const kind = kindOf(root);
    if (kind === 'missing') throw refuse(dir, 'catalog_not_found', 'does not exist');
    if (kind === 'link')
      throw refuse(dir, 'catalog_link', "is a symbolic link; name the catalog's folder itself");
    if (kind === 'other') throw refuse(dir, 'catalog_not_a_folder', 'is not a folder');
    const capabilities = kindOf(join(root, 'capabilities'));
    if (capabilities === 'link')
      throw refuse(dir, 'catalog_link', 'has capabilities/ as a symbolic link; it must be a folder');
    if (capabilities !== 'folder')
      throw refuse(
        dir,
        'catalog_no_capabilities',
        "holds no capabilities/ folder; name the catalog's root, where capabilities/<id>/capability.json are",
      );
    const files: CatalogFiles = { dir: root, dispose: async () => undefined };
    return files;
  };
}

/** The working tree's baseline: what a pull request's head must keep consistent (`consent`, `check`). */
import { dirname, resolve as resolvePath } from 'node:path';
import { displayPath } from '../catalog/load.js';
import type { Diagnostic } from '../diagnostics.js';
import { linkedFolderInRepository } from '../sys/linked-folder.js';
import { readRegularFile } from '../sys/regular-file.js';
import { MAX_BASELINE_BYTES, parseBaseline } from './baseline.js';
import type { Baseline } from './types.js';

/** Read as every file the pull request controls: a regular file of bounded size, never through a link. */
export async function readWorkingBaseline(
  cwd: string,
  path: string,
): Promise<{ baseline: Baseline | null; exists: boolean; errors: Diagnostic[] }> {
  const abs = resolvePath(cwd, path);
  const read = readRegularFile(abs, MAX_BASELINE_BYTES);
  // A folder on the way that is a file holds no baseline either.
  if (read.kind === 'missing' || (read.kind === 'error' && read.error.code === 'ENOTDIR'))
    return { baseline: null, exists: false, errors: [] };
  const refused = (message: string) => ({
    baseline: null,
    exists: true,
    errors: [{ code: 'invalid_baseline', path, message }],
  });
  // A folder of the repository committed as a link would read a baseline from elsewhere.
  const linked = linkedFolderInRepository(dirname(abs), cwd);
  if (linked) {
    return refused(
      `is reached through a symbolic link (${displayPath(cwd, linked)}); a link in the repository is not followed`,
    );
  }
  switch (read.kind) {
    case 'link':
    case 'not_a_file':
      return refused('is a symlink or not a regular file; the baseline must be a file');
    case 'too_large':
      return refused(`is ${read.bytes} bytes, over the ${MAX_BASELINE_BYTES}-byte limit`);
    case 'error':
      return refused('cannot be read as a regular file');
  }
  const parsed = parseBaseline(read.bytes.toString('utf8'), path);
  return { baseline: parsed.baseline, exists: true, errors: parsed.errors };
}

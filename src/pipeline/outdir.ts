/** The out directory: made ready before a run, so no stale review or lane file survives into it. */
import { lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { ConfigurationError } from '../diagnostics.js';
import { EXAMINE_DIR } from '../examine/index.js';
import { LANES_DIR, sanitizeIdentity } from '../plan/resolve.js';
import { SARIF_FILE } from '../report/sarif.js';
import { linkedFolderOnTheWay } from '../sys/linked-folder.js';
import { removeEntry, writeFresh } from '../sys/regular-file.js';

/** `--out`'s default, under the repository. */
export const DEFAULT_OUT_DIR = '.reviewer-lanes';

/** The files of ours in an out directory; removed before a run so no stale review survives. */
const OUT_FILES = ['REVIEWS.md', 'results.json', 'lane-results.json', 'prompt.md', SARIF_FILE];

/**
 * What a run writes under each lane's name: its review, stderr, raw stdout and trimmed prompt; and
 * under `examine/`, the same of its cross-examination (its request is the prompt).
 */
const LANE_FILE_ENDINGS = ['.md', '.err', '.stdout', '.prompt.md'];

/**
 * Every file a run of these lanes can write to its out directory, relative to it: what the
 * artifact holds (D12), and all it may hold.
 */
export function runFileNames(identities: readonly string[]): string[] {
  const lanes = [LANES_DIR, EXAMINE_DIR].flatMap((dir) =>
    identities.flatMap((id) => LANE_FILE_ENDINGS.map((end) => `${dir}/${sanitizeIdentity(id)}${end}`)),
  );
  return [...OUT_FILES, ...lanes];
}

/** Synchronous inside: no lane starts before it. Async outside, so a failure is a rejection. */
export async function prepareOutDir(outDir: string, cwd: string): Promise<void> {
  refuseLinkedOutDir(outDir, cwd);
  mkdirSync(outDir, { recursive: true });
  // The default out directory ignores itself, so `git status` stays clean. The PR can commit that
  // `.gitignore` as a link: whatever is there is removed (never its target) and made anew.
  if (outDir === resolvePath(cwd, DEFAULT_OUT_DIR)) {
    writeFresh(join(outDir, '.gitignore'), '*\n');
  }
  for (const f of OUT_FILES) removeEntry(join(outDir, f));
  emptyLanesDir(join(outDir, LANES_DIR));
  // The round makes its folder when it runs: a run without one leaves none behind.
  removeFolder(join(outDir, EXAMINE_DIR));
}

/** Removes `dir` and what it holds; a link there is removed, never followed. */
function removeFolder(dir: string): void {
  let isDir: boolean;
  try {
    isDir = lstatSync(dir).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (isDir) rmSync(dir, { recursive: true, force: true });
  else removeEntry(dir);
}

/** Leaves `dir` an empty real directory; links in it are removed, never followed. */
function emptyLanesDir(dir: string): void {
  let entries;
  try {
    entries = lstatSync(dir).isDirectory() ? readdirSync(dir, { withFileTypes: true }) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dir);
    return;
  }
  if (entries === null) {
    rmSync(dir, { force: true });
    mkdirSync(dir);
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) rmSync(path, { recursive: true, force: true });
    else removeEntry(path);
  }
}

/** Never through a link, which a PR can commit at `.reviewer-lanes` to aim our deletes anywhere. */
function refuseLinkedOutDir(outDir: string, cwd: string): void {
  const linked = linkedFolderOnTheWay(outDir, cwd);
  if (linked)
    throw new ConfigurationError({
      code: 'out_dir_link',
      path: linked,
      message: 'is a symbolic link; the out directory is emptied and written, so it must be a real directory',
    });
}

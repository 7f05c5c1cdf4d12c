/**
 * Where a write into the checkout would go through a symbolic link. A pull request can commit a
 * folder as a link (`.reviewer-lanes`, `.github/reviewer-lanes`) to aim what this tool deletes or
 * writes at any folder the user can write.
 */
import { lstatSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** Whether `path` lies strictly inside the folder `cwd` (both absolute). */
export function isInside(path: string, cwd: string): boolean {
  const rel = relative(cwd, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * The first folder from `cwd` down to `dir` that is a symbolic link, or null. Inside the checkout
 * every folder is the pull request's to shape; outside it only `dir` is judged; `cwd` never is.
 */
export function linkedFolderOnTheWay(dir: string, cwd: string): string | null {
  const rel = relative(cwd, dir);
  if (rel === '') return null;
  const steps = isInside(dir, cwd)
    ? rel.split(sep).map((_, i, parts) => join(cwd, ...parts.slice(0, i + 1)))
    : [dir];
  for (const at of steps) {
    let linked: boolean;
    try {
      linked = lstatSync(at).isSymbolicLink();
    } catch {
      return null;
    }
    if (linked) return at;
  }
  return null;
}

/** As linkedFolderOnTheWay, for a folder only read: one outside the repository is not judged. */
export function linkedFolderInRepository(dir: string, cwd: string): string | null {
  return isInside(dir, cwd) ? linkedFolderOnTheWay(dir, cwd) : null;
}

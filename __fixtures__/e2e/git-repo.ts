/**
 * A small real git repository with a base commit and a head commit that changes one file: the
 * change the e2e reviews. Origin: written for these tests; the code is a toy.
 */
import { runGit, writeFiles } from '../sys/git.js';

export interface ReviewRepo {
  root: string;
  base: string;
  head: string;
}

/** git with nothing of this process's environment but PATH: the repository is all the e2e sees. */
function git(root: string, args: string[]): string {
  return runGit(root, args, { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root });
}

export const BASE_FILES: Record<string, string> = {
  'README.md': '# calc\n\nA tiny calculator.\n',
  'src/calc.js': 'export function add(a, b) {\n  return a + b;\n}\n',
};

export const HEAD_FILES: Record<string, string> = {
  'src/calc.js':
    'export function add(a, b) {\n  return a + b;\n}\n\nexport function divide(a, b) {\n  return a / b;\n}\n',
};

/** Creates the repository under `root` (which must exist); `extraBase` joins the base commit. */
export function createReviewRepo(root: string, extraBase: Record<string, string> = {}): ReviewRepo {
  git(root, ['init', '-q', '-b', 'main']);
  writeFiles(root, { ...BASE_FILES, ...extraBase });
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'base']);
  const base = git(root, ['rev-parse', 'HEAD']);
  git(root, ['checkout', '-q', '-b', 'feature']);
  writeFiles(root, HEAD_FILES);
  git(root, ['commit', '-q', '-am', 'add divide']);
  const head = git(root, ['rev-parse', 'HEAD']);
  return { root, base, head };
}

export function diffOf(repo: ReviewRepo): string {
  return git(repo.root, ['diff', `${repo.base}..${repo.head}`]);
}

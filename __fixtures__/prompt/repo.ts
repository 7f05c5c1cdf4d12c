/**
 * Builds real git repositories in temp directories for the prompt tests. Origin: written for
 * these tests; every change kind the prompt stage must handle (add, edit, delete, rename, type
 * change, binary, lockfile, dist/, minified, a path git must quote) is made with the git binary.
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runGit } from '../sys/git.js';

export interface TempRepo {
  dir: string;
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
  commit(message: string): string;
  cleanup(): void;
}

export function tempRepo(): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'rl-prompt-'));
  // HOME too: git's user-level attributes and ignore files must not change what a diff holds.
  const env = { ...process.env, HOME: dir };
  const git = (...args: string[]): string => runGit(dir, args, env);
  git('init', '-q', '-b', 'main');
  return {
    dir,
    git,
    write(path, content) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const lines = (n: number, prefix = 'line'): string =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join('\n') + '\n';

/**
 * main: a base commit; feature: one commit with every kind of change; then main moves on
 * (a file only main touches must not appear in the change: the range starts at the merge base).
 */
export function buildMixedChange(): TempRepo {
  const r = tempRepo();
  r.write('src/edit.ts', lines(10, 'const a'));
  r.write('src/gone.ts', lines(3, 'old'));
  r.write('docs/ren.md', lines(30, 'doc'));
  r.write('package-lock.json', '{\n  "lockfileVersion": 3\n}\n');
  r.write('dist/index.js', 'module.exports = 1;\n');
  r.write('vendor/lib.min.js', 'var a=1;\n');
  r.write('target.txt', 'target\n');
  symlinkSync('target.txt', join(r.dir, 'link'));
  r.write('main-only.txt', 'base\n');
  r.commit('base');
  r.git('checkout', '-q', '-b', 'feature');
  r.write('src/edit.ts', lines(10, 'const a').replace('const a 5', 'const a 5 // changed'));
  rmSync(join(r.dir, 'src/gone.ts'));
  r.git('mv', 'docs/ren.md', 'docs/rén "q".md');
  r.write('assets/logo.bin', Buffer.from([0, 1, 2, 3, 0, 255, 0]));
  r.write('package-lock.json', '{\n  "lockfileVersion": 3,\n  "packages": {}\n}\n');
  r.write('dist/index.js', 'module.exports = 2;\n');
  r.write('vendor/lib.min.js', 'var a=2;\n');
  rmSync(join(r.dir, 'link'));
  r.write('link', 'now a file\n');
  r.write('src/new file.ts', 'export const fresh = true;\n');
  r.write('src/tab\tname.ts', 'export const tab = 1;\n');
  r.commit('feature');
  r.git('checkout', '-q', 'main');
  r.write('main-only.txt', 'moved on\n');
  r.commit('main moves on');
  return r;
}

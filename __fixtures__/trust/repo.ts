/**
 * Real git repositories in temporary directories, for tests that must prove a file is read as a
 * git object at a ref rather than from the working tree. Origin: hand-written.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

export interface TempRepo {
  dir: string;
  git(...args: string[]): string;
  write(path: string, content: string): void;
  symlink(path: string, target: string): void;
  remove(path: string): void;
  /** Stages everything and commits; returns the new commit SHA. */
  commit(message: string): string;
  cleanup(): void;
}

export function tempRepo(): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'rl-git-'));
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      env: GIT_ENV,
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  const abs = (path: string): string => {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    return full;
  };
  return {
    dir,
    git,
    write: (path, content) => writeFileSync(abs(path), content),
    symlink: (path, target) => symlinkSync(target, abs(path)),
    remove: (path) => unlinkSync(join(dir, path)),
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD').trim();
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Real git repositories in temporary directories, for tests that must prove a file is read as a
 * git object at a ref rather than from the working tree. Origin: hand-written.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runGit } from '../sys/git.js';

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
  const git = (...args: string[]): string => runGit(dir, args);
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
      return git('rev-parse', 'HEAD');
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

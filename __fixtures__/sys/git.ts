/**
 * git for the tests' temp repositories (origin: written for this project): a fixed identity, and
 * neither the machine's system nor user config (signing, hooks, templates, default branch), so
 * commits succeed anywhere and a test sees only what it made.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TEST_GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
} as const;

/**
 * `git ...args` in `cwd` with TEST_GIT_ENV over `env`; returns stdout without its trailing
 * newline. A failure throws with git's stderr in the message.
 */
export function runGit(cwd: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...env, ...TEST_GIT_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trimEnd();
}

/** Writes `files` (repository-relative path -> content) under `root`, creating directories. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/**
 * The five first-party CLI lanes the end-to-end tests run for real, and where their pinned
 * releases are installed (by scripts/install-real-clis.sh, into a cache outside the repository).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';

export const REAL_CLIS = ['codex', 'claude', 'gemini', 'qwen', 'opencode'] as const;
export type RealCli = (typeof REAL_CLIS)[number];

/** Long enough for a cold `npm install` of ~1.2 GB on a slow link. */
export const INSTALL_TIMEOUT_MS = 15 * 60_000;

export const INSTALL_HINT =
  'The real reviewer CLIs are needed by the end-to-end tests: run `bash scripts/install-real-clis.sh` ' +
  '(it installs pinned releases from the npm registry into a cache outside the repository; ' +
  'REVIEWER_LANES_CLI_CACHE chooses the directory).';

/**
 * The bin directory holding all five CLIs. The install script is idempotent (a no-op when the
 * cache is present), so calling it here installs on first use instead of skipping the tests.
 */
export async function realClisBinDir(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const script = join(packageRoot(), 'scripts', 'install-real-clis.sh');
  // Asynchronous so a loopback server in this process (a test's fake registry) can still answer.
  const { stdout, failure } = await new Promise<{ stdout: string; failure?: string }>((resolve) => {
    execFile(
      'bash',
      [script],
      { encoding: 'utf8', env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, out, err) => {
        resolve(error ? { stdout: out, failure: `${error.message}\n${err}` } : { stdout: out });
      },
    );
  });
  if (failure !== undefined) {
    const tail = failure.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${INSTALL_HINT}\nInstalling them failed:\n${tail}`);
  }
  const binDir = stdout.trim().split('\n').pop() ?? '';
  const missing = REAL_CLIS.filter((cli) => !existsSync(join(binDir, cli)));
  if (binDir === '' || missing.length > 0) {
    throw new Error(`${INSTALL_HINT}\n'${binDir}' lacks: ${missing.join(', ')}`);
  }
  return binDir;
}

/**
 * The five first-party CLI lanes the end-to-end tests run for real, and where their pinned
 * releases are installed (by scripts/install-real-clis.sh, into a cache outside the repository).
 */
import { execFileSync } from 'node:child_process';
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
export function realClisBinDir(): string {
  const script = join(packageRoot(), 'scripts', 'install-real-clis.sh');
  let stdout: string;
  try {
    stdout = execFileSync('bash', [script], {
      encoding: 'utf8',
      timeout: INSTALL_TIMEOUT_MS,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(
      `${INSTALL_HINT}\nInstalling them failed:\n${stderr.trim().split('\n').slice(-15).join('\n')}`,
    );
  }
  const binDir = stdout.trim().split('\n').pop() ?? '';
  const missing = REAL_CLIS.filter((cli) => !existsSync(join(binDir, cli)));
  if (binDir === '' || missing.length > 0) {
    throw new Error(`${INSTALL_HINT}\n'${binDir}' lacks: ${missing.join(', ')}`);
  }
  return binDir;
}

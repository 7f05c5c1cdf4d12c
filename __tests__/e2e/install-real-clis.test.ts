/**
 * scripts/install-real-clis.sh: a second run with the cache present does nothing, and a failed
 * install fails the e2e tests with a message saying what to run, never skipping them. The
 * failing install is pointed at the loopback fake's npm route (404s), so nothing leaves the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSTALL_TIMEOUT_MS, REAL_CLIS, realClisBinDir } from '../../__fixtures__/e2e/real-clis.js';
import { startFakeLlm, type FakeLlm } from '../../__fixtures__/servers/fake-llm.js';
import { packageRoot } from '../../src/paths.js';

const SCRIPT = join(packageRoot(), 'scripts', 'install-real-clis.sh');

describe('install-real-clis.sh', () => {
  let fake: FakeLlm;
  let work: string;

  beforeAll(async () => {
    fake = await startFakeLlm({ reviewText: 'unused' });
    work = mkdtempSync(join(tmpdir(), 'rl-install-'));
  });
  afterAll(async () => {
    await fake.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'prints only the bin dir, and does nothing else, when the cache is present',
    async () => {
      const binDir = await realClisBinDir(); // installs on first use
      const again = execFileSync('bash', [SCRIPT], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(again).toBe(`${binDir}\n`);
      for (const cli of REAL_CLIS) expect(existsSync(join(binDir, cli))).toBe(true);
      expect(readdirSync(join(binDir, '..', '..')).filter((n) => n.includes('staging'))).toEqual([]);
    },
    INSTALL_TIMEOUT_MS,
  );

  it('fails with the install hint, and leaves no cache behind, when npm cannot install', async () => {
    const cache = join(work, 'clis');
    const env = {
      ...process.env,
      REVIEWER_LANES_CLI_CACHE: cache,
      NPM_CONFIG_REGISTRY: `${fake.url}/npm/`,
      NPM_CONFIG_FETCH_RETRIES: '0',
      NPM_CONFIG_CACHE: join(work, 'npm-cache'),
    };
    await expect(realClisBinDir(env)).rejects.toThrow(
      /^The real reviewer CLIs are needed by the end-to-end tests: run `bash scripts\/install-real-clis\.sh`[^]*Installing them failed:\n[^]*E404/,
    );
    expect(existsSync(cache)).toBe(false);
    expect(readdirSync(work).filter((n) => n.startsWith('clis.staging'))).toEqual([]);
    expect(fake.requests.some((r) => r.protocol === 'npm' && r.status === 404)).toBe(true);
  });
});

/**
 * `npm run test:compat` (scripts/test-compat.mjs), the command that checks gsd-core's own
 * manifests, run as a user runs it: without a corpus it says how to get one and fails; over a
 * corpus of gsd-core's shape (hand-made, __fixtures__/catalog/gsd-core-shaped.ts) it passes, and
 * over the same corpus broken on purpose it fails and names what broke.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PARTY_ORDER } from '../../src/catalog/first-party.js';
import { packageRoot } from '../../src/paths.js';
import { gsdCoreShapedCorpus, writeCorpus } from '../../__fixtures__/catalog/gsd-core-shaped.js';
import type { Json } from '../../__fixtures__/catalog/manifests.js';

const ROOT = packageRoot();
const HOW_TO = [
  'It needs the capability manifests of gsd-core, which are not part of this repository:',
  '  git clone https://github.com/open-gsd/gsd-core',
  '  npm run test:compat -- gsd-core/capabilities',
  'or name the folder in REVIEWER_LANES_GSD_CORE.',
].join('\n');

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'test-compat-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Asynchronous, so a slow nested jest never blocks this worker's timers. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const base = { ...process.env };
  delete base['REVIEWER_LANES_GSD_CORE'];
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
const compat = (...args: string[]) => run(process.execPath, [join(ROOT, 'scripts/test-compat.mjs'), ...args]);

describe('without a corpus it says how to get one and exits 2', () => {
  test('npm run test:compat, nothing named', async () => {
    const r = await run('npm', ['run', '--silent', 'test:compat']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`test:compat: no corpus named.\n${HOW_TO}\n`);
  });

  test('a folder holding no manifests, and a checkout named instead of its capabilities/', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    expect(await compat(empty)).toMatchObject({
      status: 2,
      stderr: `test:compat: ${empty} holds no <id>/capability.json.\n${HOW_TO}\n`,
    });
    const checkout = join(root, 'checkout');
    writeCorpus(join(checkout, 'capabilities'), gsdCoreShapedCorpus());
    const r = await compat(checkout);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`(did you mean ${join(checkout, 'capabilities')}?)`);
  });

  test('a path that is not a folder', async () => {
    const r = await compat(join(root, 'nowhere'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`test:compat: ${join(root, 'nowhere')} is not a folder.`);
  });
});

describe('over a corpus', () => {
  test('of gsd-core shape: every check passes', async () => {
    const dir = writeCorpus(join(root, 'good'), gsdCoreShapedCorpus());
    const r = await compat(dir);
    expect([r.status, r.stderr]).toEqual([0, expect.stringContaining('Tests:       5 passed, 5 total')]);
    expect(r.stderr).toContain('each of the 19 manifests validates with no error and no warning');
    expect(r.stderr).toContain(`exactly the ${FIRST_PARTY_ORDER.length} lanes`);
  }, 120_000);

  test('broken on purpose: an invalid lane and a missing one fail it, named', async () => {
    const corpus = gsdCoreShapedCorpus();
    (corpus['qwen']?.reviewer as Json).transport = 'carrier-pigeon';
    delete corpus['ollama'];
    const dir = writeCorpus(join(root, 'broken'), corpus);
    const r = await compat(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Tests:       4 failed, 1 passed, 5 total');
    expect(r.stderr).toContain('"qwen"');
    expect(r.stderr).toContain('reviewer.transport');
    expect(r.stderr).toMatch(/-\s+"ollama",/);
  }, 120_000);
});

/**
 * `npm run demo` (scripts/demo.mjs) as a new user runs it, with a stand-in `claude` on PATH: a
 * developer logged in to a paid reviewer CLI must not pay for the demo unless they ask.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';

const DEMO = join(packageRoot(), 'scripts', 'demo.mjs');

let tmp: string;
let bin: string;
let marker: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'demo-test-'));
  bin = join(tmp, 'bin');
  marker = join(tmp, 'claude-ran');
  mkdirSync(bin);
  // PATH holds git and the stand-in only, so no reviewer CLI of this machine is found.
  const git = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  symlinkSync(git, join(bin, 'git'));
  // The lane's environment is filtered, so the marker's path is written into the script.
  const claude = join(bin, 'claude');
  writeFileSync(
    claude,
    `#!/bin/sh\necho "$*" >> '${marker}'\nprintf '%s\\n' '{"type":"result","result":"## Summary\\nstand-in"}'\n`,
  );
  chmodSync(claude, 0o755);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function runDemo(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [DEMO, ...args], {
      env: { PATH: bin, HOME: tmp, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run demo', () => {
  test('runs the demo lanes only: a reviewer CLI on PATH is not run', async () => {
    const run = await runDemo([]);
    expect(run.stderr).not.toContain('Error');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\| demo_a \| reviewed \|/);
    expect(run.stdout).not.toMatch(/\| claude \|/);
    // The first screen is about the demo's lanes, and one line on the others.
    expect(run.stdout.startsWith('The demo lanes, and what each would run')).toBe(true);
    expect(run.stdout).toMatch(
      /^\d+ other lanes ship with reviewer-lanes .*`npx reviewer-lanes lanes` lists them\.$/m,
    );
    // What the product is for: a finding two lanes raised and the third confirmed, one the others
    // refuted against the code, and a committable suggestion.
    expect(run.stdout).toMatch(
      /^\| HIGH \| `src\/price\.js:3` \| [^|]+ \| demo_a, demo_b \| 3 of 3, confirmed by demo_c \|$/m,
    );
    expect(run.stdout).toMatch(
      /^\| MEDIUM \| `src\/price\.js:2` \| [^|]+ \| demo_c \| 1 of 3, refuted by demo_a, demo_b \|$/m,
    );
    expect(run.stdout).toContain(
      'Suggested fix for src/price.js:3 (demo_a), committable from the pull request:',
    );
    expect(existsSync(marker)).toBe(false);
  }, 60_000);

  test('--with-installed adds the reviewer CLIs on PATH', async () => {
    const run = await runDemo(['--with-installed']);
    expect(run.stdout).toMatch(/\| demo_a \| reviewed \|/);
    expect(run.stdout).toMatch(/\| claude \|/);
    expect(readFileSync(marker, 'utf8')).toContain('-p');
  }, 60_000);

  test('an unknown argument is a usage error that runs nothing', async () => {
    const run = await runDemo(['--with-instaled']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown argument --with-instaled');
  });
});

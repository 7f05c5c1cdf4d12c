/**
 * The CLI as a real process: src/cli.ts and what it imports compiled with tsc (emit only; type
 * errors are `npm run typecheck`'s business) into an ignored folder of this checkout, so the
 * output finds the package root and `capabilities/` the way dist/ does, then spawned with node.
 * Independent of whether a dist/ has been built.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot, packageVersion } from '../../src/paths.js';

const REPO = packageRoot();
const OUT = join(REPO, 'node_modules', '.cache', `reviewer-lanes-cli-test-${process.pid}`);
const entry = join(OUT, 'src', 'cli.js');

beforeAll(() => {
  const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
  const flags = [
    '--outDir',
    OUT,
    '--rootDir',
    REPO,
    '--module',
    'NodeNext',
    '--moduleResolution',
    'NodeNext',
  ];
  spawnSync(
    process.execPath,
    [tsc, join(REPO, 'src/cli.ts'), ...flags, '--target', 'ES2022', '--skipLibCheck', '--types', 'node'],
    { cwd: REPO, stdio: 'ignore', timeout: 120_000 },
  );
}, 130_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [entry, ...args], { cwd: REPO, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the CLI as a process', () => {
  test('was compiled', () => {
    expect(existsSync(entry)).toBe(true);
  });

  test('--version', () => {
    expect(cli(['--version'])).toEqual({ code: 0, stdout: `${packageVersion()}\n`, stderr: '' });
  });

  test('validate --json on this repository: 12 lanes, no errors', () => {
    const run = cli(['validate', '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      ok: boolean;
      lanes: unknown[];
      errors: unknown[];
      warnings: unknown[];
    };
    expect(json).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(json.lanes).toHaveLength(12);
  });

  test('lanes --json', () => {
    const run = cli(['lanes', '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { lanes: unknown[] }).lanes).toHaveLength(12);
  });

  test('an unknown command and an unknown flag exit 2 with usage on stderr', () => {
    for (const args of [['bogus'], ['validate', '--bogus']]) {
      const run = cli(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^reviewer-lanes: unknown (command "bogus"|option --bogus)\nRun 'reviewer-lanes( validate)? --help' for usage\.\n$/,
      );
    }
  });

  test('review --cross-examine maybe: one line and the pointer to --help, exit 2, before any work', () => {
    // A --cwd that does not exist: the flag's value is decided before anything is looked at.
    const run = cli(['review', '--cross-examine', 'maybe', '--cwd', join(OUT, 'no-such-repository')]);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `reviewer-lanes: --cross-examine must be one of 'auto', 'off' (got: "maybe")\nRun 'reviewer-lanes review --help' for usage.\n`,
    });
    expect(cli(['review', '--help']).stdout).toMatch(/--cross-examine MODE\s+'auto' \(default\)/);
  });

  test('under --json a usage error is one JSON document on stdout, for every command', () => {
    for (const command of ['validate', 'lanes', 'plan', 'consent', 'review', 'check', 'init']) {
      const run = cli([command, '--json', '--bogus']);
      expect({ command, code: run.code }).toEqual({ command, code: 2 });
      expect(JSON.parse(run.stdout)).toEqual({
        ok: false,
        errors: [{ message: 'unknown option --bogus', code: 'usage_error' }],
      });
      expect(run.stderr).toBe(
        `reviewer-lanes: unknown option --bogus\nRun 'reviewer-lanes ${command} --help' for usage.\n`,
      );
    }
  });
});

/**
 * What `npx reviewer-lanes` installs: the packed package alone. dist/ bundles every library, so
 * the tarball declares no dependency and installs offline into an empty directory, without an
 * engine warning on the oldest Node the package supports; its command then answers as the
 * contract says (DESIGN §5): `--version`, `validate`, `init --dry-run`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';

const ROOT = packageRoot();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
};

let work: string;
let install: ReturnType<typeof spawnSync>;
let bin: string;
let repo: string;

const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'rl-pack-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as [{ filename: string }];
  const tarball = join(work, packed[0].filename);
  const into = join(work, 'install');
  mkdirSync(into);
  writeFileSync(join(into, 'package.json'), '{"name":"pack-check","private":true}\n');
  // --offline: the tarball must need nothing from a registry.
  install = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
    cwd: into,
    encoding: 'utf8',
  });
  bin = join(into, 'node_modules', 'reviewer-lanes', 'dist', 'cli.js');
  repo = join(work, 'repo');
  mkdirSync(repo);
  execFileSync('git', ['init', '-q', '-b', 'main', repo]);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package', () => {
  it('declares no run-time dependency: dist/ bundles them', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('installs alone, offline, with no engine warning', () => {
    expect([install.status, install.stderr]).toEqual([0, expect.not.stringContaining('EBADENGINE')]);
  });

  it('answers --version with its own version', () => {
    const r = run('--version');
    expect([r.status, r.stdout.trim()]).toEqual([0, pkg.version]);
  });

  it('validates its first-party lanes in an empty repository', () => {
    const r = run('validate', '--json');
    const out = JSON.parse(r.stdout) as { ok: boolean; lanes: { source: string }[] };
    expect([r.status, out.ok]).toEqual([0, true]);
    expect(out.lanes.length).toBeGreaterThan(0);
    expect(out.lanes.every((l) => l.source === 'first-party')).toBe(true);
  });

  it('shows what init would write without writing it', () => {
    const r = run('init', '--reviewers', 'codex', '--dry-run', '--json');
    const out = JSON.parse(r.stdout) as { ok: boolean; written: string[]; wouldWrite: string[] };
    expect([r.status, out.ok]).toEqual([0, true]);
    expect(out.written).toEqual([]);
    expect(out.wouldWrite).toContain('.github/workflows/reviewer-lanes.yml');
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' }).stdout).toBe('');
  });
});

/**
 * `reviewer-lanes plan` through the real CLI entry: a real git repository in a temp dir (the
 * baseline is read from HEAD as a git object), a repository lane, fake CLIs on a temp PATH.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { createConfig } from '../../src/config/config.js';
import { serializeBaseline } from '../../src/trust/baseline.js';
import { writeBaseline } from '../../src/trust/consent.js';
import { fakeBinDir, fakePathEnv, writeRepositoryManifest } from '../../__fixtures__/plan/support.js';
import { runGit } from '../../__fixtures__/sys/git.js';
import { runCli } from '../cli/helpers.js';

let repo: string;
let bins: { dir: string; cleanup: () => void };

const git = (...args: string[]) => runGit(repo, args);

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'rl-plan-cli-'));
  const spawnBody = (id: string) => ({
    slug: id,
    probe: { kind: 'command-exists', binary: `${id}-cli` },
    invoke: {
      binary: `${id}-cli`,
      args: ['--review', '-'],
      promptChannel: 'stdin',
      outputChannel: 'stdout',
      modelArg: null,
      effortChannel: 'none',
    },
  });
  writeRepositoryManifest(repo, 'acme', spawnBody('acme'));
  writeRepositoryManifest(repo, 'newbie', spawnBody('newbie'));
  const catalog = await loadCatalog({ cwd: repo, firstParty: true, capabilityDirs: [] });
  const baseline = writeBaseline(
    catalog.lanes.filter((l) => l.id === 'acme'),
    createConfig({}, null),
    null,
    new Date('2026-01-01T00:00:00Z'),
  );
  mkdirSync(join(repo, '.github', 'reviewer-lanes'), { recursive: true });
  writeFileSync(join(repo, '.github', 'reviewer-lanes', 'consent.json'), serializeBaseline(baseline));
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'lanes and consent');
  bins = fakeBinDir({ 'acme-cli': 'needle', 'newbie-cli': 'needle', codex: 'needle' });
});

afterAll(() => {
  bins.cleanup();
  rmSync(repo, { recursive: true, force: true });
});

const cli = (...argv: string[]) => runCli(argv, { env: fakePathEnv(bins.dir), cwd: repo });

describe('reviewer-lanes plan', () => {
  it('--json: explicit lanes, one that cannot run → exit 1 with the documented document', async () => {
    const r = await cli('plan', '--json', '--reviewers', 'acme,gemini,newbie');
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(doc).toMatchObject({
      ok: false,
      source: 'explicit',
      lanes: [
        {
          slug: 'gemini',
          identity: 'gemini',
          explicit: true,
          status: 'unavailable',
          reason: 'missing_binary',
          binary: 'gemini',
        },
        {
          slug: 'acme',
          identity: 'acme',
          explicit: true,
          status: 'runnable',
          binary: 'acme-cli',
          argv: ['--review', '-'],
          timeoutMs: 900000,
        },
        { slug: 'newbie', identity: 'newbie', explicit: true, status: 'blocked', reason: 'not_consented' },
      ],
    });
    expect((doc.errors as Array<{ code: string }>).map((e) => e.code)).toEqual([
      'missing_binary',
      'not_consented',
    ]);
  });

  it('a list starting with -- is passed as --reviewers=--codex,acme', async () => {
    const r = await cli('plan', '--json', '--reviewers=--codex,acme');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      ok: boolean;
      lanes: Array<{ identity: string; status: string; argv?: string[] }>;
    };
    expect(doc.ok).toBe(true);
    expect(doc.lanes.map((l) => [l.identity, l.status])).toEqual([
      ['codex', 'runnable'],
      ['acme', 'runnable'],
    ]);
    // {{output}} expands to a path inside the run directory
    expect(doc.lanes[0]?.argv).toContain(join(repo, '.reviewer-lanes', 'lanes', 'codex.md'));
  });

  it('--all lists every known lane and exits 0 although most cannot run', async () => {
    const r = await cli('plan', '--json', '--all');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { ok: boolean; source: string; lanes: unknown[]; errors: unknown[] };
    expect(doc).toMatchObject({ ok: true, source: 'all', errors: [] });
    expect(doc.lanes).toHaveLength(14);
  });

  it('says where spawn lanes would run: a workspace with agent configuration from the trusted ref', async () => {
    const json = JSON.parse((await cli('plan', '--json', '--reviewers', 'acme')).stdout) as {
      infos: Array<{ code: string; message: string }>;
    };
    expect(json.infos.map((i) => i.code)).toEqual(['lane_workspace']);
    expect(json.infos[0]?.message).toMatch(
      /^spawn lanes run in a workspace, not in this checkout: .*agent configuration \(CLAUDE\.md, AGENTS\.md, .*\) from the trusted ref/,
    );
    expect((await cli('plan', '--reviewers', 'acme')).stdout).toContain(
      'info: spawn lanes run in a workspace',
    );
    // Nothing runnable, nothing to say.
    const none = JSON.parse((await cli('plan', '--json', '--reviewers', 'newbie')).stdout) as {
      infos: unknown[];
    };
    expect(none.infos).toEqual([]);
  });

  it('--reviewers with --all is a usage error (exit 2) before any work', async () => {
    const r = await cli('plan', '--reviewers', 'codex', '--all');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--reviewers and --all cannot be used together');
    expect(r.stdout).toBe('');
  });

  it('an empty --reviewers list is a usage error', async () => {
    const r = await cli('plan', '--reviewers', ' , ');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--reviewers needs at least one name');
  });

  it('text output: a table with the invocation of runnable lanes and the reason of the others', async () => {
    const r = await cli('plan', '--reviewers', 'acme,qwen');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^source: explicit; baseline: \.github\/reviewer-lanes\/consent\.json at HEAD\n/,
    );
    expect(r.stdout).toMatch(/acme\*\s+runnable\s+15m\s+acme-cli "--review" "-"/);
    expect(r.stdout).toMatch(/qwen\*\s+unavailable\s+missing_binary\s+15m\s+'qwen' not found on PATH/);
    expect(r.stdout).toContain("explicit reviewer 'qwen' is not available");
  });

  it('an instance model of the wrong type is unset with a warning naming the key, not exit 1', async () => {
    const config = {
      review: {
        default_reviewers: ['cx-fast'],
        reviewer_instances: { 'cx-fast': { cli: 'codex', model: 5 } },
      },
    };
    writeFileSync(join(repo, 'instances.json'), JSON.stringify(config));
    const r = await cli('plan', '--json', '--config', 'instances.json');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      ok: boolean;
      lanes: unknown[];
      errors: unknown[];
      warnings: unknown[];
    };
    expect(doc).toMatchObject({ ok: true, errors: [] });
    expect(doc.lanes).toEqual([
      expect.objectContaining({ identity: 'cx-fast', slug: 'codex', status: 'runnable' }),
    ]);
    expect(doc.warnings).toContainEqual({
      code: 'invalid_config_value',
      path: 'instances.json',
      field: 'review.reviewer_instances.cx-fast.model',
      message: 'must be a string; got number 5. It is treated as unset.',
    });
    const text = await cli('plan', '--config', 'instances.json');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'warning: instances.json review.reviewer_instances.cx-fast.model: must be a string; got number 5. It is treated as unset.',
    );
  });

  it('a misspelled key is a warning naming the key meant: selection falls back visibly', async () => {
    writeFileSync(join(repo, 'typo.json'), JSON.stringify({ review: { default_reviewer: ['acme'] } }));
    const r = await cli('plan', '--json', '--config', 'typo.json');
    const doc = JSON.parse(r.stdout) as { source: string; warnings: unknown[] };
    expect(doc.source).toBe('all_detected');
    expect(doc.warnings).toContainEqual({
      code: 'unknown_config_key',
      path: 'typo.json',
      field: 'review.default_reviewer',
      message: 'is not a known key and is ignored; did you mean `review.default_reviewers`?',
    });
  });
});

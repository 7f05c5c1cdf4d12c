/**
 * `reviewer-lanes validate` and `reviewer-lanes lanes`, run in-process against
 * this repository, manifests of gsd-core's shape outside it, and temp repositories.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_PARTY_ORDER } from '../../src/catalog/first-party.js';
import { packageRoot } from '../../src/paths.js';
import { gsdCoreShapedCorpus, writeCorpus } from '../../__fixtures__/catalog/gsd-core-shaped.js';
import { spawnManifest, withReviewer, withTop, type Json } from '../../__fixtures__/catalog/manifests.js';
import { runCli, runJson } from './helpers.js';

const REPO = packageRoot();
const LANES_DIR = '.github/reviewer-lanes/capabilities';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-validate-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function repo(lanes: Record<string, Json | string>, dir = LANES_DIR): string {
  const cwd = join(root, `repo-${++n}`);
  mkdirSync(join(cwd, dir), { recursive: true });
  for (const [id, doc] of Object.entries(lanes)) {
    mkdirSync(join(cwd, dir, id), { recursive: true });
    writeFileSync(join(cwd, dir, id, 'capability.json'), typeof doc === 'string' ? doc : JSON.stringify(doc));
  }
  return cwd;
}

describe('validate --json', () => {
  test('this repository: 12 lanes, 13 flags, no errors, no warnings, nothing skipped', async () => {
    const run = await runJson(['validate', '--cwd', REPO]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const { json } = run;
    expect(Object.keys(json)).toEqual(['ok', 'lanes', 'errors', 'warnings', 'skipped']);
    expect(json).toMatchObject({ ok: true, errors: [], warnings: [], skipped: [] });
    const lanes = json.lanes as Array<Record<string, unknown>>;
    expect(lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER]);
    expect(lanes.flatMap((l) => l.flags as string[])).toHaveLength(13);
    expect(lanes[7]).toEqual({
      id: 'antigravity',
      slug: 'antigravity',
      flags: ['--antigravity', '--agy'],
      reviewsSection: 'Antigravity',
      transport: 'spawn',
      source: 'first-party',
      path: 'capabilities/antigravity/capability.json',
    });
  });

  // gsd-core's own manifests go through the same command in `npm run test:compat`.
  test('gsd-core-shaped manifests with --no-first-party: exactly 12 lanes, no errors', async () => {
    const corpus = writeCorpus(join(root, 'gsd-core-shaped'), gsdCoreShapedCorpus());
    const run = await runJson(['validate', '--no-first-party', '--capabilities', corpus, '--cwd', REPO]);
    expect(run.code).toBe(0);
    const lanes = run.json.lanes as Array<Record<string, unknown>>;
    expect(lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER].sort());
    expect(run.json).toMatchObject({ ok: true, errors: [], warnings: [], skipped: [] });
    // outside --cwd, paths are absolute
    expect(lanes[0]?.path).toBe(join(corpus, 'antigravity', 'capability.json'));
    expect(lanes.every((l) => l.source === 'repository')).toBe(true);
  });

  test('relative --capabilities dirs resolve against --cwd and may repeat', async () => {
    const cwd = repo({ one: spawnManifest('one') }, 'a');
    mkdirSync(join(cwd, 'b', 'two'), { recursive: true });
    writeFileSync(join(cwd, 'b', 'two', 'capability.json'), JSON.stringify(spawnManifest('two')));
    const run = await runJson([
      'validate',
      '--no-first-party',
      '--capabilities',
      'a',
      '--capabilities',
      'b',
      '--cwd',
      cwd,
    ]);
    expect((run.json.lanes as Array<{ id: string; path: string }>).map((l) => [l.id, l.path])).toEqual([
      ['one', 'a/one/capability.json'],
      ['two', 'b/two/capability.json'],
    ]);
  });

  test('an invalid repository lane is an error: exit 1, skipped "invalid"', async () => {
    const cwd = repo({ bad: withReviewer(spawnManifest('bad'), { slug: 'Bad' }) });
    const run = await runJson(['validate', '--cwd', cwd]);
    expect(run.code).toBe(1);
    expect(run.json.ok).toBe(false);
    expect(run.json.errors).toEqual([
      {
        message: 'must match ^[a-z0-9][a-z0-9_-]*$ (got: "Bad")',
        code: 'invalid_manifest',
        path: `${LANES_DIR}/bad/capability.json`,
        id: 'bad',
        field: 'reviewer.slug',
      },
    ]);
    expect(run.json.skipped).toEqual([
      {
        path: `${LANES_DIR}/bad/capability.json`,
        id: 'bad',
        reason: 'invalid',
        message: 'failed validation: reviewer.slug: must match ^[a-z0-9][a-z0-9_-]*$ (got: "Bad")',
      },
    ]);
    expect((run.json.lanes as unknown[]).length).toBe(12);
  });

  test('a lane colliding with a first-party lane is an error: exit 1', async () => {
    const cwd = repo({ mine: withReviewer(spawnManifest('mine'), { slug: 'codex' }) });
    const run = await runJson(['validate', '--cwd', cwd]);
    expect(run.code).toBe(1);
    expect((run.json.errors as Array<{ message: string }>).map((e) => e.message)).toEqual([
      'reviewer slug "codex" is declared by "codex" and "mine"',
    ]);
    expect(run.json.skipped).toEqual([expect.objectContaining({ id: 'mine', reason: 'collision' })]);
  });

  test('an incompatible lane is only a warning: exit 0', async () => {
    const cwd = repo({ later: withTop(spawnManifest('later'), { engines: { gsd: '>=9.0.0' } }) });
    const run = await runJson(['validate', '--cwd', cwd]);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, errors: [] });
    expect(run.json.warnings).toEqual([
      expect.objectContaining({ code: 'incompatible', id: 'later', field: 'engines.gsd' }),
    ]);
    expect(run.json.skipped).toEqual([expect.objectContaining({ id: 'later', reason: 'incompatible' })]);
  });

  test('a manifest that is not JSON: exit 1 with the position', async () => {
    const cwd = repo({ broken: '{"id": "broken",\n  oops\n}' });
    const run = await runJson(['validate', '--no-first-party', '--cwd', cwd]);
    expect(run.code).toBe(1);
    expect(run.json.skipped).toEqual([
      {
        path: `${LANES_DIR}/broken/capability.json`,
        id: 'broken',
        reason: 'not_json',
        message: expect.stringMatching(/^is not valid JSON at line 2, column 3: /),
      },
    ]);
  });

  test('a missing --capabilities directory: a usage error (exit 2), decided before any work', async () => {
    const run = await runCli([
      'validate',
      '--no-first-party',
      '--capabilities',
      'nope',
      '--json',
      '--cwd',
      repo({}),
    ]);
    expect(run.code).toBe(2);
    // Asked for JSON, a script still gets one document to read.
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      errors: [{ message: '--capabilities: "nope" is not a directory', code: 'usage_error' }],
    });
    expect(run.stderr.split('\n')[0]).toBe('reviewer-lanes: --capabilities: "nope" is not a directory');
  });
});

describe('validate (text)', () => {
  test('this repository: a one-line summary', async () => {
    const run = await runCli(['validate', '--cwd', REPO]);
    expect(run).toEqual({ code: 0, stdout: 'ok: 12 lanes, 13 flags, 0 errors, 0 warnings\n', stderr: '' });
  });

  test('errors, warnings and skipped entries as `path [id] field: message` lines', async () => {
    const cwd = repo({
      bad: withReviewer(spawnManifest('bad'), { timeoutFloorMs: 0 }),
      odd: withReviewer(spawnManifest('odd'), { extra: 1 }),
    });
    const run = await runCli(['validate', '--no-first-party', '--cwd', cwd]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `error: ${LANES_DIR}/bad/capability.json [bad] reviewer.timeoutFloorMs: must be a positive integer (got: 0)`,
      `warning: ${LANES_DIR}/odd/capability.json [odd] reviewer.extra: is not a known reviewer field and is ignored (known fields: slug, flags, transport, probe, invoke, timeoutFloorMs, emptyOutput, reviewsSection, evidenceClass, requiresBinaries, promptBudgetKey, modelConfigKey, handler, env)`,
      `skipped (invalid): ${LANES_DIR}/bad/capability.json: failed validation: reviewer.timeoutFloorMs: must be a positive integer (got: 0)`,
      'failed: 1 lane, 1 flag, 1 error, 1 warning',
      '',
    ]);
  });
});

describe('lanes', () => {
  test('--json: only the lane list, the same entries validate prints', async () => {
    const lanes = await runJson(['lanes', '--cwd', REPO]);
    const validate = await runJson(['validate', '--cwd', REPO]);
    expect(lanes.code).toBe(0);
    expect(Object.keys(lanes.json)).toEqual(['lanes']);
    expect(lanes.json.lanes).toEqual(validate.json.lanes);
  });

  test('repository lanes follow first-party lanes, by id', async () => {
    const cwd = repo({ zz: spawnManifest('zz'), aa: spawnManifest('aa') });
    const run = await runJson(['lanes', '--cwd', cwd]);
    expect((run.json.lanes as Array<{ id: string; source: string; path: string }>).slice(12)).toEqual([
      expect.objectContaining({ id: 'aa', source: 'repository', path: `${LANES_DIR}/aa/capability.json` }),
      expect.objectContaining({ id: 'zz', source: 'repository', path: `${LANES_DIR}/zz/capability.json` }),
    ]);
  });

  test('text: a table with a header and one row per lane', async () => {
    const run = await runCli(['lanes', '--cwd', REPO]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toMatch(/^SLUG +FLAGS +TRANSPORT +SOURCE +SECTION +PATH$/);
    expect(lines[8]).toMatch(
      /^antigravity +--antigravity,--agy +spawn +first-party +Antigravity +capabilities\/antigravity\/capability\.json$/,
    );
    expect(lines[11]).toMatch(
      /^lm_studio +--lm-studio +openai-http +first-party +LM Studio +capabilities\/lm-studio\/capability\.json$/,
    );
  });

  test('text: skipped manifests are pointed out on stderr; exit stays 0', async () => {
    const cwd = repo({ bad: '[]' });
    const run = await runCli(['lanes', '--cwd', cwd]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("1 manifest was skipped; run 'reviewer-lanes validate' for details\n");
  });
});

describe('validate: the config', () => {
  const CONFIG = '.github/reviewer-lanes/config.json';
  function withConfig(text: string): string {
    const cwd = repo({});
    writeFileSync(join(cwd, CONFIG), text);
    return cwd;
  }

  test('not valid JSON: an error with the line and column, exit 1', async () => {
    const run = await runJson(['validate', '--cwd', withConfig('{\n  "review": {\n    "models": }\n}\n')]);
    expect(run.code).toBe(1);
    expect(run.json.errors).toEqual([
      expect.objectContaining({
        code: 'invalid_config',
        path: CONFIG,
        message: expect.stringMatching(/^is not valid JSON: .*\(line 3, column 15\)$/s),
      }),
    ]);
  });

  test('an unknown key and a value of the wrong type: warnings naming them, exit 0', async () => {
    const cwd = withConfig(
      JSON.stringify({ review: { default_reviewer: ['codex'], timeouts: { codex: 'slow' } } }),
    );
    const run = await runJson(['validate', '--cwd', cwd]);
    expect(run.code).toBe(0);
    expect(run.json.warnings).toEqual([
      expect.objectContaining({ code: 'invalid_config_value', field: 'review.timeouts.codex' }),
      {
        code: 'unknown_config_key',
        path: CONFIG,
        field: 'review.default_reviewer',
        message: 'is not a known key and is ignored; did you mean `review.default_reviewers`?',
      },
    ]);
  });

  test('a default reviewer that names no lane: an error, exit 1', async () => {
    const run = await runJson([
      'validate',
      '--cwd',
      withConfig('{"review": {"default_reviewers": ["codx"]}}'),
    ]);
    expect(run.code).toBe(1);
    expect(run.json.errors).toEqual([
      {
        code: 'unknown_default_reviewer',
        path: CONFIG,
        field: 'review.default_reviewers',
        message: 'unknown reviewer slug in review.default_reviewers: codx (did you mean codex?)',
      },
    ]);
  });

  test('--config names another file; text output names the file and the key', async () => {
    const cwd = withConfig('{}');
    writeFileSync(join(cwd, 'other.json'), '{"reviewers": ["codex"]}');
    const run = await runCli(['validate', '--config', 'other.json', '--cwd', cwd]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'warning: other.json reviewers: is not a known key and is ignored; did you mean `review.default_reviewers`?',
      'ok: 12 lanes, 13 flags, 0 errors, 1 warning',
      '',
    ]);
  });
});

/**
 * loadCatalog over real directories in temp dirs: reading (symlinks, sizes, bad JSON), gates
 * (reserved ids, engines), the merge rules and catalog order.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { FIRST_PARTY_ORDER } from '../../src/catalog/first-party.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';
import {
  NON_LANE_IDS,
  gsdCoreShapedCorpus,
  writeCorpus,
} from '../../__fixtures__/catalog/gsd-core-shaped.js';
import {
  httpManifest,
  spawnManifest,
  withReviewer,
  withTop,
  type Json,
} from '../../__fixtures__/catalog/manifests.js';

const REPO_DIR = '.github/reviewer-lanes/capabilities';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'catalog-test-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh repository with `<dir>/<id>/capability.json` for each entry (an object is JSON-encoded). */
function repo(lanes: Record<string, Json | string>, dir = REPO_DIR): string {
  const cwd = join(root, `repo-${++n}`);
  for (const [id, doc] of Object.entries(lanes)) {
    mkdirSync(join(cwd, dir, id), { recursive: true });
    writeFileSync(
      join(cwd, dir, id, 'capability.json'),
      typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2),
    );
  }
  mkdirSync(join(cwd, dir), { recursive: true });
  return cwd;
}

const load = (cwd: string, opts: { firstParty?: boolean; dirs?: string[] } = {}) =>
  loadCatalog({ cwd, firstParty: opts.firstParty ?? false, capabilityDirs: opts.dirs ?? [] });

describe('first-party lanes', () => {
  test('twelve lanes in the declared order, thirteen flags, nothing skipped or warned', async () => {
    const catalog = await load(repo({}), { firstParty: true });
    expect(catalog.lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER]);
    expect(catalog.lanes.map((l) => l.order)).toEqual(FIRST_PARTY_ORDER.map((_, i) => i));
    expect(catalog.lanes.flatMap((l) => l.reviewer.flags)).toHaveLength(13);
    expect(catalog.lanes.every((l) => l.source === 'first-party')).toBe(true);
    expect(catalog.lanes[0]?.path).toBe(join(firstPartyCapabilitiesDir(), 'gemini', 'capability.json'));
    expect({ errors: catalog.errors, warnings: catalog.warnings, skipped: catalog.skipped }).toEqual({
      errors: [],
      warnings: [],
      skipped: [],
    });
  });

  test('config keys are mapped to their owners', async () => {
    const catalog = await load(repo({}), { firstParty: true });
    expect(catalog.configOwners.get('review.models.agy')).toBe('antigravity');
    expect(catalog.configOwners.get('review.lm_studio_host')).toBe('lm-studio');
  });
});

// gsd-core's own manifests are checked by `npm run test:compat`; these are of their shape.
describe('gsd-core-shaped manifests (lanes, runtimes and features)', () => {
  let corpus: string;
  beforeAll(() => {
    corpus = writeCorpus(join(root, 'gsd-core-shaped'), gsdCoreShapedCorpus());
  });

  test('all accepted unchanged: exactly the 12 lanes, no errors, no warnings', async () => {
    const catalog = await load(repo({}), { dirs: [corpus] });
    expect(catalog.lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER].sort());
    expect(catalog.errors).toEqual([]);
    expect(catalog.warnings).toEqual([]);
    expect(catalog.skipped).toEqual([]);
    expect(NON_LANE_IDS.some((id) => catalog.lanes.some((l) => l.id === id))).toBe(false);
    // capabilities that are not lanes still own their config keys
    expect(catalog.configOwners.get('workflow.review_flow')).toBe('review-flow');
    expect(catalog.configOwners.get('hosts.beta.profile')).toBe('host-beta');
  });

  test('one broken manifest among them is reported and stops none of the others', async () => {
    const broken = gsdCoreShapedCorpus();
    (broken['codex']?.reviewer as Json).transport = 'carrier-pigeon';
    const dir = writeCorpus(join(root, 'gsd-core-shaped-broken'), broken);
    const catalog = await load(repo({}), { dirs: [dir] });
    expect(catalog.lanes.map((l) => l.id)).toEqual(
      [...FIRST_PARTY_ORDER].filter((id) => id !== 'codex').sort(),
    );
    expect(catalog.skipped).toEqual([expect.objectContaining({ id: 'codex', reason: 'invalid' })]);
    expect(catalog.errors.map((e) => [e.id, e.field])).toEqual([['codex', 'reviewer.transport']]);
  });

  test('next to our first-party lanes every such lane collides and first-party wins', async () => {
    const catalog = await load(repo({}), { firstParty: true, dirs: [corpus] });
    expect(catalog.lanes.map((l) => l.source)).toEqual(FIRST_PARTY_ORDER.map(() => 'first-party'));
    const skippedIds = catalog.skipped.filter((s) => s.reason === 'collision').map((s) => s.id);
    expect(skippedIds.sort()).toEqual([...FIRST_PARTY_ORDER].sort());
  });
});

describe('repository lanes', () => {
  test('after first-party lanes, ordered by id, with repository-relative paths in output', async () => {
    const cwd = repo({
      zeta: spawnManifest('zeta'),
      alpha: httpManifest('alpha'),
      mid: spawnManifest('mid'),
    });
    const catalog = await load(cwd, { firstParty: true });
    expect(catalog.lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER, 'alpha', 'mid', 'zeta']);
    expect(catalog.lanes.map((l) => l.order)).toEqual(catalog.lanes.map((_, i) => i));
    const alpha = catalog.lanes.find((l) => l.id === 'alpha');
    expect(alpha).toMatchObject({
      source: 'repository',
      path: join(cwd, REPO_DIR, 'alpha', 'capability.json'),
    });
    expect(alpha?.rawReviewer).toEqual(httpManifest('alpha').reviewer);
    expect(catalog.errors).toEqual([]);
  });

  test('a capability without a reviewer body is not a lane and not an error', async () => {
    const cwd = repo({
      tool: withTop(spawnManifest('tool'), { role: 'runtime', reviewer: undefined, runtime: {} }),
    });
    const catalog = await load(cwd);
    expect(catalog).toMatchObject({ lanes: [], errors: [], warnings: [], skipped: [] });
    expect(catalog.configOwners.get('review.models.tool')).toBe('tool');
  });

  test('warnings of an accepted lane are attached to it and reported', async () => {
    const cwd = repo({ acme: withReviewer(spawnManifest(), { extra: 1 }) });
    const catalog = await load(cwd);
    const expected = {
      path: `${REPO_DIR}/acme/capability.json`,
      id: 'acme',
      field: 'reviewer.extra',
      code: 'unknown_field',
    };
    expect(catalog.lanes[0]?.diagnostics).toEqual([expect.objectContaining(expected)]);
    expect(catalog.warnings).toEqual([expect.objectContaining(expected)]);
  });

  test('an invalid manifest is an error and a skipped entry; the others still load', async () => {
    const cwd = repo({
      bad: withReviewer(spawnManifest('bad'), { timeoutFloorMs: 0, handler: 'acme' }),
      good: spawnManifest('good'),
    });
    const catalog = await load(cwd);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['good']);
    expect(catalog.errors.map((e) => [e.path, e.id, e.field])).toEqual([
      [`${REPO_DIR}/bad/capability.json`, 'bad', 'reviewer.timeoutFloorMs'],
      [`${REPO_DIR}/bad/capability.json`, 'bad', 'reviewer.handler'],
    ]);
    expect(catalog.skipped).toEqual([
      {
        path: `${REPO_DIR}/bad/capability.json`,
        id: 'bad',
        slug: 'bad',
        flags: ['--bad'],
        source: 'repository',
        reason: 'invalid',
        message:
          'failed validation: reviewer.timeoutFloorMs: must be a positive integer (got: 0) (and 1 more)',
      },
    ]);
  });

  test('extra directories are resolved against cwd; a missing one is an error', async () => {
    const cwd = repo({ extra: spawnManifest('extra') }, 'lanes');
    const catalog = await load(cwd, { dirs: ['lanes', 'nowhere'] });
    expect(catalog.lanes.map((l) => l.id)).toEqual(['extra']);
    expect(catalog.errors).toEqual([
      {
        message: 'the capabilities directory does not exist',
        code: 'missing_capabilities_dir',
        path: 'nowhere',
      },
    ]);
  });

  test('a capabilities path that is a file is an error', async () => {
    const cwd = repo({});
    writeFileSync(join(cwd, 'file'), 'x');
    const catalog = await load(cwd, { dirs: ['file'] });
    expect(catalog.errors).toEqual([
      {
        message: 'the capabilities directory is not a directory',
        code: 'missing_capabilities_dir',
        path: 'file',
      },
    ]);
  });

  test('the default directory named again does not collide with itself', async () => {
    const cwd = repo({ acme: spawnManifest() });
    const catalog = await load(cwd, { dirs: [REPO_DIR, `./${REPO_DIR}/`] });
    expect(catalog.lanes.map((l) => l.id)).toEqual(['acme']);
    expect(catalog.errors).toEqual([]);
  });

  test('a directory outside the repository is shown with absolute paths', async () => {
    const outside = repo({ far: withReviewer(spawnManifest('far'), { slug: 'Bad' }) }, 'lanes');
    const catalog = await load(repo({}), { dirs: [join(outside, 'lanes')] });
    expect(catalog.errors[0]?.path).toBe(join(outside, 'lanes', 'far', 'capability.json'));
  });
});

describe('reading manifests (D2)', () => {
  test('symlinks, non-files, missing files, oversized files and bad JSON are each reported', async () => {
    const cwd = repo({
      good: spawnManifest('good'),
      broken: '{\n  "id": "broken",\n  "role": "reviewer",,\n}\n',
    });
    const dir = join(cwd, REPO_DIR);
    mkdirSync(join(dir, 'linked'));
    symlinkSync(join(dir, 'good', 'capability.json'), join(dir, 'linked', 'capability.json'));
    symlinkSync(join(dir, 'good'), join(dir, 'folderlink'));
    mkdirSync(join(dir, 'dir', 'capability.json'), { recursive: true });
    mkdirSync(join(dir, 'empty'));
    mkdirSync(join(dir, 'huge'));
    writeFileSync(join(dir, 'huge', 'capability.json'), `{"pad": "${'x'.repeat(1024 * 1024)}"}`);
    mkdirSync(join(dir, 'fifo'));
    execFileSync('mkfifo', [join(dir, 'fifo', 'capability.json')]);
    writeFileSync(join(dir, 'README.md'), 'files beside the folders are ignored');

    const catalog = await load(cwd);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['good']);
    const p = (id: string) => `${REPO_DIR}/${id}/capability.json`;
    expect(catalog.skipped.map((s) => [s.path, s.id, s.reason, s.message])).toEqual([
      [
        p('broken'),
        'broken',
        'not_json',
        'is not valid JSON at line 3, column 22: Expected double-quoted property name',
      ],
      [p('dir'), 'dir', 'not_a_file', 'is not a regular file'],
      [p('empty'), 'empty', 'not_a_file', 'the capability folder has no capability.json'],
      [p('fifo'), 'fifo', 'not_a_file', 'is not a regular file'],
      [
        p('folderlink'),
        'folderlink',
        'not_a_file',
        'the capability folder is a symbolic link; it is not followed',
      ],
      [p('huge'), 'huge', 'too_large', 'is 1048587 bytes, over the 1048576-byte limit'],
      [p('linked'), 'linked', 'not_a_file', 'is a symbolic link; it is not followed'],
    ]);
    // each is also an error naming the file
    expect(catalog.errors.map((e) => [e.code, e.path])).toEqual(
      catalog.skipped.map((s) => [s.reason, s.path]),
    );
  });

  test('a byte-order mark is tolerated', async () => {
    const cwd = repo({ acme: `\ufeff${JSON.stringify(spawnManifest())}` });
    const catalog = await load(cwd);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['acme']);
  });

  test('JSON cut short reports the end of the file', async () => {
    const cwd = repo({ cut: '{\n  "id": "cut",\n' });
    const catalog = await load(cwd);
    expect(catalog.skipped[0]?.message).toMatch(/^is not valid JSON at line 3, column 1: /);
  });
});

describe('gates', () => {
  test.each(['gsd-x', 'gsd-core-x', 'anthropic-x'])(
    'reserved id prefix %s: skipped with a warning',
    async (id) => {
      const cwd = repo({ [id]: spawnManifest(id) });
      const catalog = await load(cwd);
      expect(catalog.lanes).toEqual([]);
      expect(catalog.errors).toEqual([]);
      const message = `capability id "${id}" uses a prefix reserved for first-party capabilities (gsd-, gsd-core-, anthropic-); the lane is skipped`;
      expect(catalog.warnings).toEqual([
        { message, code: 'reserved_id', path: `${REPO_DIR}/${id}/capability.json`, id, field: 'id' },
      ]);
      expect(catalog.skipped).toEqual([
        {
          path: `${REPO_DIR}/${id}/capability.json`,
          id,
          source: 'repository',
          reason: 'reserved_id',
          message,
        },
      ]);
    },
  );

  test('engines.gsd is evaluated against vocabulary 1.10.0', async () => {
    const cwd = repo({
      newer: withTop(spawnManifest('newer'), { engines: { gsd: '>=2.0.0' } }),
      older: withTop(spawnManifest('older'), { engines: { gsd: '>=1.6.0 <1.11.0' } }),
    });
    const catalog = await load(cwd);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['older']);
    expect(catalog.errors).toEqual([]);
    const message =
      'is incompatible with lane vocabulary 1.10.0 (requires engines.gsd ">=2.0.0"); the lane is skipped';
    expect(catalog.warnings).toEqual([
      {
        message,
        code: 'incompatible',
        path: `${REPO_DIR}/newer/capability.json`,
        id: 'newer',
        field: 'engines.gsd',
      },
    ]);
    expect(catalog.skipped).toEqual([
      expect.objectContaining({ id: 'newer', slug: 'newer', reason: 'incompatible', message }),
    ]);
  });

  test('engines["reviewer-lanes"] is evaluated against our package version', async () => {
    const cwd = repo({
      future: withTop(spawnManifest('future'), { engines: { 'reviewer-lanes': '>=99.0.0' } }),
      current: withTop(spawnManifest('current'), { engines: { 'reviewer-lanes': '>=0.1.0' } }),
    });
    const catalog = await loadCatalog({
      cwd,
      firstParty: false,
      capabilityDirs: [],
      versions: { gsd: '1.10.0', reviewerLanes: '0.1.0' },
    });
    expect(catalog.lanes.map((l) => l.id)).toEqual(['current']);
    expect(catalog.warnings.map((w) => [w.id, w.field, w.message])).toEqual([
      [
        'future',
        'engines["reviewer-lanes"]',
        'is incompatible with reviewer-lanes 0.1.0 (requires engines["reviewer-lanes"] ">=99.0.0"); the lane is skipped',
      ],
    ]);
  });

  test('a range semver cannot parse is unsatisfied, not a crash', async () => {
    const cwd = repo({ odd: withTop(spawnManifest('odd'), { engines: { gsd: '>=1.0.0 <<2' } }) });
    const catalog = await load(cwd);
    expect(catalog.skipped.map((s) => s.reason)).toEqual(['incompatible']);
  });
});

describe('uniqueness over the merged set', () => {
  const lane = (id: string, patch: Json) => withReviewer(spawnManifest(id), patch);

  test('a slug claimed by three lanes: one error naming all three, sorted; the first by id wins', async () => {
    const cwd = repo({
      zed: lane('zed', { slug: 'dup' }),
      able: lane('able', { slug: 'dup' }),
      mike: lane('mike', { slug: 'dup' }),
    });
    const catalog = await load(cwd);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['able']);
    expect(catalog.errors).toEqual([
      {
        message: 'reviewer slug "dup" is declared by "able" and "mike" and "zed"',
        code: 'collision',
        path: `${REPO_DIR}/mike/capability.json`,
        id: 'mike',
        field: 'reviewer.slug',
      },
    ]);
    expect(catalog.skipped.map((s) => [s.id, s.reason, s.message])).toEqual([
      ['mike', 'collision', 'reviewer slug "dup" is declared by "able" already'],
      ['zed', 'collision', 'reviewer slug "dup" is declared by "able" already'],
    ]);
  });

  test('first-party wins a flag; the colliding repository lane alone is skipped', async () => {
    const cwd = repo({ mine: lane('mine', { flags: ['--mine', '--agy'] }), other: spawnManifest('other') });
    const catalog = await load(cwd, { firstParty: true });
    expect(catalog.lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER, 'other']);
    expect(catalog.errors).toEqual([
      {
        message: 'reviewer flag "--agy" is declared by "antigravity" and "mine"',
        code: 'collision',
        path: `${REPO_DIR}/mine/capability.json`,
        id: 'mine',
        field: 'reviewer.flags[1]',
      },
    ]);
    expect(catalog.skipped).toEqual([
      {
        path: `${REPO_DIR}/mine/capability.json`,
        id: 'mine',
        slug: 'mine',
        flags: ['--mine', '--agy'],
        source: 'repository',
        reason: 'collision',
        message: 'reviewer flag "--agy" is declared by "antigravity" already',
      },
    ]);
  });

  test('reviewsSection collides case-sensitively only', async () => {
    const cwd = repo({
      one: lane('one', { reviewsSection: 'Gemini' }),
      two: lane('two', { reviewsSection: 'GEMINI' }),
    });
    const catalog = await load(cwd, { firstParty: true });
    expect(catalog.lanes.map((l) => l.id)).toEqual([...FIRST_PARTY_ORDER, 'two']);
    expect(catalog.errors.map((e) => e.message)).toEqual([
      'reviewer reviewsSection "Gemini" is declared by "gemini" and "one"',
    ]);
  });

  test("a capability id equal to another lane's slug is not a collision", async () => {
    const cwd = repo({ alpha: lane('alpha', { slug: 'beta' }), beta: lane('beta', { slug: 'gamma' }) });
    const catalog = await load(cwd);
    expect(catalog.errors).toEqual([]);
    expect(catalog.lanes.map((l) => [l.id, l.reviewer.slug])).toEqual([
      ['alpha', 'beta'],
      ['beta', 'gamma'],
    ]);
  });

  test('a repository capability reusing a first-party id is skipped', async () => {
    const cwd = repo({
      gemini: withReviewer(spawnManifest('gemini'), {
        slug: 'gem2',
        flags: ['--gem2'],
        reviewsSection: 'Gem2',
      }),
    });
    const catalog = await load(cwd, { firstParty: true });
    expect(catalog.lanes.filter((l) => l.id === 'gemini').map((l) => l.source)).toEqual(['first-party']);
    expect(catalog.errors).toEqual([
      {
        message: `capability id "gemini" is declared by "${join(firstPartyCapabilitiesDir(), 'gemini', 'capability.json')}" and "${REPO_DIR}/gemini/capability.json"`,
        code: 'collision',
        path: `${REPO_DIR}/gemini/capability.json`,
        id: 'gemini',
        field: 'id',
      },
    ]);
    expect(catalog.skipped.map((s) => s.reason)).toEqual(['collision']);
  });

  test('a config key owned twice: one error, the later capability skipped', async () => {
    const cwd = repo({
      mine: withTop(spawnManifest('mine'), {
        config: { 'review.models.gemini': { type: 'string', default: '', description: 'd' } },
      }),
    });
    const catalog = await load(cwd, { firstParty: true });
    expect(catalog.errors).toEqual([
      {
        message: 'config key "review.models.gemini" is owned by "gemini" and "mine"',
        code: 'collision',
        path: `${REPO_DIR}/mine/capability.json`,
        id: 'mine',
        field: 'config["review.models.gemini"]',
      },
    ]);
    expect(catalog.configOwners.get('review.models.gemini')).toBe('gemini');
  });
});

describe('requires', () => {
  const withRequires = (id: string, requires: string[], tier = 'full') =>
    withTop(spawnManifest(id), { requires, tier });

  test('a required capability must be loaded', async () => {
    const catalog = await load(repo({ acme: withRequires('acme', ['nope']) }));
    expect(catalog.lanes).toEqual([]);
    expect(catalog.errors.map((e) => [e.id, e.field, e.message])).toEqual([
      ['acme', 'requires[0]', 'names capability "nope", which is not loaded'],
    ]);
    expect(catalog.skipped.map((s) => [s.id, s.reason])).toEqual([['acme', 'invalid']]);
  });

  test('tier-monotone: a core capability may not require a full one', async () => {
    const catalog = await load(
      repo({ base: withRequires('base', ['extra'], 'core'), extra: withRequires('extra', []) }),
    );
    expect(catalog.errors.map((e) => [e.id, e.message])).toEqual([
      ['base', 'a core capability may not require "extra", which is full'],
    ]);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['extra']);
  });

  test('a cycle is reported once', async () => {
    const catalog = await load(
      repo({ a: withRequires('a', ['b']), b: withRequires('b', ['a']), c: withRequires('c', ['a']) }),
    );
    expect(catalog.errors.map((e) => [e.id, e.field, e.message])).toEqual([
      ['a', 'requires', 'requires form a cycle: a -> b -> a'],
    ]);
  });

  test('a satisfied requirement is accepted', async () => {
    const catalog = await load(repo({ a: withRequires('a', ['b']), b: withRequires('b', []) }));
    expect(catalog.errors).toEqual([]);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['a', 'b']);
  });
});

/**
 * `--catalog DIR` on every command that loads lanes (D23): a local checkout stands for the
 * catalog the config pins, and each lane says where it is declared (`source`).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnManifest, withInvoke } from '../../__fixtures__/catalog/manifests.js';
import { CATALOG_PIN, orgCatalog, type OrgCatalog } from '../../__fixtures__/catalog/org-catalog.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli, runJson } from './helpers.js';

const CONFIG = '.github/reviewer-lanes/config.json';
const NEXT = 'c0ffee0000000000000000000000000000000002';

let repo: TempRepo;
let catalog: OrgCatalog;
afterEach(() => {
  repo?.cleanup();
  catalog?.cleanup();
});

function setUp(review: Record<string, unknown> = {}): void {
  repo = tempRepo();
  catalog = orgCatalog();
  catalog.write('capabilities/org-review/capability.json', spawnManifest('org-review'));
  repo.write(CONFIG, JSON.stringify({ review: { catalog: CATALOG_PIN, ...review } }));
  repo.commit('pin the catalog');
}

type Json = Record<string, unknown>;
const laneOf = (doc: Json, id: string) => (doc.lanes as Json[]).find((l) => l.id === id || l.slug === id);
const run = (command: string[]) =>
  runJson([...command, '--catalog', catalog.dir], { cwd: repo.dir, env: {} });

describe('--catalog DIR', () => {
  it('validate and lanes list the catalog lane with source "catalog" and its file under the pin', async () => {
    setUp();
    const validate = await run(['validate']);
    expect(validate.code).toBe(0);
    const entry = {
      id: 'org-review',
      slug: 'org_review',
      source: 'catalog',
      path: `${CATALOG_PIN}:capabilities/org-review/capability.json`,
    };
    expect(laneOf(validate.json, 'org-review')).toMatchObject(entry);
    expect(laneOf(validate.json, 'codex')).toMatchObject({ source: 'first-party' });
    const lanes = await run(['lanes']);
    expect(laneOf(lanes.json, 'org-review')).toMatchObject(entry);
  });

  it('validate fails on a catalog manifest that collides with a first-party lane, naming the catalog file', async () => {
    setUp();
    catalog.write('capabilities/codex/capability.json', spawnManifest('codex'));
    const validate = await run(['validate']);
    expect(validate.code).toBe(1);
    expect(validate.json.errors).toContainEqual(
      expect.objectContaining({
        code: 'collision',
        path: `${CATALOG_PIN}:capabilities/codex/capability.json`,
      }),
    );
  });

  it('plan shows the catalog lane blocked until consented, with its source', async () => {
    setUp();
    const plan = await run(['plan', '--reviewers', 'org_review']);
    expect(plan.code).toBe(1);
    expect(laneOf(plan.json, 'org_review')).toMatchObject({
      source: 'catalog',
      status: 'blocked',
      reason: 'not_consented',
    });
  });

  it("consent --write records the catalog's lane in the repository's baseline, and plan then lets it through", async () => {
    setUp();
    const write = await run(['consent', '--write']);
    expect(write.code).toBe(0);
    expect(laneOf(write.json, 'org-review')).toMatchObject({ source: 'catalog', state: 'current' });
    repo.commit('consent');
    const plan = await run(['plan', '--reviewers', 'org_review']);
    expect(laneOf(plan.json, 'org_review')).toMatchObject({ source: 'catalog', status: 'unavailable' });
  });

  it("consent --check with catalog_consent names the catalog's consent.json when it misses a lane", async () => {
    setUp({ catalog_consent: true });
    const check = await run(['consent', '--check']);
    expect(check.code).toBe(1);
    expect(laneOf(check.json, 'org-review')).toMatchObject({
      source: 'catalog',
      state: 'missing',
      consentedBy: CATALOG_PIN,
    });
    expect(check.json.errors).toContainEqual(
      expect.objectContaining({
        id: 'org-review',
        message: `catalog lane 'org_review' needs a current entry in the consent.json of catalog ${CATALOG_PIN}: missing; the catalog's owner must consent to it there, or set review.catalog_consent to false and run \`reviewer-lanes consent --write\``,
      }),
    );
    await catalog.consentAll();
    expect((await run(['consent', '--check'])).code).toBe(0);
  });

  it('check lists a changed catalog lane of a pin bump with its source, and is red until it is consented', async () => {
    setUp({ catalog_consent: true });
    await catalog.consentAll();
    const base = repo.git('rev-parse', 'HEAD');
    // The local checkout stands for both pins here; the bump changes the lane's args in it.
    catalog.write(
      'capabilities/org-review/capability.json',
      withInvoke(spawnManifest('org-review'), { args: ['review', '--deep'] }),
    );
    repo.write(CONFIG, JSON.stringify({ review: { catalog: `acme/lanes@${NEXT}`, catalog_consent: true } }));
    const check = await run(['check', '--base', base]);
    expect(check.code).toBe(1);
    expect(check.json.errors).toContainEqual(
      expect.objectContaining({
        code: 'baseline_not_current',
        id: 'org-review',
        path: `acme/lanes@${NEXT}:consent.json`,
      }),
    );
    const consent = check.json.consent as Json;
    expect(laneOf(consent, 'org-review')).toMatchObject({ source: 'catalog', state: 'signature_changed' });
  });

  it("consent --write refuses to write without the pinned catalog: its lanes' entries would be dropped", async () => {
    setUp();
    expect((await run(['consent', '--write'])).code).toBe(0);
    const path = join(repo.dir, '.github/reviewer-lanes/consent.json');
    const before = readFileSync(path, 'utf8');
    expect(before).toContain('"org-review"');
    const write = await runJson(['consent', '--write', '--catalog', 'nowhere'], { cwd: repo.dir, env: {} });
    expect(write.code).toBe(1);
    expect(write.json.errors).toContainEqual(
      expect.objectContaining({ code: 'catalog_not_found', field: 'review.catalog' }),
    );
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(
      (await runJson(['consent', '--check', '--catalog', 'nowhere'], { cwd: repo.dir, env: {} })).code,
    ).toBe(1);
  });

  it('a pinned catalog that cannot be read is an error naming review.catalog and why', async () => {
    setUp();
    const validate = await runJson(['validate', '--catalog', `${repo.dir}/nowhere`], {
      cwd: repo.dir,
      env: {},
    });
    expect(validate.code).toBe(1);
    expect(validate.json.errors).toContainEqual(
      expect.objectContaining({
        code: 'catalog_not_found',
        field: 'review.catalog',
        message: '--catalog does not exist',
      }),
    );
    // Without --catalog and without a token, the pinned commit cannot be fetched: said, not guessed.
    const noToken = await runCli(['plan', '--reviewers', 'org_review'], { cwd: repo.dir, env: {} });
    expect(noToken.code).toBe(1);
    const said = noToken.stdout + noToken.stderr;
    expect(said).toContain(`review.catalog: ${CATALOG_PIN} cannot be read`);
    expect(said).toContain('GITHUB_TOKEN');
  });
});

describe('init --catalog', () => {
  it('writes the pin into the config and says what is left: consenting to the catalog lanes', async () => {
    repo = tempRepo();
    catalog = orgCatalog();
    const init = await runJson(['init', '--reviewers', 'ollama', '--catalog', CATALOG_PIN], {
      cwd: repo.dir,
      env: {},
    });
    expect(init.code).toBe(0);
    const config = JSON.parse(readFileSync(join(repo.dir, CONFIG), 'utf8')) as {
      review: Record<string, unknown>;
    };
    expect(config.review).toMatchObject({ catalog: CATALOG_PIN, default_reviewers: ['ollama'] });
    expect(init.json.left).toContainEqual(
      expect.objectContaining({
        what: 'catalog',
        detail: expect.stringContaining(`pins the catalog ${CATALOG_PIN}`),
      }),
    );
    // Run again, init keeps the catalog lanes' entries only by reading the pinned catalog: without
    // a token it writes no baseline and says why.
    const again = await runJson(['init', '--reviewers', 'ollama', '--force'], { cwd: repo.dir, env: {} });
    expect(again.code).toBe(1);
    expect(again.json.errors).toContainEqual(
      expect.objectContaining({ field: 'review.catalog', message: expect.stringContaining('GITHUB_TOKEN') }),
    );
  });

  it.each([
    ['acme/lanes@main', 'but it pins "main", a branch or a tag'],
    ['acme/lanes@c0ffee0', 'but it pins a short SHA (7 hex digits)'],
  ])('refuses %s as a usage error saying why', async (pin, why) => {
    repo = tempRepo();
    catalog = orgCatalog();
    const init = await runCli(['init', '--reviewers', 'ollama', '--catalog', pin], {
      cwd: repo.dir,
      env: {},
    });
    expect(init.code).toBe(2);
    expect(init.stderr).toContain(`--catalog must be OWNER/REPO[/PATH]@<40-hex commit>, ${why}`);
    expect(init.stderr).toContain('without this repository’s consent');
  });
});

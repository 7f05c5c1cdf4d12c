/**
 * An organization's catalog as a layer (D23), through the pipeline's jobs on real git
 * repositories and a real catalog folder: collisions across layers, errors naming the catalog
 * and its file, consent once (the catalog's or the repository's), an unreadable catalog, and the
 * check of a pull request that bumps the pin.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnManifest, withInvoke, withReviewer } from '../../__fixtures__/catalog/manifests.js';
import {
  CATALOG_PIN,
  CATALOG_SHA,
  folderReader,
  orgCatalog,
  type OrgCatalog,
} from '../../__fixtures__/catalog/org-catalog.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { planReview, runCheck } from '../../src/pipeline/index.js';
import { baselineToWrite, loadWorkingTree } from '../../src/pipeline/check-job.js';
import type { PlanSettings } from '../../src/settings.js';
import { createGit } from '../../src/sys/git.js';

const CONFIG = '.github/reviewer-lanes/config.json';
const CONSENT = '.github/reviewer-lanes/consent.json';
const NEXT_SHA = 'c0ffee0000000000000000000000000000000002';

let repo: TempRepo;
let catalog: OrgCatalog;
let next: OrgCatalog | undefined;
afterEach(() => {
  repo?.cleanup();
  catalog?.cleanup();
  next?.cleanup();
  next = undefined;
});

function setUp(review: Record<string, unknown> = {}): void {
  repo = tempRepo();
  catalog = orgCatalog();
  catalog.write('capabilities/org-review/capability.json', spawnManifest('org-review'));
  repo.write(CONFIG, JSON.stringify({ review: { catalog: CATALOG_PIN, ...review } }));
}

const planSettings = (dir: string, reviewers: string[] | null = null): PlanSettings => ({
  cwd: dir,
  consentPath: CONSENT,
  capabilityDirs: [],
  firstParty: true,
  reviewers,
  all: reviewers === null,
  baselineRef: 'HEAD',
  outDir: `${dir}/.reviewer-lanes`,
});

async function plan(reviewers: string[] | null, reader = folderReader({ [CATALOG_SHA]: catalog.dir })) {
  return planReview(
    { settings: planSettings(repo.dir, reviewers), env: { PATH: '' } },
    { git: createGit(repo.dir), readCatalog: reader },
    'none',
  );
}

describe('layers: first-party, then the catalog, then the repository', () => {
  it("lists the catalog's lanes with source catalog and its file under the pin, and reads the catalog once", async () => {
    setUp();
    repo.commit('pin');
    const reader = folderReader({ [CATALOG_SHA]: catalog.dir });
    const result = await planReview(
      { settings: planSettings(repo.dir, ['org_review']), env: { PATH: '' } },
      { git: createGit(repo.dir), readCatalog: reader },
      'none',
    );
    const lane = result.catalog.lanes.find((l) => l.id === 'org-review');
    expect(lane).toMatchObject({
      source: 'catalog',
      shownPath: `${CATALOG_PIN}:capabilities/org-review/capability.json`,
    });
    expect(reader.reads).toEqual([{ owner: 'acme', repo: 'lanes', path: '', sha: CATALOG_SHA }]);
    expect(reader.disposed).toBe(1);
  });

  it('a catalog lane colliding with a first-party lane is a collision naming both', async () => {
    setUp();
    catalog.write('capabilities/codex/capability.json', spawnManifest('codex'));
    catalog.write(
      'capabilities/org-codex/capability.json',
      withReviewer(spawnManifest('org-codex'), { slug: 'codex', flags: ['--org-codex'] }),
    );
    repo.commit('pin');
    const tree = await loadWorkingTree(planSettings(repo.dir), {
      readCatalog: folderReader({ [CATALOG_SHA]: catalog.dir }),
    });
    const messages = tree.catalog.errors.filter((e) => e.code === 'collision').map(formatDiagnostic);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^${CATALOG_PIN}:capabilities/codex/capability.json \\[codex\\] id: capability id "codex" is declared by ".*capabilities/codex/capability.json" and "${CATALOG_PIN}:capabilities/codex/capability.json"`,
          ),
        ),
        `${CATALOG_PIN}:capabilities/org-codex/capability.json [org-codex] reviewer.slug: reviewer slug "codex" is declared by "codex" and "org-codex"`,
      ]),
    );
    expect(tree.catalog.lanes.find((l) => l.reviewer.slug === 'codex')?.source).toBe('first-party');
  });

  it("a repository lane colliding with a catalog lane (id or slug) is skipped: the organization's lane stays", async () => {
    setUp();
    repo.write(
      '.github/reviewer-lanes/capabilities/org-review/capability.json',
      JSON.stringify(spawnManifest('org-review')),
    );
    repo.write(
      '.github/reviewer-lanes/capabilities/my-review/capability.json',
      JSON.stringify(withReviewer(spawnManifest('my-review'), { slug: 'org_review', flags: ['--mine'] })),
    );
    repo.commit('shadow');
    const tree = await loadWorkingTree(planSettings(repo.dir), {
      readCatalog: folderReader({ [CATALOG_SHA]: catalog.dir }),
    });
    expect(tree.catalog.errors.map(formatDiagnostic)).toEqual(
      expect.arrayContaining([
        `.github/reviewer-lanes/capabilities/org-review/capability.json [org-review] id: capability id "org-review" is declared by "${CATALOG_PIN}:capabilities/org-review/capability.json" and ".github/reviewer-lanes/capabilities/org-review/capability.json"`,
        `.github/reviewer-lanes/capabilities/my-review/capability.json [my-review] reviewer.slug: reviewer slug "org_review" is declared by "my-review" and "org-review"`,
      ]),
    );
    expect(tree.catalog.lanes.filter((l) => l.id === 'org-review').map((l) => l.source)).toEqual(['catalog']);
    expect(tree.catalog.skipped.map((s) => [s.id, s.source, s.reason])).toEqual(
      expect.arrayContaining([
        ['org-review', 'repository', 'collision'],
        ['my-review', 'repository', 'collision'],
      ]),
    );
  });

  it("an invalid catalog manifest's error names the catalog's pin and the file", async () => {
    setUp();
    catalog.write('capabilities/broken/capability.json', withInvoke(spawnManifest('broken'), { binary: 42 }));
    repo.commit('pin');
    const tree = await loadWorkingTree(planSettings(repo.dir), {
      readCatalog: folderReader({ [CATALOG_SHA]: catalog.dir }),
    });
    expect(tree.catalog.errors.map(formatDiagnostic)).toContainEqual(
      expect.stringContaining(
        `${CATALOG_PIN}:capabilities/broken/capability.json [broken] reviewer.invoke.binary:`,
      ),
    );
  });

  it("the catalog's config.json fills in under the repository's, and cannot pin a catalog", async () => {
    setUp({ models: { org_review: 'mine' } });
    catalog.write('config.json', {
      review: { models: { org_review: 'theirs', codex: 'o4' }, modles: {}, catalog: `evil/x@${NEXT_SHA}` },
    });
    repo.commit('pin');
    const tree = await loadWorkingTree(planSettings(repo.dir), {
      readCatalog: folderReader({ [CATALOG_SHA]: catalog.dir }),
    });
    expect(tree.loaded.config.getString('review.models.org_review')).toBe('mine');
    expect(tree.loaded.config.getString('review.models.codex')).toBe('o4');
    const warnings = tree.catalog.warnings.map(formatDiagnostic);
    expect(warnings).toContain(
      `${CATALOG_PIN}:config.json review.catalog: is ignored: a catalog cannot name a catalog; only the repository’s own config pins one`,
    );
    expect(warnings).toContain(
      `${CATALOG_PIN}:config.json review.modles: is not a known key and is ignored; did you mean \`review.models\`?`,
    );
  });
});

describe('consent once (D23)', () => {
  it("without catalog_consent a catalog lane needs the repository's entry, which consent --write records", async () => {
    setUp();
    repo.commit('pin');
    const blocked = await plan(['org_review']);
    expect(blocked.lanes[0]).toMatchObject({
      identity: 'org_review',
      status: 'blocked',
      reason: 'not_consented',
    });
    expect(blocked.lanes[0]?.detail).toContain('needs a consent entry (it is a catalog lane)');
    expect(blocked.ok).toBe(false);

    const settings = planSettings(repo.dir);
    const tree = await loadWorkingTree(settings, {
      readCatalog: folderReader({ [CATALOG_SHA]: catalog.dir }),
    });
    const written = baselineToWrite(tree, settings, new Date());
    expect(Object.keys(written.baseline?.lanes ?? {})).toEqual(['org-review']);
    repo.write(CONSENT, written.text ?? '');
    repo.commit('consent');
    const consented = await plan(['org_review']);
    expect(consented.lanes[0]).toMatchObject({ status: 'runnable' }); // no longer blocked (probes are not run here)
  });

  it("with catalog_consent the catalog's consent.json stands for its lanes, and no repository entry is written", async () => {
    setUp({ catalog_consent: true });
    await catalog.consentAll();
    repo.commit('pin');
    const result = await plan(['org_review']);
    expect(result.lanes[0]).toMatchObject({ identity: 'org_review', status: 'runnable' });
    const settings = planSettings(repo.dir);
    const tree = await loadWorkingTree(settings, {
      readCatalog: folderReader({ [CATALOG_SHA]: catalog.dir }),
    });
    expect(baselineToWrite(tree, settings, new Date()).baseline?.lanes).toEqual({});
  });

  it("a lane the catalog's consent.json does not cover is blocked, saying so", async () => {
    setUp({ catalog_consent: true });
    await catalog.consentAll();
    catalog.write('capabilities/late-lane/capability.json', spawnManifest('late-lane'));
    repo.commit('pin');
    const result = await plan(['late_lane']);
    expect(result.lanes[0]).toMatchObject({
      identity: 'late_lane',
      status: 'blocked',
      reason: 'not_consented',
    });
    expect(result.lanes[0]?.detail).toBe(
      `lane late-lane (late_lane) is a catalog lane and review.catalog_consent is on, but the consent.json of catalog ${CATALOG_PIN} does not cover it; the catalog's owner must consent to it in the catalog's consent.json (and the pin be bumped), or this repository can set review.catalog_consent to false and consent to it in its own baseline`,
    );
  });

  it("a catalog lane whose signature the catalog's consent no longer covers is blocked: signature_changed", async () => {
    setUp({ catalog_consent: true });
    await catalog.consentAll();
    catalog.write(
      'capabilities/org-review/capability.json',
      withInvoke(spawnManifest('org-review'), { args: ['review', '--yolo'] }),
    );
    repo.commit('pin');
    const result = await plan(['org_review']);
    expect(result.lanes[0]).toMatchObject({ status: 'blocked', reason: 'signature_changed' });
    expect(result.ok).toBe(false);
  });
});

describe('an unreadable catalog', () => {
  it('is a configuration error naming the key and the reason; a lane of it that was asked for fails the job', async () => {
    setUp();
    repo.commit('pin');
    const result = await plan(['org_review'], folderReader({}));
    expect(result.ok).toBe(false);
    expect(result.lanes[0]).toMatchObject({ identity: 'org_review', status: 'unavailable', explicit: true });
    expect(result.warnings.map(formatDiagnostic)).toContainEqual(
      `${CONFIG} review.catalog: the catalog acme/lanes@${CATALOG_SHA} cannot be read: 404 Not Found (the repository or the commit does not exist, or the token cannot read it)`,
    );
  });

  it('a pin that is not a full commit fails the plan, saying why', async () => {
    setUp();
    repo.write(CONFIG, JSON.stringify({ review: { catalog: 'acme/lanes@main' } }));
    repo.commit('branch pin');
    const reader = folderReader({ [CATALOG_SHA]: catalog.dir });
    const result = await plan(null, reader);
    expect(result.ok).toBe(false);
    expect(result.errors.map(formatDiagnostic)).toContainEqual(
      expect.stringContaining(
        `${CONFIG} review.catalog: must be OWNER/REPO[/PATH]@<40-hex commit>, but it pins "main", a branch or a tag`,
      ),
    );
    expect(reader.reads).toEqual([]);
  });

  it("uses the trusted ref's pin, and says when the working tree's differs", async () => {
    setUp();
    repo.commit('pin');
    repo.write(CONFIG, JSON.stringify({ review: { catalog: `acme/lanes@${NEXT_SHA}` } }));
    const reader = folderReader({ [CATALOG_SHA]: catalog.dir });
    const result = await plan(null, reader);
    expect(reader.reads.map((p) => p.sha)).toEqual([CATALOG_SHA]);
    expect(result.warnings.map((w) => w.code)).toContain('catalog_pin_not_trusted');
  });
});

describe('check: a pull request that bumps the pin', () => {
  it('lists every catalog lane added, removed or changed, and is red when the new catalog does not consent', async () => {
    setUp({ catalog_consent: true });
    catalog.write('capabilities/gone-lane/capability.json', spawnManifest('gone-lane'));
    await catalog.consentAll();
    const base = repo.commit('pin');
    next = orgCatalog();
    next.write(
      'capabilities/org-review/capability.json',
      withInvoke(spawnManifest('org-review'), { args: ['review', '--deep'] }),
    );
    next.write('capabilities/new-lane/capability.json', spawnManifest('new-lane'));
    await next.consentAll();
    next.write(
      'capabilities/org-review/capability.json',
      withInvoke(spawnManifest('org-review'), { args: ['review', '--deeper'] }),
    );
    repo.write(
      CONFIG,
      JSON.stringify({ review: { catalog: `acme/lanes@${NEXT_SHA}`, catalog_consent: true } }),
    );
    const reader = folderReader({ [CATALOG_SHA]: catalog.dir, [NEXT_SHA]: next.dir });
    const report = await runCheck(
      { settings: { cwd: repo.dir, consentPath: CONSENT, capabilityDirs: [], firstParty: true, base } },
      { git: createGit(repo.dir), readCatalog: reader },
    );
    expect(report.disclosureDiff.map((c) => [c.id, c.change, c.source])).toEqual([
      ['gone-lane', 'removed', 'catalog'],
      ['new-lane', 'added', 'catalog'],
      ['org-review', 'changed', 'catalog'],
    ]);
    expect(report.disclosureDiff.find((c) => c.id === 'org-review')?.after).toContain('--deeper');
    expect(report.ok).toBe(false);
    expect(report.errors.map(formatDiagnostic)).toContain(
      `acme/lanes@${NEXT_SHA}:consent.json [org-review]: catalog lane 'org_review' is signature changed in the consent.json of catalog acme/lanes@${NEXT_SHA}; the catalog's owner must consent to it there and this pull request pin that commit, or set review.catalog_consent to false and consent to it in ${CONSENT}`,
    );
    expect(report.consent?.lanes.find((l) => l.id === 'new-lane')).toMatchObject({
      source: 'catalog',
      state: 'current',
    });
    expect(reader.disposed).toBe(reader.reads.length);
  });
});

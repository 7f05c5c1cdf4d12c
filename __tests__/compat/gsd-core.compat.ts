/**
 * Compatibility with gsd-core (D1: every gsd-core capability manifest is accepted unchanged).
 * Not part of `npm test`: the manifests are another project's files, never copied here, so
 * `npm run test:compat -- <dir>` (scripts/test-compat.mjs) runs this file over the
 * `capabilities/` folder of an open-gsd/gsd-core checkout, named in REVIEWER_LANES_GSD_CORE.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { FIRST_PARTY_ORDER } from '../../src/catalog/first-party.js';
import { validateManifest } from '../../src/catalog/validate.js';
import { firstPartyCapabilitiesDir, packageRoot } from '../../src/paths.js';
import { runJson } from '../cli/helpers.js';

const given = process.env['REVIEWER_LANES_GSD_CORE'];
if (!given) {
  // Fail, never skip: a compatibility run without its corpus proves nothing.
  throw new Error(
    'REVIEWER_LANES_GSD_CORE is unset: run `npm run test:compat -- <gsd-core checkout>/capabilities`',
  );
}
const CORPUS = resolve(given);
const FIRST_PARTY_IDS = [...FIRST_PARTY_ORDER].sort();

type Json = Record<string, unknown>;
const ids = readdirSync(CORPUS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const read = (dir: string, id: string) =>
  JSON.parse(readFileSync(join(dir, id, 'capability.json'), 'utf8')) as Json;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'compat-gsd-core-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe(`gsd-core manifests in ${CORPUS}`, () => {
  test(`each of the ${ids.length} manifests validates with no error and no warning`, () => {
    expect(ids.length).toBeGreaterThan(0);
    const verdicts = ids.map((id) => {
      const v = validateManifest(read(CORPUS, id), { path: `${id}/capability.json`, folderId: id });
      return { id, errors: v.errors.map((e) => e.message), warnings: v.warnings.map((w) => w.message) };
    });
    expect(verdicts.filter((v) => v.errors.length > 0 || v.warnings.length > 0)).toEqual([]);
  });

  test(`loaded together: exactly the ${FIRST_PARTY_IDS.length} lanes, nothing skipped, no diagnostics`, async () => {
    const catalog = await loadCatalog({ cwd: root, firstParty: false, capabilityDirs: [CORPUS] });
    expect({ errors: catalog.errors, warnings: catalog.warnings, skipped: catalog.skipped }).toEqual({
      errors: [],
      warnings: [],
      skipped: [],
    });
    expect(catalog.lanes.map((l) => l.id)).toEqual(FIRST_PARTY_IDS);
  });

  test('beside our first-party lanes each of theirs collides and ours wins', async () => {
    const catalog = await loadCatalog({ cwd: root, firstParty: true, capabilityDirs: [CORPUS] });
    expect(catalog.lanes.map((l) => [l.id, l.source])).toEqual(
      FIRST_PARTY_ORDER.map((id) => [id, 'first-party']),
    );
    expect(catalog.skipped.map((s) => [s.id, s.reason]).sort()).toEqual(
      FIRST_PARTY_IDS.map((id) => [id, 'collision']),
    );
  });

  test('reviewer-lanes validate --no-first-party --capabilities <corpus>: ok, the twelve lanes', async () => {
    const run = await runJson([
      'validate',
      '--no-first-party',
      '--capabilities',
      CORPUS,
      '--cwd',
      packageRoot(),
    ]);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, errors: [], warnings: [], skipped: [] });
    const lanes = run.json.lanes as Array<{ id: string; path: string; source: string }>;
    expect(lanes.map((l) => l.id)).toEqual(FIRST_PARTY_IDS);
    expect(lanes.every((l) => l.source === 'repository')).toBe(true);
    expect(lanes[0]?.path).toBe(join(CORPUS, 'antigravity', 'capability.json'));
  });

  test('our first-party descriptions are our own, not their text', () => {
    for (const id of FIRST_PARTY_ORDER) {
      const ours = read(firstPartyCapabilitiesDir(), id).description;
      expect([id, typeof ours]).toEqual([id, 'string']);
      // A lane missing from the corpus fails the test above; here only its text is compared.
      const theirs = existsSync(join(CORPUS, id, 'capability.json')) ? read(CORPUS, id).description : null;
      expect([id, ours]).not.toEqual([id, theirs]);
    }
  });
});

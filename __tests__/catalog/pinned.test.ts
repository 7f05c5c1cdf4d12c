/**
 * The start-up fast path (pinned.ts): it is taken only for first-party bytes the suite has
 * validated, and it must yield exactly the validator's verdict for them.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { FIRST_PARTY_DIGESTS } from '../../src/catalog/first-party-digests.js';
import { manifestDigest, pinnedVerdict } from '../../src/catalog/pinned.js';
import { validateManifest } from '../../src/catalog/validate.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';

const dir = firstPartyCapabilitiesDir();
const ids = readdirSync(dir);
const bytes = (id: string) => readFileSync(join(dir, id, 'capability.json'));

const temp: string[] = [];
afterAll(() => temp.forEach((t) => rmSync(t, { recursive: true, force: true })));

describe('first-party-digests.ts', () => {
  test('is current (run `npm run schema` after editing a first-party manifest)', () => {
    expect(Object.keys(FIRST_PARTY_DIGESTS).sort()).toEqual([...ids].sort());
    for (const id of ids) expect([id, FIRST_PARTY_DIGESTS[id]]).toEqual([id, manifestDigest(bytes(id))]);
  });
});

describe('pinnedVerdict', () => {
  test.each(ids)('%s: equals the full validator verdict', (id) => {
    const doc = JSON.parse(bytes(id).toString('utf8')) as unknown;
    const pinned = pinnedVerdict(doc, id, manifestDigest(bytes(id)));
    const full = validateManifest(doc, { path: `capabilities/${id}/capability.json`, folderId: id });
    expect(pinned).toEqual(full);
    expect(pinned?.capability?.reviewer).not.toBe(pinned?.capability?.rawReviewer);
  });

  test('other bytes, or an id that is not first-party, are not pinned', () => {
    const doc = JSON.parse(bytes('gemini').toString('utf8')) as unknown;
    expect(pinnedVerdict(doc, 'gemini', manifestDigest(Buffer.from('{}')))).toBeUndefined();
    expect(pinnedVerdict(doc, 'constructor', manifestDigest(bytes('gemini')))).toBeUndefined();
    expect(pinnedVerdict(doc, '__proto__', manifestDigest(bytes('gemini')))).toBeUndefined();
  });

  test('an edited first-party manifest goes through the full validator', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'pinned-'));
    temp.push(copy);
    cpSync(dir, copy, { recursive: true });
    const file = join(copy, 'qwen', 'capability.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { reviewer: Record<string, unknown> };
    doc.reviewer.timeoutFloorMs = 0;
    writeFileSync(file, JSON.stringify(doc));
    const catalog = await loadCatalog({
      cwd: copy,
      firstParty: true,
      capabilityDirs: [],
      firstPartyDir: copy,
    });
    expect(catalog.errors.map((e) => [e.id, e.field, e.message])).toEqual([
      ['qwen', 'reviewer.timeoutFloorMs', 'must be a positive integer (got: 0)'],
    ]);
    expect(catalog.lanes.map((l) => l.id)).not.toContain('qwen');
  });
});

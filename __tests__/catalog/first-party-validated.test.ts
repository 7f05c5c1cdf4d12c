/**
 * First-party manifests meet the same validator as every other manifest: one that is edited in
 * a copy of the package's capabilities/ is reported and left out, and the others still load.
 */
import { afterAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';

const copy = mkdtempSync(join(tmpdir(), 'first-party-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('an invalid first-party manifest is an error naming the field, and its lane is left out', async () => {
  cpSync(firstPartyCapabilitiesDir(), copy, { recursive: true });
  const file = join(copy, 'qwen', 'capability.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { reviewer: Record<string, unknown> };
  doc.reviewer.timeoutFloorMs = 0;
  writeFileSync(file, JSON.stringify(doc));
  const catalog = await loadCatalog({ cwd: copy, firstParty: true, capabilityDirs: [], firstPartyDir: copy });
  expect(catalog.errors.map(formatDiagnostic)).toEqual([
    'qwen/capability.json [qwen] reviewer.timeoutFloorMs: must be a positive integer (got: 0)',
  ]);
  expect(catalog.skipped.map((s) => [s.id, s.source, s.reason])).toEqual([
    ['qwen', 'first-party', 'invalid'],
  ]);
  expect(catalog.lanes.map((l) => l.id)).not.toContain('qwen');
  expect(catalog.lanes).toHaveLength(11);
});

import { describe, expect, it } from '@jest/globals';
import { consentReport, diffBaselines, writeBaseline } from '../../src/trust/consent.js';
import { laneSignature } from '../../src/trust/signature.js';
import { laneDisclosure } from '../../src/trust/disclosure.js';
import type { Baseline } from '../../src/trust/types.js';
import {
  configOf,
  httpReviewer,
  laneFrom,
  spawnReviewer,
  withField,
} from '../../__fixtures__/trust/lanes.js';

const T0 = new Date('2025-01-01T00:00:00.000Z');
const T1 = new Date('2025-06-01T12:00:00.000Z');

const repoSpawn = laneFrom(spawnReviewer());
const repoHttp = laneFrom(httpReviewer('acme-llm', 'http://localhost:8080'), { id: 'acme-llm' });
const ollama = laneFrom(httpReviewer(), { source: 'first-party' });
const codex = laneFrom(spawnReviewer('codex'), { source: 'first-party' });
const lanes = [codex, ollama, repoSpawn, repoHttp];

describe('writeBaseline', () => {
  it('records one entry per lane that needs one, keyed by id', () => {
    const config = configOf({ env: { codex: ['OPENAI_ORG'] } });
    const baseline = writeBaseline(lanes, config, null, T0);
    expect(Object.keys(baseline.lanes).sort()).toEqual(['acme', 'acme-llm', 'codex']);
    expect(baseline.lanes['acme-llm']).toEqual({
      slug: 'acme-llm',
      signature: laneSignature(repoHttp),
      host: 'http://localhost:8080',
      disclosure: laneDisclosure(repoHttp, config),
      consentedAt: T0.toISOString(),
    });
    expect(baseline.lanes['codex']).toMatchObject({ env: ['OPENAI_ORG'] });
    expect(baseline.lanes['acme']).not.toHaveProperty('host');
    expect(baseline.lanes['acme']).not.toHaveProperty('env');
  });

  it('keeps consentedAt for unchanged entries, renews changed ones and drops unneeded ones', () => {
    const before = writeBaseline(lanes, configOf({ env: { codex: ['OPENAI_ORG'] } }), null, T0);
    const changedSpawn = laneFrom(withField(spawnReviewer(), 'invoke.binary', 'acme2'));
    const after = writeBaseline([codex, ollama, changedSpawn, repoHttp], configOf(), before, T1);
    expect(after.lanes['acme-llm']?.consentedAt).toBe(T0.toISOString());
    expect(after.lanes['acme']?.consentedAt).toBe(T1.toISOString());
    expect(Object.keys(after.lanes).sort()).toEqual(['acme', 'acme-llm']);
  });

  it('renews consentedAt when only the host changed', () => {
    const before = writeBaseline([repoHttp], configOf(), null, T0);
    const after = writeBaseline([repoHttp], configOf({ 'acme-llm_host': 'http://gpu:8080' }), before, T1);
    expect(after.lanes['acme-llm']).toMatchObject({ host: 'http://gpu:8080', consentedAt: T1.toISOString() });
  });
});

describe('consentReport (what `consent --json` prints)', () => {
  const baseline = writeBaseline(lanes, configOf(), null, T0);

  it('reports every lane current or unneeded when nothing drifted', () => {
    const report = consentReport(lanes, configOf(), baseline);
    expect(report.ok).toBe(true);
    expect(report.lanes.map((l) => [l.id, l.needsEntry, l.state])).toEqual([
      ['codex', false, 'unneeded'],
      ['ollama', false, 'unneeded'],
      ['acme', true, 'current'],
      ['acme-llm', true, 'current'],
    ]);
    expect(report.lanes[1]).toMatchObject({
      slug: 'ollama',
      host: 'http://localhost:11434',
      signature: laneSignature(ollama),
    });
    expect(report.lanes[1]?.disclosure).toBe(laneDisclosure(ollama, configOf()));
  });

  const rows: Array<
    [string, Parameters<typeof consentReport>[0], Record<string, unknown>, Baseline | null, string, string]
  > = [
    ['no baseline at all', lanes, {}, null, 'acme', 'missing'],
    [
      'a new repository lane',
      [...lanes, laneFrom(spawnReviewer('newbie'))],
      {},
      baseline,
      'newbie',
      'missing',
    ],
    [
      'a changed manifest',
      [laneFrom(withField(spawnReviewer(), 'invoke.args', ['x']))],
      {},
      baseline,
      'acme',
      'signature_changed',
    ],
    ['config-added env names', [repoSpawn], { env: { acme: ['ACME_KEY'] } }, baseline, 'acme', 'env_changed'],
    [
      'a moved host',
      [repoHttp],
      { 'acme-llm_host': 'https://remote.example' },
      baseline,
      'acme-llm',
      'host_changed',
    ],
    [
      'a first-party lane moved off its default host',
      [ollama],
      { ollama_host: 'http://gpu:11434' },
      baseline,
      'ollama',
      'missing',
    ],
  ];
  it.each(rows)('%s', (_name, laneList, review, base, id, state) => {
    const report = consentReport(laneList, configOf(review), base);
    expect(report.ok).toBe(false);
    expect(report.lanes.find((l) => l.id === id)?.state).toBe(state);
  });

  it('shows config-added env names on the lane', () => {
    const report = consentReport([repoSpawn], configOf({ env: { acme: ['B', 'A'] } }), baseline);
    expect(report.lanes[0]?.env).toEqual(['A', 'B']);
  });

  it('is current again after writing the baseline for the drifted tree', () => {
    const config = configOf({ 'acme-llm_host': 'https://remote.example', env: { codex: ['X_KEY'] } });
    const rewritten = writeBaseline(lanes, config, baseline, T1);
    expect(consentReport(lanes, config, rewritten).ok).toBe(true);
  });
});

describe('diffBaselines', () => {
  const base = writeBaseline([repoSpawn, repoHttp], configOf(), null, T0);

  it('names added, removed and changed entries with their disclosures, by id', () => {
    const newbie = laneFrom(spawnReviewer('newbie'));
    const head = writeBaseline(
      [newbie, repoHttp],
      configOf({ 'acme-llm_host': 'https://remote.example' }),
      base,
      T1,
    );
    expect(diffBaselines(base, head)).toEqual([
      { id: 'acme', slug: 'acme', change: 'removed', before: base.lanes['acme']?.disclosure },
      {
        id: 'acme-llm',
        slug: 'acme-llm',
        change: 'changed',
        before: base.lanes['acme-llm']?.disclosure,
        after: head.lanes['acme-llm']?.disclosure,
      },
      { id: 'newbie', slug: 'newbie', change: 'added', after: head.lanes['newbie']?.disclosure },
    ]);
    expect(head.lanes['acme-llm']?.disclosure).toContain('https://remote.example [remote]');
  });

  it('is empty for equal baselines and treats a missing baseline as empty', () => {
    expect(diffBaselines(base, structuredClone(base))).toEqual([]);
    expect(diffBaselines(null, null)).toEqual([]);
    expect(diffBaselines(null, base).map((c) => c.change)).toEqual(['added', 'added']);
  });

  it('ignores consentedAt alone', () => {
    const later = structuredClone(base);
    const entry = later.lanes['acme'];
    if (entry) entry.consentedAt = T1.toISOString();
    expect(diffBaselines(base, later)).toEqual([]);
  });
});

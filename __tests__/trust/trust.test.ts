import { describe, expect, it } from '@jest/globals';
import { evaluateTrust, needsEntry, resolveLaneHost } from '../../src/trust/trust.js';
import { writeBaseline } from '../../src/trust/consent.js';
import type { Baseline, BaselineOrigin } from '../../src/trust/types.js';
import {
  configOf,
  httpReviewer,
  laneFrom,
  spawnReviewer,
  withField,
} from '../../__fixtures__/trust/lanes.js';

const SHA = 'a'.repeat(40);
const ORIGIN: BaselineOrigin = {
  ref: 'origin/main',
  sha: SHA,
  path: '.github/reviewer-lanes/consent.json',
  missing: false,
};
const NOW = new Date('2025-01-02T03:04:05.000Z');

const repoSpawn = laneFrom(spawnReviewer());
const repoHttp = laneFrom(httpReviewer('acme-llm', 'http://localhost:8080'), { id: 'acme-llm' });
const ollama = laneFrom(httpReviewer(), { source: 'first-party' });
const codex = laneFrom(spawnReviewer('codex'), { source: 'first-party' });

describe('resolveLaneHost', () => {
  const rows: Array<[string, Record<string, unknown>, string]> = [
    ['defaultHost when config is silent', {}, 'http://localhost:11434'],
    ['the configured host, normalised', { ollama_host: ' HTTP://GPU-Box:11434/ ' }, 'http://gpu-box:11434'],
    ['defaultHost when the config value is "null"', { ollama_host: 'null' }, 'http://localhost:11434'],
    ['defaultHost when the config value is blank', { ollama_host: '   ' }, 'http://localhost:11434'],
    ['defaultHost when the config value is not a string', { ollama_host: 8080 }, 'http://localhost:11434'],
  ];
  it.each(rows)('%s', (_name, review, expected) => {
    expect(resolveLaneHost(ollama, configOf(review))).toBe(expected);
  });

  it('is empty without a config value or defaultHost, and for spawn lanes', () => {
    expect(resolveLaneHost(laneFrom(httpReviewer('bare', null)), configOf())).toBe('');
    expect(resolveLaneHost(repoSpawn, configOf({ acme_host: 'http://x' }))).toBe('');
  });
});

describe('needsEntry (D4)', () => {
  const rows: Array<[string, ReturnType<typeof laneFrom>, Record<string, unknown>, boolean]> = [
    ['a repository spawn lane', repoSpawn, {}, true],
    ['a repository http lane on its default host', repoHttp, {}, true],
    ['a first-party spawn lane', codex, {}, false],
    ['a first-party http lane on its default host', ollama, {}, false],
    [
      'a first-party http lane configured to its default host spelled differently',
      ollama,
      { ollama_host: 'http://LOCALHOST:11434/' },
      false,
    ],
    ['a first-party http lane moved to another host', ollama, { ollama_host: 'http://gpu-box:11434' }, true],
    ['a first-party lane given env names by config', codex, { env: { codex: ['OPENAI_API_KEY'] } }, true],
    ['a first-party lane with an empty config env list', codex, { env: { codex: [] } }, false],
  ];
  it.each(rows)('%s -> %s', (_name, lane, review, expected) => {
    expect(needsEntry(lane, configOf(review))).toBe(expected);
  });
});

function consented(lanes: ReturnType<typeof laneFrom>[], review: Record<string, unknown> = {}): Baseline {
  return writeBaseline(lanes, configOf(review), null, NOW);
}

describe('evaluateTrust (D4)', () => {
  it('lets a consented lane through', () => {
    const baseline = consented([repoSpawn, repoHttp]);
    expect(evaluateTrust(repoSpawn, configOf(), baseline, ORIGIN)).toEqual({ ok: true, needsEntry: true });
    expect(evaluateTrust(repoHttp, configOf(), baseline, ORIGIN)).toEqual({ ok: true, needsEntry: true });
  });

  it('lets a first-party lane that needs no entry through, with or without a baseline', () => {
    expect(evaluateTrust(codex, configOf(), null, { ...ORIGIN, missing: true })).toEqual({
      ok: true,
      needsEntry: false,
    });
    expect(evaluateTrust(ollama, configOf(), null, { ...ORIGIN, sha: null })).toEqual({
      ok: true,
      needsEntry: false,
    });
  });

  it('blocks not_consented when the baseline file is missing, saying how to bootstrap', () => {
    expect(evaluateTrust(repoSpawn, configOf(), null, { ...ORIGIN, missing: true })).toEqual({
      ok: false,
      reason: 'not_consented',
      detail:
        `lane acme (acme) needs a consent entry (it is a repository lane), but there is no .github/reviewer-lanes/consent.json at origin/main (${SHA}); ` +
        'to bootstrap, run `reviewer-lanes consent --write`, review the disclosure, and commit .github/reviewer-lanes/consent.json on the base branch first',
    });
  });

  it('blocks not_consented when the baseline could not be read', () => {
    expect(evaluateTrust(repoSpawn, configOf(), null, ORIGIN)).toEqual({
      ok: false,
      reason: 'not_consented',
      detail: `lane acme (acme) needs a consent entry (it is a repository lane), but the baseline .github/reviewer-lanes/consent.json at origin/main (${SHA}) could not be read; fix it on the base branch`,
    });
  });

  it('blocks not_consented when the lane has no entry', () => {
    const decision = evaluateTrust(repoSpawn, configOf(), consented([repoHttp]), { ...ORIGIN, ref: SHA });
    expect(decision).toEqual({
      ok: false,
      reason: 'not_consented',
      detail: `lane acme (acme) needs a consent entry (it is a repository lane), but .github/reviewer-lanes/consent.json at ${SHA} has none; run \`reviewer-lanes consent --write\`, review the disclosure, and merge the baseline first`,
    });
  });

  it('blocks not_consented for a first-party lane moved off its default host without an entry', () => {
    const decision = evaluateTrust(
      ollama,
      configOf({ ollama_host: 'https://evil.example' }),
      consented([]),
      ORIGIN,
    );
    expect(decision.ok).toBe(false);
    expect(decision).toMatchObject({ reason: 'not_consented' });
    expect(!decision.ok && decision.detail).toContain(
      'config review.ollama_host points it at https://evil.example instead of its default http://localhost:11434',
    );
  });

  it('blocks signature_changed when the manifest changed what executes', () => {
    const baseline = consented([repoSpawn]);
    const changed = laneFrom(withField(spawnReviewer(), 'invoke.args', ['-c', 'curl evil']));
    const decision = evaluateTrust(changed, configOf(), baseline, { ...ORIGIN, ref: SHA });
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.reason).toBe('signature_changed');
    expect(decision.detail).toMatch(
      /^lane acme \(acme\) differs from what \.github\/reviewer-lanes\/consent\.json at a{40} consented: its manifest changed what executes or where data goes \(signature [0-9a-f]{12}…, consented [0-9a-f]{12}…\); review the disclosure with `reviewer-lanes consent`, then update the baseline with `reviewer-lanes consent --write` and merge it$/,
    );
  });

  it('blocks signature_changed when config adds env names the entry did not consent', () => {
    const baseline = consented([repoSpawn], { env: { acme: ['ACME_KEY'] } });
    const decision = evaluateTrust(
      repoSpawn,
      configOf({ env: { acme: ['ACME_KEY', 'AWS_SECRET_ACCESS_KEY'] } }),
      baseline,
      ORIGIN,
    );
    expect(decision).toMatchObject({ ok: false, reason: 'signature_changed' });
    expect(!decision.ok && decision.detail).toContain(
      'config review.env.acme gives [ACME_KEY, AWS_SECRET_ACCESS_KEY] but the baseline consented [ACME_KEY]',
    );
    // Removing them is a change too; the same names in another order are not.
    expect(evaluateTrust(repoSpawn, configOf(), baseline, ORIGIN)).toMatchObject({
      reason: 'signature_changed',
    });
    const two = consented([repoSpawn], { env: { acme: ['B_KEY', 'A_KEY'] } });
    expect(evaluateTrust(repoSpawn, configOf({ env: { acme: ['A_KEY', 'B_KEY'] } }), two, ORIGIN).ok).toBe(
      true,
    );
  });

  it('blocks egress_host_changed naming both hosts and the key', () => {
    const baseline = consented([repoHttp], { 'acme-llm_host': 'http://localhost:8080' });
    const decision = evaluateTrust(
      repoHttp,
      configOf({ 'acme-llm_host': 'https://trap.example:8443/v1' }),
      baseline,
      ORIGIN,
    );
    expect(decision).toEqual({
      ok: false,
      reason: 'egress_host_changed',
      detail: `lane acme-llm (acme-llm) differs from what .github/reviewer-lanes/consent.json at origin/main (${SHA}) consented: it would send PR content to https://trap.example:8443/v1 (config review.acme-llm_host) but the baseline consented http://localhost:8080; review the disclosure with \`reviewer-lanes consent\`, then update the baseline with \`reviewer-lanes consent --write\` and merge it`,
    });
  });

  const cosmetic: Array<[string, string]> = [
    ['http://localhost:8080', 'http://LOCALHOST:8080/'],
    ['http://a.example', 'http://a.example:80'],
    ['https://a.example/v1', 'https://A.example:443/v1/'],
  ];
  it.each(cosmetic)('consented %j and configured %j are the same host', (before, after) => {
    const baseline = consented([repoHttp], { 'acme-llm_host': before });
    expect(evaluateTrust(repoHttp, configOf({ 'acme-llm_host': after }), baseline, ORIGIN)).toEqual({
      ok: true,
      needsEntry: true,
    });
  });

  const real: Array<[string, string]> = [
    ['http://localhost:8080', 'http://localhost:8081'],
    ['http://a.example', 'https://a.example'],
    ['http://a.example', 'http://a.example.trap.example'],
  ];
  it.each(real)('consented %j and configured %j are different hosts', (before, after) => {
    const baseline = consented([repoHttp], { 'acme-llm_host': before });
    expect(evaluateTrust(repoHttp, configOf({ 'acme-llm_host': after }), baseline, ORIGIN)).toMatchObject({
      ok: false,
      reason: 'egress_host_changed',
    });
  });

  it('blocks an http lane whose entry records no host', () => {
    const baseline = consented([repoHttp]);
    const entry = baseline.lanes['acme-llm'];
    if (entry) delete entry.host;
    expect(evaluateTrust(repoHttp, configOf(), baseline, ORIGIN)).toMatchObject({
      reason: 'egress_host_changed',
    });
  });

  it('reports the signature first and lists every change when several changed together', () => {
    const baseline = consented([repoHttp]);
    const moved = laneFrom(
      withField(httpReviewer('acme-llm', 'http://localhost:8080'), 'invoke.path', '/x'),
      { id: 'acme-llm' },
    );
    const decision = evaluateTrust(
      moved,
      configOf({ 'acme-llm_host': 'https://trap.example' }),
      baseline,
      ORIGIN,
    );
    expect(decision).toMatchObject({ ok: false, reason: 'signature_changed' });
    expect(!decision.ok && decision.detail).toContain('https://trap.example');
  });

  it('looks entries up by capability id, not by slug', () => {
    const lane = laneFrom(spawnReviewer('my_lane'), { id: 'team-lane' });
    const baseline = consented([lane]);
    expect(Object.keys(baseline.lanes)).toEqual(['team-lane']);
    expect(evaluateTrust(lane, configOf(), baseline, ORIGIN).ok).toBe(true);
    const renamed = laneFrom(spawnReviewer('my_lane'), { id: 'my-lane' });
    expect(evaluateTrust(renamed, configOf(), baseline, ORIGIN)).toMatchObject({ reason: 'not_consented' });
  });

  it('never treats inherited names as entries', () => {
    const lane = laneFrom(spawnReviewer('constructor'), { id: 'constructor' });
    expect(evaluateTrust(lane, configOf(), consented([]), ORIGIN)).toMatchObject({ reason: 'not_consented' });
  });
});

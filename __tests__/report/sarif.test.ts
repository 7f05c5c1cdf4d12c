/**
 * reviews.sarif against the SARIF 2.1.0 JSON Schema as @microsoft/jest-sarif ships it (its
 * `toBeValidSarifLog` matcher validates with ajv over that schema): one result per finding, the
 * level of its severity, a fingerprint that depends only on the path and the title.
 */
import { describe, expect, it } from '@jest/globals';
import '../../__fixtures__/findings/sarif-matcher.js';
import type { Log } from 'sarif';
import {
  divisionByZero,
  finding,
  laneFinding,
  missingAwait,
  outsideTheDiff,
  styleNit,
} from '../../__fixtures__/findings/findings.js';
import { FINGERPRINT_KEY, SARIF_RULE_ID, buildSarif, fingerprint } from '../../src/report/sarif.js';
import type { ExaminedFinding } from '../../src/examine/index.js';

const all = [divisionByZero, missingAwait, styleNit, outsideTheDiff];

describe('buildSarif', () => {
  it('is a valid SARIF 2.1.0 log, with and without findings', () => {
    expect(buildSarif(all, { version: '1.2.3' })).toBeValidSarifLog();
    expect(buildSarif([], { version: '1.2.3' })).toBeValidSarifLog();
  });

  it('the schema check can fail', () => {
    const log = buildSarif(all, { version: '1.2.3' }) as unknown as { runs: Array<{ results: unknown[] }> };
    (log.runs[0]?.results[0] as { level: string }).level = 'fatal';
    expect(() => expect(log).toBeValidSarifLog()).toThrow(
      /level should be equal to one of the allowed values/,
    );
    expect({ version: '2.0.0', runs: [] }).not.toBeValidSarifLog();
  });

  it('writes one result per finding: level from severity, the region, the lanes in properties', () => {
    const log: Log = buildSarif(all, { version: '1.2.3' });
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run?.tool.driver).toMatchObject({ name: 'reviewer-lanes', version: '1.2.3' });
    expect(run?.tool.driver.rules?.map((r) => r.id)).toEqual([SARIF_RULE_ID]);
    const results = run?.results ?? [];
    expect(results.map((r) => r.level)).toEqual(['error', 'warning', 'note', 'error']);
    expect(results.map((r) => r.locations?.[0]?.physicalLocation?.region)).toEqual([
      { startLine: 28 },
      { startLine: 12, endLine: 14 },
      { startLine: 3 },
      { startLine: 1 },
    ]);
    expect(results[0]?.locations?.[0]?.physicalLocation?.artifactLocation).toEqual({
      uri: 'src/cart.ts',
      uriBaseId: '%SRCROOT%',
    });
    expect(results[0]?.message.text).toBe(
      'Division by zero: `averagePrice()` divides by the item count (HIGH; flagged by codex, claude, gemini (3 of 3 lanes))',
    );
    expect(results[0]?.properties).toMatchObject({
      lanes: ['codex', 'claude', 'gemini'],
      agreement: 3,
      of: 3,
      inline: true,
      byLane: [
        { identity: 'codex', severity: 'HIGH' },
        { identity: 'claude', severity: 'HIGH' },
        { identity: 'gemini', severity: 'MEDIUM' },
      ],
    });
    expect(results[3]?.properties?.['inline']).toBe(false);
  });

  it('writes a path as a relative URI, percent-encoded', () => {
    const spaced = finding([laneFinding('codex', 'LOW', 'docs/read me#1.md', 2, 'Typo')]);
    const log = buildSarif([spaced], { version: '1' });
    expect(log).toBeValidSarifLog();
    expect(log.runs[0]?.results?.[0]?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe(
      'docs/read%20me%231.md',
    );
  });

  it('fingerprints by path and title only: moved lines and other lanes keep it, another title or file does not', () => {
    const fp = (f: typeof divisionByZero) =>
      buildSarif([f], { version: '1' }).runs[0]?.results?.[0]?.partialFingerprints?.[FINGERPRINT_KEY];
    const moved = finding(
      [
        laneFinding(
          'codex',
          'HIGH',
          'src/cart.ts',
          41,
          'Division by zero: `averagePrice()` divides by the item count ',
        ),
      ],
      { of: 2 },
    );
    expect(fp(moved)).toBe(fp(divisionByZero));
    expect(fp(divisionByZero)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint('src/cart.ts', 'Division by zero')).toBe(
      fingerprint('src/cart.ts', 'division  by zero.'),
    );
    expect(fingerprint('src/cart.ts', 'Division by zero')).not.toBe(
      fingerprint('src/other.ts', 'Division by zero'),
    );
    expect(fingerprint('src/cart.ts', 'Division by zero')).not.toBe(fingerprint('src/cart.ts', 'Overflow'));
  });

  it('a dismissed finding is a valid suppressed result: who, how and why as its justification (D19)', () => {
    const dismissed = {
      id: divisionByZero.id,
      severity: divisionByZero.severity,
      path: divisionByZero.path,
      line: divisionByZero.line,
      title: divisionByZero.title,
      lanes: divisionByZero.lanes,
      agreement: divisionByZero.agreement,
      of: divisionByZero.of,
      fingerprint: 'a'.repeat(64),
      outcome: 'dismissed' as const,
      by: 'mia',
      how: 'reply' as const,
      reason: 'not reachable',
    };
    const log = buildSarif([missingAwait], { version: '1.2.3' }, [], [dismissed]);
    expect(log).toBeValidSarifLog();
    const results = log.runs[0]?.results ?? [];
    expect(results.map((r) => r.suppressions)).toEqual([
      undefined,
      [
        {
          kind: 'external',
          justification: 'Dismissed by @mia with /dismiss on the pull request: not reachable',
        },
      ],
    ]);
    expect(results[1]).toMatchObject({ level: 'error', properties: { outcome: 'dismissed' } });
  });

  it("a finding's committable suggestion is its fix: the commented lines replaced by the suggested ones (D19)", () => {
    const replaced = {
      ...missingAwait,
      suggestion: {
        identity: 'claude',
        form: 'suggestion' as const,
        lines: ['  await save(cart);', '  return cart;'],
      },
    };
    const deleted = { ...styleNit, suggestion: { identity: 'gemini', form: 'diff' as const, lines: [] } };
    const log = buildSarif([divisionByZero, replaced, deleted], { version: '1.2.3' });
    expect(log).toBeValidSarifLog();
    const results = log.runs[0]?.results ?? [];
    // A finding without a suggestion offers no fix.
    expect(results[0]?.fixes).toBeUndefined();
    const artifactLocation = (f: typeof missingAwait) => ({ uri: f.path, uriBaseId: '%SRCROOT%' });
    expect(results[1]?.fixes).toEqual([
      {
        description: { text: 'The suggestion of claude' },
        artifactChanges: [
          {
            artifactLocation: artifactLocation(missingAwait),
            replacements: [
              {
                deletedRegion: { startLine: 12, endLine: 14 },
                insertedContent: { text: '  await save(cart);\n  return cart;' },
              },
            ],
          },
        ],
      },
    ]);
    // Deleting lines takes their line ends too: the region runs to the start of the next line.
    expect(results[2]?.fixes?.[0]?.artifactChanges[0]?.replacements?.[0]).toEqual({
      deletedRegion: { startLine: 3, startColumn: 1, endLine: 4, endColumn: 1 },
      insertedContent: { text: '' },
    });
  });

  it('the schema holds a fix to its shape', () => {
    const withFix = {
      ...missingAwait,
      suggestion: { identity: 'claude', form: 'suggestion' as const, lines: ['x'] },
    };
    const log = buildSarif([withFix], { version: '1.2.3' }) as unknown as {
      runs: Array<{ results: Array<{ fixes: Array<{ artifactChanges: unknown[] }> }> }>;
    };
    const fix = log.runs[0]?.results[0]?.fixes[0];
    if (fix) fix.artifactChanges = [];
    expect(() => expect(log).toBeValidSarifLog()).toThrow(/artifactChanges/);
  });
});

describe('buildSarif with the cross-examination (D22)', () => {
  const refuted: ExaminedFinding = {
    ...divisionByZero,
    lanes: ['codex'],
    agreement: 1,
    suggestion: { identity: 'codex', form: 'suggestion', lines: ['  return 0;'] },
    examination: {
      standing: 'refuted',
      verdicts: [
        { lane: 'claude', verdict: 'refuted', evidence: 'src/cart.ts:20', reason: 'guarded on line 20' },
        { lane: 'gemini', verdict: 'refuted', evidence: 'src/cart.test.ts:4' },
      ],
    },
  };
  const confirmed: ExaminedFinding = {
    ...missingAwait,
    agreement: 2,
    examination: {
      standing: 'confirmed',
      verdicts: [
        { lane: 'codex', verdict: 'confirmed', evidence: 'src/cart.ts:13', reason: 'no await' },
        { lane: 'gemini', verdict: 'unsure' },
      ],
    },
  };
  const unexamined: ExaminedFinding = { ...styleNit, examination: { standing: 'unexamined', verdicts: [] } };
  const log = buildSarif([refuted, confirmed, unexamined, outsideTheDiff], { version: '1.2.3' });
  const results = log.runs[0]?.results ?? [];

  it('is still a valid SARIF 2.1.0 log', () => {
    expect(log).toBeValidSarifLog();
  });

  it('a refuted finding is a note whatever its severity, and offers no fix', () => {
    expect(results.map((r) => r.level)).toEqual(['note', 'warning', 'note', 'error']);
    expect(results[0]?.properties?.['severity']).toBe('HIGH');
    expect(results[0]?.fixes).toBeUndefined();
  });

  it('every examined finding has its standing, the lanes of each verdict and the verdicts themselves', () => {
    expect(results[0]?.properties).toMatchObject({
      standing: 'refuted',
      confirmedBy: [],
      refutedBy: ['claude', 'gemini'],
      verdicts: refuted.examination?.verdicts,
    });
    expect(results[1]?.properties).toMatchObject({
      standing: 'confirmed',
      confirmedBy: ['codex'],
      refutedBy: [],
    });
    expect(results[2]?.properties).toMatchObject({ standing: 'unexamined', verdicts: [] });
    // A finding the round did not cover says nothing of one.
    expect(results[3]?.properties).not.toHaveProperty('standing');
  });

  it('the message says who raised, confirmed and refuted it', () => {
    expect(results[0]?.message.text).toBe(
      'Division by zero: `averagePrice()` divides by the item count (HIGH; 1 of 3: raised by codex, refuted by claude and gemini)',
    );
    expect(results[1]?.message.text).toBe(
      'The save is not awaited (MEDIUM; 2 of 3: raised by claude, confirmed by codex)',
    );
  });

  it('a carried finding keeps the standing its record gave it, a refuted one as a note', () => {
    const carried = {
      id: 'c1',
      severity: 'MEDIUM' as const,
      path: 'src/old.ts',
      line: 3,
      title: 'Old concern',
      lanes: ['codex'],
      agreement: 1,
      of: 3,
      standing: 'refuted' as const,
    };
    const withCarried = buildSarif([], { version: '1' }, [carried]);
    expect(withCarried).toBeValidSarifLog();
    expect(withCarried.runs[0]?.results?.[0]).toMatchObject({
      level: 'note',
      properties: { carried: true, standing: 'refuted' },
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { ResultsJsonSchema, buildResultsJson, computeOutcome } from '../../src/report/results.js';
import type { LaneResult } from '../../src/run/types.js';
import { results, review } from '../../__fixtures__/report/run.js';

const lane = (identity: string, status: LaneResult['status'], explicit: boolean, body = ''): LaneResult => ({
  slug: identity,
  identity,
  status,
  explicit,
  durationMs: 1,
  body,
  caveats: [],
  warnings: [],
  ...(status === 'reviewed' ? {} : { reason: 'missing_binary' as const }),
});

describe('computeOutcome (D9)', () => {
  it.each([
    [
      'every explicit lane reviewed',
      [lane('a', 'reviewed', true), lane('b', 'reviewed', true)],
      'explicit',
      true,
      [],
    ],
    [
      'an explicit lane unavailable',
      [lane('a', 'reviewed', true), lane('b', 'unavailable', true)],
      'explicit',
      false,
      [['b', 'not_reviewed']],
    ],
    ['an explicit lane blocked', [lane('a', 'blocked', true)], 'explicit', false, [['a', 'not_reviewed']]],
    [
      'an explicit lane skipped for budget',
      [lane('a', 'skipped', true)],
      'explicit',
      false,
      [['a', 'not_reviewed']],
    ],
    [
      'a lane reached by --all or defaults never fails the run',
      [lane('a', 'failed', false), lane('b', 'timed_out', false)],
      'explicit',
      true,
      [],
    ],
    [
      'a HIGH risk does not fail without fail-on high',
      [lane('a', 'reviewed', true, review('bold-labels'))],
      'explicit',
      true,
      [],
    ],
    [
      'a HIGH risk fails with fail-on high',
      [lane('a', 'reviewed', false, review('bold-labels'))],
      'high',
      false,
      [['a', 'risk_high']],
    ],
    [
      'a MEDIUM risk passes with fail-on high',
      [lane('a', 'reviewed', true, review('headings'))],
      'high',
      true,
      [],
    ],
    [
      'an unstated risk passes with fail-on high',
      [lane('a', 'reviewed', true, review('unstructured'))],
      'high',
      true,
      [],
    ],
  ] as const)('%s', (_name, rs, failOn, ok, failures) => {
    const o = computeOutcome([...rs], failOn);
    expect(o.ok).toBe(ok);
    expect(o.failures.map((f) => [f.identity, f.why])).toEqual(failures);
  });
});

describe('buildResultsJson', () => {
  it('keeps each lane outcome without its text, in the published shape', () => {
    const json = buildResultsJson(results(), false);
    expect(ResultsJsonSchema.parse(json)).toEqual(json);
    expect(json.ok).toBe(false);
    expect(json.lanes).toHaveLength(10);
    const codex = json.lanes.find((l) => l.identity === 'codex');
    expect(codex).toEqual({
      slug: 'codex',
      identity: 'codex',
      status: 'reviewed',
      explicit: true,
      durationMs: 12_340,
      model: 'gpt-5',
      servedModel: 'gpt-5-2025-08-07',
      exitCode: 1,
      reviewPath: 'codex/review.md',
      errPath: 'codex/review.err',
    });
    expect(json.lanes.find((l) => l.identity === 'qwen')).toEqual({
      slug: 'qwen',
      identity: 'qwen',
      status: 'unavailable',
      reason: 'missing_binary',
      detail: 'qwen not found on PATH',
      explicit: true,
      durationMs: 0,
    });
    expect(JSON.stringify(json)).not.toContain('Race condition');
  });

  it('makes absolute paths relative to the out directory', () => {
    const r = {
      ...lane('a', 'reviewed', true),
      reviewPath: '/tmp/out/lanes/a/review.md',
      errPath: '/tmp/out/lanes/a/review.err',
    };
    expect(buildResultsJson([r], true, '/tmp/out').lanes[0]).toMatchObject({
      reviewPath: 'lanes/a/review.md',
      errPath: 'lanes/a/review.err',
    });
  });

  it.each([
    [
      'an unknown status',
      { ok: true, lanes: [{ slug: 'a', identity: 'a', status: 'done', explicit: true, durationMs: 1 }] },
      'lanes.0.status',
    ],
    [
      'an unknown reason',
      {
        ok: true,
        lanes: [
          { slug: 'a', identity: 'a', status: 'failed', reason: 'oops', explicit: true, durationMs: 1 },
        ],
      },
      'lanes.0.reason',
    ],
    ['a missing ok', { lanes: [] }, 'ok'],
  ])('the schema rejects %s', (_n, doc, path) => {
    const r = ResultsJsonSchema.safeParse(doc);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([path]);
  });
});

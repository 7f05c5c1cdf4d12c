import { describe, expect, it } from '@jest/globals';
import {
  buildResultsJson,
  computeOutcome,
  failureLines,
  nothingReviewedNote,
  type Failure,
} from '../../src/report/results.js';
import { ResultsJsonSchema } from '../../src/report/results-schema.js';
import type { LaneResult } from '../../src/run/types.js';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
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
    [
      'an explicit lane blocked',
      [lane('a', 'blocked', true), lane('b', 'reviewed', false)],
      'explicit',
      false,
      [['a', 'not_reviewed']],
    ],
    [
      'an explicit lane skipped for budget',
      [lane('a', 'skipped', true), lane('b', 'reviewed', true)],
      'explicit',
      false,
      [['a', 'not_reviewed']],
    ],
    [
      'a lane reached by --all or defaults never fails the run',
      [lane('a', 'failed', false), lane('b', 'timed_out', false), lane('c', 'reviewed', false)],
      'explicit',
      true,
      [],
    ],
    [
      'no lane reviewed: the run fails, however the lanes were selected',
      [lane('a', 'failed', false), lane('b', 'unavailable', false)],
      'explicit',
      false,
      [['-', 'nothing_reviewed']],
    ],
    ['no lane selected at all: the run fails', [], 'explicit', false, [['-', 'nothing_reviewed']]],
    [
      'an explicit lane that did not review, and so no lane did',
      [lane('a', 'blocked', true)],
      'explicit',
      false,
      [
        ['a', 'not_reviewed'],
        ['-', 'nothing_reviewed'],
      ],
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
    expect(o.failures.map((f) => [whom(f), f.why])).toEqual(failures);
  });

  const agreedHigh = finding([
    laneFinding('a', 'HIGH', 'src/cart.ts', 28, 'Division by zero'),
    laneFinding('b', 'MEDIUM', 'src/cart.ts', 29, 'Divides by zero'),
  ]);
  const aloneHigh = finding([laneFinding('a', 'HIGH', 'src/cart.ts', 60, 'Overflow')]);
  const agreedMedium = finding([
    laneFinding('a', 'MEDIUM', 'src/x.ts', 1, 'Slow'),
    laneFinding('b', 'MEDIUM', 'src/x.ts', 2, 'Slow loop'),
  ]);
  it.each([
    [
      'an agreed HIGH finding fails with fail-on agreed-high',
      'agreed-high',
      [agreedHigh, aloneHigh],
      false,
      [[agreedHigh.id, 'agreed_high']],
    ],
    ['a HIGH finding of one lane passes', 'agreed-high', [aloneHigh, agreedMedium], true, []],
    ['an agreed HIGH finding passes without fail-on agreed-high', 'explicit', [agreedHigh], true, []],
    ['fail-on high is about Risk Assessments, not findings', 'high', [agreedHigh], true, []],
  ] as const)('%s', (_name, failOn, findings, ok, failures) => {
    const o = computeOutcome([lane('a', 'reviewed', true), lane('b', 'reviewed', true)], failOn, findings);
    expect(o.ok).toBe(ok);
    expect(o.failures.map((f) => [whom(f), f.why])).toEqual(failures);
  });

  it('agreed-high keeps failing for a requested lane that did not review', () => {
    const o = computeOutcome([lane('a', 'failed', true), lane('b', 'reviewed', false)], 'agreed-high', []);
    expect(o.failures.map((f) => f.why)).toEqual(['not_reviewed']);
  });

  it('an empty change, where no lane was run, passes', () => {
    expect(computeOutcome([], 'explicit', [], undefined, true)).toEqual({ ok: true, failures: [] });
  });

  it('says why, naming the findings that failed agreed-high', () => {
    const o = computeOutcome([lane('a', 'failed', true), lane('b', 'reviewed', true)], 'agreed-high', [
      agreedHigh,
    ]);
    expect(failureLines(o.failures)).toEqual([
      'Requested lanes did not end reviewed: a (failed: missing_binary)',
      'HIGH findings flagged by 2 or more lanes (fail-on: agreed-high): src/cart.ts:28 "Division by zero" (a, b)',
    ]);
    expect(failureLines(computeOutcome([], 'explicit').failures)).toEqual([
      'No lane reviewed the change: REVIEWS.md says why each selected lane did not',
    ]);
  });

  it("REVIEWS.md's note names each selected lane and why it did not review", () => {
    expect(
      nothingReviewedNote([
        {
          identity: 'codex',
          status: 'unavailable',
          reason: 'missing_binary',
          detail: 'codex is not on PATH',
        },
        { identity: 'x', status: 'blocked', reason: 'not_consented' },
      ]),
    ).toBe(
      'No lane reviewed this change: codex unavailable (missing_binary: codex is not on PATH); x blocked (not_consented).',
    );
    expect(nothingReviewedNote([])).toBe('No lane reviewed this change: no lane was selected.');
  });
});

function whom(f: Failure): string {
  return f.why === 'agreed_high' ? f.finding.id : f.why === 'nothing_reviewed' ? '-' : f.identity;
}

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

  it('carries each lane usage as it is, its source included', () => {
    const reported = { inputTokens: 1300, outputTokens: 203, costUsd: 0.0102875, source: 'lane' as const };
    const estimated = { inputTokens: 25, source: 'estimate' as const };
    const json = buildResultsJson(
      [
        { ...lane('a', 'reviewed', true), usage: reported },
        { ...lane('b', 'failed', true), usage: estimated },
        lane('c', 'blocked', true),
      ],
      false,
    );
    expect(ResultsJsonSchema.parse(json)).toEqual(json);
    expect(json.lanes.map((l) => l.usage)).toEqual([reported, estimated, undefined]);
    expect(json.lanes[2]).not.toHaveProperty('usage');
  });

  it('carries when each lane was started and ended, and the schema takes only ISO times', () => {
    const json = buildResultsJson(
      [
        {
          ...lane('a', 'reviewed', true),
          startedAt: '2026-12-07T23:00:00.000Z',
          endedAt: '2026-12-07T23:00:01.500Z',
        },
        lane('b', 'blocked', true),
      ],
      true,
    );
    expect(ResultsJsonSchema.parse(json)).toEqual(json);
    expect(json.lanes[0]).toMatchObject({
      startedAt: '2026-12-07T23:00:00.000Z',
      endedAt: '2026-12-07T23:00:01.500Z',
    });
    expect(json.lanes[1]).not.toHaveProperty('startedAt');
    const bad = ResultsJsonSchema.safeParse({
      ...json,
      lanes: [{ ...json.lanes[0], startedAt: 'yesterday' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['lanes', 0, 'startedAt']);
  });

  it.each([
    ['an unknown source', { source: 'guess' }, 'lanes.0.usage.source'],
    ['a fractional count', { inputTokens: 1.5, source: 'lane' }, 'lanes.0.usage.inputTokens'],
    ['a negative cost', { costUsd: -1, source: 'lane' }, 'lanes.0.usage.costUsd'],
    ['an unknown member', { tokens: 3, source: 'lane' }, 'lanes.0.usage'],
  ])('the schema rejects a usage with %s', (_n, usage, path) => {
    const doc = {
      ok: true,
      lanes: [{ slug: 'a', identity: 'a', status: 'reviewed', explicit: true, durationMs: 1, usage }],
    };
    const r = ResultsJsonSchema.safeParse(doc);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([path]);
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

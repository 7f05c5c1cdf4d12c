/**
 * Each lane's figures (D20), as tables: records in, every figure out with the counts it is made
 * of. The records are written by hand in the sticky-comment contract's version 2 shape, with and
 * without cross-examination (D22).
 */
import { describe, expect, it } from '@jest/globals';
import type { FindingsRecord } from '../../src/github/sticky-record.js';
import { laneRecords, median, standingRecords } from '../../src/track/compute.js';
import {
  markdownTable,
  mermaidChart,
  ofCount,
  renderTrackRecord,
  standingChart,
} from '../../src/track/render.js';
import { pageLine } from '../../src/track/on-page.js';
import { trackRecordSvg } from '../../src/track/chart.js';
import type { LaneRecord, TrackRecord } from '../../src/track/schema.js';

type Finding = FindingsRecord['findings'][number];
type Run = FindingsRecord['lanes'][number];

let n = 0;
const finding = (lanes: string[], outcome: Finding['outcome'], over: Partial<Finding> = {}): Finding => ({
  id: `f${++n}`,
  severity: 'MEDIUM',
  path: 'src/a.ts',
  line: 1,
  title: 'A finding',
  lanes,
  agreement: lanes.length,
  of: 3,
  fingerprint: `fp${n}`,
  outcome,
  ...over,
});
const run = (identity: string, status: Run['status'], durationMs: number, usage?: Run['usage']): Run => ({
  identity,
  status,
  durationMs,
  ...(usage ? { usage } : {}),
});
const record = (lanes: Run[], findings: Finding[]): FindingsRecord => ({ findings, omitted: 0, lanes });

const byLane = (records: FindingsRecord[]) => new Map(laneRecords(records).map((l) => [l.identity, l]));

describe("each lane's figures", () => {
  const records = [
    record(
      [
        run('codex', 'reviewed', 30_000, {
          inputTokens: 1000,
          outputTokens: 200,
          costUsd: 0.5,
          source: 'lane',
        }),
        run('claude', 'reviewed', 50_000, { inputTokens: 2000, outputTokens: 100, source: 'lane' }),
        run('opencode', 'reviewed', 10_000, { inputTokens: 800, outputTokens: 50, source: 'estimate' }),
        run('qwen', 'unavailable', 0),
      ],
      [
        finding(['codex'], 'addressed'),
        finding(['codex', 'claude'], 'addressed'),
        finding(['claude'], 'dismissed', { by: 'mona', how: 'reaction' }),
        finding(['codex'], 'open'),
        finding(['opencode'], 'outdated'),
      ],
    ),
    record(
      [
        run('codex', 'reviewed', 40_000, {
          inputTokens: 3000,
          outputTokens: 800,
          costUsd: 1.5,
          source: 'lane',
        }),
        run('claude', 'timed_out', 90_000),
        run('opencode', 'reviewed', 20_000, { inputTokens: 1200, outputTokens: 150, source: 'estimate' }),
        run('qwen', 'unavailable', 0),
      ],
      [finding(['codex', 'opencode'], 'addressed'), finding(['opencode'], 'addressed')],
    ),
  ];
  const lanes = byLane(records);

  it.each<[string, keyof LaneRecord, unknown]>([
    ['codex', 'reviews', { reviewed: 2 }],
    ['codex', 'findings', 4],
    ['codex', 'agreed', 2],
    ['codex', 'addressed', 3],
    ['codex', 'dismissed', 0],
    ['codex', 'openAtClose', 1],
    ['codex', 'uniqueAddressed', 1],
    ['codex', 'tokens', { reported: 5000, estimated: 0 }],
    ['codex', 'costUsd', 2],
    ['codex', 'perAddressed', { reportedTokens: 1666.7, costUsd: 0.666667 }],
    ['codex', 'medianDurationMs', 35_000],
    ['claude', 'reviews', { reviewed: 1, timed_out: 1 }],
    ['claude', 'findings', 2],
    ['claude', 'agreed', 1],
    ['claude', 'addressed', 1],
    ['claude', 'dismissed', 1],
    ['claude', 'uniqueAddressed', 0],
    ['claude', 'tokens', { reported: 2100, estimated: 0 }],
    ['claude', 'costUsd', undefined],
    ['claude', 'perAddressed', { reportedTokens: 2100 }],
    ['claude', 'medianDurationMs', 70_000],
    // A lane whose tokens are estimated only: no reported figure, no cost, nothing per addressed but the count.
    ['opencode', 'tokens', { reported: 0, estimated: 2200 }],
    ['opencode', 'costUsd', undefined],
    ['opencode', 'findings', 3],
    ['opencode', 'addressed', 2],
    ['opencode', 'outdated', 1],
    ['opencode', 'uniqueAddressed', 1],
    ['opencode', 'perAddressed', { reportedTokens: 0 }],
    // A lane that never ran: its reviews say why, and it has no time, tokens or findings.
    ['qwen', 'reviews', { unavailable: 2 }],
    ['qwen', 'findings', 0],
    ['qwen', 'tokens', { reported: 0, estimated: 0 }],
    ['qwen', 'medianDurationMs', null],
    ['qwen', 'perAddressed', undefined],
  ])('%s: %s', (identity, figure, expected) => {
    expect(lanes.get(identity)?.[figure]).toEqual(expected);
  });

  it('a finding several lanes flagged counts once for each and as unique for none', () => {
    const shared = byLane([
      record(
        [run('a', 'reviewed', 1), run('b', 'reviewed', 1), run('c', 'reviewed', 1)],
        // The same lane named twice in one finding is still one lane.
        [finding(['a', 'b', 'a'], 'addressed', { agreement: 2 })],
      ),
    ]);
    expect(
      [...shared.values()].map((l) => [l.identity, l.findings, l.addressed, l.uniqueAddressed, l.agreed]),
    ).toEqual([
      ['a', 1, 1, 0, 1],
      ['b', 1, 1, 0, 1],
      ['c', 0, 0, 0, 0],
    ]);
  });

  it('a record that names only some of the lanes agreeing is not unique to the one named', () => {
    // Records cap the lanes they name; the agreement still says how many flagged it.
    const capped = byLane([
      record([run('a', 'reviewed', 1)], [finding(['a'], 'addressed', { agreement: 13 })]),
    ]);
    expect(capped.get('a')).toMatchObject({ addressed: 1, uniqueAddressed: 0, agreed: 1 });
  });

  it('no records, no lanes', () => {
    expect(laneRecords([])).toEqual([]);
  });

  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 3],
  ])('the median of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('what is shown', () => {
  const lanes = laneRecords([
    record(
      [
        run('codex', 'reviewed', 30_000, { inputTokens: 10, outputTokens: 2, costUsd: 0.25, source: 'lane' }),
        run('qwen', 'unavailable', 0),
      ],
      [finding(['codex'], 'addressed'), finding(['codex'], 'dismissed'), finding(['codex'], 'open')],
    ),
  ]);
  const doc: TrackRecord = {
    ok: true,
    version: 2,
    repository: 'octo/widgets',
    identity: 'github-actions[bot]',
    generatedAt: '2026-12-01T00:00:00.000Z',
    window: { prs: 1, from: null, to: null },
    records: 1,
    skipped: [],
    lanes,
    standings: [],
  };

  it.each([
    [0, 0, '0 of 0'],
    [31, 48, '31 of 48 (65%)'],
    [1, 3, '1 of 3 (33%)'],
  ])('%d of %d reads "%s": never a rate without its counts', (a, b, text) => {
    expect(ofCount(a, b)).toBe(text);
  });

  it('the table gives every rate with its counts', () => {
    const table = markdownTable(doc);
    const codex = table.split('\n').find((l) => l.startsWith('| codex'));
    expect(codex).toBe(
      '| codex | reviewed 1 | 3 | 0 of 3 (0%) | 1 of 3 (33%) | 1 of 3 (33%) | 1 of 3 (33%) | 1 of 1 (100%) | 12 reported | $0.2500 | 12 tokens, $0.2500 (1 addressed) | 30.0 s |',
    );
    expect(table).toContain('| qwen | unavailable 1 | 0 | 0 of 0 | 0 of 0 |');
    expect(table).not.toMatch(/\|\s*\d+%\s*\|/);
  });

  it("the review page's line", () => {
    expect(pageLine(lanes[0] as LaneRecord)).toBe('addressed 1 of 3, dismissed 1');
  });

  it('the Mermaid chart names each lane and its bars', () => {
    expect(mermaidChart(lanes)).toBe(
      [
        '```mermaid',
        'xychart-beta',
        '  title "Findings posted and addressed, per lane"',
        '  x-axis ["codex", "qwen"]',
        '  y-axis "Findings" 0 --> 3',
        '  bar [3, 0]',
        '  bar [1, 0]',
        '```',
      ].join('\n'),
    );
  });

  it('a lane name cannot break out of the Mermaid label or the SVG text', () => {
    const hostile = { ...(lanes[0] as LaneRecord), identity: 'x"]\n<script>&' };
    expect(mermaidChart([hostile])).toContain('x-axis ["x\n<script>&"]');
    const svg = trackRecordSvg([hostile]);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('x&quot;]\n&lt;script&gt;&amp;');
  });

  it('the SVG draws each bar to scale with its counts beside it', () => {
    const svg = trackRecordSvg(lanes);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<rect class="findings" x="160" y="40" width="360"');
    expect(svg).toContain('<rect class="addressed" x="160" y="40" width="120"');
    expect(svg).toContain('<rect class="dismissed" x="280" y="40" width="120"');
    expect(svg).toContain('1 addressed, 1 dismissed of 3');
  });
});

describe('cross-examination (D22): each lane as an examiner, and the outcomes by standing', () => {
  const records = [
    record(
      [
        { ...run('codex', 'reviewed', 1000), verdicts: 3 },
        { ...run('claude', 'reviewed', 1000), verdicts: 2 },
        run('gemini', 'reviewed', 1000),
      ],
      [
        // Refuted by claude and codex, then addressed: both refuters were wrong by the people.
        finding(['gemini'], 'addressed', { standing: 'refuted', refutedBy: ['claude', 'codex'] }),
        // Confirmed by codex, then dismissed.
        finding(['claude'], 'dismissed', { standing: 'confirmed', confirmedBy: ['codex'] }),
        // Confirmed by codex and claude, then addressed: they and the people agreed.
        finding(['gemini'], 'addressed', { standing: 'confirmed', confirmedBy: ['codex', 'claude'] }),
        // Refuted by codex but raised by two: contested, still open.
        finding(['claude', 'gemini'], 'open', { standing: 'contested', refutedBy: ['codex'] }),
        // Every lane raised it: not examined, no standing.
        finding(['codex', 'claude', 'gemini'], 'dismissed'),
      ],
    ),
    // A record of a release before cross-examination: no standing, no verdicts.
    record([run('codex', 'reviewed', 1000)], [finding(['codex'], 'addressed'), finding(['codex'], 'open')]),
  ];
  const lanes = byLane(records);

  it.each<[string, LaneRecord['examination']]>([
    ['codex', { verdicts: 3, refuted: 2, refutedAddressed: 1, confirmed: 2, confirmedDismissed: 1 }],
    ['claude', { verdicts: 2, refuted: 1, refutedAddressed: 1, confirmed: 1, confirmedDismissed: 0 }],
    ['gemini', { verdicts: 0, refuted: 0, refutedAddressed: 0, confirmed: 0, confirmedDismissed: 0 }],
  ])('%s as an examiner', (identity, expected) => {
    expect(lanes.get(identity)?.examination).toEqual(expected);
  });

  it('every standing with its findings, addressed and dismissed; no standing counts as unexamined', () => {
    expect(standingRecords(records)).toEqual([
      { standing: 'confirmed', findings: 2, addressed: 1, dismissed: 1 },
      { standing: 'refuted', findings: 1, addressed: 1, dismissed: 0 },
      { standing: 'contested', findings: 1, addressed: 0, dismissed: 0 },
      { standing: 'unexamined', findings: 3, addressed: 1, dismissed: 1 },
    ]);
    expect(standingRecords([])).toEqual(
      ['confirmed', 'refuted', 'contested', 'unexamined'].map((standing) => ({
        standing,
        findings: 0,
        addressed: 0,
        dismissed: 0,
      })),
    );
  });

  const doc: TrackRecord = {
    ok: true,
    version: 2,
    repository: 'octo/widgets',
    identity: 'github-actions[bot]',
    generatedAt: '2026-12-01T00:00:00.000Z',
    window: { prs: 2, from: null, to: null },
    records: 2,
    skipped: [],
    lanes: [...lanes.values()],
    standings: standingRecords(records),
  };

  it('TRACK-RECORD.md gives each lane as an examiner and each standing, every rate with its counts', () => {
    const md = renderTrackRecord(doc);
    expect(md).toContain('## Cross-examination');
    expect(md).toContain(
      [
        '| Lane | Verdicts given | Refuted, later addressed | Confirmed, later dismissed |',
        '|---|---|---|---|',
        '| codex | 3 | 1 of 2 (50%) | 1 of 2 (50%) |',
        '| claude | 2 | 1 of 1 (100%) | 0 of 1 (0%) |',
        '| gemini | 0 | 0 of 0 | 0 of 0 |',
        '',
        '| Standing | Findings | Addressed | Dismissed |',
        '|---|---|---|---|',
        '| confirmed | 2 | 1 of 2 (50%) | 1 of 2 (50%) |',
        '| refuted | 1 | 1 of 1 (100%) | 0 of 1 (0%) |',
        '| contested | 1 | 0 of 1 (0%) | 0 of 1 (0%) |',
        '| unexamined | 3 | 1 of 3 (33%) | 1 of 3 (33%) |',
      ].join('\n'),
    );
    expect(md).toContain(standingChart(doc.standings));
  });

  it('the Mermaid chart of the standings gives each share, its count in the label', () => {
    expect(standingChart(doc.standings)).toBe(
      [
        '```mermaid',
        'xychart-beta',
        '  title "Findings addressed and dismissed, by standing (%)"',
        '  x-axis ["confirmed (2)", "refuted (1)", "contested (1)", "unexamined (3)"]',
        '  y-axis "Percent of the findings" 0 --> 100',
        '  bar [50, 100, 0, 33]',
        '  bar [50, 0, 0, 33]',
        '```',
      ].join('\n'),
    );
  });

  it('the SVG draws the standings below the lanes, to their own scale, with their counts', () => {
    const svg = trackRecordSvg(doc.lanes, doc.standings);
    expect(svg).toContain('By standing after cross-examination');
    expect(svg).toContain('<g class="standing" data-standing="unexamined">');
    // The largest standing (3 findings) fills the bar; its addressed third of it.
    expect(svg).toMatch(
      /data-standing="unexamined">\n<text[^\n]*>unexamined<\/text>\n<rect class="findings" x="160" y="\d+" width="360"/,
    );
    expect(svg).toContain('1 addressed, 1 dismissed of 3');
    expect(trackRecordSvg(doc.lanes)).not.toContain('By standing');
  });
});

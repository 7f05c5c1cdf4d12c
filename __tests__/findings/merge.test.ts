/**
 * D16's merge as amended on 2026-12-07, case by case in the style of ESLint's RuleTester: each
 * case names the lanes' concerns (in the lanes' declared order) and the merged findings expected.
 * Findings of different lanes are one when their ranges share a line, or lie within 3 lines and
 * share a code identifier or two content words; a lane's own findings never merge. The concerns
 * were written for these tests, in the `- \`path:line\` — title. detail` form the prompt asks for.
 */
import { describe, expect, it } from '@jest/globals';
import { collectFindings, type Finding } from '../../src/findings/index.js';
import { sameTopic, topicOf } from '../../src/findings/topic.js';

interface Concern {
  severity: 'HIGH' | 'MEDIUM' | 'LOW';
  at: string;
  text: string;
}

interface MergeCase {
  name: string;
  /** Lane identity -> its concerns, in the order it wrote them. */
  lanes: Record<string, Concern[]>;
  /** Each merged finding as `SEVERITY path:line[-end] lanes`, in the findings' order. */
  findings: string[];
}

const review = (concerns: Concern[]): string =>
  `## Concerns\n${concerns.map((c) => `- **${c.severity}** \`${c.at}\` — ${c.text}`).join('\n')}\n\n## Risk Assessment\nLOW\n`;

async function merged(lanes: Record<string, Concern[]>): Promise<Finding[]> {
  const read = await collectFindings({
    lanes: Object.entries(lanes).map(([identity, concerns]) => ({
      identity,
      status: 'reviewed',
      body: review(concerns),
    })),
    changedPaths: ['src/cart.js', 'src/api/client.ts'],
    hunks: [],
  });
  return read.findings;
}

const shape = (f: Finding): string =>
  `${f.severity} ${f.path}:${f.line}${f.endLine ? `-${f.endLine}` : ''} ${f.lanes.join(',')}`;

const H = (at: string, text: string): Concern => ({ severity: 'HIGH', at, text });
const M = (at: string, text: string): Concern => ({ severity: 'MEDIUM', at, text });
const L = (at: string, text: string): Concern => ({ severity: 'LOW', at, text });

const CASES: MergeCase[] = [
  {
    name: 'two lanes at adjacent lines about different things: two findings',
    lanes: {
      a: [H('src/cart.js:3', 'Off-by-one reads past the end of the array.')],
      b: [M('src/cart.js:4', 'The tax rate is a magic number; name it.')],
    },
    findings: ['HIGH src/cart.js:3 a', 'MEDIUM src/cart.js:4 b'],
  },
  {
    name: 'the issue as reported: a HIGH at :3 and an unrelated MEDIUM at :6 are two findings, neither agreed',
    lanes: {
      ollama: [H('src/cart.js:3', 'Off-by-one reads past the end of the array.')],
      llama_cpp: [M('src/cart.js:6', 'Prices are summed as floats; rounding drifts for many items.')],
    },
    findings: ['HIGH src/cart.js:3 ollama', 'MEDIUM src/cart.js:6 llama_cpp'],
  },
  {
    name: 'the same thing worded differently, with a shared identifier in backticks: one finding',
    lanes: {
      a: [H('src/cart.js:10', '`idx` can pass the bound of the array.')],
      b: [M('src/cart.js:12', 'When the loop ends, `idx` equals the length.')],
    },
    findings: ['HIGH src/cart.js:10-12 a,b'],
  },
  {
    name: 'a snake_case identifier, compared case-insensitively: one finding',
    lanes: {
      a: [M('src/cart.js:14', 'MAX_ITEMS is checked after the push.')],
      b: [M('src/cart.js:16', 'The guard on `max_items` comes one call too late.')],
    },
    findings: ['MEDIUM src/cart.js:14-16 a,b'],
  },
  {
    name: 'a camelCase identifier called with () in one lane and in backticks in the other: one finding',
    lanes: {
      a: [H('src/cart.js:18', 'applyDiscount() can go below zero.')],
      b: [L('src/cart.js:21', 'Negative totals: see `applyDiscount`.')],
    },
    findings: ['HIGH src/cart.js:18-21 a,b'],
  },
  {
    name: 'two shared content words (a plural s dropped): one finding',
    lanes: {
      a: [M('src/api/client.ts:20', 'Retries never stop on a timeout.')],
      b: [M('src/api/client.ts:23', 'On timeout the retry count is ignored, so the retries go on.')],
    },
    findings: ['MEDIUM src/api/client.ts:20-23 a,b'],
  },
  {
    name: 'one shared content word is not the same thing: two findings',
    lanes: {
      a: [M('src/api/client.ts:30', 'The timeout is not configurable.')],
      b: [L('src/api/client.ts:31', 'A timeout error loses its stack.')],
    },
    findings: ['MEDIUM src/api/client.ts:30 a', 'LOW src/api/client.ts:31 b'],
  },
  {
    name: 'paths and locations in the text do not make a topic: two findings',
    lanes: {
      a: [
        H('src/cart.js:40', 'Null check missing, as in src/api/client.ts:88 and src/api/client.ts line 90.'),
      ],
      b: [M('src/cart.js:42', 'Wrong rounding; compare src/api/client.ts:88 (lines 88-90).')],
    },
    findings: ['HIGH src/cart.js:40 a', 'MEDIUM src/cart.js:42 b'],
  },
  {
    name: 'overlapping ranges are one finding whatever they say',
    lanes: {
      a: [H('src/cart.js:30-34', 'The parser ignores escapes.')],
      b: [L('src/cart.js:33', 'The log message has a typo.')],
    },
    findings: ['HIGH src/cart.js:30-34 a,b'],
  },
  {
    name: "one lane's two concerns three lines apart stay two, about the same thing or not",
    lanes: {
      a: [
        H('src/cart.js:3', 'Off-by-one reads past the end of the array.'),
        M('src/cart.js:6', 'Off-by-one again: the loop reads past the array end.'),
      ],
    },
    findings: ['HIGH src/cart.js:3 a', 'MEDIUM src/cart.js:6 a'],
  },
  {
    name: "a range that covers two of another lane's findings joins one of them (the first)",
    lanes: {
      a: [H('src/cart.js:50', '`total` overflows.'), M('src/cart.js:55', '`count` is never reset.')],
      b: [M('src/cart.js:50-55', 'The `total` and `count` bookkeeping is wrong.')],
    },
    findings: ['HIGH src/cart.js:50-55 a,b', 'MEDIUM src/cart.js:55 a'],
  },
  {
    name: 'a merged finding holds at most one finding of each lane',
    lanes: {
      a: [H('src/cart.js:60', '`refund()` runs twice.'), H('src/cart.js:61', '`refund()` is not awaited.')],
      b: [H('src/cart.js:60', 'Double `refund()`.')],
    },
    findings: ['HIGH src/cart.js:60 a,b', 'HIGH src/cart.js:61 a'],
  },
  {
    name: 'three lanes on one issue at 40, 42 and 44: the last joins through the middle one',
    lanes: {
      codex: [H('src/cart.js:40', 'The average divides by zero.')],
      claude: [M('src/cart.js:42', 'Division by zero when the average is taken of an empty cart.')],
      gemini: [H('src/cart.js:44', 'The average divides by zero.')],
    },
    findings: ['HIGH src/cart.js:40-44 codex,claude,gemini'],
  },
  {
    name: 'a finding that matches two merged findings joins the first, by first line',
    lanes: {
      a: [H('src/cart.js:70', '`cache` is never invalidated.')],
      b: [H('src/cart.js:72', '`ttl` is read in seconds.')],
      c: [M('src/cart.js:73', 'The `cache` ignores the `ttl`.')],
    },
    findings: ['HIGH src/cart.js:70-73 a,c', 'HIGH src/cart.js:72 b'],
  },
  {
    name: 'different files never merge',
    lanes: {
      a: [H('src/cart.js:5', '`retry()` loops forever.')],
      b: [H('src/api/client.ts:5', '`retry()` loops forever.')],
    },
    findings: ['HIGH src/api/client.ts:5 b', 'HIGH src/cart.js:5 a'],
  },
];

describe('merging across lanes (D16, amended)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const findings = await merged(c.lanes);
    expect(findings.map(shape)).toEqual(c.findings);
    // Nothing a lane raised is lost: every concern is in exactly one finding, with its own text.
    const raised = Object.values(c.lanes).reduce((n, list) => n + list.length, 0);
    expect(findings.reduce((n, f) => n + f.byLane.length, 0)).toBe(raised);
    for (const f of findings) expect(new Set(f.lanes).size).toBe(f.byLane.length);
  });

  it('keeps each lane its own severity and text; the title is the highest-severity lane’s, first declared on ties', async () => {
    const [f] = await merged({
      codex: [L('src/cart.js:30', 'A nit about `subtotal`.')],
      claude: [M('src/cart.js:31', 'Claude says `subtotal` is stale.')],
      gemini: [M('src/cart.js:32', 'Gemini says `subtotal` is stale too.')],
    });
    expect(f).toMatchObject({ severity: 'MEDIUM', title: 'Claude says subtotal is stale', agreement: 3 });
    expect(f?.byLane.map((l) => [l.identity, l.severity, l.line])).toEqual([
      ['codex', 'LOW', 30],
      ['claude', 'MEDIUM', 31],
      ['gemini', 'MEDIUM', 32],
    ]);
    expect(f?.byLane[2]?.text).toContain('Gemini says');
  });

  it('is the same whatever order the lanes wrote their concerns in', async () => {
    const a = [H('src/cart.js:50', '`total` overflows.'), M('src/cart.js:55', '`count` is never reset.')];
    const b = [M('src/cart.js:50-55', 'The `total` and `count` bookkeeping is wrong.')];
    const one = (await merged({ a, b })).map(shape);
    expect((await merged({ a: [...a].reverse(), b })).map(shape)).toEqual(one);
  });
});

describe('what a concern is about', () => {
  it.each([
    ['`items.length` is off by one', 'items.length is read too late', true],
    ['`Cart.total` is stale', 'cart.TOTAL is stale', true],
    ['calls save( twice', 'save() twice over', true],
    ['The cache grows', 'Cache entries are kept', false],
    ['Cached entries expire', 'the cached entry never expires', true],
    ['see src/cart.js:3 and cart.js', 'compare src/cart.js line 3', false],
    ['e.g. a typo', 'e.g. wrong', false],
  ])('%s | %s -> %s', (a, b, same) => {
    expect(sameTopic(topicOf(a, ''), topicOf(b, ''))).toBe(same);
  });
});

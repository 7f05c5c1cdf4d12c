/**
 * D22's answer reading, in the style of ESLint's RuleTester: every form an examiner writes its
 * verdicts in, what is ignored and counted, what a verdict without cited code becomes; and the
 * reader's work on crafted answers, measured by what it hands its patterns and parsers.
 */
import { describe, expect, it } from '@jest/globals';
import { readVerdicts, type ReadVerdict, type VerdictReading } from '../../src/examine/index.js';

const FILES = new Set(['src/a.ts', 'src/b.ts', 'lib/util.ts']);
const resolvePath = (p: string) => (FILES.has(p) ? p : null);
const read = (text: string, count = 3) => readVerdicts(text, { count, resolvePath, roots: ['/abs/repo'] });
const json = (body: string) => `Checked.\n\n\`\`\`json\n${body}\n\`\`\`\n`;

interface Case {
  name: string;
  text: string;
  verdicts: ReadVerdict[];
  form: VerdictReading['form'];
  ignored?: number;
  uncited?: number;
}

const valid: Case[] = [
  {
    name: 'the fenced json block of the answer format',
    text: json(
      '{"verdicts":[{"id":"F1","verdict":"confirmed","evidence":"src/a.ts:12","reason":"the null reaches line 12"},{"id":"F2","verdict":"refuted","evidence":"src/b.ts:3","reason":"guarded"},{"id":"F3","verdict":"unsure","reason":"could not tell"}]}',
    ),
    verdicts: [
      { id: 'F1', verdict: 'confirmed', evidence: 'src/a.ts:12', reason: 'the null reaches line 12' },
      { id: 'F2', verdict: 'refuted', evidence: 'src/b.ts:3', reason: 'guarded' },
      { id: 'F3', verdict: 'unsure', reason: 'could not tell' },
    ],
    form: 'json',
  },
  {
    name: 'a json block pretty-printed, ids and words in any case, evidence under the checkout root',
    text: json(
      JSON.stringify(
        {
          verdicts: [
            { id: 'f2', verdict: 'Refuted', evidence: '/abs/repo/src/b.ts:7-9', reason: 'a\nguard' },
          ],
        },
        null,
        2,
      ),
    ),
    verdicts: [{ id: 'F2', verdict: 'refuted', evidence: 'src/b.ts:7-9', reason: 'a guard' }],
    form: 'json',
  },
  {
    name: 'a bare array in a block with no info string',
    text: '```\n[{"id":"F1","verdict":"confirmed","evidence":"./src/a.ts:4"}]\n```',
    verdicts: [{ id: 'F1', verdict: 'confirmed', evidence: 'src/a.ts:4' }],
    form: 'json',
  },
  {
    name: 'a json block cut short inside its last entry',
    text: '```json\n{"verdicts":[{"id":"F1","verdict":"refuted","evidence":"src/a.ts:3","reason":"caller checks"},{"id":"F2","verdict":"confirmed","evidence":"src/b.ts:9","reason":"the loop has no',
    verdicts: [
      { id: 'F1', verdict: 'refuted', evidence: 'src/a.ts:3', reason: 'caller checks' },
      { id: 'F2', verdict: 'confirmed', evidence: 'src/b.ts:9', reason: 'the loop has no' },
    ],
    form: 'partial-json',
  },
  {
    name: 'a json block cut inside a verdict word: the entry is ignored and counted',
    text: '```json\n{"verdicts":[{"id":"F1","verdict":"unsure"},{"id":"F2","verdict":"refu',
    verdicts: [{ id: 'F1', verdict: 'unsure' }],
    form: 'partial-json',
    ignored: 1,
  },
  {
    name: 'a bare object outside any fence',
    text: 'My verdicts:\n{"verdicts":[{"id":"F3","verdict":"confirmed","evidence":"lib/util.ts:2","reason":"off by one"}]}\nDone.',
    verdicts: [{ id: 'F3', verdict: 'confirmed', evidence: 'lib/util.ts:2', reason: 'off by one' }],
    form: 'partial-json',
  },
  {
    name: 'list lines, the evidence in parentheses',
    text: 'Findings:\n\n- F1: refuted — the caller checks for null first (src/a.ts:10)\n- F2: confirmed — `src/b.ts:40` loops forever\n* F3: unsure — no code to tell\n',
    verdicts: [
      {
        id: 'F1',
        verdict: 'refuted',
        evidence: 'src/a.ts:10',
        reason: 'the caller checks for null first (src/a.ts:10)',
      },
      { id: 'F2', verdict: 'confirmed', evidence: 'src/b.ts:40', reason: '`src/b.ts:40` loops forever' },
      { id: 'F3', verdict: 'unsure', reason: 'no code to tell' },
    ],
    form: 'lines',
  },
  {
    name: 'bold ids, numbered lists and bold words',
    text: '**F1** refuted: guarded at src/a.ts:5\n\n1. **F2** — **Confirmed**: see src/b.ts line 41\n2. **F3**: unsure',
    verdicts: [
      { id: 'F1', verdict: 'refuted', evidence: 'src/a.ts:5', reason: 'guarded at src/a.ts:5' },
      { id: 'F2', verdict: 'confirmed', evidence: 'src/b.ts:41', reason: 'see src/b.ts line 41' },
      { id: 'F3', verdict: 'unsure' },
    ],
    form: 'lines',
  },
  {
    name: 'the json block wins over list lines beside it',
    text: `- F1: refuted — nope (src/a.ts:1)\n\n${json('{"verdicts":[{"id":"F1","verdict":"confirmed","evidence":"src/a.ts:2"}]}')}`,
    verdicts: [{ id: 'F1', verdict: 'confirmed', evidence: 'src/a.ts:2' }],
    form: 'json',
  },
  {
    name: 'list lines inside a code block of another language are not read',
    text: '```text\n- F1: refuted — quoted (src/a.ts:1)\n```\n- F2: refuted — real (src/b.ts:2)\n',
    verdicts: [{ id: 'F2', verdict: 'refuted', evidence: 'src/b.ts:2', reason: 'real (src/b.ts:2)' }],
    form: 'lines',
  },
];

const ignoredOrUncited: Case[] = [
  {
    name: 'an unknown id',
    text: json(
      '{"verdicts":[{"id":"F4","verdict":"refuted","evidence":"src/a.ts:1"},{"id":"G1","verdict":"refuted"}]}',
    ),
    verdicts: [],
    form: 'json',
    ignored: 2,
  },
  {
    name: 'a repeated id: the first counts',
    text: json(
      '{"verdicts":[{"id":"F1","verdict":"refuted","evidence":"src/a.ts:1"},{"id":"F1","verdict":"confirmed","evidence":"src/a.ts:1"}]}',
    ),
    verdicts: [{ id: 'F1', verdict: 'refuted', evidence: 'src/a.ts:1' }],
    form: 'json',
    ignored: 1,
  },
  {
    name: 'another verdict word',
    text: '- F1: maybe — could be (src/a.ts:1)\n- F2: confirmed — yes (src/b.ts:2)\n',
    verdicts: [{ id: 'F2', verdict: 'confirmed', evidence: 'src/b.ts:2', reason: 'yes (src/b.ts:2)' }],
    form: 'lines',
    ignored: 1,
  },
  {
    name: 'entries that are not objects',
    text: json('{"verdicts":["F1 confirmed", 3, null, {"id":"F2","verdict":"unsure"}]}'),
    verdicts: [{ id: 'F2', verdict: 'unsure' }],
    form: 'json',
    ignored: 3,
  },
  {
    name: 'confirmed and refuted that cite no file of the change or the head tree count as unsure',
    text: json(
      '{"verdicts":[{"id":"F1","verdict":"confirmed","evidence":"elsewhere.ts:3","reason":"trust me"},{"id":"F2","verdict":"refuted","reason":"it is fine"},{"id":"F3","verdict":"refuted","evidence":"src/a.ts","reason":"no line"}]}',
    ),
    verdicts: [
      { id: 'F1', verdict: 'unsure', reason: 'trust me' },
      { id: 'F2', verdict: 'unsure', reason: 'it is fine' },
      { id: 'F3', verdict: 'unsure', reason: 'no line' },
    ],
    form: 'json',
    uncited: 3,
  },
];

describe('readVerdicts', () => {
  it.each(valid.map((c): [string, Case] => [c.name, c]))('valid: %s', (_name, c) => {
    const r = read(c.text);
    expect(r.verdicts).toEqual(c.verdicts);
    expect(r.form).toBe(c.form);
    expect(r.ignored).toBe(c.ignored ?? 0);
    expect(r.uncited).toBe(c.uncited ?? 0);
  });

  it.each(ignoredOrUncited.map((c): [string, Case] => [c.name, c]))('ignored and counted: %s', (_name, c) => {
    const r = read(c.text);
    expect(r.verdicts).toEqual(c.verdicts);
    expect(r.form).toBe(c.form);
    expect(r.ignored).toBe(c.ignored ?? 0);
    expect(r.uncited).toBe(c.uncited ?? 0);
  });

  it.each([
    ['empty', ''],
    ['prose with no verdict', 'I looked at the code and everything seems reasonable to me.\n'],
    ['a json block with no verdicts member', json('{"findings":[]}')],
    ['malformed json', json('{"verdicts": [ {"id": "F1", "verdict": }')],
    ['a review instead of an answer', '## Summary\nFine.\n\n## Concerns\n### HIGH\n- `src/a.ts:3` — bad.\n'],
  ])('no verdicts: %s', (_name, text) => {
    const r = read(text);
    expect(r.verdicts).toEqual([]);
    expect(r.tooLarge).toBe(false);
  });

  it('refuses an answer over the size limit unread', () => {
    const r = read(`${json('{"verdicts":[{"id":"F1","verdict":"unsure"}]}')}${'x'.repeat(500 * 1024)}`);
    expect(r).toMatchObject({ verdicts: [], tooLarge: true, scanned: 0 });
  });
});

describe('the reader work on crafted answers grows linearly', () => {
  // Each maker builds about `kb` KiB of adversarial text.
  const makers: Array<[string, (kb: number) => string]> = [
    [
      'deep nesting in a json block',
      (kb) => `\`\`\`json\n${'['.repeat(kb * 512)}${']'.repeat(kb * 512)}\n\`\`\``,
    ],
    ['deep nesting cut short', (kb) => `\`\`\`json\n{"verdicts":${'['.repeat(kb * 1024)}`],
    // 10,000 lines at 100 KiB (`maybe` is no verdict: every line is read, and each ignored).
    ['`- F1:` ten thousand times', (kb) => '- F1: maybe\n'.repeat(kb * 100)],
    [
      'one long line without newlines',
      (kb) => `- F1: refuted ${'src/a.ts:1 '.repeat(Math.round((kb * 1024) / 11))}`,
    ],
    ['spaces between list markers', (kb) => `- F1${' '.repeat(kb * 1024)}:`],
    [
      'fence openers without end',
      (kb) => '```json\n{"verdicts":[\n```\n'.repeat(Math.round((kb * 1024) / 22)),
    ],
    [
      'malformed numbers in a cut block',
      (kb) => `\`\`\`json\n{"verdicts":[${'{"id":1e,"verdict":"e"},'.repeat(Math.round((kb * 1024) / 25))}`,
    ],
    ['a block of many entries', (kb) => `\`\`\`json\n[${'0,'.repeat(kb * 512)}0]\n\`\`\``],
    ['bare verdict keys', (kb) => '{"verdicts" {"verdicts"\n'.repeat(Math.round((kb * 1024) / 25))],
  ];

  it.each(makers)('%s: 100 KiB, then 200 KiB', (_name, make) => {
    const small = make(100);
    const large = make(200);
    const a = read(small);
    const b = read(large);
    expect(a.tooLarge).toBe(false);
    expect(b.tooLarge).toBe(false);
    // Every character reaches a pattern or a parser a bounded number of times…
    expect(a.scanned).toBeLessThanOrEqual(3 * small.length);
    expect(b.scanned).toBeLessThanOrEqual(3 * large.length);
    // …so doubling the answer at most doubles the work (and a little).
    expect(b.scanned).toBeLessThanOrEqual(2.2 * Math.max(a.scanned, 1));
  });
});

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { levelOf } from '../../src/findings/levels.js';
import { agreement, parseReview, pathsIn, type LaneConsensus } from '../../src/report/consensus.js';

const sample = (name: string): string =>
  readFileSync(join('__fixtures__/report/reviews', `${name}.txt`), 'utf8');
const counts = (h: number, m: number, l: number, unrated = 0) => ({ HIGH: h, MEDIUM: m, LOW: l, unrated });

describe('parseReview on realistic review layouts', () => {
  it.each([
    ['headings', 'MEDIUM', counts(1, 2, 0)],
    ['bold-labels', 'HIGH', counts(1, 1, 2)],
    ['numbered', 'LOW', counts(1, 2, 0)],
    ['table', 'MEDIUM', counts(1, 1, 2)],
    ['emoji', 'HIGH', counts(2, 1, 0)],
    ['severity-fields', 'HIGH', counts(0, 1, 1)],
    ['paragraphs', 'LOW', counts(1, 1, 0)],
    ['fenced-noise', 'LOW', counts(0, 1, 0)],
    ['none', 'LOW', counts(0, 0, 1)],
    ['heading-level', 'HIGH', counts(0, 0, 0, 2)],
    ['unstructured', null, null],
  ])('%s -> risk %s', (name, risk, concerns) => {
    const r = parseReview(sample(name));
    expect(r.risk).toBe(risk);
    expect(r.concerns).toEqual(concerns);
  });

  it.each(['headings', 'bold-labels', 'numbered', 'table', 'emoji', 'severity-fields', 'paragraphs', 'none'])(
    '%s parses the same with blank lines after headings and with CRLF line ends',
    (name) => {
      const text = sample(name);
      const expected = parseReview(text);
      expect(parseReview(text.replace(/^(#{1,6} .*|\*\*[^*]+\*\*)$/gm, '$1\n'))).toEqual(expected);
      expect(parseReview(text.replace(/\n/g, '\r\n'))).toEqual(expected);
    },
  );

  it('keeps each concern text, with the paths named in its details', () => {
    const r = parseReview(sample('severity-fields'));
    expect(r.items).toEqual([
      { level: 'MEDIUM', text: 'Cache key collision Location: src/cache.ts:10' },
      { level: 'LOW', text: 'Missing test for the error path' },
    ]);
  });
});

describe('concern layouts real reviews use (each counted once, none invented)', () => {
  const review = (concerns: string, risk = 'MEDIUM') =>
    `## Summary\nA change.\n\n## Concerns\n${concerns}\n\n## Risk Assessment\n${risk}\n`;
  it.each([
    [
      'a severity line under each concern heading',
      '### 1. Race condition in cache\n**Severity:** High\nThe cache races.\n\n### 2. Missing test\n**Severity:** Low\nNo test.',
      counts(1, 0, 1),
    ],
    [
      'concerns written as paragraphs under level headings',
      '### HIGH\nThe cache in `src/a.ts:41` races under load.\n\n### MEDIUM\nThe util export is unused.\n\n### LOW\nNone.',
      counts(1, 1, 0),
    ],
    [
      'category subheadings over leveled items',
      '### Security\n- [HIGH] Injection in the query builder\n\n### Performance\n- [LOW] N+1 query',
      counts(1, 0, 1),
    ],
    [
      'an adjective that looks like a level at the start of a concern',
      '### HIGH\n- Low-level socket code leaks file descriptors\n\n### MEDIUM\n- High-traffic endpoint lacks a rate limit',
      counts(1, 1, 0),
    ],
    [
      'numbered severity headings',
      '### 3.1 High severity\n- One\n- Two\n\n### 3.2 Medium severity\n- Three',
      counts(2, 1, 0),
    ],
    [
      'numbered concerns with a bracketed level',
      '### 1. [HIGH] Race condition\n### 2. [LOW] Naming',
      counts(1, 0, 1),
    ],
    [
      'worded severity headings',
      '### High Priority Issues\n- One\n- Two\n\n### Medium Priority Issues\n- Three',
      counts(2, 1, 0),
    ],
    [
      'list items used as level labels',
      '- **High:**\n  - One\n  - Two\n- **Medium:**\n  - Three',
      counts(2, 1, 0),
    ],
    [
      '"(none)" under a level',
      '### HIGH\n- (none)\n\n### MEDIUM\n- (none)\n\n### LOW\n- Naming nit',
      counts(0, 0, 1),
    ],
  ])('%s', (_name, concerns, expected) => {
    expect(parseReview(review(concerns)).concerns).toEqual(expected);
  });

  it('"Potential Issues" is a concerns section', () => {
    const text =
      '## Summary\nx\n\n## Potential Issues\n- [HIGH] Race\n- [LOW] Typo\n\n## Risk Assessment\nHIGH';
    expect(parseReview(text).concerns).toEqual(counts(1, 0, 1));
  });

  it.each([
    ['Medium — although the risk is low for existing users.', 'MEDIUM'],
    ['Given the HIGH-severity concern above, I rate this MEDIUM overall.', 'MEDIUM'],
    ['The new rate limiter is high quality; nothing here worries me. LOW', 'LOW'],
  ])('the stated risk is the verdict, not a level mentioned on the way: %s', (risk, expected) => {
    expect(parseReview(review('- [LOW] x', risk)).risk).toBe(expected);
  });
});

describe('risk statements in the forms models use', () => {
  it.each([
    ['**Risk Assessment:** MEDIUM', 'MEDIUM'],
    ['**Risk Assessment**: **Low**', 'LOW'],
    ['Risk: Low', 'LOW'],
    ['Overall risk: high', 'HIGH'],
    ['The risk is moderate.', 'MEDIUM'],
    ['| Risk | Critical |', 'HIGH'],
    ['## Risk Assessment\n\nHigh test coverage keeps this safe. Overall: LOW', 'LOW'],
    ['## Risk Assessment\n\nHigh test coverage keeps this safe; I would call it LOW.', 'LOW'],
    ['## Risk Assessment\n\n- **LOW** — docs only', 'LOW'],
    ['## Risk Assessment\nLow-Medium: small surface.', 'MEDIUM'],
    ['## Risk Assessment\nThis is a medium risk change.', 'MEDIUM'],
    ['## Risk Assessment\nHard to say without the tests.', null],
    ['The change carries some risk.', null],
  ])('%j -> %s', (text, level) => expect(parseReview(text).risk).toBe(level));
});

describe('concern labels in the forms models use', () => {
  it.each([
    ['- **HIGH** — x', 'HIGH'],
    ['- [MEDIUM] x', 'MEDIUM'],
    ['- HIGH: x', 'HIGH'],
    ['- (low) x', 'LOW'],
    ['- x (HIGH)', 'HIGH'],
    ['- x [Medium]', 'MEDIUM'],
    ['- x (severity: high)', 'HIGH'],
    ['- **Severity: Critical** x', 'HIGH'],
    ['1. **[MEDIUM]** x', 'MEDIUM'],
  ])('%j -> %s', (line, level) => {
    expect(parseReview(`## Concerns\n${line}\n`).items.map((i) => i.level)).toEqual([level]);
  });

  it.each([['HIGH'], ['high-medium'], ['Critical']])('levelOf %s', (w) => expect(levelOf(w)).toBe('HIGH'));
});

describe('agreement between lanes', () => {
  const lane = (identity: string, name: string): LaneConsensus => ({
    identity,
    parsed: parseReview(sample(name)),
  });

  it('tallies the stated risk and counts lanes that stated none', () => {
    const a = agreement([
      lane('codex', 'headings'),
      lane('claude', 'table'),
      lane('gemini', 'numbered'),
      lane('qwen', 'unstructured'),
    ]);
    expect(a.risk).toEqual({ level: 'MEDIUM', count: 2, of: 3, lanes: 4 });
  });

  it('names paths that two or more lanes raise concerns about', () => {
    const a = agreement([
      lane('codex', 'headings'),
      lane('gemini', 'bold-labels'),
      lane('claude', 'table'),
      lane('qwen', 'numbered'),
    ]);
    expect(a.sharedPaths).toEqual([
      {
        path: 'src/cache.ts',
        lanes: [
          { identity: 'codex', level: 'HIGH' },
          { identity: 'gemini', level: 'HIGH' },
          { identity: 'claude', level: 'LOW' },
        ],
      },
    ]);
  });

  it('restricts paths to the changed files when they are known', () => {
    expect(pathsIn('see src/a.ts:3 and e.g. lib/b.py and x.ts:9', new Set(['lib/b.py', 'x.ts']))).toEqual([
      'lib/b.py',
      'x.ts',
    ]);
    expect(pathsIn('see src/a.ts:3, e.g. this and x.ts:9 or v1.2')).toEqual(['src/a.ts', 'x.ts']);
    expect(parseReview('## Concerns\n- **HIGH** — _my_module/snake_case.py:4_ breaks').items[0]?.text).toBe(
      'HIGH — my_module/snake_case.py:4 breaks',
    );
  });

  it('breaks a tie toward the higher risk', () => {
    const a = agreement([lane('a', 'bold-labels'), lane('b', 'numbered')]);
    expect(a.risk).toEqual({ level: 'HIGH', count: 1, of: 2, lanes: 2 });
  });
});

/**
 * D19's sections of REVIEWS.md: the dismissed findings (who, how, why) and the settled ones. A
 * login and a reason come from the pull request's comments, so they are cleaned like lane text:
 * no marker, no table break, no secret.
 */
import { describe, expect, it } from '@jest/globals';
import type { RecordedFinding } from '../../src/incremental/types.js';
import { outcomesSection } from '../../src/report/outcomes-section.js';

const base: RecordedFinding = {
  id: 'f1',
  severity: 'HIGH',
  path: 'src/cart.ts',
  line: 28,
  title: 'Division by zero',
  lanes: ['codex'],
  agreement: 2,
  of: 3,
  fingerprint: 'a'.repeat(64),
  outcome: 'open',
};

describe('outcomesSection', () => {
  it('is empty when every finding is open', () => {
    expect(outcomesSection([base], [])).toEqual([]);
  });

  it('lists the dismissed with who, how and why, and the addressed with their commit', () => {
    const [text] = outcomesSection(
      [
        { ...base, outcome: 'dismissed', by: 'maya', how: 'reaction' },
        {
          ...base,
          id: 'f2',
          line: 40,
          outcome: 'dismissed',
          by: 'mia',
          how: 'reply',
          reason: 'not reachable',
        },
        { ...base, id: 'f3', line: 51, outcome: 'addressed', commit: 'c'.repeat(40) },
        { ...base, id: 'f4', line: 9, outcome: 'outdated' },
      ],
      [],
    );
    expect(text).toContain('## Dismissed');
    expect(text).toContain('| HIGH | `src/cart.ts:28` | Division by zero | @maya | 👎 | — |');
    expect(text).toContain(
      '| HIGH | `src/cart.ts:40` | Division by zero | @mia | `/dismiss` | not reachable |',
    );
    expect(text).toContain('## Outcomes of earlier findings');
    expect(text).toContain(
      `| addressed | HIGH | \`src/cart.ts:51\` | Division by zero | \`${'c'.repeat(12)}\` |`,
    );
    expect(text).toContain('| outdated | HIGH | `src/cart.ts:9` | Division by zero | — |');
  });

  it('a hostile reason cannot plant a marker, break the table or show a secret', () => {
    const [text] = outcomesSection(
      [
        {
          ...base,
          outcome: 'dismissed',
          by: 'mallory',
          how: 'reply',
          reason:
            '<!-- reviewer-lanes:comment id=default --> | col ghp_0123456789abcdefghijABCDEFGHIJ0123456789 s3cret',
        },
      ],
      ['s3cret'],
    );
    expect(text).not.toContain('<!-- reviewer-lanes');
    expect(text).not.toContain('ghp_0123456789');
    expect(text).not.toContain('s3cret');
    const row = text?.split('\n').find((l) => l.includes('@mallory')) ?? '';
    expect(row.split(/(?<!\\)\|/).length).toBe(8);
  });
});

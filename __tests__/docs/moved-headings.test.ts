/**
 * The front page keeps to what the product is, what it looks like and how to start; the reference
 * moved to docs/. Every heading the long README had (as of the move) has a home there, so nothing a
 * reader found on the old page is lost: this table names the page, and the page has the heading.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { packageRoot } from '../../src/paths.js';

const ROOT = packageRoot();

/** Each heading of the README before the move, and the page that holds it now. */
const HOMES: [heading: string, page: string][] = [
  ['reviewer-lanes', 'README.md'],
  ['Use it in a workflow', 'docs/usage.md'],
  ['Reviews on demand', 'docs/on-demand.md'],
  ['Inputs', 'docs/inputs.md'],
  ['Outputs', 'docs/inputs.md'],
  ['Working with the findings', 'docs/findings.md'],
  ['Suggestions', 'docs/findings.md'],
  ['Dismissing a finding', 'docs/findings.md'],
  ['Outcomes', 'docs/findings.md'],
  ['results.json', 'docs/findings.md'],
  ['When GitHub refuses a comment', 'docs/findings.md'],
  ['The CLI', 'docs/cli.md'],
  ['What the CLI keeps between runs', 'docs/cli.md'],
  ["Each lane's track record", 'docs/track-record.md'],
  ['Lanes', 'docs/lanes.md'],
  ['Adding a lane', 'docs/lanes.md'],
  ['Configuration', 'docs/configuration.md'],
  ['The trust model, in plain words', 'docs/trust.md'],
  ['Bootstrapping the baseline', 'docs/trust.md'],
  ['Troubleshooting by reason code', 'docs/troubleshooting.md'],
  ['Developing', 'docs/development.md'],
];

const md = new MarkdownIt();
function headings(page: string): string[] {
  const tokens = md.parse(readFileSync(join(ROOT, page), 'utf8'), {});
  return tokens.flatMap((t, i) => (t.type === 'heading_open' ? [tokens[i + 1]?.content ?? ''] : []));
}

describe('the pages the README moved to', () => {
  it.each(HOMES)('%s is in %s', (heading, page) => {
    expect(headings(page)).toContain(heading);
  });

  it('the front page stays a front page: at most 250 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length - 1).toBeLessThanOrEqual(250);
  });

  it('the documentation index links every page of docs/', () => {
    const index = readFileSync(join(ROOT, 'docs/README.md'), 'utf8');
    const pages = [...new Set(HOMES.map(([, p]) => p).filter((p) => p.startsWith('docs/')))];
    for (const page of [...pages, 'docs/workflows.md', 'docs/architecture.md', 'docs/performance.md'])
      expect(index).toContain(`](${page.slice('docs/'.length)})`);
  });
});

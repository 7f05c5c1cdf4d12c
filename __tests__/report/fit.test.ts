import { describe, expect, it } from '@jest/globals';
import { cutPointer, fitToLimit } from '../../src/report/fit.js';
import { stripFrontmatter } from '../../src/report/frontmatter.js';
import { parseBlocks } from '../../src/findings/markdown.js';
import { renderReviews, type ReviewsInput } from '../../src/report/reviews-md.js';
import type { LaneResult } from '../../src/run/types.js';
import { BASE_SHA, BASELINE_SHA, HEAD_SHA, lanes } from '../../__fixtures__/report/run.js';

const reviewed = (identity: string, body: string): LaneResult => ({
  slug: identity,
  identity,
  status: 'reviewed',
  explicit: true,
  durationMs: 1000,
  body,
  caveats: [],
  warnings: [],
});

function page(results: LaneResult[]): string {
  const input: ReviewsInput = {
    change: {
      pr: { number: 7, title: 'Big', body: '' },
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      rangeLabel: 'a..b',
    },
    baseline: { ref: 'main', sha: BASELINE_SHA, path: 'consent.json', missing: false },
    results,
    lanes: lanes(),
    reviewedAt: new Date('2026-01-01T00:00:00Z'),
  };
  return renderReviews(input);
}

/** A long review whose text sits inside a code fence, so a cut lands inside it. */
const longReview = (chars: number, tag: string): string => {
  const line = `${tag} finding: the cache at src/cache.ts:42 races with the refresh timer.\n`;
  const body = line.repeat(Math.ceil(chars / line.length));
  return `## Summary\nLong.\n\n\`\`\`text\n${body}\`\`\`\n\n## Risk Assessment\n**Risk Assessment:** LOW\n`;
};

const fencesBalanced = (md: string): boolean => {
  let open: string | null = null;
  for (const line of md.split('\n')) {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m?.[1]) continue;
    if (open) {
      if (m[1][0] === open[0] && m[1].length >= open.length && (m[2] ?? '').trim() === '') open = null;
    } else open = m[1];
  }
  return open === null;
};

describe('fitToLimit', () => {
  const links = { artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2' };

  it('leaves a page that fits unchanged', () => {
    const md = page([reviewed('codex', 'short')]);
    expect(fitToLimit(md, 65_536, links)).toBe(md);
  });

  it('cuts a 200,000-character review to fit 65,536 characters, with a pointer, and leaves the small lanes whole', () => {
    const md = page([
      reviewed('codex', longReview(200_000, 'codex')),
      reviewed('claude', 'Short and sweet.\n\n**Risk Assessment:** LOW'),
    ]);
    expect(md.length).toBeGreaterThan(200_000);
    const fit = fitToLimit(md, 65_536, links);
    expect(fit.length).toBeLessThanOrEqual(65_536);
    expect(fit.length).toBeGreaterThan(60_000); // cut only as much as needed
    expect(fit).toContain(`${cutPointer(65_536, links)}\n`);
    expect(fit).toContain(
      'see the full review in the [REVIEWS.md artifact](https://github.com/o/r/actions/runs/1/artifacts/2)',
    );
    expect(fit).toMatch(/## Claude Review\n\n<details><summary>[^\n]*<\/summary>\n\nShort and sweet\./);
    expect(fit).toContain('## Codex Review\n');
    // D19: the cut review keeps its fold: its summary line, then the pointer, then the fold's end.
    expect(fit).toMatch(
      /## Codex Review\n\n<details><summary><b>codex<\/b>: reviewed · risk LOW[^\n]*<\/summary>\n\n[\s\S]*\n> ✂️ cut[^\n]*\n\n<\/details>\n\n---\n/,
    );
    expect(fit.match(/<details>/g)?.length).toBe(2);
    expect(fit.match(/\n<\/details>\n\n---\n/g)?.length).toBe(2);
    expect(fit.match(/\n---\n/g)?.length).toBe(md.match(/\n---\n/g)?.length);
    expect(fencesBalanced(fit)).toBe(true);
    // The frontmatter and the summary table are intact.
    expect(fit.slice(0, 2000)).toBe(md.slice(0, 2000));
  });

  it('cuts the largest sections first, each just enough', () => {
    const md = page([
      reviewed('codex', longReview(50_000, 'codex')),
      reviewed('claude', longReview(40_000, 'claude')),
      reviewed('gemini', longReview(5_000, 'gemini')),
    ]);
    const fit = fitToLimit(md, 65_536, {});
    expect(fit.length).toBeLessThanOrEqual(65_536);
    const codex = fit.slice(fit.indexOf('## Codex Review'), fit.indexOf('## Claude Review'));
    const gemini = fit.slice(fit.indexOf('## Gemini Review'));
    expect(codex).toContain('✂️ cut');
    expect(gemini).not.toContain('✂️ cut');
    // No artifact was uploaded: the pointer names the job summary, which always holds the review.
    expect(fit).toContain("see the full review in this run's job summary.");
    expect(fitToLimit(md, 65_536, { runUrl: 'https://x/runs/9' })).toContain(
      'see the full review in the job summary of [this run](https://x/runs/9).',
    );
    expect(
      fitToLimit(md, 65_536, { artifactUrl: 'https://x/artifacts/1', runUrl: 'https://x/runs/9' }),
    ).toContain('see the full review in the [REVIEWS.md artifact](https://x/artifacts/1).');
  });

  it('stays within the limit even when every section at its heading does not fit', () => {
    const many = Array.from({ length: 400 }, (_, i) => reviewed(`lane-${i}`, `review ${i} `.repeat(50)));
    const md = page(many);
    const fit = fitToLimit(md, 20_000, { runUrl: 'https://github.com/o/r/actions/runs/9' });
    expect(fit.length).toBeLessThanOrEqual(20_000);
    expect(fit).toContain('this page was shortened to fit the 20000-character comment limit');
    expect(fit).toContain('[this run](https://github.com/o/r/actions/runs/9)');
  });

  it('closes only a fence the parse leaves open: a cut inside the code of a list item opens no new fence', () => {
    // The fence sits in a list item, so the pointer after the cut ends it; a fence appended at the
    // margin would open a new one that swallowed the pointer and every later lane's section.
    const code = '  const x = cache.get(key); // src/cache.ts:42 races with the refresh timer\n'.repeat(
      2_000,
    );
    const listed = `## Summary\n\n- The cache races:\n\n  \`\`\`ts\n${code}  \`\`\`\n\n**Risk Assessment:** LOW\n`;
    const md = page([reviewed('codex', listed), reviewed('claude', 'Short and sweet.')]);
    const fit = fitToLimit(md, 65_536, {});
    expect(fit.length).toBeLessThanOrEqual(65_536);
    expect(fit).toContain('✂️ cut');
    const { tokens } = parseBlocks(fit);
    const headings = tokens.filter((_, i) => tokens[i - 1]?.type === 'heading_open').map((t) => t.content);
    expect(headings).toEqual(expect.arrayContaining(['Codex Review', 'Claude Review']));
    // The pointer is read as a quote, not as code.
    expect(
      tokens.some((t, i) => t.type === 'blockquote_open' && tokens[i + 2]?.content.startsWith('✂️ cut')),
    ).toBe(true);
  });

  it('cannot be confused by a lane that plants a section marker (it is escaped)', () => {
    const forged = `<!-- reviewer-lanes:lane id=evil -->\n## Evil Review\n${'x'.repeat(80_000)}`;
    const md = page([reviewed('codex', forged), reviewed('claude', 'fine')]);
    const fit = fitToLimit(md, 65_536, {});
    expect(fit.length).toBeLessThanOrEqual(65_536);
    expect(fit).toMatch(/## Claude Review\n\n<details><summary>[^\n]*<\/summary>\n\nfine/);
    expect(fit.match(/\n<\/details>\n\n---\n/g)?.length).toBe(2);
  });
});

describe('stripFrontmatter', () => {
  it('drops the YAML block and nothing else', () => {
    expect(stripFrontmatter('---\na: 1\n---\n\n# T\n')).toBe('# T\n');
    expect(stripFrontmatter('# T\n---\n')).toBe('# T\n---\n');
  });
});

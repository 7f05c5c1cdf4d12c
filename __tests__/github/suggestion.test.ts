/**
 * A finding's suggestion in its inline comment (D19): one ` ```suggestion ` block, fenced longer
 * than any backtick run in its code, never with a secret or one of our markers in it, posted on
 * exactly the commented range (side RIGHT) through the loopback GitHub fake.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { parseMarkdown } from '../../src/findings/markdown.js';
import type { Finding, Suggestion } from '../../src/findings/types.js';
import { createGitHubApi } from '../../src/github/client.js';
import { inlineBody, publishPullReview } from '../../src/github/pull-review.js';
import { suggestionBlock } from '../../src/github/suggestion.js';

const suggestion = (lines: string[]): Suggestion => ({ identity: 'codex', form: 'suggestion', lines });
const withSuggestion = (lines: string[], over: Partial<Finding> = {}): Finding => {
  const f = finding([laneFinding('codex', 'HIGH', 'src/cart.ts', 12, 'Division by zero', { endLine: 13 })], {
    of: 2,
  });
  return { ...f, ...over, suggestion: suggestion(lines) };
};

/** The suggestion blocks of a comment body, as GitHub's Markdown reads them. */
const blocks = (body: string) =>
  parseMarkdown(body)
    .tokens.filter((t) => t.type === 'fence' && t.info === 'suggestion')
    .map((t) => t.content);

describe('suggestionBlock', () => {
  it.each([
    ['plain code', ['  if (b === 0) return NaN;', '  return a / b;'], '```'],
    ['code holding ```', ['const md = "```js";'], '````'],
    ['code holding a run of five', ['x = `````;'], '``````'],
    ['tabs and trailing spaces, kept', ['\treturn a;  '], '```'],
  ])('%s', (_name, lines, fence) => {
    const block = suggestionBlock(suggestion(lines));
    expect(block.split('\n')).toEqual(['Suggested by codex:', '', `${fence}suggestion`, ...lines, fence]);
    expect(blocks(block)).toEqual([`${lines.join('\n')}\n`]);
  });

  it('an empty suggestion (delete the lines) is an empty block', () => {
    expect(blocks(suggestionBlock(suggestion([])))).toEqual(['']);
  });

  it('is not offered when the redaction would change its code, or it holds one of our markers', () => {
    expect(suggestionBlock(suggestion(['const t = "ghp_' + 'a'.repeat(36) + '";']))).toBe('');
    expect(suggestionBlock(suggestion(['const k = "team-secret-value";']), ['team-secret-value'])).toBe('');
    expect(suggestionBlock(suggestion(['<!-- reviewer-lanes:finding -->']))).toBe('');
    expect(suggestionBlock(undefined)).toBe('');
  });
});

describe('inlineBody', () => {
  it("carries the block after who flagged it, before the lanes' own text", () => {
    const body = inlineBody(withSuggestion(['  return b ? a / b : NaN;']));
    const lines = body.split('\n');
    expect(lines.indexOf('```suggestion')).toBeGreaterThan(
      lines.findIndex((l) => l.startsWith('Flagged by')),
    );
    expect(lines.indexOf('```suggestion')).toBeLessThan(lines.findIndex((l) => l.startsWith('<details>')));
    expect(blocks(body)).toEqual(['  return b ? a / b : NaN;\n']);
  });

  it("keeps the other lanes' fixes in their <details> as plain code, never as a second suggestion", () => {
    const codex = laneFinding('codex', 'HIGH', 'src/cart.ts', 12, 'Division by zero', {
      fixes: [{ form: 'suggestion', lines: ['fixed'] }],
    });
    const claude = laneFinding('claude', 'HIGH', 'src/cart.ts', 12, 'Divides by zero', {
      fixes: [
        { form: 'diff', lines: ['-x', '+y'] },
        { form: 'suggestion', lines: ['a ``` b'] },
      ],
    });
    const f: Finding = { ...finding([codex, claude], { of: 2 }), suggestion: suggestion(['fixed']) };
    const body = inlineBody(f);
    expect(blocks(body)).toEqual(['fixed\n']);
    const details = body.slice(body.indexOf('<details><summary>claude'));
    expect(details).toContain('Proposed fixes:\n\n```diff\n-x\n+y\n```\n\n````\na ``` b\n````');
    // The winner's own fix is the suggestion above, not repeated in its text.
    expect(
      body.slice(body.indexOf('<details><summary>codex'), body.indexOf('<details><summary>claude')),
    ).not.toContain('Proposed fix');
  });

  it('a finding without a suggestion has no block', () => {
    const { suggestion: _none, ...plain } = withSuggestion(['x']);
    expect(blocks(inlineBody(plain))).toEqual([]);
  });
});

describe('through the loopback GitHub API', () => {
  let fake: FakeGitHub | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('posts the suggestion on exactly the commented range, side RIGHT', async () => {
    fake = await startFakeGitHub();
    fake.files.set(7, [
      {
        filename: 'src/cart.ts',
        status: 'added',
        additions: 20,
        deletions: 0,
        patch: ['@@ -0,0 +1,20 @@', ...Array.from({ length: 20 }, (_, i) => `+line ${i + 1}`)].join('\n'),
      },
    ]);
    const api = createGitHubApi({
      token: 'ghs_x',
      baseUrl: fake.url,
      owner: 'octo',
      repo: 'widgets',
      log: { warning: () => undefined, info: () => undefined },
      retryBaseMs: 1,
    });
    const log = {
      info: () => undefined,
      notice: () => undefined,
      warning: () => undefined,
      error: () => undefined,
    };
    const r = await publishPullReview(
      api,
      {
        pull: 7,
        headSha: 'b'.repeat(40),
        findings: [withSuggestion(['line 12 fixed', 'line 13 fixed'])],
        policy: { enabled: true, max: 10, minSeverity: 'MEDIUM', minAgreement: 1 },
        login: 'github-actions[bot]',
        links: {},
        secrets: [],
      },
      { log, sleep: async () => undefined },
    );
    expect(r.status).toBe('posted');
    const [c] = fake.reviewComments;
    expect([c?.start_line, c?.line, c?.side]).toEqual([12, 13, 'RIGHT']);
    expect(blocks(c?.body ?? '')).toEqual(['line 12 fixed\nline 13 fixed\n']);
  });
});

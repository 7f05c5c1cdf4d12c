/**
 * An incremental review through the whole pipeline (D17): a real git repository whose branch has
 * a reviewed commit and one pushed on top, a /bin/sh lane that keeps the prompt it was given, and
 * the last review's findings as the action hands them over. What the lane saw, REVIEWS.md,
 * results.json and the gate, side by side with a full review of the same change.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';
import type { PreviousReviewOpen } from '../../src/incremental/types.js';
import type { PipelineInput } from '../../src/pipeline/index.js';
import { runReview } from '../../src/pipeline/index.js';
import type { Settings } from '../../src/settings.js';
import { createGit } from '../../src/sys/git.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import '../../__fixtures__/findings/sarif-matcher.js';

const lines = (n: number, edit: (i: number) => string = (i) => `export const v${i} = ${i};`) =>
  `${Array.from({ length: n }, (_, k) => edit(k + 1)).join('\n')}\n`;

let repo: TempRepo;
let home: string;
let base: string;
let reviewed: string;
let head: string;

beforeAll(async () => {
  const lane = echoLaneManifest('keeper') as { reviewer: Record<string, unknown> };
  lane.reviewer.probe = { kind: 'command-exists', binary: '/bin/sh' };
  lane.reviewer.invoke = {
    binary: '/bin/sh',
    // Keeps what it was given and what `git diff HEAD` shows it, then answers in the fixed structure.
    args: [
      '-c',
      'cat > "$HOME/prompt.md"; git diff HEAD --name-only > "$HOME/diff-head.txt"; printf "## Summary\\nFine.\\n\\n## Risk Assessment\\nLOW\\n"',
    ],
    promptChannel: 'stdin',
    outputChannel: 'stdout',
    modelArg: null,
    effortChannel: 'none',
  };
  repo = await consentedRepo({
    [lanePath('keeper')]: JSON.stringify(lane, null, 2),
    'src/a.js': lines(60),
    'src/b.js': lines(20),
  });
  base = repo.git('rev-parse', 'main');
  repo.write(
    'src/a.js',
    lines(60, (i) => (i === 10 ? 'export const v10 = "first push";' : `export const v${i} = ${i};`)),
  );
  repo.write(
    'src/b.js',
    lines(20, (i) => (i === 3 ? 'export const v3 = "first push";' : `export const v${i} = ${i};`)),
  );
  reviewed = repo.commit('the reviewed head');
  repo.write(
    'src/b.js',
    lines(20, (i) => (i === 3 ? 'export const v3 = "second push";' : `export const v${i} = ${i};`)),
  );
  head = repo.commit('pushed on top');
  home = mkdtempSync(join(tmpdir(), 'rl-incremental-home-'));
});
afterAll(() => {
  repo.cleanup();
  rmSync(home, { recursive: true, force: true });
});

const settings = (out: string, extra: Partial<Settings> = {}): Settings => ({
  cwd: repo.dir,
  reviewers: ['keeper'],
  all: false,
  consentPath: DEFAULTS.consentPath,
  capabilityDirs: [],
  firstParty: false,
  baselineRef: 'main',
  maxParallel: 1,
  outDir: join(repo.dir, out),
  base: 'main',
  head: 'HEAD',
  include: [],
  exclude: [],
  failOn: 'explicit',
  ...extra,
});

const previous: PreviousReviewOpen = {
  findings: [
    // Untouched by the second push: carried. Agreed and HIGH: the gate counts it.
    {
      id: 'f-a-40',
      severity: 'HIGH',
      path: 'src/a.js',
      line: 40,
      title: 'The total overflows',
      lanes: ['keeper', 'other'],
      agreement: 2,
      of: 2,
    },
    // On the line the second push changed: the lane's to look at again.
    {
      id: 'f-b-3',
      severity: 'MEDIUM',
      path: 'src/b.js',
      line: 3,
      title: 'The first push broke v3',
      lanes: ['keeper'],
      agreement: 1,
      of: 2,
    },
  ],
  omitted: 0,
  comments: [{ path: 'src/a.js', line: 55, severity: 'LOW', title: 'An inline comment only' }],
};

const review = (s: Settings, input: Partial<PipelineInput> = {}) =>
  runReview({ settings: s, env: { ...process.env, HOME: home }, ...input }, { git: createGit(repo.dir) });
const since = () => ({ kind: 'delta' as const, since: reviewed, previousHead: reviewed });
const prompt = () => readFileSync(join(home, 'prompt.md'), 'utf8');
const frontmatter = (md: string) => parse(md.slice(4, md.indexOf('\n---\n', 4))) as Record<string, unknown>;

describe('an incremental review', () => {
  it("the lane sees the new commits' diff only, the whole file list, and the open findings", async () => {
    const outcome = await review(settings('out-delta'), { scope: since(), previous });
    expect(outcome.results.map((r) => r.status)).toEqual(['reviewed']);
    const text = prompt();
    expect(text).toContain(
      `## Incremental review\n\nAn earlier review covered this pull request up to \`${reviewed}\`.`,
    );
    expect(text).toContain(`- Last reviewed head: \`${reviewed}\``);
    expect(text).toContain('- not changed by the new commits (2): `a.txt` (+1 −0); `src/a.js` (+1 −1)\n');
    expect(text).toContain('- modified `src/b.js` (+1 −1) — changed by the new commits (+1 −1)\n');
    expect(text).toContain('+export const v3 = "second push";');
    expect(text).toContain('-export const v3 = "first push";');
    // Nothing of what the earlier review covered: a.js's diff is not sent, b.js's is the delta.
    expect(text).not.toContain('### `src/a.js`');
    expect(text).not.toContain('+export const v10 = "first push";');
    expect(text).not.toContain('-export const v3 = 3;');
    expect(text).toContain('- HIGH src/a.js:40 — The total overflows (flagged by keeper, other)\n');
    expect(text).toContain(
      '- MEDIUM src/b.js:3 — The first push broke v3 (flagged by keeper) [on lines the new commits changed; line as of the last review]\n',
    );
    expect(text).toContain('- LOW src/a.js:55 — An inline comment only\n');
    // The lanes' workspace shows the new commits alone as its working changes, as the prompt says.
    expect(text).toContain('there, `git diff HEAD` shows the new commits.');
    expect(readFileSync(join(home, 'diff-head.txt'), 'utf8')).toBe('src/b.js\n');

    const md = outcome.reviewsMarkdown;
    expect(frontmatter(md)).toMatchObject({
      reviewed_range: `${reviewed}..${head}`,
      previous_head: reviewed,
    });
    expect(md).toContain(
      `> Incremental review: the lanes reviewed only the commits \`${reviewed.slice(0, 12)}..${head.slice(0, 12)}\``,
    );
    expect(md).toContain('## From the previous review');
    expect(md).toContain('| HIGH | `src/a.js:40` | The total overflows | keeper, other | 2 of 2 |');
    expect(md).not.toContain('The first push broke v3');
    expect(outcome.carried?.map((f) => f.id)).toEqual(['f-a-40']);
    const results = JSON.parse(readFileSync(outcome.resultsPath, 'utf8')) as Record<string, unknown>;
    expect(results['carriedFindings']).toEqual([
      {
        id: 'f-a-40',
        severity: 'HIGH',
        path: 'src/a.js',
        line: 40,
        title: 'The total overflows',
        lanes: ['keeper', 'other'],
        agreement: 2,
      },
    ]);
  });

  it('reviews.sarif keeps a carried finding open in code scanning, marked carried', async () => {
    const outcome = await review(settings('out-sarif'), { scope: since(), previous });
    const sarif = JSON.parse(readFileSync(outcome.sarifPath, 'utf8')) as {
      runs: Array<{ results: Array<{ level: string; properties: Record<string, unknown> }> }>;
    };
    expect(sarif).toBeValidSarifLog();
    expect(
      sarif.runs[0]?.results.map((r) => [r.level, r.properties['findingId'], r.properties['carried']]),
    ).toEqual([['error', 'f-a-40', true]]);
  });

  it('a carried agreed HIGH still fails fail-on: agreed-high', async () => {
    const outcome = await review(settings('out-gate', { failOn: 'agreed-high' }), {
      scope: since(),
      previous,
    });
    expect(outcome.findings).toEqual([]);
    expect(outcome.ok).toBe(false);
  });

  it('a carried agreed HIGH the last round refuted (D22) keeps its standing and fails no gate', async () => {
    const refuted: PreviousReviewOpen = {
      ...previous,
      findings: previous.findings.map((f) =>
        f.id === 'f-a-40' ? { ...f, standing: 'refuted' as const } : f,
      ),
    };
    const outcome = await review(settings('out-gate-refuted', { failOn: 'agreed-high' }), {
      scope: since(),
      previous: refuted,
    });
    expect(outcome.carried?.map((f) => [f.id, f.standing])).toEqual([['f-a-40', 'refuted']]);
    expect(outcome.ok).toBe(true);
  });

  it('without a previous review to read (review --since), lists no open findings; the full review sends every diff', async () => {
    await review(settings('out-full'));
    const full = prompt();
    expect(full).toContain('### `src/a.js`');
    expect(readFileSync(join(home, 'diff-head.txt'), 'utf8')).toBe('a.txt\nsrc/a.js\nsrc/b.js\n');
    expect(full).toContain('-export const v3 = 3;');
    await review(settings('out-delta2'), { scope: since() });
    expect(prompt()).toContain('## Incremental review');
    expect(prompt()).not.toContain('## Open findings of the last review');
  });

  it('a full review the action decided on says why, with the previous head', async () => {
    const outcome = await review(settings('out-forced'), {
      scope: {
        kind: 'full',
        reason: 'not_ancestor',
        detail: 'the branch was force-pushed.',
        previousHead: reviewed,
      },
      previous,
    });
    const md = outcome.reviewsMarkdown;
    expect(frontmatter(md)).toMatchObject({ reviewed_range: `${base}..${head}`, previous_head: reviewed });
    expect(md).toContain('> Full review: the branch was force-pushed.');
    expect(md).not.toContain('## From the previous review');
    expect(prompt()).not.toContain('## Incremental review');
  });

  it('a review without a scope names its range and nothing more', async () => {
    const outcome = await review(settings('out-plain'));
    const fm = frontmatter(outcome.reviewsMarkdown);
    expect(fm['reviewed_range']).toBe(`${base}..${head}`);
    expect(fm).not.toHaveProperty('previous_head');
    expect(outcome.reviewsMarkdown).not.toContain('review: ');
  });
});

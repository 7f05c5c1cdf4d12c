/**
 * `reviewer-lanes review --since REF` (D17, DESIGN.md §5) through the CLI entry point on a real
 * git repository: a ref that names no commit, or one not on --head's history, is a usage error
 * (exit 2) before any lane runs; a good one reviews REF..head framed as an incremental review.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneFile } from '../../__fixtures__/pipeline/echo-lane.js';
import { runCli } from './helpers.js';

let repo: TempRepo;
let first: string;
let head: string;

beforeAll(async () => {
  repo = await consentedRepo({ [lanePath('quick')]: echoLaneFile('quick'), 'b.txt': 'b\n' });
  first = repo.git('rev-parse', 'HEAD');
  repo.write('b.txt', 'b\nsecond push\n');
  head = repo.commit('second push');
  repo.git('checkout', '-q', '-b', 'other', 'main');
  repo.write('c.txt', 'elsewhere\n');
  repo.commit('elsewhere');
  repo.git('checkout', '-q', 'f');
});
afterAll(() => repo.cleanup());

const review = (...args: string[]) =>
  runCli([
    'review',
    '--base',
    'main',
    '--reviewers',
    'quick',
    '--no-first-party',
    ...args,
    '--cwd',
    repo.dir,
  ]);

describe('review --since', () => {
  it.each([
    ['names no commit', 'nosuchref', () => `--since: "nosuchref" is not a commit in ${repo.dir}`],
    ["is not on the head's history", 'other', () => '--since: "other" is not an ancestor of --head "HEAD"'],
  ])('%s: a usage error before any work', async (_name, ref, message) => {
    const out = join(repo.dir, `out-${ref}`);
    const run = await review('--since', ref, '--out', out);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe(`reviewer-lanes: ${message()}`);
    expect(existsSync(out)).toBe(false);
  });

  it('reviews REF..head as an incremental review, the whole change listed', async () => {
    const out = join(repo.dir, 'out-since');
    const run = await review('--since', first, '--out', out);
    expect(run.code).toBe(0);
    const prompt = readFileSync(join(out, 'prompt.md'), 'utf8');
    expect(prompt).toContain(`Review only the commits pushed since, \`${first}..${head}\``);
    expect(prompt).toContain('- not changed by the new commits (1): `a.txt` (+1 −0)\n');
    expect(prompt).toContain('+second push');
    expect(prompt).not.toContain('### `a.txt`');
    const md = readFileSync(join(out, 'REVIEWS.md'), 'utf8');
    const fm = parse(md.slice(4, md.indexOf('\n---\n', 4))) as Record<string, unknown>;
    expect(fm).toMatchObject({ reviewed_range: `${first}..${head}`, previous_head: first });
    expect(md).toContain(
      `> Incremental review: the lanes reviewed only the commits \`${first.slice(0, 12)}..${head.slice(0, 12)}\`, with the whole change's file list as context.`,
    );
  });

  it('is listed in the help', async () => {
    const run = await runCli(['review', '--help']);
    expect(run.stdout).toMatch(/--since REF\s+review only the commits since REF/);
  });
});

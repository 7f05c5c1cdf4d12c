/**
 * The pull request's files as GitHub returns them, held to one schema where they arrive: an entry
 * that is not what GitHub documents (no filename, a number where a string belongs) is left out
 * with one warning naming it, and the review goes on with the others — in the client, in the
 * review's fallback after a 422, and in the change the lanes review when git cannot produce it.
 * Against the loopback GitHub fake, through the real Octokit; real git and /bin/echo lanes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub, FakePullFile } from '../../__fixtures__/github/fake-github.js';
import { startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { divisionByZero, finding, laneFinding, missingAwait } from '../../__fixtures__/findings/findings.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneFile } from '../../__fixtures__/pipeline/echo-lane.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { createGitHubApi } from '../../src/github/client.js';
import { publishPullReview } from '../../src/github/pull-review.js';
import { runReview } from '../../src/pipeline/index.js';
import { createGit, type Git } from '../../src/sys/git.js';
import { DEFAULTS } from '../../src/vocabulary.js';

const HEAD = 'b'.repeat(40);

const addedFile = (filename: string, lines: number): FakePullFile => ({
  filename,
  status: 'added',
  additions: lines,
  deletions: 0,
  patch: [`@@ -0,0 +1,${lines} @@`, ...Array.from({ length: lines }, (_, i) => `+line ${i + 1}`)].join('\n'),
});

/** Entries GitHub does not send: no filename; a patch that is a number. */
const noFilename = { status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+x' };
const numberPatch = { filename: 'src/evil.ts', status: 'modified', additions: 1, deletions: 0, patch: 42 };
const hostile = (good: FakePullFile[]): FakePullFile[] =>
  [good[0], noFilename, numberPatch, ...good.slice(1)] as unknown as FakePullFile[];

const DROPPED =
  '2 of the 4 files GitHub listed for pull request #7 are not what GitHub documents and left out of the review: ' +
  'entry 1: filename is missing; entry 2 ("src/evil.ts"): patch must be a string (got number 42)';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(files: FakePullFile[]) {
  fake = await startFakeGitHub({ owner: 'octo', repo: 'widgets' });
  fake.files.set(7, files);
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'ghs_x',
    baseUrl: fake.url,
    owner: 'octo',
    repo: 'widgets',
    log: { warning: (m) => warnings.push(m), info: () => undefined },
    retryBaseMs: 1,
  });
  return { fake, api, warnings };
}

describe('the files of a pull request, read through one schema', () => {
  it('leaves out the entries that do not match, names them once, and returns the others as they were', async () => {
    const { api, warnings } = await setup(
      hostile([addedFile('src/cart.ts', 2), addedFile('src/util.ts', 1)]),
    );
    expect(await api.listPullFiles(7)).toEqual([addedFile('src/cart.ts', 2), addedFile('src/util.ts', 1)]);
    expect(warnings).toEqual([DROPPED]);
  });

  it('reads a rename, and a file without a patch (null or absent), without a warning', async () => {
    const { api, warnings } = await setup([
      { filename: 'b.bin', status: 'added', additions: 0, deletions: 0 },
      { filename: 'c.bin', status: 'added', additions: 0, deletions: 0, patch: null },
      {
        filename: 'new.ts',
        previous_filename: 'old.ts',
        status: 'renamed',
        additions: 0,
        deletions: 0,
        patch: '',
      },
    ] as unknown as FakePullFile[]);
    expect(await api.listPullFiles(7)).toEqual([
      { filename: 'b.bin', status: 'added', additions: 0, deletions: 0 },
      { filename: 'c.bin', status: 'added', additions: 0, deletions: 0 },
      {
        filename: 'new.ts',
        previous_filename: 'old.ts',
        status: 'renamed',
        additions: 0,
        deletions: 0,
        patch: '',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('fails with a clear error when none of the entries can be read', async () => {
    const { api } = await setup([noFilename, { ...numberPatch, additions: -1 }] as unknown as FakePullFile[]);
    await expect(api.listPullFiles(7)).rejects.toThrow(
      'None of the files GitHub listed for pull request #7 can be read: entry 0: filename is missing; ' +
        'entry 1 ("src/evil.ts"): additions Too small: expected number to be >=0 (got number -1)',
    );
  });

  it('after a 422, the review still places what the good entries can, and moves the rest to its body', async () => {
    const { fake, api, warnings } = await setup(hostile([addedFile('src/cart.ts', 40)]));
    // GitHub refuses the first review; the fallback reads the files to see what it can place.
    fake.faults.push({
      method: 'POST',
      path: /\/pulls\/7\/reviews$/,
      status: 422,
      message: 'Unprocessable Entity',
    });
    const onEvil = finding([laneFinding('codex', 'HIGH', 'src/evil.ts', 1, 'Evil')]);
    const r = await publishPullReview(
      api,
      {
        pull: 7,
        headSha: HEAD,
        findings: [divisionByZero, missingAwait, onEvil],
        policy: { enabled: true, max: 10, minSeverity: 'MEDIUM', minAgreement: 1 },
        login: 'github-actions[bot]',
        links: { commentUrl: 'https://github.test/octo/widgets/pull/7#issuecomment-1' },
        secrets: [],
      },
      {
        log: {
          info: () => undefined,
          notice: () => undefined,
          warning: (m: string) => void warnings.push(m),
          error: (m: string) => void warnings.push(`error: ${m}`),
        },
        sleep: async () => undefined,
      },
    );
    expect(r).toMatchObject({ status: 'posted', posted: 2, moved: [onEvil] });
    expect(fake.reviewComments.map((c) => [c.path, c.line])).toEqual([
      ['src/cart.ts', 28],
      ['src/cart.ts', 14],
    ]);
    expect(warnings[0]).toBe(DROPPED.replace('of the 4 files', 'of the 3 files'));
    expect(warnings.slice(1)).toEqual([
      'GitHub refused 1 of the inline comment(s) of the review of pull request #7 (422: Unprocessable Entity); it is in the review body instead: src/evil.ts:1 Evil',
    ]);
  });
});

/** `git`, except that `git diff` fails as it does on a base that was not fetched. */
function diffFails(git: Git): Git {
  const failed = { exitCode: 128, stdout: '', stderr: 'the base is not fetched\n' };
  const isDiff = (args: string[]) => args[0] === 'diff' || args.includes('diff');
  return {
    ...git,
    exec: async (args) => (isDiff(args) ? failed : git.exec(args)),
    execStream: async (args, onChunk) => (isDiff(args) ? failed : git.execStream!(args, onChunk)),
  };
}

describe('the change from the API, when git cannot produce it', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await consentedRepo({ [lanePath('la')]: echoLaneFile('la') });
  });
  afterAll(() => repo.cleanup());

  it('reviews the good entries and says which were left out', async () => {
    const { api, warnings } = await setup(
      hostile([addedFile('src/cart.ts', 2), addedFile('src/util.ts', 1)]),
    );
    const log: string[] = [];
    const outcome = await runReview(
      {
        settings: {
          cwd: repo.dir,
          reviewers: ['la'],
          all: false,
          consentPath: DEFAULTS.consentPath,
          capabilityDirs: [],
          firstParty: false,
          baselineRef: 'main',
          maxParallel: 1,
          outDir: join(repo.dir, 'out'),
          base: 'main',
          head: 'HEAD',
          include: [],
          exclude: [],
          failOn: 'explicit',
        },
        env: process.env,
        pullFiles: () => api.listPullFiles(7),
      },
      { git: diffFails(createGit(repo.dir)), log: (l) => log.push(l) },
    );
    expect(outcome.results.map((r) => [r.identity, r.status])).toEqual([['la', 'reviewed']]);
    expect(log).toContain(
      "git could not produce the diff (git diff failed: the base is not fetched); using the pull request's files from the API.",
    );
    expect(warnings).toEqual([DROPPED]);
    const prompt = readFileSync(join(repo.dir, 'out', 'prompt.md'), 'utf8');
    expect(prompt).toContain('+++ b/src/cart.ts');
    expect(prompt).toContain('+++ b/src/util.ts');
    expect(prompt).not.toContain('src/evil.ts');
  });
});

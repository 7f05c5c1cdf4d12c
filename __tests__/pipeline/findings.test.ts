/**
 * Findings through the whole review (D16): lanes that cite lines of the change in a real git
 * repository, through `reviewer-lanes review --json` and through the publish job that merges lane
 * jobs. Real git repository and /bin/echo lanes (their fixed reviews are below, written for this
 * test in the styles the CLIs use).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { planHandover } from '../../src/pipeline/handover.js';
import { main } from '../../src/cli/main.js';
import { findingFingerprint } from '../../src/incremental/fingerprint.js';
import { mergeLaneResults, planReview, runOneLane, runReview } from '../../src/pipeline/index.js';
import type { ReviewProgress } from '../../src/pipeline/index.js';
import type { Settings } from '../../src/settings.js';
import { createGit, type Git } from '../../src/sys/git.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';

/** The change: `a.txt` gains line 2 (new side 1-2); `lib/other.txt` is in the head tree only. */
const REVIEWS: Record<string, string> = {
  la: '## Summary\nOk.\n\n## Concerns\n### HIGH\n- `a.txt:2` — The new line repeats the first. It reads twice.\n\n  ```suggestion\n  second\n  ```\n### MEDIUM\n- `nowhere/missing.txt:3` — a path in neither the change nor the repository.\n\n## Risk Assessment\nLOW',
  lb: '**Concerns**\n- **HIGH** [a.txt:1](a.txt#L1) — Duplicate content: the second line repeats the first.\n\n**Risk Assessment:** Low',
  lc: '## Concerns\n- [LOW] `lib/other.txt:1` — An old file the change does not touch.\n\n## Risk Assessment\nLOW',
};

function laneFile(id: string): string {
  const m = echoLaneManifest(id) as { reviewer: { invoke: { args: string[] } } };
  m.reviewer.invoke.args = [REVIEWS[id] ?? ''];
  return `${JSON.stringify(m, null, 2)}\n`;
}

describe('findings of a whole review', () => {
  let repo: TempRepo;
  let jobs: string;
  beforeAll(async () => {
    repo = await consentedRepo({
      [lanePath('la')]: laneFile('la'),
      [lanePath('lb')]: laneFile('lb'),
      [lanePath('lc')]: laneFile('lc'),
      'lib/other.txt': 'old\n',
    });
    jobs = mkdtempSync(join(tmpdir(), 'rl-findings-'));
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(jobs, { recursive: true, force: true });
  });

  /** A review of the three lanes into `outDir`, the way `review --reviewers la,lb,lc` asks. */
  const input = (outDir: string): { settings: Settings; env: NodeJS.ProcessEnv } => ({
    settings: {
      cwd: repo.dir,
      reviewers: ['la', 'lb', 'lc'],
      all: false,
      consentPath: DEFAULTS.consentPath,
      capabilityDirs: [],
      firstParty: false,
      baselineRef: 'main',
      maxParallel: 3,
      outDir,
      // What the review finds and reads; the lanes checking each other is examine/'s and cli/'s.
      crossExamine: { mode: 'off' },
      base: 'main',
      head: 'HEAD',
      include: [],
      exclude: [],
      failOn: 'explicit',
    },
    env: process.env,
  });

  const expected = [
    {
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      severity: 'HIGH',
      path: 'a.txt',
      line: 1,
      endLine: 2,
      title: 'The new line repeats the first',
      lanes: ['la', 'lb'],
      agreement: 2,
      inline: true,
      // D19: la's fix of line 2, over the commented lines 1-2 (line 1 as the head has it).
      suggestion: { lane: 'la', form: 'suggestion', lines: ['one', 'second'] },
    },
    {
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      severity: 'LOW',
      path: 'lib/other.txt',
      line: 1,
      title: 'An old file the change does not touch',
      lanes: ['lc'],
      agreement: 1,
      inline: false,
    },
  ];

  it('review --json prints them in results.json, and REVIEWS.md shows the Findings table', async () => {
    let stdout = '';
    const code = await main(
      [
        'review',
        '--base',
        'main',
        '--reviewers',
        'la,lb,lc',
        '--out',
        'out',
        '--json',
        '--cross-examine',
        'off',
      ],
      {
        cwd: repo.dir,
        io: { stdout: (t) => void (stdout += t), stderr: () => undefined },
      },
    );
    expect(code).toBe(0);
    const printed = JSON.parse(stdout) as { findings: unknown[] };
    expect(printed.findings).toEqual(expected);
    expect(JSON.parse(readFileSync(join(repo.dir, 'out', 'results.json'), 'utf8'))).toEqual(printed);
    const md = readFileSync(join(repo.dir, 'out', 'REVIEWS.md'), 'utf8');
    // D19: the findings lead the page, before the lanes' table and the consensus.
    const findings = md.slice(md.indexOf('## Findings'), md.indexOf('| Lane | Status |'));
    const consensus = md.slice(md.indexOf('## Consensus'), md.indexOf('<!-- reviewer-lanes:lane'));
    expect(findings).toContain('| HIGH | `a.txt:1-2` | The new line repeats the first | la, lb | 2 of 3 |');
    expect(findings).toContain(
      '| LOW | `lib/other.txt:1` (outside the diff) | An old file the change does not touch | lc | 1 of 3 |',
    );
    // The counts come from the same reading: la's unanchored MEDIUM is still counted, and said.
    expect(consensus).toMatch(/\| la \| LOW \| 1 \| 1 \| 0 \|/);
    expect(findings).toContain('1 more concern without a level or a line');
    // reviews.sarif offers the same suggestion as the finding's fix: lines 1-2 become la's.
    const sarif = JSON.parse(readFileSync(join(repo.dir, 'out', 'reviews.sarif'), 'utf8')) as Log;
    expect(sarif.runs[0]?.results?.map((r) => r.fixes?.[0]?.artifactChanges[0]?.replacements)).toEqual([
      [{ deletedRegion: { startLine: 1, endLine: 2 }, insertedContent: { text: 'one\nsecond' } }],
      undefined,
    ]);
  });

  it('review --no-suggestions: the same findings, with no suggestion in results.json nor a fix in reviews.sarif', async () => {
    let stdout = '';
    const code = await main(
      [
        'review',
        '--base',
        'main',
        '--reviewers',
        'la,lb,lc',
        '--out',
        'out-plain',
        '--no-suggestions',
        '--json',
        '--cross-examine',
        'off',
      ],
      {
        cwd: repo.dir,
        io: { stdout: (t) => void (stdout += t), stderr: () => undefined },
      },
    );
    expect(code).toBe(0);
    const { suggestion: _offered, ...withoutSuggestion } = expected[0] as Record<string, unknown>;
    expect((JSON.parse(stdout) as { findings: unknown[] }).findings).toEqual([
      withoutSuggestion,
      expected[1],
    ]);
    const sarif = JSON.parse(readFileSync(join(repo.dir, 'out-plain', 'reviews.sarif'), 'utf8')) as Log;
    expect(sarif.runs[0]?.results?.map((r) => r.fixes)).toEqual([undefined, undefined]);
  });

  it('--no-suggestions is in review --help, and given a value it is a usage error before any work', async () => {
    const io = () => {
      const o = { stdout: '', stderr: '' };
      return {
        o,
        io: { stdout: (t: string) => void (o.stdout += t), stderr: (t: string) => void (o.stderr += t) },
      };
    };
    const help = io();
    expect(await main(['review', '--help'], { cwd: repo.dir, io: help.io })).toBe(0);
    expect(help.o.stdout).toMatch(/^ {2}--no-suggestions +offer no lane's fix as a suggestion/m);
    const bad = io();
    const argv = ['review', '--base', 'main', '--reviewers', 'la', '--out', 'out-bad', '--no-suggestions=no'];
    expect(await main(argv, { cwd: repo.dir, io: bad.io })).toBe(2);
    expect(bad.o.stderr.split('\n')[0]).toBe('reviewer-lanes: option --no-suggestions takes no value');
    expect(existsSync(join(repo.dir, 'out-bad'))).toBe(false);
  });

  it('fingerprints each finding with its line as the head has it, reading a file only for a line the diff does not show', async () => {
    const git = createGit(repo.dir);
    const read: string[] = [];
    const counting: Git = {
      ...git,
      readFile: (ref, path) => {
        read.push(path);
        return git.readFile(ref, path);
      },
    };
    const outcome = await runReview(input(join(jobs, 'fingerprints')), { git: counting });
    const headLine = (path: string, line: number) =>
      (repo.git('show', `HEAD:${path}`).split('\n')[line - 1] ?? '') as string;
    const record = outcome.record ?? [];
    expect(record.map((r) => [r.path, r.line])).toEqual([
      ['a.txt', 1],
      ['lib/other.txt', 1],
    ]);
    for (const r of record)
      expect(r.fingerprint).toBe(findingFingerprint(r.path, r.title, headLine(r.path, r.line)));
    // a.txt's lines are in the diff; lib/other.txt is outside the change and read from the head.
    expect(read.filter((p) => p === 'a.txt' || p === 'lib/other.txt')).toEqual(['lib/other.txt']);
  });

  it('reports its progress as it goes: the lanes first, each lane as it ends with the findings merged so far, then the examination', async () => {
    const events: ReviewProgress[] = [];
    const atStart: string[] = [];
    const outDir = join(jobs, 'progress');
    const base = input(outDir);
    const outcome = await runReview(
      { ...base, settings: { ...base.settings, crossExamine: { mode: 'auto' } } },
      {
        git: createGit(repo.dir),
        progress: (e) => {
          // What was in the out directory at the first word: no lane had written its review yet.
          if (e.kind === 'started') atStart.push(...readdirSync(outDir, { recursive: true }).map(String));
          events.push(e);
        },
      },
    );
    expect(events.map((e) => e.kind)).toEqual([
      'started',
      'lane-ended',
      'lane-ended',
      'lane-ended',
      'examining',
    ]);
    const started = events[0] as Extract<ReviewProgress, { kind: 'started' }>;
    expect(started.lanes).toEqual(['la', 'lb', 'lc']);
    expect(started.headSha).toBe('HEAD');
    const ended = events.filter(
      (e): e is Extract<ReviewProgress, { kind: 'lane-ended' }> => e.kind === 'lane-ended',
    );
    expect(ended.map((e) => e.lane.identity).sort()).toEqual(['la', 'lb', 'lc']);
    const la = ended.find((e) => e.lane.identity === 'la');
    expect(la?.lane).toMatchObject({ status: 'reviewed', counts: { HIGH: 1, MEDIUM: 0, LOW: 0 } });
    // The last lane's event carries the findings of all three, merged as the final page merges them.
    const last = ended.at(-1);
    expect(last?.findings.map((f) => [f.path, f.line, f.lanes])).toEqual(
      outcome.findings.map((f) => [
        f.path,
        f.line,
        f.lanes.filter((l) => f.byLane.some((b) => b.identity === l)),
      ]),
    );
    const examining = events.at(-1) as Extract<ReviewProgress, { kind: 'examining' }>;
    expect(examining.examiners.length).toBeGreaterThan(0);
    expect(examining.findings).toBe(outcome.examination?.examination.examined);
  });

  it('the publish job finds the same findings from the lane jobs it merges', async () => {
    const deps = () => ({ git: createGit(repo.dir) });
    const planDir = join(jobs, 'plan');
    mkdirSync(planDir, { recursive: true });
    writeFileSync(
      join(planDir, 'plan.json'),
      JSON.stringify(planHandover(await planReview(input(planDir), deps()))),
    );
    const laneDirs = new Map<string, string>();
    for (const id of ['la', 'lb', 'lc']) {
      const dir = join(jobs, `lane-${id}`);
      const one = await runOneLane(input(dir), id, deps());
      // A lane job sees only its own lane: one lane's findings, agreement out of one.
      expect(one.findings.every((f) => f.of === 1)).toBe(true);
      laneDirs.set(id, dir);
    }
    const merged = await mergeLaneResults(input(join(jobs, 'merged')), { planDir, laneDirs }, deps());
    expect(merged.results_json.findings).toEqual(expected);
    expect(merged.findings.map((f) => [f.path, f.of, f.byLane.map((l) => l.identity)])).toEqual([
      ['a.txt', 3, ['la', 'lb']],
      ['lib/other.txt', 3, ['lc']],
    ]);
  });
});

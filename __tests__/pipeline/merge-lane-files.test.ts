/**
 * The publish job takes each lane job's files from its artifact as unpacked, and a lane job ran a
 * lane the pull request can steer, which can leave anything in its out directory: only the lane's
 * own files are taken, as regular files, never followed, and cut at the capture cap; the rest is
 * left out with a warning on the lane that names it. Real git repository and /bin/echo lanes;
 * each case tampers with a fresh copy of two real lane jobs' folders.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planHandover } from '../../src/pipeline/handover.js';
import { mergeLaneResults, planReview, runOneLane } from '../../src/pipeline/index.js';
import type { Settings } from '../../src/settings.js';
import { createGit } from '../../src/sys/git.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneFile } from '../../__fixtures__/pipeline/echo-lane.js';

let repo: TempRepo;
let jobs: string;
let secret: string;
const settings = (outDir: string): Settings => ({
  cwd: repo.dir,
  reviewers: ['la', 'lb'],
  all: false,
  consentPath: DEFAULTS.consentPath,
  capabilityDirs: [],
  firstParty: false,
  baselineRef: 'main',
  maxParallel: 2,
  outDir,
  base: 'main',
  head: 'HEAD',
  include: [],
  exclude: [],
  failOn: 'explicit',
});
const input = (outDir: string) => ({ settings: settings(outDir), env: process.env });
const deps = () => ({ git: createGit(repo.dir) });

beforeAll(async () => {
  repo = await consentedRepo({
    [lanePath('la')]: echoLaneFile('la'),
    [lanePath('lb')]: echoLaneFile('lb'),
  });
  jobs = mkdtempSync(join(tmpdir(), 'rl-lane-files-'));
  secret = join(jobs, 'runner-token');
  writeFileSync(secret, 'RUNNER-SECRET-VALUE\n');
  const planDir = join(jobs, 'plan');
  mkdirSync(planDir);
  writeFileSync(
    join(planDir, 'plan.json'),
    JSON.stringify(planHandover(await planReview(input(planDir), deps()))),
  );
  for (const id of ['la', 'lb']) await runOneLane(input(join(jobs, `pristine-${id}`)), id, deps());
}, 60_000);
afterAll(() => {
  repo.cleanup();
  rmSync(jobs, { recursive: true, force: true });
});

let cases = 0;
/** The two lane jobs' folders copied afresh, `tamper` applied, and merged. */
async function merge(tamper: (laneDir: (id: string) => string) => void) {
  const at = join(jobs, `case-${++cases}`);
  const laneDirs = new Map<string, string>();
  for (const id of ['la', 'lb']) {
    cpSync(join(jobs, `pristine-${id}`), join(at, id), { recursive: true });
    laneDirs.set(id, join(at, id));
  }
  tamper((id) => join(at, id));
  const out = join(at, 'out');
  const merged = await mergeLaneResults(input(out), { planDir: join(jobs, 'plan'), laneDirs }, deps());
  const page = readFileSync(join(out, 'REVIEWS.md'), 'utf8');
  return { merged, out, page, lanes: readdirSync(join(out, 'lanes')).sort() };
}

const OWN = ['la.err', 'la.md', 'la.stdout', 'lb.err', 'lb.md', 'lb.stdout'];

describe("a lane job's files in the publish job", () => {
  it('the lanes own files are all taken, with no warning', async () => {
    const m = await merge(() => {});
    expect(m.lanes).toEqual(OWN);
    expect(m.page).not.toContain('Warning:');
    expect(m.merged.results_json.lanes.map((l) => [l.reviewPath, l.errPath])).toEqual([
      ['lanes/la.md', 'lanes/la.err'],
      ['lanes/lb.md', 'lanes/lb.err'],
    ]);
  });

  it('a symbolic link is not followed or copied: the file it names stays out of the review', async () => {
    const m = await merge((dir) => {
      rmSync(join(dir('la'), 'lanes', 'la.stdout'));
      symlinkSync(secret, join(dir('la'), 'lanes', 'la.stdout'));
    });
    expect(m.merged.ok).toBe(true);
    expect(existsSync(join(m.out, 'lanes', 'la.stdout'))).toBe(false);
    expect(() => lstatSync(join(m.out, 'lanes', 'la.stdout'))).toThrow();
    expect(m.page).toContain(
      '> Warning: lanes/la.stdout from the job of lane la is a symbolic link; it is not followed; it is left out',
    );
    for (const f of readdirSync(join(m.out, 'lanes')))
      expect(readFileSync(join(m.out, 'lanes', f), 'utf8')).not.toContain('RUNNER-SECRET-VALUE');
  });

  it('a FIFO is left out without waiting on it, and the review goes on', async () => {
    const m = await merge((dir) => {
      rmSync(join(dir('la'), 'lanes', 'la.err'));
      execFileSync('mkfifo', [join(dir('la'), 'lanes', 'la.err')]);
    });
    expect(m.merged.results_json.lanes.map((l) => [l.slug, l.status, l.errPath])).toEqual([
      ['la', 'reviewed', undefined],
      ['lb', 'reviewed', 'lanes/lb.err'],
    ]);
    expect(m.lanes).toEqual(OWN.filter((f) => f !== 'la.err'));
    expect(m.page).toContain(
      '> Warning: lanes/la.err from the job of lane la is not a regular file; it is left out',
    );
  });

  it('a file over the capture cap is cut there, saying so', async () => {
    const huge = 64 * 1024 * 1024;
    const m = await merge((dir) => truncateSync(join(dir('la'), 'lanes', 'la.stdout'), huge));
    const size = statSync(join(m.out, 'lanes', 'la.stdout')).size;
    expect(size).toBeLessThan(DEFAULTS.maxOutputBytes + 128 * 1024);
    expect(readFileSync(join(m.out, 'lanes', 'la.stdout'), 'utf8')).toMatch(
      new RegExp(`\\[output truncated: ${huge} bytes written, the first \\d+ kept\\]\\n$`),
    );
    expect(m.page).toMatch(
      new RegExp(
        `> Warning: lanes/la\\.stdout from the job of lane la is ${huge} bytes; its first \\d+ are kept`,
      ),
    );
  });

  it("another lane's file name in a lane job is left out: it neither replaces nor blocks that lane's file", async () => {
    const m = await merge((dir) => {
      // la's job runs first, lb's after: lb's job names la's review, la's names lb's as a folder.
      writeFileSync(join(dir('lb'), 'lanes', 'la.md'), 'PLANTED by the job of lb\n');
      mkdirSync(join(dir('la'), 'lanes', 'lb.md'));
      writeFileSync(join(dir('la'), 'lanes', 'lb.md', 'x'), 'in the way\n');
      mkdirSync(join(dir('la'), 'lanes', 'notes'));
      writeFileSync(join(dir('la'), 'lanes', 'notes', 'leak.txt'), 'anything\n');
    });
    expect(m.merged.results_json.lanes.map((l) => [l.slug, l.status])).toEqual([
      ['la', 'reviewed'],
      ['lb', 'reviewed'],
    ]);
    expect(m.lanes).toEqual(OWN);
    expect(readFileSync(join(m.out, 'lanes', 'la.md'), 'utf8')).not.toContain('PLANTED');
    expect(statSync(join(m.out, 'lanes', 'lb.md')).isFile()).toBe(true);
    expect(m.page).toContain(
      "> Warning: the artifact of the job of lane la holds lanes/lb.md, lanes/notes, which are not this lane's files (or not declared in its lane-results.json); left out",
    );
    expect(m.page).toContain(
      "> Warning: the artifact of the job of lane lb holds lanes/la.md, which are not this lane's files (or not declared in its lane-results.json); left out",
    );
  });

  it("a path lane-results.json gives outside the lane's own names is not taken or published", async () => {
    const m = await merge((dir) => {
      const file = join(dir('la'), 'lane-results.json');
      const doc = JSON.parse(readFileSync(file, 'utf8')) as { results: Array<Record<string, unknown>> };
      doc.results = doc.results.map((r) => ({ ...r, reviewPath: '../../runner-token' }));
      writeFileSync(file, JSON.stringify(doc));
    });
    expect(m.merged.results_json.lanes.map((l) => [l.slug, l.reviewPath])).toEqual([
      ['la', undefined],
      ['lb', 'lanes/lb.md'],
    ]);
    expect(m.lanes).toEqual(OWN.filter((f) => f !== 'la.md'));
    expect(m.page).toContain(
      '> Warning: lane-results.json from the job of lane la gives reviewPath "../../runner-token", not lanes/la.md; it is left out',
    );
  });
});

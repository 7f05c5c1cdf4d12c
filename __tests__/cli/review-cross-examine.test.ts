/**
 * `reviewer-lanes review --cross-examine` (D22, DESIGN.md §5) through the CLI entry point on a real
 * git repository with two repository lanes running the self-test's fake reviewer CLI (ledger-a and
 * ledger-b, each raising a finding the other did not): `off` sends no examination request and
 * leaves the page as it was; without the flag the round runs, so the fake would have been asked.
 * An examiner that fails is a warning on stderr, never a failed review. Every prompt a lane is
 * sent is kept in $HOME/saved-prompts; `maybe` is a usage error before any work.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActionRepo, FAKE_BIN, type ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { runCli } from './helpers.js';

/** 40 lines; the change rewrites lines 5-7 and 25-27. */
const ledger = (changed: boolean) =>
  `${Array.from({ length: 40 }, (_, i) => {
    const n = i + 1;
    if (changed && [5, 25].some((s) => n >= s && n <= s + 2)) return `export const entry${n} = 'new';`;
    return `export const entry${n} = ${n};`;
  }).join('\n')}\n`;

let repo: ActionRepo;
let home: string;

beforeAll(async () => {
  repo = await createActionRepo(['ledger-a', 'ledger-b'], {
    baseFiles: { 'src/ledger.js': ledger(false) },
    headFiles: { 'src/ledger.js': ledger(true) },
  });
  home = mkdtempSync(join(tmpdir(), 'rl-cli-cross-examine-'));
}, 120_000);
afterAll(() => {
  rmSync(repo.root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});
/** Each lane refutes what the other raised, citing a line of the change. */
const REFUTE_EACH_OTHER = {
  'ledger-a': { script: { '*': { verdict: 'refuted', evidence: 'src/ledger.js:25' } } },
  'ledger-b': { script: { '*': { verdict: 'refuted', evidence: 'src/ledger.js:5' } } },
};
const answering = (scripts: Record<string, unknown>) =>
  writeFileSync(join(home, 'verdict-scripts.json'), JSON.stringify(scripts));
beforeEach(() => {
  rmSync(join(home, 'saved-prompts'), { recursive: true, force: true });
  mkdirSync(join(home, 'saved-prompts'));
  answering(REFUTE_EACH_OTHER);
});

const review = (out: string, ...args: string[]) =>
  runCli(
    [
      'review',
      '--cwd',
      repo.root,
      '--base',
      'main',
      '--reviewers',
      'fake-ledger-a,fake-ledger-b',
      '--out',
      join(repo.root, out),
      ...args,
    ],
    { env: { PATH: `${FAKE_BIN}:${process.env['PATH'] ?? '/usr/bin:/bin'}`, HOME: home } },
  );

/** The prompts the lanes were sent: `[kind, behaviour]`, sorted. */
const sent = () =>
  readdirSync(join(home, 'saved-prompts'))
    .map((f) => {
      const m = /^(.+?)-(examine-)?\d+\.md$/.exec(f);
      return [m?.[2] ? 'examine' : 'review', m?.[1]];
    })
    .sort();

/** Folders named `examine` under `dir`: where a round keeps each examiner's request and answer. */
const examineFolders = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name === 'examine')
    .map((e) => join(e.parentPath, e.name));

interface Results {
  lanes: Array<{ identity: string; status: string; examination?: unknown }>;
  findings: Array<{ line: number; lanes: string[]; examination?: { standing: string } }>;
  examination: unknown;
}

describe('review --cross-examine', () => {
  it('off: no lane is sent an examination request, and nothing of a round is on the page', async () => {
    const run = await review('out-off', '--json', '--cross-examine', 'off');
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(sent()).toEqual([
      ['review', 'ledger-a'],
      ['review', 'ledger-b'],
    ]);
    const results = JSON.parse(run.stdout) as Results;
    expect(results.examination).toEqual({ mode: 'off', examined: 0, unexamined: 0, reason: 'off' });
    expect(results.lanes.map((l) => [l.identity, l.status, l.examination])).toEqual([
      ['fake-ledger-a', 'reviewed', undefined],
      ['fake-ledger-b', 'reviewed', undefined],
    ]);
    expect(results.findings.map((f) => f.examination)).toEqual(results.findings.map(() => undefined));
    const md = readFileSync(join(repo.root, 'out-off', 'REVIEWS.md'), 'utf8');
    // One line says the round is off; nothing else of it: no standing, no Refuted, no Examination column.
    const off = '**Cross-examination:** none — it is turned off (`cross-examine: off`).';
    expect(md).toContain(off);
    expect(md.replace(off, '')).not.toMatch(
      /confirmed by|refuted by|contested|cross-examination|Examination/i,
    );
    expect(examineFolders(join(repo.root, 'out-off'))).toEqual([]);
  });

  it('without it (auto): each lane is sent the findings of the other, and their verdicts land in results.json', async () => {
    const run = await review('out-auto', '--json');
    expect(run.code).toBe(0);
    expect(sent()).toEqual([
      ['examine', 'ledger-a'],
      ['examine', 'ledger-b'],
      ['review', 'ledger-a'],
      ['review', 'ledger-b'],
    ]);
    expect(examineFolders(join(repo.root, 'out-auto'))).toHaveLength(1);
    const results = JSON.parse(run.stdout) as Results;
    expect(results.examination).toEqual({ mode: 'auto', examined: 2, unexamined: 0 });
    const standing = Object.fromEntries(
      results.findings.filter((f) => f.lanes.length === 1).map((f) => [f.lanes[0], f.examination?.standing]),
    );
    expect(standing).toEqual({ 'fake-ledger-a': 'contested', 'fake-ledger-b': 'contested' });
  });

  it('an examiner that fails: a warning naming it on stderr, and the review is written all the same', async () => {
    answering({ ...REFUTE_EACH_OTHER, 'ledger-b': { ...REFUTE_EACH_OTHER['ledger-b'], exit: 3 } });
    const run = await review('out-failed');
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'warning: examiner fake-ledger-b left no verdicts (failed: exit_nonzero): exit code 3\n',
    );
    const results = JSON.parse(
      readFileSync(join(repo.root, 'out-failed', 'results.json'), 'utf8'),
    ) as Results;
    expect(results.lanes.map((l) => [l.identity, l.status])).toEqual([
      ['fake-ledger-a', 'reviewed'],
      ['fake-ledger-b', 'reviewed'],
    ]);
  });

  it('maybe: a usage error naming the values, before any lane runs', async () => {
    const run = await review('out-maybe', '--json', '--cross-examine', 'maybe');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      errors: [
        { message: `--cross-examine must be one of 'auto', 'off' (got: "maybe")`, code: 'usage_error' },
      ],
    });
    expect(sent()).toEqual([]);
    expect(existsSync(join(repo.root, 'out-maybe'))).toBe(false);
  });
});

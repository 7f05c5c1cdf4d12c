/**
 * The page while a review runs (D12, issue 37), end to end: the bundled action run as the runner
 * runs it, with slow fake lanes (`wait-N` answers after N seconds), against the loopback GitHub
 * API, whose request times say when the pull request showed what. A re-run keeps the previous
 * review and its record on the page until the new one replaces it; a cancelled run says so and
 * leaves no lane alive; a run an error ends says what failed.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { createActionRepo } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub, RecordedRequest } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { commentMarker } from '../../src/github/comment.js';
import { STATUS_END, STATUS_START } from '../../src/github/progress-page.js';
import { splitRecord } from '../../src/github/sticky-record.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let home: string;
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  repo = await createActionRepo(['wait-0', 'wait-5', 'wait-40', 'wait-30']);
  artifacts = await startFakeArtifacts();
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  rmSync(repo.root, { recursive: true, force: true });
});
beforeEach(async () => {
  github = await startFakeGitHub();
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
  home = mkdtempSync(join(tmpdir(), 'rl-progress-home-'));
  mkdirSync(join(home, 'saved-prompts'));
});
afterEach(async () => {
  await github.close();
  rmSync(home, { recursive: true, force: true });
});

function review(
  reviewers: string,
  o: {
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    onSpawn?: (c: ChildProcess) => void;
  } = {},
): Promise<RunnerResult> {
  runs++;
  return runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_runner_token_value', reviewers, 'cross-examine': 'off', ...o.inputs },
    event: {
      name: 'pull_request',
      payload: {
        action: 'synchronize',
        pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }),
      },
    },
    runId: String(9000 + runs),
    env: { HOME: home, ...o.env },
    ...(o.onSpawn ? { onSpawn: o.onSpawn } : {}),
  });
}

/** The bodies the action wrote to issue comments, with when GitHub got them. */
const commentWrites = (since = 0): Array<{ at: number; body: string }> =>
  github.requests
    .slice(since)
    .filter((r: RecordedRequest) => /\/issues\/(?:7\/)?comments/.test(r.path) && /POST|PATCH/.test(r.method))
    .map((r) => ({ at: r.at, body: (r.body as { body: string }).body }));

const body = () => github.comments[0]?.body ?? '';
const isStatus = (b: string) => b.includes(STATUS_START);

async function until(what: string, ok: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The pids of the fake lanes that ran, by behaviour (saved-prompts/<behaviour>-<pid>.md). */
function lanePids(): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of readdirSync(join(home, 'saved-prompts'))) {
    const m = /^(.+)-(\d+)\.md$/.exec(f);
    if (m) out.set(m[1] as string, Number(m[2]));
  }
  return out;
}

/** When the fake lane of this behaviour answered (Date.now() it wrote to <behaviour>-<pid>.end). */
function endOf(behaviour: string): number {
  const saved = join(home, 'saved-prompts');
  const file = readdirSync(saved).find((f) => new RegExp(`^${behaviour}-\\d+\\.end$`).test(f));
  if (!file) throw new Error(`no ${behaviour} lane answered`);
  return Number(readFileSync(join(saved, file), 'utf8'));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the page while a review runs', () => {
  it('shows the status at once, the 5 s lane before the 40 s one ends, keeps the previous review, and ends as today', async () => {
    const first = await review('fake-wait-0');
    expect(first.status).toBe(0);
    const previous = body();
    const previousRecord = splitRecord(previous).record;
    expect(previousRecord).toHaveLength(2);
    expect(previous).not.toContain(STATUS_START);
    const before = github.requests.length;

    const second = await review('fake-wait-0,fake-wait-5,fake-wait-40');
    expect(second.status).toBe(0);
    const writes = commentWrites(before);
    // The first write is the status, naming the lanes and the head, up before the 5 s lane
    // answered (how soon after the step's start is a figure of the bench: action-review).
    const start = writes[0];
    expect(start && isStatus(start.body)).toBe(true);
    expect(start?.body).toContain('**Review in progress**: 3 lanes on `' + repo.head.slice(0, 12) + '`');
    expect(performance.timeOrigin + (start?.at ?? Infinity)).toBeLessThan(endOf('wait-5'));
    // The 5 s lane's line and the provisional findings, before the 40 s lane answered.
    const ended40 = endOf('wait-40');
    const update = writes.find((w) => /\| fake-wait-5 \| reviewed \| [\d.]+ s \| 1 MEDIUM \|/.test(w.body));
    expect(update).toBeDefined();
    expect(update?.body).toContain('**Provisional findings**');
    expect(update?.body).toMatch(/\| fake-wait-40 \| running \|/);
    expect(performance.timeOrigin + (update?.at ?? Infinity)).toBeLessThan(ended40);
    // Never an empty page: every status keeps the previous review and its record, verbatim.
    for (const w of writes.slice(0, -1)) {
      expect(isStatus(w.body)).toBe(true);
      expect(splitRecord(w.body).record).toEqual(previousRecord);
      expect(w.body).toContain(splitRecord(previous).page.trim().split('\n')[0]);
    }
    // Paced: one status, then at most one update a 15 s window, at most 6.
    const statuses = writes.slice(0, -1);
    expect(statuses.length).toBeLessThanOrEqual(7);
    for (let i = 2; i < statuses.length; i++)
      expect((statuses[i]?.at ?? 0) - (statuses[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(14_900);
    // The final page replaces the block, as today: one comment, no status, a new record.
    const final = body();
    expect(github.comments).toHaveLength(1);
    expect(final.split('\n')[0]).toBe(commentMarker('default'));
    expect(final).not.toContain(STATUS_START);
    expect(final).not.toContain(STATUS_END);
    expect(final).toContain('## Fake wait-40 Review');
    expect(splitRecord(final).record).toHaveLength(2);
  }, 120_000);

  it('on SIGINT says the review was cancelled and which lanes had finished, and leaves no lane alive', async () => {
    await review('fake-wait-0');
    const previousRecord = splitRecord(body()).record;
    const saved = join(home, 'saved-prompts');
    rmSync(saved, { recursive: true, force: true });
    mkdirSync(saved);
    const before = github.requests.length;
    let child: ChildProcess | undefined;
    const running = review('fake-wait-0,fake-wait-30', { onSpawn: (c) => (child = c) });
    await until('the status block', () => isStatus(body()));
    await until('the quick lane to answer and the slow one to start', () => {
      const files = readdirSync(saved);
      return files.some((f) => /^wait-0-\d+\.end$/.test(f)) && files.some((f) => /^wait-30-\d+\.md$/.test(f));
    });
    // The runner has read the quick lane's answer once its process is gone.
    await until('the quick lane to exit', () => !alive(lanePids().get('wait-0') ?? 0));
    await new Promise((r) => setTimeout(r, 500));
    child?.kill('SIGINT');
    const result = await running;
    const exited = performance.now();

    expect(result.status).toBe(1);
    expect(result.stdout).toContain('::error::The review was cancelled (SIGINT)');
    const last = commentWrites(before).at(-1);
    // Posted before the step exited (the product bounds the update within the runner's grace).
    expect(last?.at ?? Infinity).toBeLessThanOrEqual(exited);
    expect(body()).toBe(last?.body);
    expect(body()).toContain('**Review cancelled** (SIGINT)');
    expect(body()).toContain('Finished before it was stopped: fake-wait-0;');
    expect(body()).toMatch(/\| fake-wait-30 \| stopped \|/);
    expect(body()).not.toContain('Review in progress');
    // The earlier review and its record stay for the next run; nothing else was posted.
    expect(splitRecord(body()).record).toEqual(previousRecord);
    expect(body()).toContain('## Fake wait-0 Review');
    expect(github.reviews).toHaveLength(0);
    expect(github.comments).toHaveLength(1);
    const slow = lanePids().get('wait-30');
    expect(slow).toBeDefined();
    expect(alive(slow ?? 0)).toBe(false);
  }, 60_000);

  it('an error that ends the run replaces the status block with what failed', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'rl-progress-temp-'));
    try {
      const running = review('fake-wait-5', { env: { RUNNER_TEMP: temp } });
      await until('the status block', () => isStatus(body()));
      // The out directory is pulled from under the run: writing the report fails.
      const out = join(temp, 'reviewer-lanes', 'default', 'review');
      renameSync(out, `${out}.moved`);
      writeFileSync(out, 'not a folder');
      const result = await running;
      expect(result.status).toBe(1);
      expect(github.comments).toHaveLength(1);
      expect(body()).toContain('**Review failed**: 1 lane on');
      expect(body()).toMatch(/not a directory|ENOTDIR|EEXIST/);
      expect(body()).not.toContain('Review in progress');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  }, 60_000);
});

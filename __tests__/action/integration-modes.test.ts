/**
 * The bundled action's other modes, run as the runner runs them over real repositories:
 * `check` (the required check on manifest changes) and the matrix fan-out
 * plan -> lane x N -> publish, which must agree with one `review` job on the same inputs.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import {
  CONSENT,
  LANES_DIR,
  consentFor,
  createActionRepo,
  fakeLaneManifest,
} from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { readZip } from '../../__fixtures__/github/zip.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { commentMarker } from '../../src/github/comment.js';
import { actionBundle } from './helpers/bundle.js';
import type { RunnerResult } from './helpers/runner.js';
import { runAsRunner } from './helpers/runner.js';

let bundle: string;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
const repos: ActionRepo[] = [];
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  artifacts = await startFakeArtifacts();
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  for (const r of repos) rmSync(r.root, { recursive: true, force: true });
});
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => github.close());

async function repoWith(headFiles: Record<string, string> = {}): Promise<ActionRepo> {
  const repo = await createActionRepo(['good', 'fail', 'hostile'], { headFiles });
  repos.push(repo);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
  return repo;
}

function act(
  repo: ActionRepo,
  inputs: Record<string, string>,
  runId = String(7000 + ++runs),
): Promise<RunnerResult> {
  return runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_t', ...inputs },
    event: {
      name: 'pull_request',
      payload: { pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }) },
    },
    runId,
  });
}

describe('mode: check, bundled', () => {
  it('fails on an invalid repository lane, with an annotation on its file and line', async () => {
    const bad = JSON.parse(fakeLaneManifest('broken')) as { reviewer: { transport: string } };
    bad.reviewer.transport = 'carrier-pigeon';
    const file = `${LANES_DIR}/fake-broken/capability.json`;
    const text = `${JSON.stringify(bad, null, 2)}\n`;
    const repo = await repoWith({ [file]: text });
    const r = await act(repo, { mode: 'check' });
    expect(r.status).toBe(1);
    const line = text.split('\n').findIndex((l) => l.includes('"transport"')) + 1;
    const annotation = r.stdout.split('\n').find((l) => l.startsWith('::error ') && l.includes(file));
    expect(annotation).toContain(`file=${file}`);
    expect(annotation).toContain(`line=${line}`);
    expect(annotation).toContain('reviewer.transport');
    expect(r.stdout).toContain('::error::reviewer-lanes check failed: ');
  });

  it('fails when the head changes a lane without updating the consent baseline', async () => {
    const changed = fakeLaneManifest('good').replace(
      '"args": [\n        "good"\n      ]',
      '"args": ["good", "--extra"]',
    );
    expect(changed).toContain('--extra');
    const repo = await repoWith({ [`${LANES_DIR}/fake-good/capability.json`]: changed });
    const r = await act(repo, { mode: 'check' });
    expect(r.status).toBe(1);
    expect(r.summary).toContain('### Consent baseline is not current');
    expect(r.summary).toContain('- **fake-good** (`fake-good`): signature_changed');
    expect(r.stdout).toContain(
      '::error::reviewer-lanes check failed: the consent baseline is not current for 1 lane(s)',
    );
    expect(r.stdout).toContain(
      "::error title=reviewer-lanes check,file=.github/reviewer-lanes/consent.json::[fake-good]: lane 'fake-good' is signature changed in the consent baseline",
    );
  });

  it('passes with a current baseline and shows the disclosure diff in the summary and the comment', async () => {
    const repo = await repoWith();
    // The PR adds a lane and consents to it in the same change.
    repo.commit('add a lane', { [`${LANES_DIR}/fake-extra/capability.json`]: fakeLaneManifest('extra') });
    repo.head = repo.commit('consent to it', { [CONSENT]: await consentFor(repo.root) });
    const r = await act(repo, { mode: 'check' });
    expect(r.status).toBe(0);
    const line = '- **fake-extra** (`fake-extra`) is new and will now run `fake-reviewer extra`.';
    expect(r.summary).toContain('## reviewer-lanes check: passed');
    expect(r.summary).toContain(line);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body.split('\n')[0]).toBe(commentMarker('default:check'));
    expect(github.comments[0]?.body).toContain(line);
  });
});

describe('plan -> lane x N -> publish, bundled', () => {
  it('gives the same sections and statuses as one review job on the same inputs', async () => {
    const repo = await repoWith();
    const inputs = { reviewers: 'fake-good,fake-fail,fake-hostile', comment: 'false' };

    const single = await act(repo, { ...inputs, artifact: 'single' });
    expect(single.status).toBe(1);

    const runId = String(7000 + ++runs);
    const plan = await act(repo, { ...inputs, mode: 'plan' }, runId);
    expect(plan.status).toBe(0);
    const matrix = JSON.parse(plan.outputs['matrix'] ?? '{}') as { include: Array<{ lane: string }> };
    expect(matrix.include.map((m) => m.lane).sort()).toEqual(['fake-fail', 'fake-good', 'fake-hostile']);
    expect(plan.outputs['lane-count']).toBe('3');

    const lanes = await Promise.all(
      matrix.include.map((m) => act(repo, { ...inputs, mode: 'lane', lane: m.lane }, runId)),
    );
    expect(lanes.map((l) => l.status)).toEqual([0, 0, 0]);

    const publish = await act(repo, { ...inputs, mode: 'publish' }, runId);
    expect(publish.status).toBe(1);
    expect(publish.outputs['failed-lanes']).toBe(single.outputs['failed-lanes']);

    const statuses = (r: RunnerResult) =>
      (
        JSON.parse(r.outputs['results'] ?? '{}') as {
          lanes: Array<{ identity: string; status: string; reason?: string; explicit: boolean }>;
        }
      ).lanes
        .map((l) => `${l.identity} ${l.status} ${l.reason ?? ''} ${l.explicit}`)
        .sort();
    expect(statuses(publish)).toEqual(statuses(single));
    expect(statuses(single)).toEqual([
      'fake-fail failed exit_nonzero true',
      'fake-good reviewed  true',
      'fake-hostile reviewed  true',
    ]);

    const sections = (r: RunnerResult) =>
      readFileSync(r.outputs['reviews-path'] ?? '', 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('## '));
    expect(sections(publish)).toEqual(sections(single));
    expect(sections(single)).toEqual(
      expect.arrayContaining(['## Fake good Review', '## Fake fail Review', '## Fake hostile Review']),
    );
    expect(
      artifacts.artifacts
        .filter((a) => a.run === `run-${runId}`)
        .map((a) => a.name)
        .sort(),
    ).toEqual([
      'reviewer-lanes',
      'reviewer-lanes-lane-fake-fail',
      'reviewer-lanes-lane-fake-good',
      'reviewer-lanes-lane-fake-hostile',
      'reviewer-lanes-plan',
    ]);
    // What each artifact holds: the run's own files, as documented (README: the review, the prompt,
    // results.json, reviews.sarif, each lane's output and stderr), and the hand-over file.
    const names = (run: string | null, name: string) => {
      const a = artifacts.artifacts.find((x) => (run === null || x.run === run) && x.name === name);
      return [...readZip(a?.zip ?? Buffer.alloc(0)).keys()].sort();
    };
    const runFiles = ['REVIEWS.md', 'lane-results.json', 'prompt.md', 'results.json', 'reviews.sarif'];
    const laneFiles = (lane: string) => ['err', 'md', 'stdout'].map((e) => `lanes/${lane}.${e}`);
    const all = [...runFiles, ...['fake-fail', 'fake-good', 'fake-hostile'].flatMap(laneFiles)].sort();
    expect(names(null, 'single')).toEqual(all);
    expect(names(`run-${runId}`, 'reviewer-lanes')).toEqual(all);
    expect(names(`run-${runId}`, 'reviewer-lanes-lane-fake-good')).toEqual(
      [...runFiles, ...laneFiles('fake-good')].sort(),
    );
  });
});

/**
 * D20 end to end: the bundled action's `mode: stats` and the CLI's `stats` read the same seeded
 * history from the loopback GitHub API and write the same track-record.json; the action uploads
 * it as `reviewer-lanes-track-record`; a review run afterwards shows each lane's record beside
 * its row; and with no artifact, or a token refused the artifacts API (403), the review still
 * posts, with a notice.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { createActionRepo } from '../../__fixtures__/github/action-repo.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { PERMISSIONS, trackHistory } from '../../__fixtures__/github/track-history.js';
import { readZip } from '../../__fixtures__/github/zip.js';
import { TrackRecordSchema, type TrackRecord } from '../../src/track/schema.js';
import { runCli } from '../cli/helpers.js';
import { actionBundle } from './helpers/bundle.js';
import { runAsRunner } from './helpers/runner.js';

let bundle: string;
let repo: ActionRepo;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
const TOKEN = 'ghs_runner_token_value';

beforeAll(async () => {
  bundle = actionBundle();
  repo = await createActionRepo();
  artifacts = await startFakeArtifacts();
  github = await startFakeGitHub();
  // The review's own lanes, so the page can show their records.
  github.graphPulls.push(
    ...trackHistory({ lanes: ['fake-good', 'fake-fail', 'fake-hostile', 'fake-huge', 'fake-absent'] }),
  );
  for (const [login, role] of PERMISSIONS) github.permissions.set(login, role);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await github.close();
  rmSync(repo.root, { recursive: true, force: true });
});

/** The same document whenever it was made: only the time it was made differs. */
const timeless = ({ generatedAt: _at, ...rest }: TrackRecord) => rest;

const statsRun = (runId: string, env: Record<string, string> = {}) =>
  runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': TOKEN, mode: 'stats', 'stats-prs': '100' },
    event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
    runId,
    env,
  });

const reviewRun = (runId: string) =>
  runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': TOKEN, reviewers: 'fake-good,fake-fail', inline: 'false' },
    event: {
      name: 'pull_request',
      payload: {
        action: 'opened',
        pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }),
      },
    },
    runId,
  });

describe('mode: stats and stats, bundled and from the CLI', () => {
  let fromAction: TrackRecord;

  beforeAll(async () => {
    const r = await statsRun('7001');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const uploaded = artifacts.artifacts.find(
      (a) => a.run === 'run-7001' && a.name === 'reviewer-lanes-track-record',
    );
    if (!uploaded) throw new Error(`no track record artifact: ${r.stdout}`);
    const files = readZip(uploaded.zip);
    expect([...files.keys()].sort()).toEqual(['TRACK-RECORD.md', 'track-record.json', 'track-record.svg']);
    fromAction = TrackRecordSchema.parse(
      JSON.parse((files.get('track-record.json') ?? Buffer.alloc(0)).toString('utf8')),
    );
    // The repository's artifacts API serves what the run uploaded (one service on GitHub).
    github.repoArtifacts.push({
      id: uploaded.id,
      name: uploaded.name,
      zip: uploaded.zip,
      createdAt: uploaded.createdAt,
      runId: 7001,
    });
  }, 120_000);

  it('the CLI writes the same track-record.json the action uploads', async () => {
    const cli = await runCli(['stats', '--repo', 'octo/widgets', '--prs', '100', '--json'], {
      env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: github.url },
    });
    expect(cli.code).toBe(0);
    expect(timeless(TrackRecordSchema.parse(JSON.parse(cli.stdout)))).toEqual(timeless(fromAction));
    expect(fromAction.lanes.map((l) => l.identity)).toContain('fake-good');
  });

  it('puts the table and the chart in the job summary, progress in the log', async () => {
    const r = await statsRun('7002');
    expect(r.summary).toContain('| fake-good |');
    expect(r.summary).toContain('```mermaid\nxychart-beta');
    expect(r.stdout).toContain('track record: page 4, 100 of at most 100 pull requests read');
  }, 120_000);

  it('refuses an event that is not a schedule or a dispatch', async () => {
    const r = await runAsRunner({
      bundle,
      workspace: repo.root,
      github,
      artifacts,
      inputs: { 'github-token': TOKEN, mode: 'stats' },
      event: { name: 'push', payload: {} },
      runId: '7003',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("mode: stats runs on schedule or workflow_dispatch, not on 'push'");
  }, 120_000);

  it('a review afterwards shows each lane its record from that artifact', async () => {
    const r = await reviewRun('7010');
    const body = github.comments.at(-1)?.body ?? '';
    const good = fromAction.lanes.find((l) => l.identity === 'fake-good');
    if (!good) throw new Error('no fake-good record');
    expect(body).toContain('| Track record |');
    const row = body.split('\n').find((l) => l.startsWith('| fake-good |'));
    expect(row).toContain(`addressed ${good.addressed} of ${good.findings}, dismissed ${good.dismissed}`);
    expect(r.stdout).not.toContain("The lanes' track records are not shown");
  }, 180_000);

  it('with no artifact yet the review still posts, and says so in a line of its log, not a notice', async () => {
    const kept = github.repoArtifacts.splice(0);
    try {
      github.comments.length = 0;
      const r = await reviewRun('7011');
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]?.body).not.toContain('| Track record |');
      const said = r.stdout.split('\n').filter((l) => l.includes('track record'));
      expect(said).toEqual([
        "There is no track record artifact (reviewer-lanes-track-record) of octo/widgets yet: a workflow with mode: stats makes it, and the page then shows each lane's record. track-record: off stops looking.",
      ]);
      expect(r.stdout).not.toContain('::notice::');
    } finally {
      github.repoArtifacts.push(...kept);
    }
  }, 180_000);

  it('with a 403 on the artifacts API (no actions: read) the review still posts, with a notice', async () => {
    github.comments.length = 0;
    github.faults.push({
      method: 'GET',
      path: /\/actions\/artifacts$/,
      status: 403,
      message: 'Resource not accessible by integration',
    });
    const r = await reviewRun('7012');
    expect(github.comments).toHaveLength(1);
    expect(r.stdout).toContain(
      "::notice::The lanes' track records are not shown: the token cannot read the track record artifact",
    );
    expect(r.stdout).toContain('actions: read');
  }, 180_000);

  it('an expired artifact, or one of another version, is a notice too', async () => {
    const kept = github.repoArtifacts.splice(0);
    try {
      github.repoArtifacts.push({ ...(kept[0] as (typeof kept)[number]), expired: true });
      github.comments.length = 0;
      const r = await reviewRun('7013');
      expect(github.comments).toHaveLength(1);
      expect(r.stdout).toMatch(/::notice::The lanes' track records are not shown: .* has expired/);
    } finally {
      github.repoArtifacts.splice(0, github.repoArtifacts.length, ...kept);
    }
  }, 180_000);

  it("a re-run of the stats workflow uploads name.2 beside the first attempt's, and the page reads the re-run's", async () => {
    // Fewer pull requests than the first attempt read: other figures, so the page shows which it read.
    const r = await runAsRunner({
      bundle,
      workspace: repo.root,
      github,
      artifacts,
      inputs: { 'github-token': TOKEN, mode: 'stats', 'stats-prs': '40' },
      event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
      runId: '7001',
      attempt: 2,
    });
    expect(r.status).toBe(0);
    const rerun = artifacts.artifacts.find(
      (a) => a.run === 'run-7001' && a.name === 'reviewer-lanes-track-record.2',
    );
    if (!rerun) throw new Error(`no re-run artifact: ${r.stdout}`);
    github.repoArtifacts.push({
      id: rerun.id,
      name: rerun.name,
      zip: rerun.zip,
      createdAt: rerun.createdAt,
      runId: 7001,
    });
    const record = TrackRecordSchema.parse(
      JSON.parse((readZip(rerun.zip).get('track-record.json') ?? Buffer.alloc(0)).toString('utf8')),
    );
    const good = record.lanes.find((l) => l.identity === 'fake-good');
    const before = fromAction.lanes.find((l) => l.identity === 'fake-good');
    if (!good || !before) throw new Error('no fake-good record');
    const figures = (l: typeof good) => `addressed ${l.addressed} of ${l.findings}, dismissed ${l.dismissed}`;
    expect(figures(good)).not.toBe(figures(before));
    github.comments.length = 0;
    await reviewRun('7014');
    const row = (github.comments.at(-1)?.body ?? '').split('\n').find((l) => l.startsWith('| fake-good |'));
    expect(row).toContain(figures(good));
  }, 240_000);

  it('a re-run whose first attempt uploaded nothing takes the plain name, which the page looks for', async () => {
    const r = await statsRun('7006', { GITHUB_RUN_ATTEMPT: '2' });
    expect(r.status).toBe(0);
    expect(artifacts.artifacts.filter((a) => a.run === 'run-7006').map((a) => a.name)).toEqual([
      'reviewer-lanes-track-record',
    ]);
  }, 120_000);
});

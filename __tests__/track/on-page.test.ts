/**
 * The track record read for the review page (D20) from the repository's newest artifact, against
 * the loopback GitHub API: each lane's line when the artifact is sound; a notice saying why for
 * every way it is not — none, expired, refused, cut short, of another version, not the shape, a
 * bomb of entries — and never a throw.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { writeZip } from '../../__fixtures__/github/zip.js';
import { createOctokit } from '../../src/github/octokit.js';
import { trackRecordForPage } from '../../src/track/on-page.js';
import type { TrackRecord } from '../../src/track/schema.js';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.repoArtifacts.length = 0;
  fake.faults.length = 0;
});

const record: TrackRecord = {
  ok: true,
  version: 2,
  repository: 'octo/widgets',
  identity: 'github-actions[bot]',
  generatedAt: '2026-12-01T00:00:00.000Z',
  window: { prs: 2, from: null, to: null },
  records: 2,
  skipped: [],
  lanes: [
    {
      identity: 'codex',
      reviews: { reviewed: 2 },
      findings: 48,
      agreed: 10,
      addressed: 31,
      dismissed: 6,
      outdated: 1,
      openAtClose: 10,
      uniqueAddressed: 12,
      tokens: { reported: 100, estimated: 0 },
      medianDurationMs: 1000,
      examination: { verdicts: 0, refuted: 0, refutedAddressed: 0, confirmed: 0, confirmedDismissed: 0 },
    },
  ],
  standings: [],
};

const artifact = (zip: Buffer, over: Partial<FakeGitHub['repoArtifacts'][number]> = {}) =>
  fake.repoArtifacts.push({
    id: 77,
    name: 'reviewer-lanes-track-record',
    zip,
    createdAt: '2026-12-01T00:00:00Z',
    ...over,
  });
const read = () =>
  trackRecordForPage({
    octokit: () =>
      createOctokit({
        token: 'ghs_x',
        baseUrl: fake.url,
        log: { warning: () => undefined, info: () => undefined },
        retries: 0,
      }),
    owner: 'octo',
    repo: 'widgets',
  });
const json = (doc: unknown) => writeZip([{ name: 'track-record.json', data: JSON.stringify(doc) }]);

describe("the review page's track record", () => {
  it('gives each lane its line from the newest artifact', async () => {
    artifact(json({ ...record, lanes: [{ ...record.lanes[0], addressed: 1 }] }), {
      id: 70,
      createdAt: '2026-11-01T00:00:00Z',
    });
    artifact(json(record));
    const page = await read();
    expect(page).toEqual({ lines: new Map([['codex', 'addressed 31 of 48, dismissed 6']]) });
    // The newest run by name, its attempts, one download and its redirect to the zip.
    expect(fake.requests.slice(-4).map((r) => r.path)).toEqual([
      '/repos/octo/widgets/actions/artifacts',
      '/repos/octo/widgets/actions/runs/1/artifacts',
      '/repos/octo/widgets/actions/artifacts/77/zip',
      '/_blob/artifacts/77.zip',
    ]);
  });

  const addressed = (n: number) => json({ ...record, lanes: [{ ...record.lanes[0], addressed: n }] });
  const line = (n: number) => ({ lines: new Map([['codex', `addressed ${n} of 48, dismissed 6`]]) });

  it("reads a re-run's artifact (name.2) over its first attempt's", async () => {
    artifact(addressed(1), { id: 80, runId: 500, createdAt: '2026-12-01T00:00:00Z' });
    artifact(addressed(2), {
      id: 81,
      runId: 500,
      name: 'reviewer-lanes-track-record.2',
      createdAt: '2026-12-01T01:00:00Z',
    });
    // Another artifact of the run, whose name only starts like ours, is not a track record.
    artifact(addressed(3), {
      id: 82,
      runId: 500,
      name: 'reviewer-lanes-track-record-old.3',
      createdAt: '2026-12-01T02:00:00Z',
    });
    expect(await read()).toEqual(line(2));
  });

  it("the newest run's record, over an older run's re-run", async () => {
    artifact(addressed(1), { id: 90, runId: 600, createdAt: '2026-11-01T00:00:00Z' });
    artifact(addressed(2), {
      id: 91,
      runId: 600,
      name: 'reviewer-lanes-track-record.3',
      createdAt: '2026-11-01T05:00:00Z',
    });
    artifact(addressed(4), { id: 95, runId: 700, createdAt: '2026-12-01T00:00:00Z' });
    expect(await read()).toEqual(line(4));
  });

  it('none yet is no notice: a line saying where the record would come from', async () => {
    const page = await read();
    expect(page).toEqual({
      missing:
        "There is no track record artifact (reviewer-lanes-track-record) of octo/widgets yet: a workflow with mode: stats makes it, and the page then shows each lane's record. track-record: off stops looking.",
    });
  });

  it.each<[string, () => void, RegExp]>([
    ['expired', () => artifact(json(record), { expired: true }), /has expired; run mode: stats again/],
    [
      'refused: no actions: read',
      () => {
        artifact(json(record));
        fake.faults.push({
          method: 'GET',
          path: /\/actions\/artifacts$/,
          status: 403,
          message: 'Resource not accessible by integration',
        });
      },
      /the token cannot read .* \(the workflow needs `permissions: actions: read`\)/,
    ],
    [
      'another version',
      () => artifact(json({ ...record, version: 1 })),
      /is of version 1; this release reads version 2/,
    ],
    [
      'not the shape',
      () => artifact(json({ ...record, lanes: 'many' })),
      /is not of the track record's shape/,
    ],
    ['not JSON', () => artifact(writeZip([{ name: 'track-record.json', data: '{' }])), /is not JSON/],
    [
      'no track-record.json',
      () => artifact(writeZip([{ name: 'other.txt', data: 'x' }])),
      /holds no track-record.json/,
    ],
    ['cut short', () => artifact(json(record).subarray(0, 20)), /cannot be unpacked/],
    [
      'a bomb of entries',
      () => artifact(writeZip(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, data: '' })))),
      /more than 16 entries/,
    ],
  ])('%s: a notice, never a throw', async (_name, seed, why) => {
    seed();
    const page = await read();
    expect('notice' in page && page.notice).toMatch(why);
    expect('notice' in page && page.notice).toMatch(
      /^The lanes' track records are not shown: .*The review goes on without them\.$/,
    );
  });
});

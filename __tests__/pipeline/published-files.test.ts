/**
 * What the action publishes as its artifact is the out directory: the lanes' own files and
 * lane-results.json must be redacted as REVIEWS.md is (D12), or a secret a lane
 * printed is downloadable by anyone who can read the run. Real git repository, a /bin/sh lane
 * that prints the credential it was given and a token-shaped string.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runReview } from '../../src/pipeline/index.js';
import type { Settings } from '../../src/settings.js';
import { createGit } from '../../src/sys/git.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';

const KEY = 'team-secret-value-0123';
const TOKEN = `ghp_${'A1'.repeat(18)}`;

describe('the published out directory', () => {
  let repo: TempRepo;
  const settings = (outDir: string): Settings => ({
    cwd: repo.dir,
    reviewers: ['leaky'],
    all: false,
    consentPath: DEFAULTS.consentPath,
    capabilityDirs: [],
    firstParty: false,
    baselineRef: 'main',
    maxParallel: 1,
    outDir,
    base: 'main',
    head: 'HEAD',
    include: [],
    exclude: [],
    failOn: 'explicit',
  });

  beforeAll(async () => {
    const lane = echoLaneManifest('leaky') as { reviewer: Record<string, unknown> };
    lane.reviewer.probe = { kind: 'command-exists', binary: '/bin/sh' };
    lane.reviewer.invoke = {
      binary: '/bin/sh',
      args: ['-c', `echo "## Summary"; echo "key $TEAM_KEY token ${TOKEN}"; echo "key $TEAM_KEY" >&2`],
      promptChannel: 'none',
      outputChannel: 'stdout',
      modelArg: null,
      effortChannel: 'none',
    };
    lane.reviewer.env = ['TEAM_KEY'];
    repo = await consentedRepo({ [lanePath('leaky')]: JSON.stringify(lane, null, 2) });
  });
  afterAll(() => repo.cleanup());

  const run = (out: string, publishes: boolean) =>
    runReview(
      {
        settings: settings(join(repo.dir, out)),
        env: { ...process.env, TEAM_KEY: KEY },
        ...(publishes ? { publishes } : {}),
      },
      { git: createGit(repo.dir) },
    );

  it('holds no secret a lane printed: lane files and lane-results.json are redacted', async () => {
    const outcome = await run('published', true);
    expect(outcome.results.map((r) => r.status)).toEqual(['reviewed']);
    const out = join(repo.dir, 'published');
    const files = [
      ...readdirSync(join(out, 'lanes')).map((f) => join(out, 'lanes', f)),
      join(out, 'lane-results.json'),
      join(out, 'REVIEWS.md'),
    ];
    expect(readdirSync(join(out, 'lanes')).sort()).toEqual(['leaky.err', 'leaky.md', 'leaky.stdout']);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(TOKEN);
    }
    expect(readFileSync(join(out, 'lanes', 'leaky.md'), 'utf8')).toContain('key [REDACTED] token [REDACTED]');
  });

  it('a local run keeps its raw lane files (nothing is published)', async () => {
    await run('local', false);
    expect(readFileSync(join(repo.dir, 'local', 'lanes', 'leaky.stdout'), 'utf8')).toContain(KEY);
  });
});

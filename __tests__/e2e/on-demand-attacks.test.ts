/**
 * A `/review` comment (D21) on a pull request that only adds configuration files aimed at the
 * five real CLIs (pinned npm releases; the attack rows of workspace-attacks.test.ts), reviewed by
 * the bundled action on `issue_comment` — with the repository's secrets, as GitHub runs it —
 * against the loopback fake model, the loopback GitHub fake and the fake artifact service.
 *
 * The repositories are as on GitHub: a bare origin; the checkout is a clone of its default branch
 * (what actions/checkout leaves on issue_comment). From a fork, the head is only under
 * `refs/pull/7/head` of the origin: the action fetches it as data, and the lanes' workspace is the
 * base's (D18), so nothing the head adds can run or configure a lane. From a branch of the same
 * repository the workspace is the head's, as on pull_request, with agent configuration from the
 * base. Either way: no marker, no phrase, the trap server never called, every lane `reviewed`,
 * and the attack files' names still in the prompt (their diffs are excluded, so a phrase at the
 * fake model could only have come from a CLI reading a file).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PHRASES_BY_CLI, attackFiles, toolCallFor } from '../../__fixtures__/e2e/attacks.js';
import { prepareClis } from '../../__fixtures__/e2e/cli-homes.js';
import { createReviewRepo } from '../../__fixtures__/e2e/git-repo.js';
import {
  INSTALL_TIMEOUT_MS,
  REAL_CLIS,
  realClisBinDir,
  reviewTextFor,
  type RealCli,
} from '../../__fixtures__/e2e/real-clis.js';
import { startFakeArtifacts, type FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import {
  pullRequestPayload,
  startFakeGitHub,
  type FakeGitHub,
} from '../../__fixtures__/github/fake-github.js';
import { issueCommentPayload } from '../../__fixtures__/github/issue-comment.js';
import { startFakeLlm, type FakeLlm, type RecordedRequest } from '../../__fixtures__/servers/fake-llm.js';
import { runGit, writeFiles } from '../../__fixtures__/sys/git.js';
import { actionBundle } from '../action/helpers/bundle.js';
import { runAsRunner, type RunnerResult } from '../action/helpers/runner.js';

const LANE_TIMEOUT_MS = 90_000;
const RUN_TIMEOUT_MS = 2 * LANE_TIMEOUT_MS + 60_000;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

interface Scenario {
  result: RunnerResult;
  /** The markers that appeared during this run, and the model requests it caused. */
  markers: string[];
  requests: RecordedRequest[];
  trapRequests: RecordedRequest[];
  lanes: Array<{ slug: string; status: string; reason?: string }>;
  prompt: string;
  reactions: string[];
}

describe('a /review comment on a pull request that only adds CLI configuration, five real CLIs', () => {
  let bundle: string;
  let fake: FakeLlm;
  let trap: FakeLlm;
  let work: string;
  let markers: string;
  let github: FakeGitHub;
  let artifacts: FakeArtifacts;
  let base: string;
  let head: string;
  let attack: Record<string, string>;
  let env: Record<string, string>;
  let checkout: string;
  const scenarios = new Map<'fork' | 'same-repo', Scenario>();
  let runs = 0;

  async function review(which: 'fork' | 'same-repo'): Promise<Scenario> {
    runs++;
    const before = { markers: readdirSync(markers), fake: fake.requests.length, trap: trap.requests.length };
    github.pulls.set(
      7,
      pullRequestPayload({
        number: 7,
        baseSha: base,
        headSha: head,
        ...(which === 'fork' ? { headRepo: 'contributor/widgets' } : {}),
      }),
    );
    const payload = issueCommentPayload(github, { body: '/review', association: 'MEMBER' });
    const result = await runAsRunner({
      bundle,
      workspace: checkout,
      github,
      artifacts,
      inputs: {
        'github-token': 'ghs_runner_token_value',
        reviewers: REAL_CLIS.join(','),
        'max-parallel': String(REAL_CLIS.length),
        exclude: Object.keys(attack).join('\n'),
      },
      event: { name: 'issue_comment', payload },
      runId: String(9300 + runs),
      env,
    });
    const reviews = result.outputs['reviews-path'];
    if (!reviews) throw new Error(`no review (exit ${result.status}):\n${result.stdout.slice(-3000)}`);
    const lanes = (JSON.parse(result.outputs['results'] ?? '{}') as { lanes: Scenario['lanes'] }).lanes;
    return {
      result,
      markers: readdirSync(markers).filter((m) => !before.markers.includes(m)),
      requests: fake.requests.slice(before.fake),
      trapRequests: trap.requests.slice(before.trap),
      lanes,
      prompt: readFileSync(join(dirname(reviews), 'prompt.md'), 'utf8'),
      reactions: (github.commentReactions.get(payload.comment.id) ?? []).map((r) => r.content),
    };
  }

  beforeAll(
    async () => {
      bundle = actionBundle();
      const binDir = await realClisBinDir();
      work = mkdtempSync(join(tmpdir(), 'rl-e2e-on-demand-'));
      markers = join(work, 'markers');
      mkdirSync(markers);
      fake = await startFakeLlm({ reviewText: reviewTextFor, toolCall: toolCallFor(markers) });
      trap = await startFakeLlm({
        reviewText: 'TRAP: this server belongs to the pull request',
        toolCall: toolCallFor(markers),
      });
      const home = join(work, 'home');
      mkdirSync(home);
      const { env: cliEnv, setups } = prepareClis(REAL_CLIS, home, fake.url);
      const models = Object.fromEntries(
        REAL_CLIS.flatMap((cli) => (setups[cli]?.model ? [[cli, setups[cli]?.model]] : [])),
      );
      const timeouts = Object.fromEntries(REAL_CLIS.map((cli) => [cli, LANE_TIMEOUT_MS]));
      // The source of both: main (the base) and the pull request's head with the attack on top.
      const source = join(work, 'source');
      mkdirSync(source);
      const repo = createReviewRepo(source, {
        '.github/reviewer-lanes/config.json': json({ review: { models, timeouts } }),
      });
      base = repo.base;
      attack = attackFiles(markers, trap.url);
      writeFiles(source, attack);
      runGit(source, ['add', '-A']);
      runGit(source, ['commit', '-q', '-m', 'add reviewer configuration']);
      head = runGit(source, ['rev-parse', 'HEAD']);
      // The origin holds the head only as the pull request's ref, as a fork's is held.
      const origin = join(work, 'origin.git');
      runGit(work, ['clone', '-q', '--bare', source, origin]);
      runGit(origin, ['update-ref', 'refs/pull/7/head', head]);
      runGit(origin, ['branch', '-D', 'feature']);
      checkout = join(work, 'checkout');
      runGit(work, ['clone', '-q', '--no-local', '--branch', 'main', origin, checkout]);
      github = await startFakeGitHub();
      artifacts = await startFakeArtifacts();
      env = {
        PATH: `${binDir}:${process.env['PATH'] ?? '/usr/bin:/bin'}`,
        HOME: home,
        USER: process.env['USER'] ?? 'e2e',
        LANG: 'C.UTF-8',
        TMPDIR: work,
        // What gemini's own docs tell a CI user to export; the lane must never pass it on.
        GEMINI_CLI_TRUST_WORKSPACE: 'true',
        ...cliEnv,
      };
      // From a fork the head is not in the checkout: the action has to fetch it.
      expect(() => runGit(checkout, ['cat-file', '-e', `${head}^{commit}`])).toThrow();
      scenarios.set('fork', await review('fork'));
      // The same pull request from a branch of the repository: the origin has it as a branch.
      runGit(origin, ['update-ref', 'refs/heads/feature', head]);
      scenarios.set('same-repo', await review('same-repo'));
    },
    INSTALL_TIMEOUT_MS + 2 * RUN_TIMEOUT_MS,
  );

  afterAll(async () => {
    await fake?.close();
    await trap?.close();
    await github?.close();
    await artifacts?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const of = (which: 'fork' | 'same-repo') => scenarios.get(which) as Scenario;
  const phrasesSeenBy = (s: Scenario, cli: RealCli) => {
    const sent = JSON.stringify(s.requests.filter((r) => r.client === cli).map((r) => r.body));
    return PHRASES_BY_CLI[cli].filter((p) => sent.includes(p));
  };
  const rows = (['fork', 'same-repo'] as const).flatMap((which) =>
    REAL_CLIS.map((cli) => [which, cli] as const),
  );

  it.each(rows)('%s: %s ran none of the commands the pull request configured', (which, cli) => {
    const ran = of(which)
      .markers.filter((m) => m.startsWith(`${cli}-`))
      .map((m) => `${m}: ${readFileSync(join(markers, m), 'utf8').split('\n').join(' ')}`);
    expect(ran).toEqual([]);
  });

  it.each(rows)('%s: %s never sent the model an instruction file of the pull request', (which, cli) => {
    expect(phrasesSeenBy(of(which), cli)).toEqual([]);
  });

  it.each(rows)('%s: %s still ended reviewed', (which, cli) => {
    const lane = of(which).lanes.find((l) => l.slug === cli);
    expect({ status: lane?.status, reason: lane?.reason }).toEqual({ status: 'reviewed', reason: undefined });
  });

  it.each(['fork', 'same-repo'] as const)(
    '%s: claude sent nothing to the URL the pull request configured',
    (which) => {
      expect(of(which).trapRequests.map((r) => `${r.method} ${r.path} ${r.client}`)).toEqual([]);
    },
  );

  it("from a fork, the lanes' workspace is the base's; from a branch, the head's, as on pull_request", () => {
    expect(of('fork').result.stdout).toContain(
      `a checkout of ${base.slice(0, 12)} with agent configuration from ${base}`,
    );
    expect(of('same-repo').result.stdout).toContain(
      `a checkout of ${head.slice(0, 12)} with agent configuration from ${base}`,
    );
    expect(of('fork').result.stdout).toContain(
      'from contributor/widgets: the head is read as data, the lanes run in the base',
    );
  });

  it.each(['fork', 'same-repo'] as const)(
    '%s: the lanes were still shown what the pull request changed, by name',
    (which) => {
      for (const path of ['CLAUDE.md', '.qwen/settings.json', 'opencode.json', 'GEMINI.md', 'AGENTS.md'])
        expect(of(which).prompt).toContain(path);
      expect(of(which).prompt).toContain('src/calc.js');
    },
  );

  it.each(['fork', 'same-repo'] as const)(
    '%s: the comment got 👀 then 🚀, and the checkout stayed on the base',
    (which) => {
      expect(of(which).reactions).toEqual(['eyes', 'rocket']);
      expect(of(which).result.status).toBe(0);
      expect(runGit(checkout, ['rev-parse', 'HEAD'])).toBe(base);
      expect(runGit(checkout, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
    },
  );
});

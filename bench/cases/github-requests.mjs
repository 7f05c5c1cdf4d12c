// Bench case: a re-run of a 4-lane review that updates its sticky
// comment and posts or updates its inline review makes at most 12 requests. The action's run()
// (src/ as plain ESM) publishes a 4-lane review with 6 findings (5 of them inline) through the
// real Octokit client to the loopback GitHub fake, which counts every request it gets; the
// pipeline is replaced by the finished review, so the figures are the publishing's alone. Four
// runs on one pull request: the first; a re-run with the same review; a re-run in which every
// lane worded its findings anew (each inline comment is updated); a re-run with one finding more.
// Then a review on demand (D21): a member's `/review` comment with the same review as a re-run,
// whose requests beyond that re-run's (the pull request read through the API, 👀 and 🚀) are the
// on-demand figure.
// Then, on a second pull request with 10 live inline comments (D19): a re-run nobody reacted to,
// and a re-run after a 👎 by a writer and one by the author (no write access) on one comment and
// a `/dismiss` reply by a member on another: reading that feedback may cost at most 3 requests
// more (one for the 👎s' givers, one permission per person; the reply's association is listed).
// Then the page while a review runs (D12, input progress, on by default): the first re-run again
// with the pipeline's progress, every lane ending within 15 s (the status is the one request
// more); and with 40 lanes ending over ten minutes of a clock the run is given (its pace's
// waits pass at once), which may add at most 7 (the status and 6 updates).
// Run alone: `node bench/cases/github-requests.mjs`.
import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transpileSources } from '../../__fixtures__/run/transpile.mjs';
import { ROOT, runAlone } from '../lib.mjs';

const LANES = ['codex', 'claude', 'gemini', 'qwen'];
const BUDGET = 12;
/** D21: what a `/review` may add to a pull_request run of the same review. */
const ON_DEMAND_EXTRA = 3;
/** DESIGN §6: the feedback on 10 live inline comments costs at most this many more requests. */
const FEEDBACK_BUDGET = 3;
/** Issue 37: the page while a review runs, when every lane ends within 15 s, and at most. */
const PROGRESS_QUICK_EXTRA = 1;
const PROGRESS_EXTRA = 7;

export const name = 'github-requests';
export const budget = [
  { figure: 'rerunRequests', max: BUDGET, what: 'GitHub requests of a 4-lane re-run, same review' },
  {
    figure: 'rerunChangedRequests',
    max: BUDGET,
    what: 'GitHub requests of a 4-lane re-run whose lanes reworded all 5 inline findings',
  },
  {
    figure: 'onDemandExtraRequests',
    max: ON_DEMAND_EXTRA,
    what: 'GitHub requests a /review comment adds to a pull_request re-run of the same review',
  },
  {
    figure: 'rerun10Requests',
    max: BUDGET,
    what: 'GitHub requests of a re-run with 10 live inline comments nobody reacted to',
  },
  {
    figure: 'feedbackExtraRequests',
    max: FEEDBACK_BUDGET,
    what: 'requests more for reading two 👎 (a writer, the author) and a /dismiss reply on 10 live comments',
  },
  {
    figure: 'progressQuickExtraRequests',
    max: PROGRESS_QUICK_EXTRA,
    what: 'requests the page while a review runs adds to a 4-lane re-run whose lanes all end within 15 s',
  },
  {
    figure: 'progress40ExtraRequests',
    max: PROGRESS_EXTRA,
    what: 'requests the page while a review runs adds to a re-run whose 40 lanes end over ten minutes',
  },
];

function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** A pull request's repository: a base commit and a head that adds src/cart.ts. */
function repository(dir) {
  const repo = join(dir, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.email', 'bench@example.invalid');
  git(repo, 'config', 'user.name', 'bench');
  writeFileSync(join(repo, 'README.md'), '# widgets\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  mkdirSync(join(repo, 'src'));
  writeFileSync(
    join(repo, 'src/cart.ts'),
    Array.from({ length: 60 }, (_, i) => `// line ${i + 1}`).join('\n'),
  );
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'head');
  return { repo, base, head: git(repo, 'rev-parse', 'HEAD') };
}

/** 6 findings of 4 lanes: 5 of MEDIUM or higher on the diff (inline), one LOW. */
function findingsOf(f, wording) {
  const at = (line, severity, lanes, title) =>
    f.finding(
      lanes.map((l, k) =>
        f.laneFinding(l, severity, 'src/cart.ts', line + k, title, {
          text: `${title}. ${l} explains it ${wording}.`,
        }),
      ),
      { of: LANES.length },
    );
  return [
    at(28, 'HIGH', ['codex', 'claude', 'gemini', 'qwen'], 'Division by zero in averagePrice'),
    at(12, 'HIGH', ['codex', 'claude'], 'The save is not awaited'),
    at(40, 'MEDIUM', ['gemini', 'qwen'], 'The discount is applied twice'),
    at(50, 'MEDIUM', ['claude'], 'An empty name is accepted'),
    at(5, 'MEDIUM', ['qwen'], 'The import is unused'),
    at(57, 'LOW', ['codex'], 'Prefer const'),
  ];
}

export async function run() {
  const out = await transpileSources(join(ROOT, 'bench', 'out'), 'github-requests-', [
    '__fixtures__/github',
    '__fixtures__/servers',
    '__fixtures__/findings',
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'rl-bench-github-'));
  const load = (p) => import(pathToFileURL(join(out, p)).href);
  let fake;
  try {
    const [{ run: runAction }, { createGitHubApi }, fakes, fixtures] = await Promise.all([
      load('src/action/main.js'),
      load('src/github/client.js'),
      load('__fixtures__/github/fake-github.js'),
      load('__fixtures__/findings/findings.js'),
    ]);
    const { repo, base, head } = repository(dir);
    fake = await fakes.startFakeGitHub();
    const pull = fakes.pullRequestPayload({ number: 7, baseSha: base, headSha: head });
    fake.pulls.set(7, pull);
    fake.files.set(7, [
      {
        filename: 'src/cart.ts',
        status: 'added',
        additions: 60,
        deletions: 0,
        patch: `@@ -0,0 +1,60 @@\n${Array.from({ length: 60 }, (_, i) => `+// line ${i + 1}`).join('\n')}`,
      },
    ]);
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify({ action: 'synchronize', pull_request: pull }));
    const commentEventPath = join(dir, 'issue-comment.json');
    // A second pull request of the same change, for the feedback runs.
    const pull8 = fakes.pullRequestPayload({ number: 8, baseSha: base, headSha: head });
    fake.pulls.set(8, pull8);
    fake.files.set(8, fake.files.get(7));
    const event8Path = join(dir, 'event-8.json');
    writeFileSync(event8Path, JSON.stringify({ action: 'synchronize', pull_request: pull8 }));
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/widgets',
      GITHUB_API_URL: fake.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_WORKSPACE: repo,
      RUNNER_TEMP: join(dir, 'tmp'),
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1',
    };
    const inputs = {
      reviewers: LANES.join(','),
      'github-token': 'ghs_bench_default_token',
      artifact: 'false',
    };
    const markdown = [
      '# Cross-AI Review — PR #7: Add a widget',
      ...LANES.map((l) => `## ${l} Review\n\n${'A paragraph of review. '.repeat(40)}\n\n---`),
    ].join('\n\n');
    const failures = [];

    /** One action run publishing `findings`; the number of GitHub requests it made. */
    const publishRun = async (
      findings,
      {
        eventName = 'pull_request',
        runEnv: baseEnv = env,
        progressLanes = 0,
        progressClock,
        laneGapMs = 5,
      } = {},
    ) => {
      if (eventName === 'issue_comment') {
        const c = fake.seedComment(7, '/review', 'maintainer');
        writeFileSync(
          commentEventPath,
          JSON.stringify({
            action: 'created',
            issue: { number: 7, pull_request: { url: `${fake.url}/repos/octo/widgets/pulls/7` } },
            comment: {
              id: c.id,
              body: '/review',
              user: { login: 'maintainer' },
              author_association: 'MEMBER',
            },
          }),
        );
      }
      const runEnv =
        eventName === 'issue_comment'
          ? { ...baseEnv, GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: commentEventPath }
          : baseEnv;
      fake.requests.length = 0;
      const review = async (settings, ctx) => {
        mkdirSync(settings.outDir, { recursive: true });
        // The pipeline's progress as a review of `progressLanes` lanes reports it, each lane's end
        // a moment after the last (the page's loop runs in between).
        if (progressLanes > 0) {
          const ids = Array.from({ length: progressLanes }, (_, i) => `lane-${i + 1}`);
          ctx.progress?.({ kind: 'started', lanes: ids, headSha: head });
          for (const id of ids) {
            await new Promise((r) => setTimeout(r, laneGapMs));
            ctx.progress?.({
              kind: 'lane-ended',
              lane: {
                identity: id,
                status: 'reviewed',
                durationMs: 1000,
                counts: { HIGH: 0, MEDIUM: 1, LOW: 0 },
              },
              findings: [],
            });
          }
        }
        const lanes = LANES.map((slug) => ({
          slug,
          identity: slug,
          status: 'reviewed',
          explicit: true,
          durationMs: 1,
        }));
        return {
          ok: true,
          failures: [],
          plan: { warnings: [] },
          change: { baseSha: base, headSha: head, rangeLabel: '' },
          results: lanes.map((l) => ({ ...l, body: '', caveats: [], warnings: [] })),
          results_json: { ok: true, lanes },
          outDir: settings.outDir,
          reviewsPath: join(settings.outDir, 'REVIEWS.md'),
          resultsPath: join(settings.outDir, 'results.json'),
          sarifPath: join(settings.outDir, 'reviews.sarif'),
          reviewsMarkdown: markdown,
          findings,
          secrets: [],
        };
      };
      const unused = async () => {
        throw new Error('not used by this bench');
      };
      const warnings = [];
      await runAction({
        env: runEnv,
        readInput: (n) => inputs[n] ?? '',
        surface: {
          info: () => undefined,
          notice: () => undefined,
          warning: (m) => warnings.push(m),
          error: (m) => warnings.push(m),
          summary: async () => undefined,
          setOutput: () => undefined,
          setFailed: (m) => failures.push(m),
          setSecret: () => undefined,
        },
        stages: { review, plan: unused, check: unused, lane: unused, merge: unused },
        github: (token, r) =>
          createGitHubApi({
            token,
            baseUrl: fake.url,
            ...r,
            log: { warning: (m) => warnings.push(m), info: () => undefined },
          }),
        signals: new EventEmitter(),
        exit: () => undefined,
        ...(progressClock ? { progressClock } : {}),
      });
      if (warnings.length > 0) failures.push(...warnings);
      return fake.requests.length;
    };

    const first = findingsOf(fixtures, 'so');
    const firstRunRequests = await publishRun(first);
    const rerunRequests = await publishRun(first);
    const rerunChangedRequests = await publishRun(findingsOf(fixtures, 'in other words'));
    const newFinding = fixtures.finding(
      [fixtures.laneFinding('claude', 'HIGH', 'src/cart.ts', 20, 'A new problem')],
      {
        of: LANES.length,
      },
    );
    const rerunNewFindingRequests = await publishRun([newFinding, ...findingsOf(fixtures, 'in other words')]);
    const pullRequestAgain = await publishRun([newFinding, ...findingsOf(fixtures, 'in other words')]);
    const onDemandRequests = await publishRun([newFinding, ...findingsOf(fixtures, 'in other words')], {
      eventName: 'issue_comment',
    });
    const inline = fake.reviewComments.length;
    // Issue 37: the same re-run with the page while it runs (the comment, the review, the
    // inline comments are all in place, so the re-run's own requests are as rerunRequests').
    const sameAgain = await publishRun([newFinding, ...findingsOf(fixtures, 'in other words')]);
    const progressQuickRequests = await publishRun([newFinding, ...findingsOf(fixtures, 'in other words')], {
      progressLanes: 4,
    });
    // A clock whose waits pass at once: ten minutes of lanes in a moment of the bench.
    let t = 0;
    const jumping = {
      now: () => t,
      date: () => new Date(Date.UTC(2026, 11, 7) + t),
      sleep: async (ms) => {
        t += ms;
      },
    };
    const progress40Requests = await publishRun([newFinding, ...findingsOf(fixtures, 'in other words')], {
      progressLanes: 40,
      progressClock: jumping,
      // Longer than a write's pace (GitHub's 1 s), so the loop can post all it may.
      laneGapMs: 300,
    });

    // D19: 10 live inline comments on pull request #8, then their feedback.
    const env8 = { ...env, GITHUB_EVENT_PATH: event8Path };
    const ten = Array.from({ length: 10 }, (_, i) =>
      fixtures.finding([fixtures.laneFinding('codex', 'HIGH', 'src/cart.ts', 2 + 6 * i, `Problem ${i}`)], {
        of: LANES.length,
      }),
    );
    await publishRun(ten, { runEnv: env8 });
    const live = fake.reviewComments.filter((c) => fake.issueOf.get(c.id) === 8);
    const rerun10Requests = await publishRun(ten, { runEnv: env8 });
    fake.permissions.set('maya', 'maintain');
    fake.react(live[0].id, 'maya', '-1');
    fake.react(live[0].id, 'contributor', '-1');
    fake.associations.set('mia', 'MEMBER');
    fake.reply(live[2].id, 'mia', '/dismiss not reachable');
    const feedbackRequests = await publishRun(ten, { runEnv: env8 });
    const feedbackExtraRequests = feedbackRequests - rerun10Requests;
    const liveAfter = fake.reviewComments.filter(
      (c) => fake.issueOf.get(c.id) === 8 && c.in_reply_to_id === undefined,
    ).length;
    const ours = fake.comments.filter((c) => c.user.login === 'github-actions[bot]');
    return {
      ok:
        failures.length === 0 &&
        ours.length === 2 &&
        fake.reviews.length === 3 &&
        inline === 6 &&
        live.length === 10 &&
        liveAfter === 10,
      firstRunRequests,
      rerunRequests,
      rerunChangedRequests,
      rerunNewFindingRequests,
      onDemandRequests,
      onDemandExtraRequests: onDemandRequests - pullRequestAgain,
      rerun10Requests,
      feedbackRequests,
      feedbackExtraRequests,
      progressQuickRequests,
      progressQuickExtraRequests: progressQuickRequests - sameAgain,
      progress40Requests,
      progress40ExtraRequests: progress40Requests - sameAgain,
      stickyComments: ours.length,
      reviews: fake.reviews.length,
      inlineComments: inline,
      ...(failures.length > 0 ? { problems: failures.slice(0, 5) } : {}),
    };
  } finally {
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, { name, budget, run });

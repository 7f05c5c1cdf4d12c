// Bench case (DESIGN.md §6 "Cross-examination (D22)"): with 4 instant lanes and 15 findings on a
// 50-file pull request, the round starts within 100 ms of the last review's end, each examiner's
// prompt is at most 30% of its review prompt (estimated tokens, ceil(chars / 4)), and the run makes
// no more GitHub requests than without it.
// The bundled action (the current sources, __fixtures__/action-bundle.mjs: dist/ on CI) reviews
// the same pull request the way a runner runs it (bench/support/runner.mjs: Node 24, env -i, the
// loopback GitHub API and artifact service), with `cross-examine: auto` and `off` alternating. The
// pull request changes 20 lines in each of 50 modules; 4 repository lanes run one /bin/sh fake
// that raises 15 findings between them (12 by one lane, 3 by two) and answers a cross-examination
// request with a verdict for each finding it lists, in the JSON block the prompt asks for.
// Figures, side by side from the same runs: (a) the last review's `endedAt` to the first
// examiner's `startedAt` (results.json); (b) each examiner's request (examine/<lane>.prompt.md)
// against its review prompt (prompt.md), both from the run's out directory; (c) the GitHub
// requests of each side. Beside them, `node -e 0` under Node 24 between the runs: the machine's
// pace, since the gap is a few steps of ours that each wait for a CPU on a busy machine.
// Run alone: `node bench/cases/cross-examine.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { actionBundle } from '../../__fixtures__/action-bundle.mjs';
import { CLI, ROOT, median, round, runAlone, startupEnv, timeProcess } from '../lib.mjs';
import {
  actionInputs,
  git,
  laneManifest,
  loadFakes,
  node24,
  parseOutputs,
  runnerJob,
  timedRun,
} from '../support/runner.mjs';

const N = Number(process.env.REVIEWER_LANES_BENCH_RUNS || 5);
const FILES = 50;
const LINES = 120;
/** Lines 41..60 of every module change: one hunk each. */
const CHANGED = { from: 41, to: 60 };
const LANES = ['lane-a', 'lane-b', 'lane-c', 'lane-d'];
const FINDINGS = 15;
/** Findings raised by two lanes (the first ones); the rest by one lane each. */
const SHARED = 3;
const PR = 7;
const TOKEN = 'ghs_bench0000000000000000000000000000000';
const MAX_GAP_MS = 100;
const MAX_RATIO = 0.3;

export const name = 'cross-examine';
export const budget = [
  {
    figure: 'roundStartGapMs',
    max: MAX_GAP_MS,
    unit: 'ms',
    what: "the last review's end to the round's start (median of the runs)",
  },
  {
    figure: 'maxPromptRatio',
    max: MAX_RATIO,
    what: "each examiner's prompt against its review prompt (estimated tokens)",
  },
  {
    figure: 'extraRequests',
    max: 0,
    what: 'GitHub requests of a run with cross-examine: auto beyond the same run with off',
  },
];

const estimateTokens = (text) => Math.ceil(text.length / 4);

/** Finding k: module k, line 45; raised by lane k % 4, and the first SHARED also by the next lane. */
function raisersOf(k) {
  const first = k % LANES.length;
  return k < SHARED ? [first, (first + 1) % LANES.length] : [first];
}

/** Each lane's review: its findings as Concerns items, `[SEVERITY] path:line title`. */
function reviewOf(lane) {
  const concerns = [];
  for (let k = 0; k < FINDINGS; k++) {
    if (!raisersOf(k).includes(lane)) continue;
    const severity = k % 3 === 0 ? 'HIGH' : 'MEDIUM';
    concerns.push(`- [${severity}] src/module${k}.ts:45 compute(${k}) overflows for large inputs (${k})`);
  }
  return ['## Summary', 'Some concerns.', '', '## Concerns', ...concerns, '', '## Risk Assessment', 'MEDIUM'];
}

/**
 * The fake reviewer, one /bin/sh process (sed is the one other process, for a request): `$1` is
 * its lane. A review prints that lane's findings; a cross-examination request (its first line)
 * gets one verdict per `### F<n> · … · \`path:line\`` heading, the verdict turning with n and the
 * lane, the heading's place cited as evidence; every examiner refutes the findings on modules 4, 9
 * and 14, so the round changes what is published (3 refuted, never inline).
 */
function fakeLaneScript() {
  const reviews = LANES.map(
    (slug, i) =>
      `  ${slug}) printf '%s\\n' ${reviewOf(i)
        .map((l) => `'${l}'`)
        .join(' ')} ;;`,
  );
  return [
    '#!/bin/sh',
    '# A fake reviewer and examiner for the cross-examine bench (bench/cases/cross-examine.mjs).',
    'prompt=$(cat)',
    'case "$1" in lane-a) i=0 ;; lane-b) i=1 ;; lane-c) i=2 ;; *) i=3 ;; esac',
    'case "$prompt" in',
    "'# Cross-examination request'*)",
    '  printf \'I checked each finding against the checkout.\\n\\n```json\\n{"verdicts":[\'',
    "  printf '%s\\n' \"$prompt\" | sed -n 's/^### \\(F[0-9]*\\) .* `\\([^`]*\\)`$/\\1 \\2/p' | {",
    "    sep=''",
    '    while read -r id at; do',
    '      n=${id#F}',
    '      at=${at%%-[0-9]*}',
    '      m=${at#src/module}',
    '      m=${m%%.ts*}',
    '      case $(( (n + i) % 4 )) in 2) v=refuted ;; 3) v=unsure ;; *) v=confirmed ;; esac',
    '      [ $(( m % 5 )) -eq 4 ] && v=refuted',
    '      printf \'%s{"id":"%s","verdict":"%s","evidence":"%s","reason":"scripted %s"}\' "$sep" "$id" "$v" "$at" "$v"',
    "      sep=','",
    '    done',
    '  }',
    "  printf ']}\\n```\\n'",
    '  ;;',
    '*)',
    '  case "$1" in',
    ...reviews,
    '  esac',
    '  ;;',
    'esac',
    '',
  ].join('\n');
}

function moduleText(i, changed) {
  return `${Array.from({ length: LINES }, (_, k) => {
    const n = k + 1;
    if (changed && n >= CHANGED.from && n <= CHANGED.to)
      return `export const value${n} = compute(${i}, ${n}, 'changed');`;
    return `export const value${n} = ${n}; // module ${i}`;
  }).join('\n')}\n`;
}

/**
 * The pull request as a git repository: the 4 lanes consented on `main` (the CLI's `consent
 * --write`), a branch `feature` changing every module. Returns what the API reports of it.
 */
function pullRepo(root, binary) {
  mkdirSync(join(root, 'src'), { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  for (const slug of LANES) {
    const dir = join(root, '.github', 'reviewer-lanes', 'capabilities', slug);
    mkdirSync(dir, { recursive: true });
    const lane = laneManifest(slug, binary);
    lane.reviewer.invoke.args = [slug];
    writeFileSync(join(dir, 'capability.json'), `${JSON.stringify(lane, null, 2)}\n`);
  }
  for (let i = 0; i < FILES; i++) writeFileSync(join(root, 'src', `module${i}.ts`), moduleText(i, false));
  execFileSync(process.execPath, [CLI, 'consent', '--write', '--cwd', root], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  git(root, 'checkout', '-q', '-b', 'feature');
  for (let i = 0; i < FILES; i++) writeFileSync(join(root, 'src', `module${i}.ts`), moduleText(i, true));
  git(root, 'commit', '-q', '-am', 'change every module');
  const head = git(root, 'rev-parse', 'HEAD');
  const diff = `${git(root, 'diff', `${base}...${head}`)}\n`;
  const files = diff
    .split(/^(?=diff --git )/m)
    .filter((d) => d.startsWith('diff --git'))
    .map((d) => {
      const filename = /^\+\+\+ b\/(.+)$/m.exec(d)[1];
      const patch = d.slice(d.indexOf('@@')).trimEnd();
      const count = (sign) => patch.split('\n').filter((l) => l.startsWith(sign)).length;
      const additions = count('+');
      const deletions = count('-');
      return {
        sha: head,
        filename,
        status: 'modified',
        additions,
        deletions,
        changes: additions + deletions,
        patch,
      };
    });
  return { root, base, head, diff, files };
}

/** What the API reports of the pull request, and the event the runner hands the action. */
function pullFor(fakes, repo) {
  const pr = fakes.pullRequestPayload({ number: PR, baseSha: repo.base, headSha: repo.head });
  const api = {
    ...pr,
    user: { login: 'octocat' },
    labels: [],
    draft: false,
    additions: repo.files.reduce((n, f) => n + f.additions, 0),
    deletions: repo.files.reduce((n, f) => n + f.deletions, 0),
    changed_files: repo.files.length,
  };
  const event = {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: PR,
      pull_request: api,
      repository: { full_name: 'octo/widgets' },
    },
  };
  return { api, event };
}

/** The review prompt a lane was given: its own trimmed copy when it had a budget, else prompt.md. */
function reviewPrompt(outDir, lane) {
  const own = join(outDir, 'lanes', `${lane}.prompt.md`);
  return readFileSync(existsSync(own) ? own : join(outDir, 'prompt.md'), 'utf8');
}

export async function run() {
  const main = actionBundle();
  const node = node24();
  const fakes = await loadFakes();
  const root = mkdtempSync(join(tmpdir(), 'rl-bench-cross-examine-'));
  const servers = [];
  try {
    const bin = join(root, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'fake-examiner'), fakeLaneScript(), { mode: 0o755 });
    const repo = pullRepo(join(root, 'workspace'), 'fake-examiner');
    const { api, event } = pullFor(fakes, repo);
    const github = await fakes.startFakeGitHub();
    servers.push(github);
    github.pulls.set(PR, api);
    github.files.set(PR, repo.files);
    github.pullDiffs.set(PR, repo.diff);
    const artifacts = await fakes.startFakeArtifacts();
    servers.push(artifacts);
    const inputs = (mode) =>
      actionInputs(
        ROOT,
        { reviewers: LANES.join(','), 'max-parallel': String(LANES.length), 'cross-examine': mode },
        TOKEN,
      ).env;

    let runId = 2000;
    /** One run of the bundled action on a pull request with nothing of ours on it yet. */
    const runAction = async (mode) => {
      github.comments.length = 0;
      github.reviews.length = 0;
      github.reviewComments.length = 0;
      github.requests.length = 0;
      artifacts.requests.length = 0;
      const j = runnerJob({
        workspace: repo.root,
        pathDirs: [bin],
        github,
        artifacts,
        runId: String(++runId),
        event,
        inputs: inputs(mode),
      });
      try {
        const r = await timedRun(node, [main], { cwd: repo.root, env: j.env });
        const outputs = parseOutputs(readFileSync(j.files.output, 'utf8'));
        const results = JSON.parse(outputs.results ?? '{}');
        const reviewed = (results.lanes ?? []).filter((l) => l.status === 'reviewed');
        // A broken run is never counted: every lane reviewed, the comment and the review posted.
        if (r.status !== 0 || reviewed.length !== LANES.length || !outputs['comment-url']) {
          throw new Error(
            `the action did not review with all ${LANES.length} lanes (cross-examine: ${mode}, exit ${r.status}): ${r.stdout.slice(-1500)}${r.stderr.slice(-500)}`,
          );
        }
        if (github.comments.length !== 1 || github.reviews.length !== 1)
          throw new Error(
            `the action posted ${github.comments.length} comments and ${github.reviews.length} reviews, not 1 and 1`,
          );
        const sample = {
          ms: r.ms,
          requests: github.requests.length,
          artifactRequests: artifacts.requests.length,
          findings: (results.findings ?? []).length,
          inline: github.reviewComments.length,
          examination: results.examination,
        };
        if (mode === 'off') return sample;
        const outDir = dirname(outputs['reviews-path']);
        const lastReviewEnd = Math.max(...reviewed.map((l) => Date.parse(l.endedAt)));
        const examiners = reviewed.filter((l) => l.examination);
        const starts = examiners.map((l) => Date.parse(l.examination.startedAt));
        if (examiners.length !== LANES.length || starts.some(Number.isNaN) || Number.isNaN(lastReviewEnd))
          throw new Error(`not every lane examined with its times: ${JSON.stringify(results.lanes)}`);
        return {
          ...sample,
          gapMs: Math.min(...starts) - lastReviewEnd,
          examiners: examiners.map((l) => {
            const reviewTokens = estimateTokens(reviewPrompt(outDir, l.identity));
            const examineTokens = estimateTokens(
              readFileSync(join(outDir, 'examine', `${l.identity}.prompt.md`), 'utf8'),
            );
            return {
              lane: l.identity,
              status: l.examination.status,
              verdicts: l.examination.verdicts,
              reviewTokens,
              examineTokens,
              ratio: round(examineTokens / reviewTokens, 3),
            };
          }),
          standings: Object.fromEntries(
            ['confirmed', 'refuted', 'contested', 'unexamined'].map((s) => [
              s,
              (results.findings ?? []).filter((f) => f.examination?.standing === s).length,
            ]),
          ),
        };
      } finally {
        j.cleanup();
      }
    };

    const samples = { auto: [], off: [] };
    // The machine's pace beside the gap: on a busy machine every step of ours waits its turn.
    const bare = [];
    // One untimed warm-up each, then N rounds, alternating.
    await runAction('auto');
    await runAction('off');
    for (let i = 0; i < N; i++) {
      samples.auto.push(await runAction('auto'));
      samples.off.push(await runAction('off'));
      bare.push(timeProcess(node, ['-e', '0'], { env: startupEnv() }).ms);
    }
    const gaps = samples.auto.map((s) => s.gapMs);
    const [first] = samples.auto;
    const maxPromptRatio = Math.max(...samples.auto.flatMap((s) => s.examiners.map((e) => e.ratio)));
    const autoRequests = Math.max(...samples.auto.map((s) => s.requests));
    const offRequests = Math.min(...samples.off.map((s) => s.requests));
    const figures = {
      runs: N,
      changedFiles: repo.files.length,
      lanes: LANES.length,
      findings: first.findings,
      examined: first.examination?.examined ?? 0,
      standings: first.standings,
      roundStartGapMs: round(median(gaps)),
      maxRoundStartGapMs: round(Math.max(...gaps)),
      roundStartGaps: gaps,
      nodeBareMs: round(median(bare)),
      examiners: first.examiners,
      maxPromptRatio,
      autoRequests,
      offRequests,
      extraRequests: autoRequests - offRequests,
      autoArtifactRequests: first.artifactRequests,
      offArtifactRequests: samples.off[0].artifactRequests,
      autoInlineComments: first.inline,
      offInlineComments: samples.off[0].inline,
      autoWallMs: round(median(samples.auto.map((s) => s.ms))),
      offWallMs: round(median(samples.off.map((s) => s.ms))),
    };
    figures.ok =
      figures.changedFiles === FILES &&
      figures.findings === FINDINGS &&
      figures.examined === FINDINGS &&
      figures.standings.refuted === 3 &&
      samples.auto.every((s) => s.examiners.every((e) => e.status === 'answered')) &&
      figures.roundStartGapMs <= MAX_GAP_MS &&
      maxPromptRatio <= MAX_RATIO &&
      figures.extraRequests <= 0;
    return figures;
  } finally {
    for (const s of servers) await s.close();
    fakes.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);

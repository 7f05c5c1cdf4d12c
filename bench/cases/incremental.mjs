// Bench case (DESIGN.md §6 "Incremental review"): on a second push that changes 1 of the pull
// request's 50 changed files, every lane's prompt is at most 15% of the full review's prompt
// (estimated tokens, ceil(chars / 4)), side by side in one run. The pipeline (src/ as plain ESM)
// reviews the same head twice in one process: the whole change, then incrementally since the
// first push, with the last review's open findings as the action hands them over (12 findings on
// its page, 6 inline comments still placed). The four lanes are repository lanes that keep the
// prompt they were given (`/bin/sh`, consented on `main` as a user would) — one of them with a
// prompt budget the full review must trim — so the figures are of what each lane was sent.
// Run alone: `node bench/cases/incremental.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transpileSources } from '../../__fixtures__/run/transpile.mjs';
import { ROOT, round, runAlone } from '../lib.mjs';

const FILES = 50;
const LINES = 120;
/** Lines of each module the first push changes. */
const CHANGED = 20;
const LANES = ['lane-a', 'lane-b', 'lane-c', 'lane-budget'];
/**
 * Tokens for lane-budget: about half of what the full review would send it. The incremental
 * prompt has a fixed part (instructions, the 50-file list, the open findings: ~1,900 tokens
 * here), so a lane whose budget trims the full review below ~13,000 tokens goes over 15%.
 */
const BUDGET = 16_000;
const MAX_RATIO = 0.15;

export const name = 'incremental';
export const budget = {
  figure: 'maxRatio',
  max: MAX_RATIO,
  what: `each lane's prompt on a push changing 1 of ${FILES} files, against the full review's (estimated tokens)`,
};

function manifest(slug) {
  return {
    id: slug,
    role: 'reviewer',
    version: '1.0.0',
    title: slug,
    description: 'a lane that keeps its prompt, for the incremental bench',
    tier: 'full',
    requires: [],
    reviewer: {
      slug,
      flags: [`--${slug}`],
      transport: 'spawn',
      probe: { kind: 'command-exists', binary: '/bin/sh' },
      invoke: {
        binary: '/bin/sh',
        args: [
          '-c',
          `cat > "$HOME/${slug}.md"; printf '## Summary\\nFine.\\n\\n## Risk Assessment\\nLOW\\n'`,
        ],
        promptChannel: 'stdin',
        outputChannel: 'stdout',
        modelArg: null,
        effortChannel: 'none',
      },
      timeoutFloorMs: 30000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: slug,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: slug === 'lane-budget' ? `review.max_prompt_tokens_per_reviewer.${slug}` : null,
      handler: null,
    },
  };
}

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * A module of LINES lines. The first push changes one block of CHANGED lines in every module (one
 * hunk each, as a typical change of a file is); the second push three lines of one module.
 */
function moduleText(i, push) {
  return `${Array.from({ length: LINES }, (_, k) => {
    const n = k + 1;
    if (push >= 1 && n > 40 && n <= 40 + CHANGED)
      return `export const value${n} = compute(${i}, ${n}, 'first push');`;
    if (push >= 2 && i === 17 && n >= 91 && n <= 93) return `export const value${n} = 'second push';`;
    return `export const value${n} = ${n}; // module ${i}`;
  }).join('\n')}\n`;
}

function writeModules(repo, push) {
  for (let i = 0; i < FILES; i++) writeFileSync(join(repo, 'src', `module${i}.ts`), moduleText(i, push));
}

/** The last review's open findings, as the action reads them back from the sticky comment. */
function previousReview() {
  const findings = Array.from({ length: 12 }, (_, k) => ({
    id: `f${k}`,
    severity: k % 3 === 0 ? 'HIGH' : 'MEDIUM',
    path: `src/module${k * 4}.ts`,
    line: 8 + k * 4,
    title: `The value computed at this line overflows for large inputs (${k})`,
    lanes: LANES.slice(0, 1 + (k % 3)),
    agreement: 1 + (k % 3),
    of: LANES.length,
  }));
  const comments = Array.from({ length: 6 }, (_, k) => ({
    path: `src/module${k * 8 + 1}.ts`,
    line: 20 + k,
    severity: 'MEDIUM',
    title: `An inline comment of the last review (${k})`,
  }));
  return { findings, omitted: 0, comments };
}

export async function run() {
  const out = await transpileSources(join(ROOT, 'bench', 'out'), 'incremental-');
  const dir = mkdtempSync(join(tmpdir(), 'rl-bench-incremental-'));
  const load = (p) => import(pathToFileURL(join(out, p)).href);
  try {
    const [{ runReview }, { createGit }, { main }, { estimateTokens }] = await Promise.all([
      load('src/pipeline/index.js'),
      load('src/sys/git.js'),
      load('src/cli/main.js'),
      load('src/prompt/build.js'),
    ]);
    const repo = join(dir, 'repo');
    const home = join(dir, 'home');
    mkdirSync(join(repo, 'src'), { recursive: true });
    mkdirSync(home);
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'config', 'user.email', 'bench@example.invalid');
    git(repo, 'config', 'user.name', 'bench');
    git(repo, 'config', 'commit.gpgsign', 'false');
    for (const slug of LANES) {
      const laneDir = join(repo, '.github', 'reviewer-lanes', 'capabilities', slug);
      mkdirSync(laneDir, { recursive: true });
      writeFileSync(join(laneDir, 'capability.json'), `${JSON.stringify(manifest(slug), null, 2)}\n`);
    }
    writeFileSync(
      join(repo, '.github', 'reviewer-lanes', 'config.json'),
      `${JSON.stringify({ review: { max_prompt_tokens_per_reviewer: { 'lane-budget': BUDGET } } }, null, 2)}\n`,
    );
    writeModules(repo, 0);
    let stderr = '';
    const code = await main(['consent', '--write', '--no-first-party'], {
      cwd: repo,
      io: { stdout: () => undefined, stderr: (s) => void (stderr += s) },
    });
    if (code !== 0) throw new Error(`consent --write failed: ${stderr}`);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    git(repo, 'checkout', '-q', '-b', 'feature');
    writeModules(repo, 1);
    git(repo, 'commit', '-q', '-am', 'first push: every module');
    const first = git(repo, 'rev-parse', 'HEAD');
    writeModules(repo, 2);
    git(repo, 'commit', '-q', '-am', 'second push: one module');
    const changed = git(repo, 'diff', '--name-only', 'main...HEAD').split('\n').length;
    const pushed = git(repo, 'diff', '--name-only', `${first}..HEAD`).split('\n').length;

    const settings = (outDir) => ({
      cwd: repo,
      reviewers: LANES,
      all: false,
      consentPath: '.github/reviewer-lanes/consent.json',
      capabilityDirs: [],
      firstParty: false,
      baselineRef: 'main',
      maxParallel: LANES.length,
      outDir: join(dir, outDir),
      base: 'main',
      head: 'HEAD',
      include: [],
      exclude: [],
      failOn: 'explicit',
    });
    /** One review through the pipeline: its input (the settings and the run's data), its git. */
    const review = (outDir, extra = {}) =>
      runReview(
        { settings: settings(outDir), env: { PATH: process.env.PATH, HOME: home }, ...extra },
        { git: createGit(repo) },
      );
    const prompts = () =>
      Object.fromEntries(LANES.map((l) => [l, estimateTokens(readFileSync(join(home, `${l}.md`), 'utf8'))]));

    const fullOutcome = await review('full');
    const full = prompts();
    const deltaOutcome = await review('delta', {
      scope: { kind: 'delta', since: first, previousHead: first },
      previous: previousReview(),
    });
    const delta = prompts();
    const lanes = LANES.map((l) => ({
      lane: l,
      fullTokens: full[l],
      deltaTokens: delta[l],
      ratio: round(delta[l] / full[l], 3),
    }));
    const maxRatio = Math.max(...lanes.map((l) => l.ratio));
    const reviewed = [fullOutcome, deltaOutcome].every((o) =>
      o.results.every((r) => r.status === 'reviewed'),
    );
    const trimmed = fullOutcome.results.find((r) => r.identity === 'lane-budget')?.trimmed !== undefined;
    return {
      changedFiles: changed,
      filesInSecondPush: pushed,
      lanes,
      maxRatio,
      budgetLaneTrimmedInFullReview: trimmed,
      carried: deltaOutcome.carried?.length ?? 0,
      ok: reviewed && changed === FILES && pushed === 1 && trimmed && maxRatio <= MAX_RATIO,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);

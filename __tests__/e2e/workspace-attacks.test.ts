/**
 * A pull request that only adds configuration files tries to take over each of the five real
 * CLIs (pinned npm releases), reviewed through the product — `reviewer-lanes review`, in-process
 * through `main(argv)` as real-clis.test.ts does — against the loopback fake model (D18):
 *
 * | CLI      | what the pull request's files try                                                    |
 * |----------|--------------------------------------------------------------------------------------|
 * | claude   | hooks in .claude/settings(.local).json, a .mcp.json server, apiKeyHelper, env        |
 * |          | ANTHROPIC_BASE_URL to a trap server, acceptEdits + a Write, CLAUDE(.local).md         |
 * | qwen     | .qwen/settings.json MCP server, hooks, tools.discoveryCommand, approvalMode yolo +    |
 * |          | a shell command; QWEN.md, AGENTS.md                                                  |
 * | opencode | opencode.json local MCP server and instructions file, a .opencode/plugin, a bash      |
 * |          | command (which needs no configuration at all); AGENTS.md, CLAUDE.md                  |
 * | gemini   | .gemini/settings.json hooks, MCP server, discovery, with GEMINI_CLI_TRUST_WORKSPACE   |
 * |          | exported; GEMINI.md                                                                  |
 * | codex    | .codex/config.toml MCP server; AGENTS.md, .agents/skills, .codex/skills              |
 *
 * Every command the files name writes a marker file with the names of its environment; every
 * instruction file carries a phrase of its own. The attack files' diffs are left out of the
 * prompt (`--exclude`), so a phrase at the fake model can only have come from the CLI reading
 * the file. For each CLI: no marker, no phrase from that client, the trap server never called,
 * the lane `reviewed`; and the user's checkout byte for byte as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareClis } from '../../__fixtures__/e2e/cli-homes.js';
import { createReviewRepo, type ReviewRepo } from '../../__fixtures__/e2e/git-repo.js';
import {
  CLI_PROTOCOLS,
  INSTALL_TIMEOUT_MS,
  REAL_CLIS,
  realClisBinDir,
  reviewTextFor,
  type RealCli,
} from '../../__fixtures__/e2e/real-clis.js';
import { startFakeLlm, type FakeLlm } from '../../__fixtures__/servers/fake-llm.js';
import { runGit, writeFiles } from '../../__fixtures__/sys/git.js';
import { runCli, type CliRun } from '../cli/helpers.js';
import { PHRASES_BY_CLI, attackFiles, toolCallFor } from '../../__fixtures__/e2e/attacks.js';

const LANE_TIMEOUT_MS = 90_000;
const REVIEW_TIMEOUT_MS = 2 * LANE_TIMEOUT_MS + 60_000;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of the checkout but .git, with its mode and a hash of its bytes. */
function fileDigests(root: string, at = '', out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(join(root, at))) {
    const rel = at ? `${at}/${name}` : name;
    if (rel === '.git') continue;
    const st = statSync(join(root, rel));
    if (st.isDirectory()) fileDigests(root, rel, out);
    else
      out[rel] = `${st.mode.toString(8)} ${createHash('sha256')
        .update(readFileSync(join(root, rel)))
        .digest('hex')}`;
  }
  return out;
}

function checkoutState(repo: ReviewRepo) {
  const git = (...args: string[]) => runGit(repo.root, args);
  return {
    files: fileDigests(repo.root),
    status: git('status', '--porcelain', '--untracked-files=all', '--ignored'),
    head: git('rev-parse', 'HEAD'),
    refs: git('for-each-ref'),
    worktrees: git('worktree', 'list', '--porcelain'),
    config: readFileSync(join(repo.root, '.git', 'config'), 'utf8'),
  };
}

/** Replaces process.env with `env` for the run: git and the lanes are spawned from this process. */
async function runWithEnv(argv: string[], env: Record<string, string>): Promise<CliRun> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, env);
  try {
    return await runCli(argv, { env: { ...env } });
  } finally {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

interface LaneResult {
  slug: string;
  status: string;
  reviewPath?: string;
  reason?: string;
  detail?: string;
}

describe('a pull request that only adds CLI configuration, reviewed by the five real CLIs', () => {
  let fake: FakeLlm;
  let trap: FakeLlm;
  let work: string;
  let markers: string;
  let repo: ReviewRepo;
  let before: ReturnType<typeof checkoutState>;
  let after: ReturnType<typeof checkoutState>;
  let run: CliRun;
  let lanes: LaneResult[];

  beforeAll(async () => {
    const binDir = await realClisBinDir();
    work = mkdtempSync(join(tmpdir(), 'rl-e2e-attack-'));
    markers = join(work, 'markers');
    mkdirSync(markers);
    fake = await startFakeLlm({ reviewText: reviewTextFor, toolCall: toolCallFor(markers) });
    // Where the pull request's .claude/settings.json sends claude's traffic, key included: a model
    // of the author's, which tries the same as the fake.
    trap = await startFakeLlm({
      reviewText: 'TRAP: this server belongs to the pull request',
      toolCall: toolCallFor(markers),
    });
    const home = join(work, 'home');
    mkdirSync(home);
    mkdirSync(join(work, 'repo'));
    const { env: cliEnv, setups } = prepareClis(REAL_CLIS, home, fake.url);
    const models = Object.fromEntries(
      REAL_CLIS.flatMap((cli) => (setups[cli]?.model ? [[cli, setups[cli]?.model]] : [])),
    );
    const timeouts = Object.fromEntries(REAL_CLIS.map((cli) => [cli, LANE_TIMEOUT_MS]));
    repo = createReviewRepo(join(work, 'repo'), {
      '.github/reviewer-lanes/config.json': json({ review: { models, timeouts } }),
    });
    // The head: the base's change plus the attack, committed on top and checked out.
    const attack = attackFiles(markers, trap.url);
    writeFiles(repo.root, attack);
    runGit(repo.root, ['add', '-A']);
    runGit(repo.root, ['commit', '-q', '-m', 'add reviewer configuration']);
    before = checkoutState(repo);

    run = await runWithEnv(
      [
        'review',
        '--cwd',
        repo.root,
        '--base',
        repo.base,
        '--reviewers',
        REAL_CLIS.join(','),
        '--json',
        '--out',
        join(work, 'out'),
        ...Object.keys(attack).flatMap((path) => ['--exclude', path]),
      ],
      {
        PATH: `${binDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        HOME: home,
        USER: process.env.USER ?? 'e2e',
        LANG: 'C.UTF-8',
        TMPDIR: work,
        CI: 'true',
        // What gemini's own docs tell a CI user to export; the lane must never pass it on.
        GEMINI_CLI_TRUST_WORKSPACE: 'true',
        ...cliEnv,
      },
    );
    after = checkoutState(repo);
    const resultsPath = join(work, 'out', 'results.json');
    if (!existsSync(resultsPath))
      throw new Error(
        `review wrote no results.json (exit ${run.code}); stderr:\n${run.stderr.slice(0, 3000)}`,
      );
    lanes = (JSON.parse(readFileSync(resultsPath, 'utf8')) as { lanes: LaneResult[] }).lanes;
  }, INSTALL_TIMEOUT_MS + REVIEW_TIMEOUT_MS);

  afterAll(async () => {
    await fake?.close();
    await trap?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const markersOf = (cli: RealCli) => readdirSync(markers).filter((m) => m.startsWith(`${cli}-`));
  const phrasesSeenBy = (cli: RealCli) => {
    const requests = [...fake.requests, ...trap.requests].filter((r) => r.client === cli);
    const sent = JSON.stringify(requests.map((r) => r.body));
    return PHRASES_BY_CLI[cli].filter((p) => sent.includes(p));
  };

  it.each(REAL_CLIS)('%s ran none of the commands the pull request configured', (cli) => {
    // On failure, the marker names which hook or server ran, and holds its environment's names.
    const ran = markersOf(cli).map(
      (m) => `${m}: ${readFileSync(join(markers, m), 'utf8').split('\n').join(' ')}`,
    );
    expect(ran).toEqual([]);
  });

  it.each(REAL_CLIS)('%s never sent the model an instruction file of the pull request', (cli) => {
    expect(phrasesSeenBy(cli)).toEqual([]);
  });

  it.each(REAL_CLIS)('%s still ended reviewed, with the answer of the model it was configured for', (cli) => {
    const lane = lanes.find((l) => l.slug === cli);
    expect({ status: lane?.status, reason: lane?.reason, detail: lane?.detail }).toEqual({
      status: 'reviewed',
      reason: undefined,
      detail: undefined,
    });
    const answer = reviewTextFor({ client: cli, protocol: CLI_PROTOCOLS[cli].answeredBy });
    expect(readFileSync(join(work, 'out', lane?.reviewPath ?? 'missing'), 'utf8')).toContain(answer);
  });

  it('claude sent nothing to the URL the pull request configured (its key stayed home)', () => {
    expect(trap.requests.map((r) => `${r.method} ${r.path} ${r.client}`)).toEqual([]);
  });

  it("left the user's checkout byte for byte as it was", () => {
    expect(after.status).toBe('');
    expect(after).toEqual(before);
  });

  it('still showed the reviewers what the pull request changed, by name', () => {
    const prompt = readFileSync(join(work, 'out', 'prompt.md'), 'utf8');
    for (const path of ['CLAUDE.md', '.qwen/settings.json', 'opencode.json', 'GEMINI.md', 'AGENTS.md'])
      expect(prompt).toContain(path);
  });

  it('left no workspace behind', () => {
    expect(readdirSync(work).filter((n) => n.startsWith('reviewer-lanes-ws-'))).toEqual([]);
  });
});

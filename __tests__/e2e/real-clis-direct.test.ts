/**
 * The first-party CLI manifests work with today's pinned releases: each lane's argv, expanded
 * from capabilities/<id>/capability.json, and only the env the lane would receive (the D6
 * allow-list plus its declared names) make the real CLI return the fake model's review.
 * Real processes, a real git repository, a loopback fake model server; nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareCli } from '../../__fixtures__/e2e/cli-homes.js';
import { createReviewRepo, diffOf, type ReviewRepo } from '../../__fixtures__/e2e/git-repo.js';
import { expandArgv, loadFirstPartySpawnLane, type SpawnManifest } from '../../__fixtures__/e2e/lane-argv.js';
import { offLoopbackConnects, straceAvailable, underStrace } from '../../__fixtures__/e2e/net-audit.js';
import { INSTALL_TIMEOUT_MS, realClisBinDir, type RealCli } from '../../__fixtures__/e2e/real-clis.js';
import { createProcessRunner } from '../../src/run/spawn.js';
import { laneEnvironment } from '../../src/trust/env.js';
import type { SpawnOutcome } from '../../src/run/types.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import {
  startFakeLlm,
  type FakeLlm,
  type FakeProtocol,
  type RecordedRequest,
} from '../../__fixtures__/servers/fake-llm.js';

/** Names the client and protocol, so a review proves which CLI spoke which wire format. */
const reviewTextFor = (r: Pick<RecordedRequest, 'client' | 'protocol'>): string =>
  `LGTM: fake review for ${r.client} over ${r.protocol}`;

interface Case {
  cli: RealCli;
  /** The protocol whose answer is the review. */
  answeredBy: FakeProtocol;
  /** Every protocol the CLI may use (besides the answer: probes, token counts, npm lookups). */
  allowed: FakeProtocol[];
}

const CASES: Case[] = [
  { cli: 'codex', answeredBy: 'openai.responses', allowed: ['openai.responses'] },
  {
    cli: 'claude',
    answeredBy: 'anthropic.messages',
    allowed: ['anthropic.messages', 'anthropic.count_tokens', 'probe'],
  },
  {
    cli: 'gemini',
    answeredBy: 'gemini.stream',
    allowed: ['gemini.stream', 'gemini.generate', 'gemini.count_tokens'],
  },
  { cli: 'qwen', answeredBy: 'openai.chat', allowed: ['openai.chat'] },
  { cli: 'opencode', answeredBy: 'openai.chat', allowed: ['openai.chat', 'npm'] },
];

const LANE_TIMEOUT_MS = 90_000;
/** strace is how the test proves no CLI left loopback; without it only the fake's log is checked. */
const AUDIT = straceAvailable();

/** The opencode handler's job (spec §8.3), done here so this test needs only the manifests. */
function opencodeText(jsonl: string): string {
  const texts: string[] = [];
  for (const line of jsonl.split(/\r?\n/)) {
    try {
      const event = JSON.parse(line) as { type?: unknown; part?: { text?: unknown } };
      if (event.type === 'text' && typeof event.part?.text === 'string') texts.push(event.part.text);
    } catch {
      // not an event line
    }
  }
  return texts.join('\n');
}

/** Every string anywhere in a parsed JSON body (each protocol nests the user text differently). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

const pick = ({ exitCode, signal, timedOut, spawnError }: SpawnOutcome) => ({
  exitCode,
  signal,
  timedOut,
  spawnError,
});

function reviewOf(lane: SpawnManifest, stdout: string, outputPath: string): string {
  if (lane.reviewer.invoke.outputChannel === 'file-arg') return readFileSync(outputPath, 'utf8');
  return lane.reviewer.handler === 'opencode' ? opencodeText(stdout) : stdout;
}

describe('first-party CLI lanes against the real CLIs (manifest argv + lane env)', () => {
  let binDir: string;
  let fake: FakeLlm;
  let work: string;
  let repo: ReviewRepo;
  let promptPath: string;

  beforeAll(async () => {
    binDir = realClisBinDir();
    fake = await startFakeLlm({ reviewText: reviewTextFor });
    work = mkdtempSync(join(tmpdir(), 'rl-e2e-direct-'));
    mkdirSync(join(work, 'repo'));
    repo = createReviewRepo(join(work, 'repo'));
    promptPath = join(work, 'prompt.md');
    writeFileSync(
      promptPath,
      `Review this change and report concerns.\n\n\`\`\`diff\n${diffOf(repo)}\n\`\`\`\n`,
    );
  }, INSTALL_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await fake?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it.each(CASES)(
    '$cli returns the fake model review, speaking only $answeredBy and friends',
    async ({ cli, answeredBy, allowed }) => {
      const lane = loadFirstPartySpawnLane(cli);
      const home = mkdtempSync(join(work, `home-${cli}-`));
      const setup = prepareCli(cli, home, fake.url);

      // Every variable the CLI needs must be declared, or the lane would never receive it.
      const declared = lane.reviewer.env;
      expect(Object.keys(setup.env).filter((name) => !declared.includes(name))).toEqual([]);

      const userEnv = {
        PATH: `${binDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        HOME: home,
        USER: process.env.USER ?? 'e2e',
        LANG: 'C.UTF-8',
        CI: 'true',
        // Decoys a lane must never see (DESIGN.md D6).
        GITHUB_TOKEN: 'ghs_e2e_decoy_token',
        UNDECLARED_SECRET: 'e2e-decoy',
        ...setup.env,
      };
      const env = laneEnvironment(userEnv, declared);
      expect(env).not.toHaveProperty('GITHUB_TOKEN');
      expect(env).not.toHaveProperty('UNDECLARED_SECRET');

      const outputPath = join(work, `review-${cli}.md`);
      const argv = expandArgv(lane, { model: setup.model, outputPath, promptPath });
      expect(argv.some((a) => a.includes('{{'))).toBe(false);
      const straceLog = join(work, `strace-${cli}.log`);
      const command = AUDIT
        ? underStrace(lane.reviewer.invoke.binary, argv, straceLog)
        : { binary: lane.reviewer.invoke.binary, argv };

      const before = fake.requests.length;
      const stdoutPath = join(work, `stdout-${cli}.txt`);
      const stderrPath = join(work, `stderr-${cli}.txt`);
      const outcome = await createProcessRunner().run({
        ...command,
        cwd: repo.root,
        env,
        stdinPath: lane.reviewer.invoke.promptChannel === 'stdin' ? promptPath : null,
        stdoutPath,
        stderrPath,
        timeoutMs: LANE_TIMEOUT_MS,
        killGraceMs: DEFAULTS.killGraceMs,
        maxOutputBytes: DEFAULTS.maxOutputBytes,
      });
      const seen = fake.requests.slice(before);
      const stdout = readFileSync(stdoutPath, 'utf8');
      const context = `${cli} ${JSON.stringify(argv)}\nstderr:\n${readFileSync(stderrPath, 'utf8').slice(-2000)}`;

      expect({ outcome: pick(outcome), context }).toEqual({
        outcome: { exitCode: 0, signal: null, timedOut: false, spawnError: undefined },
        context,
      });
      expect(reviewOf(lane, stdout, outputPath).trim()).toBe(
        reviewTextFor({ client: cli, protocol: answeredBy }),
      );

      const answered = seen.filter((r) => r.protocol === answeredBy && r.client === cli);
      expect(answered.length).toBeGreaterThan(0);
      // The prompt reached the model whole, with nothing appended (gemini's `-p -` adds a "-").
      // Whitespace is compared loosely: qwen re-spaces lines starting with `@` (diff hunk headers).
      const prompt = squash(readFileSync(promptPath, 'utf8'));
      expect(answered.some((r) => stringsIn(r.body).some((text) => squash(text).endsWith(prompt)))).toBe(
        true,
      );
      expect([...new Set(seen.map((r) => r.protocol))].filter((p) => !allowed.includes(p))).toEqual([]);
      // Credentials were sent, and the recording shows them redacted.
      expect(answered.every((r) => JSON.stringify(r.headers).includes('<redacted>'))).toBe(true);
      if (AUDIT) expect(offLoopbackConnects(straceLog)).toEqual([]);
    },
    LANE_TIMEOUT_MS + 30_000,
  );
});

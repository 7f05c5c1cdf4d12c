/**
 * The first-party CLI manifests work with today's pinned releases. Each lane goes through the
 * product's own stages short of the `review` orchestration: the catalog loads
 * capabilities/<id>/capability.json, resolveLanePlan expands its argv, the trust stage builds its
 * env (the D6 allow-list plus the declared names), and dispatchPlan runs it (spawn transport, its
 * handler). The real CLI must come back `reviewed` with the fake model's answer.
 * Real processes, a real git repository, a loopback fake model server; nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prepareCli } from '../../__fixtures__/e2e/cli-homes.js';
import { createReviewRepo, diffOf, type ReviewRepo } from '../../__fixtures__/e2e/git-repo.js';
import { offLoopbackConnects, straceAvailable, underStrace } from '../../__fixtures__/e2e/net-audit.js';
import {
  CLI_PROTOCOLS,
  INSTALL_TIMEOUT_MS,
  REAL_CLIS,
  realClisBinDir,
  reviewTextFor,
  SERVED_MODEL,
} from '../../__fixtures__/e2e/real-clis.js';
import { DEFAULT_FAKE_USAGE, startFakeLlm, type FakeLlm } from '../../__fixtures__/servers/fake-llm.js';
import { loadCatalog } from '../../src/catalog/catalog.js';
import type { Catalog } from '../../src/catalog/types.js';
import { createConfig } from '../../src/config/config.js';
import { resolveLanePlan } from '../../src/plan/resolve.js';
import type { SpawnLanePlan } from '../../src/plan/types.js';
import { dispatchPlan } from '../../src/run/runner.js';
import { createProcessRunner } from '../../src/sys/process.js';
import { laneEnvironment } from '../../src/trust/env.js';
import { DEFAULTS } from '../../src/vocabulary.js';

const CASES = REAL_CLIS.map((cli) => ({ cli, ...CLI_PROTOCOLS[cli] }));

const LANE_TIMEOUT_MS = 90_000;
/** strace is how the test proves no CLI left loopback; without it only the fake's log is checked. */
const AUDIT = straceAvailable();

/** Every string anywhere in a parsed JSON body (each protocol nests the user text differently). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('first-party CLI lanes against the real CLIs (manifest -> plan -> lane run)', () => {
  let binDir: string;
  let fake: FakeLlm;
  let work: string;
  let repo: ReviewRepo;
  let promptPath: string;
  let catalog: Catalog;

  beforeAll(async () => {
    binDir = await realClisBinDir();
    fake = await startFakeLlm({ reviewText: reviewTextFor });
    work = mkdtempSync(join(tmpdir(), 'rl-e2e-direct-'));
    mkdirSync(join(work, 'repo'));
    repo = createReviewRepo(join(work, 'repo'));
    promptPath = join(work, 'prompt.md');
    writeFileSync(
      promptPath,
      `Review this change and report concerns.\n\n\`\`\`diff\n${diffOf(repo)}\n\`\`\`\n`,
    );
    catalog = await loadCatalog({ cwd: repo.root, firstParty: true, capabilityDirs: [] });
  }, INSTALL_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await fake?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('loads the five first-party CLI lanes without errors', () => {
    expect(catalog.errors).toEqual([]);
    expect(CASES.map(({ cli }) => catalog.lanes.find((l) => l.id === cli)?.reviewer.transport)).toEqual(
      CASES.map(() => 'spawn'),
    );
  });

  it.each(CASES)(
    '$cli ends reviewed with the fake model answer, speaking only $answeredBy and friends',
    async ({ cli, answeredBy, allowed }) => {
      const lane = catalog.lanes.find((l) => l.id === cli);
      if (!lane) throw new Error(`no first-party lane '${cli}' in the catalog`);
      const home = mkdtempSync(join(work, `home-${cli}-`));
      const setup = prepareCli(cli, home, fake.url);
      const config = createConfig(setup.model ? { review: { models: { [cli]: setup.model } } } : {}, null);
      const runDir = mkdtempSync(join(work, `run-${cli}-`));
      const resolved = resolveLanePlan({
        lane,
        config,
        runDir,
        repoRoot: repo.root,
        budget: null,
        promptPath,
      });
      if (!resolved.ok) throw new Error(`${cli}: ${resolved.reason}: ${resolved.detail}`);
      const plan = resolved.plan as SpawnLanePlan;
      // The run directory's layout is the pipeline's to create.
      for (const file of [plan.paths.review, plan.paths.err]) mkdirSync(dirname(file), { recursive: true });

      // Every variable the CLI needs must be declared, or the lane would never receive it.
      expect(Object.keys(setup.env).filter((name) => !plan.envNames.includes(name))).toEqual([]);

      const userEnv = {
        PATH: `${binDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        HOME: home,
        USER: process.env.USER ?? 'e2e',
        LANG: 'C.UTF-8',
        CI: 'true',
        // Decoys a lane must never see (D6).
        GITHUB_TOKEN: 'ghs_e2e_decoy_token',
        UNDECLARED_SECRET: 'e2e-decoy',
        ...setup.env,
      };
      const env = laneEnvironment(userEnv, plan.envNames);
      expect(env).not.toHaveProperty('GITHUB_TOKEN');
      expect(env).not.toHaveProperty('UNDECLARED_SECRET');

      const straceLog = join(work, `strace-${cli}.log`);
      // A hung CLI must fail this test, not outlive it: the lane's own bound is 11-20 minutes.
      const bounded = { ...plan, timeoutMs: LANE_TIMEOUT_MS };
      const run = AUDIT ? { ...bounded, ...underStrace(plan.binary, plan.argv, straceLog) } : bounded;
      const before = fake.requests.length;
      const outcome = await dispatchPlan(run, {
        repoRoot: repo.root,
        env,
        homeDir: home,
        killGraceMs: DEFAULTS.killGraceMs,
        maxOutputBytes: DEFAULTS.maxOutputBytes,
        processRunner: createProcessRunner(),
      });
      const seen = fake.requests.slice(before);

      const context = `${cli} ${JSON.stringify(plan.argv)}\n${outcome.body.slice(0, 3000)}`;
      expect({ status: outcome.status, reason: outcome.reason, context }).toEqual({
        status: 'reviewed',
        reason: undefined,
        context,
      });
      expect(outcome.exitCode).toBe(0);
      expect(outcome.body.trim()).toBe(reviewTextFor({ client: cli, protocol: answeredBy }));
      // The handler read the figures the CLI printed (the fake's default usage, one model call).
      expect(outcome.usage).toMatchObject({
        inputTokens: DEFAULT_FAKE_USAGE.input,
        outputTokens: DEFAULT_FAKE_USAGE.output,
        source: 'lane',
      });
      expect(readFileSync(plan.paths.review, 'utf8').trim()).toBe(outcome.body.trim());
      // The model the CLI says answered, read from its own output (not copied from the plan).
      expect(outcome.servedModel).toBe(SERVED_MODEL[cli]);

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

/**
 * The product end to end, the way a user runs it: `reviewer-lanes review` over a real git
 * change with the five real reviewer CLIs (pinned npm releases) on PATH, each configured the
 * way its own docs say and pointed at a loopback fake model server. Every lane must end
 * `reviewed`, REVIEWS.md must carry each CLI's own answer, and the fake must have heard only the
 * protocols those CLIs speak.
 *
 * In-process through `main(argv)`: lanes get their env from this process's `process.env`
 * (allow-listed per lane), so the test sets it to exactly what a user would export.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { prepareClis } from '../../__fixtures__/e2e/cli-homes.js';
import { createReviewRepo, type ReviewRepo } from '../../__fixtures__/e2e/git-repo.js';
import {
  CITED,
  CLI_PROTOCOLS,
  INSTALL_TIMEOUT_MS,
  REAL_CLIS,
  realClisBinDir,
  reviewFor,
  reviewTextFor,
  type RealCli,
} from '../../__fixtures__/e2e/real-clis.js';
import { startFakeLlm, type FakeLlm } from '../../__fixtures__/servers/fake-llm.js';
import { LANE_STATUSES } from '../../src/vocabulary.js';
import { runCli, type CliRun } from '../cli/helpers.js';

/** The heading of each lane's section in REVIEWS.md (`## <reviewsSection> Review`). */
const SECTIONS: Record<RealCli, string> = {
  codex: 'Codex',
  claude: 'Claude',
  gemini: 'Gemini',
  qwen: 'Qwen',
  opencode: 'OpenCode',
};
const EXPECTED = REAL_CLIS.map((cli) => ({ cli, section: SECTIONS[cli], ...CLI_PROTOCOLS[cli] }));

/** The part of results.json (DESIGN.md §5) this test reads. */
const ResultsJson = z.object({
  ok: z.boolean(),
  lanes: z.array(
    z.object({
      slug: z.string(),
      identity: z.string(),
      status: z.enum(LANE_STATUSES),
      reason: z.string().optional(),
      detail: z.string().optional(),
      explicit: z.boolean(),
      durationMs: z.number(),
      model: z.string().optional(),
      reviewPath: z.string().optional(),
    }),
  ),
  findings: z.array(
    z.object({
      path: z.string(),
      line: z.number(),
      lanes: z.array(z.string()),
      agreement: z.number(),
      inline: z.boolean(),
    }),
  ),
});
type ResultsJson = z.infer<typeof ResultsJson>;

/** The text under `## <section> Review`, up to the `---` that closes it. */
function sectionOf(markdown: string, section: string): string | undefined {
  const start = markdown.indexOf(`\n## ${section} Review\n`);
  if (start < 0) return undefined;
  const rest = markdown.slice(start + 1);
  const end = rest.indexOf('\n---');
  return end < 0 ? rest : rest.slice(0, end);
}

/** Replaces process.env with `env` until the returned function is called. */
function swapProcessEnv(env: Record<string, string>): () => void {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, env);
  return () => {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved);
  };
}

/**
 * The CLI in-process with `env` as the environment: injected, and also set as process.env, since
 * git and the lanes are spawned from this process.
 */
async function runCliWithEnv(argv: string[], env: Record<string, string>): Promise<CliRun> {
  const restore = swapProcessEnv(env);
  try {
    return await runCli(argv, { env: { ...env } });
  } finally {
    restore();
  }
}

/** Each lane's bound (`review.timeouts.<slug>`): a hung CLI ends `timed_out` instead of stalling the run. */
const LANE_TIMEOUT_MS = 90_000;
/** Five lanes at the default max-parallel of 4 take at most two rounds. */
const REVIEW_TIMEOUT_MS = 2 * LANE_TIMEOUT_MS + 60_000;
const DECOY_TOKEN = 'ghs_e2eDecoyTokenThatMustNotLeak0000';

describe('reviewer-lanes review with the five real CLIs', () => {
  let fake: FakeLlm;
  let work: string;
  let repo: ReviewRepo;
  let outDir: string;
  let run: CliRun;
  let results: ResultsJson;
  let reviews: string;
  let models: Record<string, string>;

  beforeAll(async () => {
    const binDir = await realClisBinDir();
    // Each model's review cites a real line of the change, so its CLI's finding has a place.
    fake = await startFakeLlm({ reviewText: reviewFor });
    work = mkdtempSync(join(tmpdir(), 'rl-e2e-review-'));
    const home = join(work, 'home');
    mkdirSync(home);
    mkdirSync(join(work, 'repo'));
    const { env: cliEnv, setups } = prepareClis(REAL_CLIS, home, fake.url);
    models = Object.fromEntries(
      REAL_CLIS.flatMap((cli) => {
        const model = setups[cli]?.model;
        return model ? [[cli, model]] : [];
      }),
    );
    const timeouts = Object.fromEntries(REAL_CLIS.map((cli) => [cli, LANE_TIMEOUT_MS]));
    repo = createReviewRepo(join(work, 'repo'), {
      '.github/reviewer-lanes/config.json': `${JSON.stringify({ review: { models, timeouts } }, null, 2)}\n`,
    });
    outDir = join(work, 'out');

    const env = {
      PATH: `${binDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
      HOME: home,
      USER: process.env.USER ?? 'e2e',
      LANG: 'C.UTF-8',
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      CI: 'true',
      // A lane must never see this (DESIGN.md D6); the fake's log is checked for it below.
      GITHUB_TOKEN: DECOY_TOKEN,
      ...cliEnv,
    };
    run = await runCliWithEnv(
      [
        'review',
        '--cwd',
        repo.root,
        '--base',
        repo.base,
        '--head',
        repo.head,
        '--reviewers',
        REAL_CLIS.join(','),
        '--json',
        '--out',
        outDir,
      ],
      env,
    );
    if (!existsSync(join(outDir, 'results.json'))) {
      throw new Error(
        `review wrote no results.json (exit ${run.code}); stderr:\n${run.stderr.slice(0, 3000)}`,
      );
    }
    results = ResultsJson.parse(JSON.parse(readFileSync(join(outDir, 'results.json'), 'utf8')));
    reviews = readFileSync(join(outDir, 'REVIEWS.md'), 'utf8');
  }, INSTALL_TIMEOUT_MS + REVIEW_TIMEOUT_MS);

  afterAll(async () => {
    await fake?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('exits 0 and prints results.json', () => {
    expect({ exitCode: run.code, stderr: run.stderr.slice(0, 3000) }).toEqual({
      exitCode: 0,
      stderr: expect.any(String),
    });
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(readFileSync(join(outDir, 'results.json'), 'utf8')));
    expect(results.ok).toBe(true);
  });

  it.each(EXPECTED)(
    '$cli ends reviewed with its own answer in REVIEWS.md',
    ({ cli, section, answeredBy }) => {
      const lane = results.lanes.find((l) => l.slug === cli);
      expect(lane).toMatchObject({ identity: cli, status: 'reviewed', explicit: true });
      expect(lane?.reason).toBeUndefined();
      const text = reviewTextFor({ client: cli, protocol: answeredBy });
      expect(readFileSync(join(outDir, lane?.reviewPath ?? 'missing'), 'utf8')).toContain(text);
      expect(sectionOf(reviews, section)).toContain(text);
    },
  );

  it("carries every CLI's finding to results.json at the line its review cited (D16)", () => {
    const at = results.findings.filter((f) => f.path === CITED.path && f.line === CITED.line);
    expect(at).toHaveLength(1);
    expect([...(at[0]?.lanes ?? [])].sort()).toEqual([...REAL_CLIS].sort());
    expect(at[0]).toMatchObject({ agreement: REAL_CLIS.length, inline: true });
    expect(reviews).toContain(`| HIGH | \`${CITED.path}:${CITED.line}\` | Division by zero |`);
  });

  it('records the model each lane was asked for (qwen takes its own from OPENAI_MODEL)', () => {
    expect(Object.fromEntries(results.lanes.map((l) => [l.slug, l.model ?? null]))).toEqual({
      codex: models.codex,
      claude: models.claude,
      gemini: models.gemini,
      opencode: models.opencode,
      qwen: null,
    });
  });

  it('reports exactly the five requested lanes', () => {
    expect(results.lanes.map((l) => l.slug).sort()).toEqual([...REAL_CLIS].sort());
  });

  it('sent the fake only the protocols these CLIs speak, each from its own CLI', () => {
    const allowed = new Set(EXPECTED.flatMap((e) => e.allowed));
    expect([...new Set(fake.requests.map((r) => r.protocol))].filter((p) => !allowed.has(p))).toEqual([]);
    for (const { cli, answeredBy } of EXPECTED) {
      expect(
        fake.requests.filter((r) => r.client === cli && r.protocol === answeredBy).length,
      ).toBeGreaterThan(0);
    }
  });

  it('sent the reviewed change to every model', () => {
    for (const { cli, answeredBy } of EXPECTED) {
      const bodies = fake.requests
        .filter((r) => r.client === cli && r.protocol === answeredBy)
        .map((r) => JSON.stringify(r.body));
      expect({ cli, sawDiff: bodies.some((b) => b.includes('export function divide(a, b)')) }).toEqual({
        cli,
        sawDiff: true,
      });
    }
  });

  it('never passed the repository token to a lane', () => {
    expect(JSON.stringify(fake.requests)).not.toContain(DECOY_TOKEN);
  });
});

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
import { OPENCODE_FAKE_RATES, prepareClis } from '../../__fixtures__/e2e/cli-homes.js';
import { createReviewRepo, type ReviewRepo } from '../../__fixtures__/e2e/git-repo.js';
import {
  CITED,
  CITED_FIX,
  CLI_PROTOCOLS,
  INSTALL_TIMEOUT_MS,
  REAL_CLIS,
  realClisBinDir,
  reviewFor,
  reviewTextFor,
  SERVED_MODEL,
  type RealCli,
} from '../../__fixtures__/e2e/real-clis.js';
import {
  findingsOf,
  isExamination,
  type AnswerStyle,
  type VerdictScript,
} from '../../__fixtures__/examine/scripted-answer.mjs';
import {
  DEFAULT_FAKE_USAGE,
  examiningModel,
  startFakeLlm,
  type FakeLlm,
  type FakeUsage,
  type RecordedRequest,
} from '../../__fixtures__/servers/fake-llm.js';
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

/**
 * The usage the fake reports to each CLI (FakeUsage: `input` counts every prompt token, cache
 * reads and writes included; `output` every generated token, reasoning included), different per
 * CLI so a figure cannot pass for another lane's. How each pinned release turns its API's usage
 * into what it prints, as read in its code and checked here (a lane's figures mean `input` and
 * `output` again):
 *   codex     `turn.completed.usage`: input_tokens = the Responses API's input_tokens (cached
 *             included), output_tokens = its output_tokens (reasoning included).
 *   claude    `usage`: input_tokens = Anthropic's, which leaves out cache_creation_input_tokens
 *             and cache_read_input_tokens (the handler adds them back); output_tokens as sent.
 *             `total_cost_usd` is claude's price for them.
 *   gemini    result `stats`: input_tokens = promptTokenCount (cached included), output_tokens =
 *             candidatesTokenCount (thoughts left out), total_tokens = totalTokenCount; the
 *             handler's output is total - input, thoughts included.
 *   qwen      result `usage`: input_tokens = prompt_tokens (cached included), output_tokens =
 *             completion_tokens (reasoning included).
 *   opencode  `step_finish.part.tokens`: input = prompt_tokens - cached, cache.read = cached,
 *             output = completion_tokens - reasoning, reasoning; the handler adds them back.
 *             `cost` is its price from OPENCODE_FAKE_RATES.
 */
const USAGE: Record<RealCli, FakeUsage> = {
  codex: { input: 1100, cachedInput: 300, output: 201, reasoning: 40 },
  claude: { input: 1300, cachedInput: 300, cacheWrite: 50, output: 203 },
  gemini: { input: 1400, cachedInput: 300, output: 204, reasoning: 40 },
  qwen: { input: 1600, cachedInput: 300, output: 206, reasoning: 40 },
  opencode: { input: 1900, cachedInput: 300, output: 209, reasoning: 40 },
};
/**
 * opencode also asks the model for a title for the conversation, with no tools, outside its steps:
 * it gets numbers of its own, which its step figures (and so the lane's) must not include.
 */
const TITLE_USAGE: FakeUsage = { input: 77, output: 7 };
const isTitleRequest = (r: RecordedRequest): boolean =>
  r.client === 'opencode' &&
  !(
    Array.isArray((r.body as { tools?: unknown })?.tools) && (r.body as { tools: unknown[] }).tools.length > 0
  );
function usageFor(r: RecordedRequest): FakeUsage {
  if (isTitleRequest(r)) return TITLE_USAGE;
  return (REAL_CLIS as readonly string[]).includes(r.client)
    ? USAGE[r.client as RealCli]
    : DEFAULT_FAKE_USAGE;
}

/** Claude's price for a model it has no price list for (its default rates), in US dollars per token. */
const CLAUDE_RATES = { input: 5e-6, cacheWrite: 6.25e-6, cacheRead: 0.5e-6, output: 25e-6 };

/** The part of results.json this test reads. */
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
      servedModel: z.string().optional(),
      reviewPath: z.string().optional(),
      usage: z
        .object({
          inputTokens: z.number().optional(),
          outputTokens: z.number().optional(),
          costUsd: z.number().optional(),
          source: z.enum(['lane', 'estimate']),
        })
        .optional(),
    }),
  ),
  findings: z.array(
    z.object({
      path: z.string(),
      line: z.number(),
      lanes: z.array(z.string()),
      agreement: z.number(),
      inline: z.boolean(),
      suggestion: z.object({ lane: z.string(), form: z.string(), lines: z.array(z.string()) }).optional(),
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
    fake = await startFakeLlm({ reviewText: reviewFor, usage: usageFor });
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
      // A lane must never see this (D6); the fake's log is checked for it below.
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
      // The model's suggestion block, indentation and all, as the CLI got it (D19).
      expect(readFileSync(join(outDir, lane?.reviewPath ?? 'missing'), 'utf8')).toContain(
        `\n  \`\`\`suggestion\n  ${CITED_FIX}\n  \`\`\`\n`,
      );
      expect(sectionOf(reviews, section)).toContain(text);
    },
  );

  it("carries every CLI's finding to results.json at the line its review cited (D16)", () => {
    const at = results.findings.filter((f) => f.path === CITED.path && f.line === CITED.line);
    expect(at).toHaveLength(1);
    expect([...(at[0]?.lanes ?? [])].sort()).toEqual([...REAL_CLIS].sort());
    expect(at[0]).toMatchObject({ agreement: REAL_CLIS.length, inline: true });
    // D19: the first declared lane's suggestion is offered (each CLI passed its block through).
    expect(at[0]?.suggestion).toEqual({ lane: at[0]?.lanes[0], form: 'suggestion', lines: [CITED_FIX] });
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

  it('records the model each lane says answered, where its output names one, marked as reported on the page (D19)', () => {
    expect(Object.fromEntries(results.lanes.map((l) => [l.slug, l.servedModel ?? null]))).toEqual(
      Object.fromEntries(REAL_CLIS.map((cli) => [cli, SERVED_MODEL[cli] ?? null])),
    );
    const row = (cli: string) => reviews.split('\n').find((l) => l.startsWith(`| ${cli} |`)) ?? '';
    expect(row('gemini')).toContain(`| ${models.gemini} → fake (reported) |`);
    expect(row('qwen')).toContain('| fake-model (reported) |');
    expect(row('codex')).toContain(`| ${models.codex} |`);
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

  it.each(EXPECTED)(
    "$cli's reported tokens reach results.json exactly, as the lane's own figures",
    ({ cli, answeredBy }) => {
      const sent = fake.requests.filter(
        (r) => r.client === cli && r.protocol === answeredBy && !isTitleRequest(r),
      );
      expect(sent.length).toBeGreaterThan(0);
      const sum = (pick: (u: FakeUsage) => number) =>
        sent.reduce((n, r) => n + pick(r.usage as FakeUsage), 0);
      const lane = results.lanes.find((l) => l.slug === cli);
      expect({ cli, usage: lane?.usage && { ...lane.usage, costUsd: undefined } }).toEqual({
        cli,
        usage: { inputTokens: sum((u) => u.input), outputTokens: sum((u) => u.output), source: 'lane' },
      });
    },
  );

  it('carries the cost where the CLI computes one: claude and opencode', () => {
    const costOf = (cli: RealCli) => results.lanes.find((l) => l.slug === cli)?.usage?.costUsd;
    const c = USAGE.claude;
    const cached = c.cachedInput ?? 0;
    const written = c.cacheWrite ?? 0;
    expect(costOf('claude')).toBeCloseTo(
      (c.input - cached - written) * CLAUDE_RATES.input +
        written * CLAUDE_RATES.cacheWrite +
        cached * CLAUDE_RATES.cacheRead +
        c.output * CLAUDE_RATES.output,
      12,
    );
    // Exactly the figure claude printed.
    const claude = results.lanes.find((l) => l.slug === 'claude');
    const printed = JSON.parse(
      readFileSync(join(outDir, (claude?.reviewPath ?? '').replace(/\.md$/, '.stdout')), 'utf8'),
    ) as { total_cost_usd: number };
    expect(costOf('claude')).toBe(printed.total_cost_usd);
    // opencode prices reasoning as output, and OpenAI chat reports no cache writes.
    const o = USAGE.opencode;
    const r = OPENCODE_FAKE_RATES;
    const ocached = o.cachedInput ?? 0;
    expect(costOf('opencode')).toBeCloseTo(
      ((o.input - ocached) * r.input + o.output * r.output + ocached * r.cache_read) / 1e6,
      12,
    );
    for (const cli of ['codex', 'gemini', 'qwen'] as const) expect(costOf(cli)).toBeUndefined();
  });

  it("shows each lane's reported tokens in REVIEWS.md's status table, unmarked, and the total", () => {
    const total = REAL_CLIS.reduce((n, cli) => n + USAGE[cli].input + USAGE[cli].output, 0);
    for (const cli of REAL_CLIS) {
      const row = reviews.split('\n').find((line) => line.startsWith(`| ${cli} | reviewed |`));
      const tokens = (USAGE[cli].input + USAGE[cli].output).toLocaleString('en-US');
      expect({ cli, row }).toEqual({ cli, row: expect.stringContaining(` | ${tokens} | `) });
      expect(row).not.toContain('(est.)');
    }
    expect(reviews).toContain('| Lane | Status | Reason | Duration | Tokens | Cost | Model |');
    expect(reviews).toMatch(
      new RegExp(
        `\\| \\*\\*Total\\*\\* \\|  \\|  \\|  \\| ${total.toLocaleString('en-US')} \\| \\$0\\.\\d{4} \\|  \\|`,
      ),
    );
  });

  it('never passed the repository token to a lane', () => {
    expect(JSON.stringify(fake.requests)).not.toContain(DECOY_TOKEN);
  });
});

/**
 * D22 through the product: a review in which codex raises the division at `src/calc.js:6` and the
 * other four a claimed overflow at `src/calc.js:2`, so each CLI is sent the finding it did not
 * raise. The fake model answers every examination request from a script (the division confirmed,
 * the overflow refuted), each CLI's in another form an examiner writes, and each CLI's verdict
 * must land in results.json under its own name.
 */
describe('each of the five real CLIs examines what the others raised (D22)', () => {
  const DIVISION = CITED;
  const OVERFLOW = { path: 'src/calc.js', line: 2 } as const;
  const SCRIPT: VerdictScript = {
    [`${DIVISION.path}:${DIVISION.line}`]: {
      verdict: 'confirmed',
      evidence: `${DIVISION.path}:${DIVISION.line}`,
      reason: 'divide() returns a / b with no check for b === 0',
    },
    [`${OVERFLOW.path}:${OVERFLOW.line}`]: {
      verdict: 'refuted',
      evidence: `${OVERFLOW.path}:${OVERFLOW.line}`,
      reason: 'add() returns a + b; numbers here do not overflow to an error',
    },
  };
  /** The form each CLI's model answers in (as __fixtures__/examine/real-cli-output recorded them). */
  const STYLE: Record<RealCli, AnswerStyle> = {
    codex: 'json',
    claude: 'json',
    gemini: 'lines',
    qwen: 'bold',
    opencode: 'cut',
  };
  const overflowReview = (r: Pick<RecordedRequest, 'client' | 'protocol'>): string =>
    `${reviewTextFor(r)}\n\n## Concerns\n### MEDIUM\n- \`${OVERFLOW.path}:${OVERFLOW.line}\` — Overflow: add() overflows for very large numbers.\n\n## Risk Assessment\nLOW\n`;
  const reviewOf = (r: RecordedRequest): string => (r.client === 'codex' ? reviewFor(r) : overflowReview(r));
  const styleOf = (r: RecordedRequest): AnswerStyle =>
    (REAL_CLIS as readonly string[]).includes(r.client) ? STYLE[r.client as RealCli] : 'json';

  /** The examination request in a recorded request's body, wherever its protocol nests it. */
  const requestIn = (value: unknown): string | undefined => {
    if (typeof value === 'string') return isExamination(value) ? value : undefined;
    if (value !== null && typeof value === 'object') {
      for (const v of Object.values(value)) {
        const found = requestIn(v);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };

  interface Examined {
    ok: boolean;
    lanes: Array<{ slug: string; status: string; examination?: { status: string; verdicts: number } }>;
    findings: Array<{
      path: string;
      line: number;
      lanes: string[];
      agreement: number;
      examination?: {
        standing: string;
        verdicts: Array<{ lane: string; verdict: string; evidence?: string }>;
      };
    }>;
    examination: unknown;
  }

  let fake: FakeLlm;
  let work: string;
  let run: CliRun;
  let results: Examined;

  beforeAll(
    async () => {
      const binDir = await realClisBinDir();
      fake = await startFakeLlm({
        reviewText: (r) => examiningModel(SCRIPT, styleOf(r), reviewOf(r))(r),
      });
      work = mkdtempSync(join(tmpdir(), 'rl-e2e-examine-'));
      const home = join(work, 'home');
      mkdirSync(home);
      mkdirSync(join(work, 'repo'));
      const { env: cliEnv, setups } = prepareClis(REAL_CLIS, home, fake.url);
      const models = Object.fromEntries(
        REAL_CLIS.flatMap((cli) => {
          const model = setups[cli]?.model;
          return model ? [[cli, model]] : [];
        }),
      );
      const timeouts = Object.fromEntries(REAL_CLIS.map((cli) => [cli, LANE_TIMEOUT_MS]));
      const repo = createReviewRepo(join(work, 'repo'), {
        '.github/reviewer-lanes/config.json': `${JSON.stringify({ review: { models, timeouts } }, null, 2)}\n`,
      });
      const outDir = join(work, 'out');
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
        {
          PATH: `${binDir}:${process.env.PATH ?? '/usr/bin:/bin'}`,
          HOME: home,
          USER: process.env.USER ?? 'e2e',
          LANG: 'C.UTF-8',
          TMPDIR: process.env.TMPDIR ?? tmpdir(),
          CI: 'true',
          ...cliEnv,
        },
      );
      if (!existsSync(join(outDir, 'results.json'))) {
        throw new Error(
          `review wrote no results.json (exit ${run.code}); stderr:\n${run.stderr.slice(0, 3000)}`,
        );
      }
      results = JSON.parse(readFileSync(join(outDir, 'results.json'), 'utf8')) as Examined;
      // The hook's bound below: a review round, then an examination round, each within the lanes' timeout.
    },
    INSTALL_TIMEOUT_MS + 2 * REVIEW_TIMEOUT_MS,
  );

  afterAll(async () => {
    await fake?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('every lane reviewed, and the round examined both findings', () => {
    expect({ exitCode: run.code, stderr: run.stderr.slice(0, 3000) }).toEqual({
      exitCode: 0,
      stderr: expect.any(String),
    });
    expect(Object.fromEntries(results.lanes.map((l) => [l.slug, l.status]))).toEqual(
      Object.fromEntries(REAL_CLIS.map((cli) => [cli, 'reviewed'])),
    );
    expect(results.examination).toEqual({ mode: 'auto', examined: 2, unexamined: 0 });
  });

  it('sent each CLI only the finding it did not raise', () => {
    for (const cli of REAL_CLIS) {
      const sent = fake.requests
        .filter((r) => r.client === cli)
        .map((r) => requestIn(r.body))
        .filter((p): p is string => p !== undefined);
      expect({ cli, asked: sent.length > 0 }).toEqual({ cli, asked: true });
      const locations = new Set(sent.flatMap((p) => findingsOf(p).map((f) => f.location)));
      const other = cli === 'codex' ? OVERFLOW : DIVISION;
      expect({ cli, locations: [...locations] }).toEqual({ cli, locations: [`${other.path}:${other.line}`] });
    }
  });

  it.each(REAL_CLIS)("%s's verdict reaches results.json under its name", (cli) => {
    const lane = results.lanes.find((l) => l.slug === cli);
    expect({ cli, examination: lane?.examination }).toEqual({
      cli,
      examination: expect.objectContaining({ status: 'answered', verdicts: 1 }),
    });
    const examined = cli === 'codex' ? OVERFLOW : DIVISION;
    const finding = results.findings.find((f) => f.path === examined.path && f.line === examined.line);
    expect(finding?.examination?.verdicts.filter((v) => v.lane === cli)).toEqual([
      expect.objectContaining({
        lane: cli,
        verdict: cli === 'codex' ? 'refuted' : 'confirmed',
        evidence: `${examined.path}:${examined.line}`,
      }),
    ]);
  });

  it('settles each standing: the division confirmed by all four, the overflow contested by codex', () => {
    const at = (p: { path: string; line: number }) =>
      results.findings.find((f) => f.path === p.path && f.line === p.line);
    expect(at(DIVISION)).toMatchObject({
      lanes: ['codex'],
      agreement: 5,
      examination: { standing: 'confirmed' },
    });
    expect(at(OVERFLOW)).toMatchObject({ agreement: 4, examination: { standing: 'contested' } });
    expect([...(at(OVERFLOW)?.lanes ?? [])].sort()).toEqual(['claude', 'gemini', 'opencode', 'qwen']);
  });
});

/**
 * planLanes end to end over real parts: the real catalog (first-party manifests plus repository
 * manifests written to a temp repository), the real config and trust gate, a baseline written by
 * the real consent writer, fake CLIs on a temp PATH and loopback servers. Statuses and reasons
 * for every way a lane can fail to run, and errors exactly when an explicit lane cannot run.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import type { Catalog } from '../../src/catalog/types.js';
import { createConfig } from '../../src/config/config.js';
import type { PlanOutcome } from '../../src/plan/types.js';
import { laneBudget, planLanes } from '../../src/plan/lane-plans.js';
import { planReport } from '../../src/plan/report.js';
import type { Settings } from '../../src/settings.js';
import { createProcessRunner, type ProcessRunner } from '../../src/sys/process.js';
import { writeBaseline } from '../../src/trust/consent.js';
import type { Baseline, BaselineOrigin } from '../../src/trust/types.js';
import { refusedUrl, startServer, type TestServer } from '../../__fixtures__/plan/servers.js';
import {
  fakeBinDir,
  fakePathEnv,
  firstPartyLane,
  writeRepositoryManifest,
} from '../../__fixtures__/plan/support.js';

const ORIGIN: BaselineOrigin = {
  ref: 'HEAD',
  sha: 'a'.repeat(40),
  path: '.github/reviewer-lanes/consent.json',
  missing: false,
};

let repo: string;
let runDir: string;
let bins: { dir: string; cleanup: () => void };
let env: NodeJS.ProcessEnv;
let catalog: Catalog;
let ok: TestServer;
let other: TestServer;
let notFound: TestServer;
let refused: string;
/** The config the baseline was consented under (what the base branch holds). */
let consentedDoc: Record<string, unknown>;
let baseline: Baseline;

const httpLane = (id: string, slug: string, hostKey: string, defaultHost: string, probeKey = hostKey) =>
  writeRepositoryManifest(repo, id, {
    slug,
    transport: 'openai-http',
    probe: { kind: 'http-reachable', hostConfigKey: probeKey, path: '/v1/models', timeoutMs: 1500 },
    invoke: {
      hostConfigKey: hostKey,
      defaultHost,
      path: '/v1/chat/completions',
      modelDiscovery: 'first-from-models-endpoint',
      effortChannel: 'none',
    },
    timeoutFloorMs: 60000,
    handler: 'openai-compatible',
    promptBudgetKey: null,
  });

const spawnLane = (id: string, binary: string, extra: Record<string, unknown> = {}) =>
  writeRepositoryManifest(repo, id, {
    slug: id,
    probe: { kind: 'command-exists', binary },
    invoke: {
      binary,
      args: ['-'],
      promptChannel: 'stdin',
      outputChannel: 'stdout',
      modelArg: null,
      effortChannel: 'none',
    },
    ...extra,
  });

beforeAll(async () => {
  [ok, other, notFound] = await Promise.all([startServer('ok'), startServer('ok'), startServer('not-found')]);
  refused = await refusedUrl();
  repo = mkdtempSync(join(tmpdir(), 'rl-plan-repo-'));
  runDir = join(repo, '.reviewer-lanes', 'run');

  spawnLane('acme', 'acme-cli');
  spawnLane('newbie', 'newbie-cli');
  spawnLane('drifty', 'drifty-cli');
  spawnLane('needy', 'needy-cli', { requiresBinaries: ['needy-helper'] });
  spawnLane('sniffer', 'sniff', {
    probe: { kind: 'command-capability', binary: 'sniff', needle: '--output-format', timeoutMs: 400 },
    modelConfigKey: 'review.models.sniffer',
    invoke: {
      binary: 'sniff',
      args: ['{{model}}', '-'],
      promptChannel: 'stdin',
      outputChannel: 'stdout',
      modelArg: '-m',
      effortChannel: 'none',
    },
  });
  spawnLane('hanger', 'hang-cli', {
    probe: { kind: 'command-capability', binary: 'hang-cli', needle: '--output-format', timeoutMs: 400 },
  });
  writeRepositoryManifest(
    repo,
    'future',
    { slug: 'future', probe: { kind: 'command-exists', binary: 'future-cli' } },
    { engines: { gsd: '>=9.0.0' } },
  );
  httpLane('remote', 'remote', 'review.remote_host', ok.url);
  httpLane('loopy', 'loopy', 'review.loopy_host', 'http://localhost:8080');
  httpLane('porty', 'porty', 'review.porty_host', 'http://127.0.0.1');
  // Its probe names a key of its own; an HTTP lane's probe still goes where its requests go.
  httpLane('split', 'split', 'review.split_host', ok.url, 'review.split_probe_host');

  bins = fakeBinDir({
    'acme-cli': 'needle',
    'newbie-cli': 'needle',
    'drifty-cli': 'needle',
    'needy-cli': 'needle',
    sniff: 'needle',
    'hang-cli': 'hang',
    kimi: 'plain',
    codex: 'needle',
    opencode: 'needle',
  });
  env = fakePathEnv(bins.dir);
  catalog = await loadCatalog({ cwd: repo, firstParty: true, capabilityDirs: [] });

  consentedDoc = {
    review: {
      ollama_host: refused,
      lm_studio_host: notFound.url,
      loopy_host: 'http://LOCALHOST:8080/',
      porty_host: 'http://127.0.0.1:80',
      split_probe_host: refused,
    },
  };
  // The baseline as `consent --write` records it on the base branch; newbie was never consented.
  const written = writeBaseline(
    catalog.lanes.filter((l) => l.id !== 'newbie'),
    createConfig(consentedDoc, 'config.json'),
    null,
    new Date('2026-01-01T00:00:00Z'),
  );
  const drifty = written.lanes.drifty;
  if (!drifty) throw new Error('drifty was not consented');
  baseline = { version: 1, lanes: { ...written.lanes, drifty: { ...drifty, signature: '0'.repeat(64) } } };
});

afterAll(async () => {
  await Promise.all([ok.close(), other.close(), notFound.close()]);
  bins.cleanup();
  rmSync(repo, { recursive: true, force: true });
});

function settings(patch: Partial<Settings> = {}): Settings {
  return {
    cwd: repo,
    reviewers: null,
    all: false,
    consentPath: ORIGIN.path,
    capabilityDirs: [],
    firstParty: true,
    baselineRef: 'HEAD',
    maxParallel: 4,
    outDir: join(repo, '.reviewer-lanes'),
    head: 'HEAD',
    include: [],
    exclude: [],
    failOn: 'explicit',
    ...patch,
  };
}

async function plan(
  reviewers: string[] | null,
  doc: Record<string, unknown> = consentedDoc,
  patch: Partial<Settings> = {},
  processRunner?: ProcessRunner,
): Promise<PlanOutcome> {
  return planLanes({
    ...(processRunner ? { processRunner } : {}),
    settings: settings({ reviewers, ...patch }),
    catalog,
    config: createConfig(doc, '.github/reviewer-lanes/config.json'),
    baseline,
    origin: ORIGIN,
    runDir,
    env,
  });
}

const statusOf = (outcome: PlanOutcome, identity: string) => {
  const lane = outcome.lanes.find((l) => l.identity === identity);
  return lane && { status: lane.status, reason: lane.reason };
};

const runsOf = (bin: string): number => {
  const file = join(bins.dir, `${bin}.runs`);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
};

describe('statuses and reasons for an explicit lane', () => {
  const rows: Array<{ name: string; name2: string; status: string; reason?: string }> = [
    { name: 'a consented repository lane whose binary is present', name2: 'acme', status: 'runnable' },
    { name: 'a missing binary', name2: 'gemini', status: 'unavailable', reason: 'missing_binary' },
    {
      name: 'a command-capability probe whose needle is absent',
      name2: 'kimi-code',
      status: 'unavailable',
      reason: 'probe_failed',
    },
    { name: 'a command-capability probe that passes', name2: 'sniffer', status: 'runnable' },
    {
      name: 'a --help that hangs (bounded)',
      name2: 'hanger',
      status: 'unavailable',
      reason: 'probe_timeout',
    },
    {
      name: 'a missing required binary',
      name2: 'needy',
      status: 'unavailable',
      reason: 'missing_required_binary',
    },
    {
      name: 'a host that refuses connections',
      name2: 'ollama',
      status: 'unavailable',
      reason: 'host_unreachable',
    },
    { name: 'a host answering 404', name2: 'lm_studio', status: 'unavailable', reason: 'host_unreachable' },
    { name: 'a reachable consented http lane', name2: 'remote', status: 'runnable' },
    {
      name: 'a repository lane nobody consented',
      name2: 'newbie',
      status: 'blocked',
      reason: 'not_consented',
    },
    {
      name: 'a lane whose manifest changed since consent',
      name2: 'drifty',
      status: 'blocked',
      reason: 'signature_changed',
    },
    { name: 'an unsatisfied engines range', name2: 'future', status: 'unavailable', reason: 'incompatible' },
    { name: 'an unknown name', name2: 'nonesuch', status: 'unavailable', reason: 'malformed_lane' },
  ];
  it.each(rows)('$name → $status', async ({ name2, status, reason }) => {
    const outcome = await plan([name2]);
    expect(outcome.source).toBe('explicit');
    expect(outcome.lanes).toHaveLength(1);
    expect(statusOf(outcome, name2)).toEqual({ status, reason });
    // errors non-empty exactly when the explicit lane cannot run
    expect(outcome.ok).toBe(status === 'runnable');
    if (status === 'runnable') expect(outcome.errors).toEqual([]);
    else expect(outcome.errors.map((e) => e.code)).toEqual([reason, 'no_reviewer_available']);
  });

  it("starts a lane's --help probe through the process runner the plan is given", async () => {
    const real = createProcessRunner();
    const started: string[][] = [];
    const runner: ProcessRunner = {
      run: (spec, signal) => {
        started.push([spec.binary, ...spec.argv]);
        return real.run(spec, signal);
      },
    };
    const outcome = await plan(['sniffer'], consentedDoc, {}, runner);
    expect(statusOf(outcome, 'sniffer')).toEqual({ status: 'runnable', reason: undefined });
    expect(started).toEqual([[join(bins.dir, 'sniff'), '--help']]);
  });

  it('the hanging --help is bounded and leaves the plan with its detail', async () => {
    const started = Date.now();
    const outcome = await plan(['hanger']);
    expect(Date.now() - started).toBeLessThan(400 + 3000);
    expect(outcome.lanes[0]?.detail).toBe("'hang-cli --help' did not finish within 400 ms");
  });

  it('a partial miss: the runnable lane stays runnable, the miss is one error, no aggregate', async () => {
    const outcome = await plan(['acme,gemini']);
    expect(outcome.lanes.map((l) => [l.identity, l.status])).toEqual([
      ['gemini', 'unavailable'],
      ['acme', 'runnable'],
    ]);
    expect(outcome.errors).toEqual([
      {
        message: "explicit reviewer 'gemini' is not available: 'gemini' not found on PATH (missing_binary)",
        code: 'missing_binary',
        slug: 'gemini',
      },
    ]);
  });
});

describe('the egress host binding', () => {
  it('a different host than the consented one is egress_host_changed, and nothing is sent there', async () => {
    const before = other.requests.length;
    const outcome = await plan(['remote'], {
      review: { ...(consentedDoc.review as object), remote_host: other.url },
    });
    expect(statusOf(outcome, 'remote')).toEqual({ status: 'blocked', reason: 'egress_host_changed' });
    expect(outcome.lanes[0]?.detail).toContain(other.url);
    expect(other.requests.length).toBe(before);
    expect(outcome.errors.map((e) => e.code)).toEqual(['egress_host_changed', 'no_reviewer_available']);
  });

  it("an HTTP lane's probe checks the host its requests go to, not its probe's own key", async () => {
    const outcome = await plan(['split']);
    expect(statusOf(outcome, 'split')).toEqual({ status: 'runnable', reason: undefined });
  });

  const same = [
    { lane: 'loopy', consented: 'http://LOCALHOST:8080/', now: 'http://localhost:8080' },
    { lane: 'porty', consented: 'http://127.0.0.1:80', now: 'http://127.0.0.1' },
  ];
  it.each(same)('$consented consented and $now configured is not a change', async ({ lane, now }) => {
    const doc = { review: { ...(consentedDoc.review as object), [`${lane}_host`]: now } };
    const outcome = await plan([lane], doc);
    // Whether something listens there is not the point: the trust gate let it through.
    expect(outcome.lanes[0]?.status).not.toBe('blocked');
    expect(['runnable', 'unavailable']).toContain(outcome.lanes[0]?.status);
    expect(outcome.lanes[0]?.reason ?? 'host_unreachable').toBe('host_unreachable');
  });
});

describe('blocked lanes start nothing, probes included', () => {
  it('a blocked command-capability lane never runs its --help; an allowed one runs once for all its instances', async () => {
    const sniffBefore = runsOf('sniff');
    const outcome = await plan(null, {
      review: {
        ...(consentedDoc.review as object),
        default_reviewers: ['drifty', 'sn-a', 'sn-b', 'sniffer'],
        reviewer_instances: {
          'sn-a': { cli: 'sniffer', model: 'a' },
          'sn-b': { cli: 'sniffer', model: 'b' },
        },
      },
    });
    expect(outcome.source).toBe('config_default');
    expect(outcome.lanes.map((l) => [l.identity, l.status, l.sharedAdapter ?? false])).toEqual([
      ['drifty', 'blocked', false],
      ['sniffer', 'runnable', false],
      ['sn-a', 'runnable', true],
      ['sn-b', 'runnable', true],
    ]);
    expect(runsOf('drifty-cli')).toBe(0);
    expect(runsOf('sniff') - sniffBefore).toBe(1);
    // Instances carry their own model and files.
    const snA = outcome.lanes.find((l) => l.identity === 'sn-a')?.plan;
    expect(snA?.transport === 'spawn' && snA.argv).toEqual(['-m', 'a', '-']);
    expect(snA?.paths.review).toBe(join(runDir, 'lanes', 'sn-a.md'));
    // Defaults never fail the run; the blocked one is a warning.
    expect(outcome.errors).toEqual([]);
    expect(outcome.warnings.map((w) => w.code)).toContain('signature_changed');
  });
});

describe('discovery never errors for a lane nobody asked for', () => {
  it('--all lists every known lane, unavailable and blocked included, with no errors', async () => {
    const outcome = await plan(null, consentedDoc, { all: true });
    expect(outcome.source).toBe('all');
    expect(outcome.lanes.map((l) => l.identity)).toEqual(catalog.lanes.map((l) => l.reviewer.slug));
    expect(outcome.errors).toEqual([]);
    expect(outcome.ok).toBe(true);
    expect(statusOf(outcome, 'newbie')).toEqual({ status: 'blocked', reason: 'not_consented' });
    expect(statusOf(outcome, 'gemini')).toEqual({ status: 'unavailable', reason: 'missing_binary' });
    expect(statusOf(outcome, 'codex')).toEqual({ status: 'runnable', reason: undefined });
    expect(outcome.infos).toEqual([]);
  });

  it('all detected behaves the same way', async () => {
    const outcome = await plan(null);
    expect(outcome.source).toBe('all_detected');
    expect(outcome.errors).toEqual([]);
    expect(outcome.lanes).toHaveLength(catalog.lanes.length);
  });

  it('invalid selection config is an error whatever the source', async () => {
    const outcome = await plan(null, { review: { default_reviewers: 'codex' } });
    expect(outcome.ok).toBe(false);
    expect(outcome.errors.map((e) => e.message)).toEqual([
      'review.default_reviewers must be a JSON array of reviewer slugs',
    ]);
  });
});

describe('laneBudget (D10)', () => {
  const ollama = firstPartyLane('ollama');
  const codex = firstPartyLane('codex');
  const rows = [
    {
      name: 'the lane key wins',
      lane: ollama,
      doc: { review: { max_prompt_tokens_per_reviewer: { ollama: 4000 }, max_prompt_tokens: 9000 } },
      setting: 7000,
      budget: 4000,
    },
    {
      name: '0 is a real value (do not trim)',
      lane: ollama,
      doc: { review: { max_prompt_tokens_per_reviewer: { ollama: 0 } } },
      setting: undefined,
      budget: 0,
    },
    {
      name: '-1 is unset: the setting applies',
      lane: ollama,
      doc: { review: { max_prompt_tokens_per_reviewer: { ollama: -1 } } },
      setting: 7000,
      budget: 7000,
    },
    {
      name: 'then review.max_prompt_tokens',
      lane: ollama,
      doc: { review: { max_prompt_tokens: 9000 } },
      setting: undefined,
      budget: 9000,
    },
    {
      name: 'it applies to lanes without a budget key',
      lane: codex,
      doc: { review: { max_prompt_tokens: 9000 } },
      setting: undefined,
      budget: 9000,
    },
    { name: 'none at all', lane: codex, doc: {}, setting: undefined, budget: null },
    {
      name: 'a non-number is unset',
      lane: ollama,
      doc: { review: { max_prompt_tokens_per_reviewer: { ollama: '4000' } } },
      setting: undefined,
      budget: null,
    },
  ];
  it.each(rows)('$name', ({ lane, doc, setting, budget }) => {
    expect(laneBudget(lane, createConfig(doc, null), { maxPromptTokens: setting })).toBe(budget);
  });
});

describe('planReport: the plan command document', () => {
  it('has exactly the documented shape; argv excludes the binary', async () => {
    const outcome = await plan(['acme', 'remote', 'gemini', 'nonesuch', 'newbie']);
    const report = planReport(outcome, createConfig({}, null));
    expect(Object.keys(report)).toEqual(['ok', 'source', 'lanes', 'errors', 'warnings', 'infos']);
    expect(report.ok).toBe(false);
    expect(report.source).toBe('explicit');
    expect(report.lanes).toEqual([
      {
        slug: 'gemini',
        identity: 'gemini',
        explicit: true,
        status: 'unavailable',
        reason: 'missing_binary',
        detail: "'gemini' not found on PATH",
        binary: 'gemini',
        argv: ['--skip-trust', '--output-format', 'stream-json', '-p', ''],
        source: 'first-party',
        timeoutMs: 900000,
      },
      {
        slug: 'acme',
        identity: 'acme',
        explicit: true,
        status: 'runnable',
        binary: 'acme-cli',
        argv: ['-'],
        source: 'repository',
        timeoutMs: 900000,
      },
      {
        slug: 'newbie',
        identity: 'newbie',
        explicit: true,
        status: 'blocked',
        reason: 'not_consented',
        detail: expect.stringContaining('lane newbie (newbie) needs a consent entry'),
        binary: 'newbie-cli',
        argv: ['-'],
        source: 'repository',
        timeoutMs: 900000,
      },
      {
        slug: 'remote',
        identity: 'remote',
        explicit: true,
        status: 'runnable',
        url: `${ok.url}/v1/chat/completions`,
        source: 'repository',
        timeoutMs: 60000,
      },
      {
        slug: 'nonesuch',
        identity: 'nonesuch',
        explicit: true,
        status: 'unavailable',
        reason: 'malformed_lane',
        detail: "no lane named 'nonesuch' is declared",
        // No plan, but the field is still a number: the bound such a lane would have.
        timeoutMs: 900000,
      },
    ]);
    expect(report.errors.map((e) => e.code)).toEqual(['missing_binary', 'not_consented', 'malformed_lane']);
  });

  it('a lane with no plan takes its bound from review.timeouts.<slug> when that is set', async () => {
    const outcome = await plan(['nonesuch']);
    const report = planReport(outcome, createConfig({ review: { timeouts: { nonesuch: 1234 } } }, null));
    expect(report.lanes.map((l) => [l.slug, l.timeoutMs])).toEqual([['nonesuch', 1234]]);
  });
});

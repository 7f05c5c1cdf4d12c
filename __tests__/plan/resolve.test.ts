/**
 * Plan resolution: a golden table of every first-party
 * lane's argv from the real manifests, the check order and reasons, template expansion, the
 * file-reference instruction, models, effort, timeouts, instances and HTTP plans.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Lane } from '../../src/catalog/types.js';
import {
  expandArgs,
  fileRefInstruction,
  resolveLanePlan,
  sanitizeIdentity,
  type ResolveInput,
} from '../../src/plan/resolve.js';
import type { HttpLanePlan, SpawnLanePlan } from '../../src/plan/types.js';
import { PLACEHOLDERS } from '../../src/vocabulary.js';
import {
  fakeConfig,
  FIRST_PARTY_IDS,
  firstPartyLane,
  firstPartyLanes,
  repositoryLane,
  withInvoke,
  withReviewer,
} from '../../__fixtures__/plan/support.js';

const RUN = '/run/rl';
const ROOT = '/repo';
const PROMPT = `${RUN}/prompt.md`;
const INSTRUCTION = fileRefInstruction(PROMPT, ROOT);
const SHELLY = '$(rm -rf /); echo "x" | y & z';

const resolve = (lane: Lane, doc: Record<string, unknown> = {}, extra: Partial<ResolveInput> = {}) =>
  resolveLanePlan({ lane, config: fakeConfig(doc), runDir: RUN, repoRoot: ROOT, budget: null, ...extra });

const spawnPlan = (
  lane: Lane,
  doc: Record<string, unknown> = {},
  extra: Partial<ResolveInput> = {},
): SpawnLanePlan => {
  const r = resolve(lane, doc, extra);
  if (!r.ok || r.plan.transport !== 'spawn') throw new Error(`expected a spawn plan: ${JSON.stringify(r)}`);
  return r.plan;
};
const httpPlan = (
  lane: Lane,
  doc: Record<string, unknown> = {},
  extra: Partial<ResolveInput> = {},
): HttpLanePlan => {
  const r = resolve(lane, doc, extra);
  if (!r.ok || r.plan.transport !== 'openai-http')
    throw new Error(`expected an http plan: ${JSON.stringify(r)}`);
  return r.plan;
};

/** Every model key and every effort key set, the way a user would in config.json. */
const everything = (model: string, effort: string) => ({
  review: {
    models: {
      gemini: model,
      claude: model,
      codex: model,
      opencode: model,
      agy: model,
      'kimi-code': model,
      ollama: model,
      lm_studio: model,
      llama_cpp: model,
    },
    effort: Object.fromEntries(FIRST_PARTY_IDS.map((id) => [firstPartyLane(id).reviewer.slug, effort])),
  },
});

type Id = (typeof FIRST_PARTY_IDS)[number];
type SpawnGolden = { binary: string; bare: string[]; full: string[]; stdin: string | null };
const SPAWN_GOLDEN: Partial<Record<Id, SpawnGolden>> = {
  gemini: {
    binary: 'gemini',
    bare: ['--skip-trust', '--output-format', 'stream-json', '-p', ''],
    full: ['-m', 'M', '--skip-trust', '--output-format', 'stream-json', '-p', ''],
    stdin: PROMPT,
  },
  claude: {
    binary: 'claude',
    bare: ['--setting-sources', 'user', '-p', '--output-format', 'json'],
    full: ['--model', 'M', '--effort', 'max', '--setting-sources', 'user', '-p', '--output-format', 'json'],
    stdin: PROMPT,
  },
  codex: {
    binary: 'codex',
    bare: [
      'exec',
      '--ephemeral',
      '--sandbox',
      'read-only',
      '--skip-git-repo-check',
      '--json',
      '-o',
      `${RUN}/lanes/codex.md`,
      '-',
    ],
    full: [
      'exec',
      '--ephemeral',
      '--sandbox',
      'read-only',
      '--model',
      'M',
      '-c',
      'model_reasoning_effort=xhigh',
      '--skip-git-repo-check',
      '--json',
      '-o',
      `${RUN}/lanes/codex.md`,
      '-',
    ],
    stdin: PROMPT,
  },
  coderabbit: {
    binary: 'coderabbit',
    bare: ['review', '--prompt-only'],
    full: ['review', '--prompt-only'],
    stdin: null,
  },
  opencode: {
    binary: 'opencode',
    bare: ['run', '--format', 'json'],
    full: ['run', '--model', 'M', '--variant', 'max', '--format', 'json'],
    stdin: PROMPT,
  },
  qwen: {
    binary: 'qwen',
    bare: ['--auth-type', 'openai', '--approval-mode', 'default', '--output-format', 'json', '-p', ''],
    full: ['--auth-type', 'openai', '--approval-mode', 'default', '--output-format', 'json', '-p', ''],
    stdin: PROMPT,
  },
  cursor: {
    binary: 'cursor-agent',
    bare: ['-p', '--mode', 'ask', '--trust', '--output-format', 'text', INSTRUCTION],
    full: ['-p', '--mode', 'ask', '--trust', '--output-format', 'text', INSTRUCTION],
    stdin: null,
  },
  antigravity: {
    binary: 'agy',
    bare: ['--print-timeout', '540s', '-p', INSTRUCTION],
    full: ['--print-timeout', '540s', '--model', 'M', '-p', INSTRUCTION],
    stdin: null,
  },
  'kimi-code': {
    binary: 'kimi',
    bare: ['-p', INSTRUCTION],
    full: ['-m', 'M', '-p', INSTRUCTION],
    stdin: null,
  },
};
const HTTP_GOLDEN: Partial<Record<Id, { host: string; fallbackModel: string }>> = {
  ollama: { host: 'http://localhost:11434', fallbackModel: 'llama3' },
  'lm-studio': { host: 'http://localhost:1234', fallbackModel: 'local-model' },
  'llama-cpp': { host: 'http://localhost:8080', fallbackModel: 'local-model' },
};

describe('golden table: the twelve first-party lanes', () => {
  it('covers every first-party lane the catalog loads, exactly once', () => {
    expect(firstPartyLanes().map((l) => l.id)).toEqual([...FIRST_PARTY_IDS]);
    expect([...Object.keys(SPAWN_GOLDEN), ...Object.keys(HTTP_GOLDEN)].sort()).toEqual(
      [...FIRST_PARTY_IDS].sort(),
    );
  });

  const spawnRows = Object.entries(SPAWN_GOLDEN).map(([id, g]) => ({ id: id as Id, ...(g as SpawnGolden) }));
  it.each(spawnRows)('$id without model or effort', ({ id, binary, bare, stdin }) => {
    const plan = spawnPlan(firstPartyLane(id));
    expect({ binary: plan.binary, argv: plan.argv, stdin: plan.stdinPath, model: plan.model }).toEqual({
      binary,
      argv: bare,
      stdin,
      model: null,
    });
  });
  it.each(spawnRows)('$id with a model and effort max', ({ id, full }) => {
    const plan = spawnPlan(firstPartyLane(id), everything('M', 'max'));
    expect(plan.argv).toEqual(full);
    for (const token of PLACEHOLDERS) expect(plan.argv).not.toContain(token);
  });

  const httpRows = Object.entries(HTTP_GOLDEN).map(([id, g]) => ({
    id: id as Id,
    host: g!.host,
    fallbackModel: g!.fallbackModel,
  }));
  it.each(httpRows)('$id resolves its default host', ({ id, host, fallbackModel }) => {
    const plan = httpPlan(firstPartyLane(id));
    expect({
      host: plan.host,
      url: plan.url,
      modelsUrl: plan.modelsUrl,
      model: plan.model,
      fallbackModel: plan.fallbackModel,
    }).toEqual({
      host,
      url: `${host}/v1/chat/completions`,
      modelsUrl: `${host}/v1/models`,
      model: null,
      fallbackModel,
    });
  });
  it.each(httpRows)('$id with a model', ({ id }) => {
    expect(httpPlan(firstPartyLane(id), everything('M', 'max')).model).toBe('M');
  });

  it('a model full of shell metacharacters stays ONE argv element', () => {
    const plan = spawnPlan(firstPartyLane('codex'), { review: { models: { codex: SHELLY } } });
    expect(plan.argv).toEqual([
      'exec',
      '--ephemeral',
      '--sandbox',
      'read-only',
      '--model',
      SHELLY,
      '--skip-git-repo-check',
      '--json',
      '-o',
      `${RUN}/lanes/codex.md`,
      '-',
    ]);
    const gem = spawnPlan(firstPartyLane('gemini'), { review: { models: { gemini: SHELLY } } });
    expect(gem.argv.filter((a) => a === SHELLY)).toHaveLength(1);
  });

  it('carries the lane facts: ids, timeouts, empty-output policy, handler, env names', () => {
    const agy = spawnPlan(firstPartyLane('antigravity'));
    expect(agy).toMatchObject({
      slug: 'antigravity',
      identity: 'antigravity',
      laneId: 'antigravity',
      timeoutMs: 600000,
      emptyOutput: 'handler-owned',
      handler: 'antigravity',
      promptChannel: 'argv-file-ref',
      outputChannel: 'stdout',
      budget: null,
      paths: {
        runDir: RUN,
        prompt: PROMPT,
        review: `${RUN}/lanes/antigravity.md`,
        err: `${RUN}/lanes/antigravity.err`,
      },
    });
    expect(agy.envNames).toEqual(['GEMINI_API_KEY', 'GOOGLE_API_KEY']);
    expect(spawnPlan(firstPartyLane('codex')).outputChannel).toBe('file-arg');
  });
});

describe('check order and reasons', () => {
  const qwen = firstPartyLane('qwen');
  const ollama = firstPartyLane('ollama');
  const throwing = (() => {
    const lane = { ...qwen, reviewer: { ...qwen.reviewer } };
    Object.defineProperty(lane.reviewer, 'invoke', {
      get() {
        throw new Error('boom');
      },
    });
    return lane as Lane;
  })();
  const rows: Array<{
    name: string;
    lane: Lane;
    doc?: Record<string, unknown>;
    reason: string;
    detail: string;
  }> = [
    {
      name: 'not an object',
      lane: null as unknown as Lane,
      reason: 'malformed_lane',
      detail: 'lane has no reviewer body',
    },
    {
      name: 'no reviewer body',
      lane: { ...qwen, reviewer: [] } as unknown as Lane,
      reason: 'malformed_lane',
      detail: 'lane has no reviewer body',
    },
    {
      name: 'an empty slug',
      lane: withReviewer(qwen, { slug: '   ' }),
      reason: 'malformed_lane',
      detail: 'lane declares no slug',
    },
    {
      name: 'a slug that would escape the run directory',
      lane: withReviewer(qwen, { slug: '../../../tmp/evil' }),
      reason: 'malformed_lane',
      detail: 'lane slug "../../../tmp/evil" does not match ^[a-z0-9][a-z0-9_-]*$',
    },
    {
      name: 'an unknown handler fails closed',
      lane: withReviewer(qwen, { handler: '../evil' }),
      reason: 'unknown_handler',
      detail: 'lane \'qwen\' names unknown handler "../evil"',
    },
    {
      name: 'the handler is checked before the transport',
      lane: withReviewer(qwen, { handler: 'acme', transport: 'grpc' }),
      reason: 'unknown_handler',
      detail: 'lane \'qwen\' names unknown handler "acme"',
    },
    {
      name: 'an unknown transport',
      lane: withReviewer(qwen, { transport: 'grpc' }),
      reason: 'unknown_transport',
      detail: 'lane \'qwen\' has unknown transport "grpc"',
    },
    {
      name: 'spawn without an invoke object',
      lane: withReviewer(qwen, { invoke: null }),
      reason: 'malformed_lane',
      detail: "lane 'qwen' declares no invoke object",
    },
    {
      name: 'a blank binary',
      lane: withInvoke(qwen, { binary: '  ' }),
      reason: 'malformed_lane',
      detail: "lane 'qwen' declares no binary",
    },
    {
      name: 'file-arg without outputArg',
      lane: withInvoke(qwen, { outputChannel: 'file-arg', outputArg: undefined }),
      reason: 'malformed_lane',
      detail: "lane 'qwen' writes its review through file-arg but declares no outputArg",
    },
    {
      name: 'an unknown promptChannel',
      lane: withInvoke(qwen, { promptChannel: 'carrier-pigeon' }),
      reason: 'malformed_lane',
      detail: 'lane \'qwen\' has unknown promptChannel "carrier-pigeon"',
    },
    {
      name: 'openai-http without an invoke object',
      lane: withReviewer(ollama, { invoke: 'x' }),
      reason: 'malformed_lane',
      detail: "lane 'ollama' declares no invoke object",
    },
    {
      name: 'openai-http with no host anywhere',
      lane: withInvoke(ollama, { defaultHost: undefined }),
      doc: { review: { ollama_host: '  ' } },
      reason: 'malformed_lane',
      detail: "lane 'ollama' resolves no host: review.ollama_host is unset and it declares no defaultHost",
    },
    {
      name: 'a throwing getter is a reason, not a crash',
      lane: throwing,
      reason: 'malformed_lane',
      detail: 'lane could not be resolved: boom',
    },
  ];
  it.each(rows)('$name → $reason', ({ lane, doc, reason, detail }) => {
    expect(resolve(lane, doc ?? {})).toEqual({ ok: false, reason, detail, warnings: [] });
  });

  it('an unknown outputChannel is treated as stdout', () => {
    expect(spawnPlan(withInvoke(qwen, { outputChannel: 'carrier-pigeon' })).outputChannel).toBe('stdout');
  });
});

describe('argv template', () => {
  const exp = {
    '{{model}}': ['--model', 'm'],
    '{{effort}}': [],
    '{{output}}': ['-o', '/r/x.md'],
    '{{prompt}}': ['/r/prompt.md'],
  };
  it('expands exact tokens only; everything else is verbatim', () => {
    expect(
      expandArgs(
        [
          '--model={{model}}',
          '{{model}}',
          ' {{model}}',
          '{{MODEL}}',
          'constructor',
          '__proto__',
          'toString',
          'hasOwnProperty',
        ],
        exp,
      ),
    ).toEqual([
      '--model={{model}}',
      '--model',
      'm',
      ' {{model}}',
      '{{MODEL}}',
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
    ]);
  });
  it('drops non-string entries, expands repeats, vanishes when empty', () => {
    expect(
      expandArgs(['a', 1, null, { x: 1 }, ['b'], '{{effort}}', '{{output}}', '{{output}}', true], exp),
    ).toEqual(['a', '-o', '/r/x.md', '-o', '/r/x.md']);
  });
  it('no placeholder token survives resolution (property)', () => {
    const token = fc.oneof(
      fc.constantFrom(...PLACEHOLDERS),
      fc.string(),
      fc.constantFrom('constructor', '-p', '--model={{model}}'),
    );
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 12 }),
        fc.constantFrom('stdin', 'argv', 'argv-file-ref', 'none'),
        (args, promptChannel) => {
          const lane = withInvoke(firstPartyLane('codex'), { args, promptChannel });
          const plan = spawnPlan(lane, { review: { models: { codex: 'm' }, effort: { codex: 'high' } } });
          for (const t of PLACEHOLDERS) expect(plan.argv).not.toContain(t);
          expect(plan.argv.length).toBeGreaterThanOrEqual(
            args.filter((a) => !(PLACEHOLDERS as readonly string[]).includes(a)).length,
          );
        },
      ),
    );
  });
  it('{{prompt}} for an argv lane is the prompt file path, one element', () => {
    const lane = withInvoke(firstPartyLane('qwen'), { promptChannel: 'argv', args: ['-p', '{{prompt}}'] });
    expect(spawnPlan(lane).argv).toEqual(['-p', PROMPT]);
  });
  it('{{prompt}} vanishes for stdin and none lanes', () => {
    const lane = withInvoke(firstPartyLane('qwen'), { promptChannel: 'none', args: ['{{prompt}}', 'x'] });
    expect(spawnPlan(lane)).toMatchObject({ argv: ['x'], stdinPath: null });
  });
  it('{{model}} vanishes when modelArg is null even if a model is configured', () => {
    const lane = withReviewer(firstPartyLane('qwen'), {
      modelConfigKey: 'review.models.qwen',
      invoke: { ...firstPartyLane('qwen').reviewer.invoke, args: ['{{model}}', 'x'] },
    });
    expect(spawnPlan(lane, { review: { models: { qwen: 'm' } } })).toMatchObject({
      argv: ['x'],
      model: null,
    });
  });
});

describe('the file-reference instruction', () => {
  it('names the absolute prompt path and repository root, asks for markdown only, forbids edits, stays short', () => {
    const plan = spawnPlan(firstPartyLane('cursor'), {}, { runDir: 'tmp/run', repoRoot: '/work/repo' });
    const instruction = plan.argv[plan.argv.length - 1] ?? '';
    expect(instruction).toContain('/work/repo/tmp/run/prompt.md');
    expect(instruction).toContain('The repository root is /work/repo;');
    expect(instruction).toMatch(/markdown only/);
    expect(instruction).toMatch(/do not edit, create or delete any file/);
    expect(instruction.length).toBeLessThan(1000);
    expect(plan.argv.filter((a) => a === instruction)).toHaveLength(1);
  });
  it('a budgeted lane is pointed at its own trimmed prompt', () => {
    const plan = spawnPlan(firstPartyLane('kimi-code'), {}, { budget: 8000 });
    expect(plan.paths.prompt).toBe(`${RUN}/lanes/kimi-code.prompt.md`);
    expect(plan.argv).toEqual(['-p', fileRefInstruction(`${RUN}/lanes/kimi-code.prompt.md`, ROOT)]);
  });
});

describe('models', () => {
  it('only through modelConfigKey: antigravity reads review.models.agy, never review.models.antigravity', () => {
    expect(
      spawnPlan(firstPartyLane('antigravity'), { review: { models: { antigravity: 'X' } } }).argv,
    ).not.toContain('X');
    expect(spawnPlan(firstPartyLane('antigravity'), { review: { models: { agy: 'Y' } } }).argv).toContain(
      'Y',
    );
  });
  const unset = ['', '   ', 'null', 'undefined', 0, 42, true, ['m'], { m: 1 }];
  it.each(unset.map((value) => ({ value })))('a model of $value is unset', ({ value }) => {
    expect(spawnPlan(firstPartyLane('codex'), { review: { models: { codex: value } } }).model).toBeNull();
  });
  it('is trimmed', () => {
    expect(spawnPlan(firstPartyLane('codex'), { review: { models: { codex: '  gpt-5  ' } } }).model).toBe(
      'gpt-5',
    );
  });
  it.each(['--yolo', '-x', '  --approval-mode=yolo'])(
    'a model the CLI would read as its own option (%j) never reaches argv, with a warning',
    (model) => {
      const r = resolve(firstPartyLane('gemini'), { review: { models: { gemini: model } } });
      expect(r).toMatchObject({ ok: true, plan: { model: null } });
      if (!r.ok) throw new Error('unreachable');
      expect(r.plan.transport === 'spawn' ? r.plan.argv : []).not.toContain(model.trim());
      expect(r.warnings).toEqual([
        `lane 'gemini': model ${JSON.stringify(model.trim())} starts with '-', which the CLI would read as an option; it is ignored and the CLI default is used`,
      ]);
    },
  );
  it('a lane with modelConfigKey null ignores review.models.<slug> silently', () => {
    expect(resolve(firstPartyLane('qwen'), { review: { models: { qwen: 'm' } } })).toMatchObject({
      ok: true,
      warnings: [],
      plan: { model: null },
    });
  });
  it('an instance model replaces the configured one', () => {
    const plan = spawnPlan(
      firstPartyLane('codex'),
      { review: { models: { codex: 'base' } } },
      { identity: 'cx-fast', modelOverride: 'fast' },
    );
    expect(plan.argv).toContain('fast');
    expect(plan.argv).not.toContain('base');
  });
  it('an instance model on a lane without modelConfigKey is a warning and is ignored', () => {
    expect(resolve(firstPartyLane('qwen'), {}, { identity: 'qw-2', modelOverride: 'big' })).toMatchObject({
      ok: true,
      plan: {
        model: null,
        argv: ['--auth-type', 'openai', '--approval-mode', 'default', '--output-format', 'json', '-p', ''],
      },
      warnings: [
        "lane 'qwen' takes no model (it declares no modelConfigKey): model 'big' is ignored and the CLI default is used",
      ],
    });
  });
});

describe('effort', () => {
  const claude = firstPartyLane('claude');
  const codex = firstPartyLane('codex');
  const opencode = firstPartyLane('opencode');
  const repo = repositoryLane('acme-review', 'acme', {
    invoke: {
      ...repositoryLane('x', 'acme').reviewer.invoke,
      args: ['{{effort}}', '-'],
      effortChannel: 'argv',
    },
  });
  const rows: Array<{ lane: Lane; level: unknown; argv: string[] }> = [
    { lane: claude, level: 'minimal', argv: ['--effort', 'low'] },
    { lane: claude, level: 'low', argv: ['--effort', 'low'] },
    { lane: claude, level: 'xhigh', argv: ['--effort', 'xhigh'] },
    { lane: claude, level: 'max', argv: ['--effort', 'max'] },
    { lane: codex, level: 'minimal', argv: ['-c', 'model_reasoning_effort=minimal'] },
    { lane: codex, level: 'HIGH', argv: ['-c', 'model_reasoning_effort=high'] },
    { lane: codex, level: 'max', argv: ['-c', 'model_reasoning_effort=xhigh'] },
    { lane: opencode, level: 'minimal', argv: ['--variant', 'minimal'] },
    { lane: opencode, level: 'max', argv: ['--variant', 'max'] },
    { lane: repo, level: 'medium', argv: ['--effort', 'medium'] },
    { lane: claude, level: 'inherit', argv: [] },
    { lane: codex, level: undefined, argv: [] },
    { lane: codex, level: '  ', argv: [] },
  ];
  it.each(rows.map((r) => ({ ...r, slug: r.lane.reviewer.slug })))(
    '$slug at $level',
    ({ lane, level, argv }) => {
      const plan = spawnPlan(lane, { review: { effort: { [lane.reviewer.slug]: level } } });
      // The same lane without effort, with the effort argv where {{effort}} stands.
      const template = lane.reviewer.transport === 'spawn' ? lane.reviewer.invoke.args : [];
      const output = lane.reviewer.slug === 'codex' ? ['-o', `${RUN}/lanes/codex.md`] : [];
      const expected = expandArgs(template, {
        '{{effort}}': argv,
        '{{model}}': [],
        '{{output}}': output,
        '{{prompt}}': [],
      });
      expect(plan.argv).toEqual(expected);
    },
  );
  it('an unknown level is ignored with a warning', () => {
    expect(resolve(codex, { review: { effort: { codex: 'turbo' } } })).toMatchObject({
      ok: true,
      warnings: [
        "review.effort.codex: unknown effort level 'turbo' (one of minimal, low, medium, high, xhigh, max, inherit); ignored",
      ],
    });
  });
  it('a lane without an argv effort channel warns that the setting is ignored', () => {
    expect(resolve(firstPartyLane('gemini'), { review: { effort: { gemini: 'high' } } })).toMatchObject({
      ok: true,
      warnings: ["lane 'gemini' takes no effort setting: review.effort.gemini is ignored"],
    });
    expect(resolve(firstPartyLane('ollama'), { review: { effort: { ollama: 'high' } } })).toMatchObject({
      ok: true,
      warnings: ["lane 'ollama' takes no effort setting: review.effort.ollama is ignored"],
    });
  });
});

describe('timeouts (D7)', () => {
  const rows: Array<{ value: unknown; floor?: unknown; expected: number }> = [
    { value: 5000, expected: 5000 },
    { value: undefined, expected: 1200000 },
    { value: 0, expected: 1200000 },
    { value: -5, expected: 1200000 },
    { value: 1.5, expected: 1200000 },
    { value: '5000', expected: 1200000 },
    { value: undefined, floor: 0, expected: 900000 },
    { value: undefined, floor: Number.POSITIVE_INFINITY, expected: 900000 },
    { value: 7, floor: 0, expected: 7 },
  ];
  it.each(rows)(
    'review.timeouts.codex=$value over floor $floor → $expected',
    ({ value, floor, expected }) => {
      const lane =
        floor === undefined
          ? firstPartyLane('codex')
          : withReviewer(firstPartyLane('codex'), { timeoutFloorMs: floor });
      expect(spawnPlan(lane, { review: { timeouts: { codex: value } } }).timeoutMs).toBe(expected);
    },
  );
});

describe('instances', () => {
  it('files are named after the instance, and a file-arg lane writes there', () => {
    const plan = spawnPlan(firstPartyLane('codex'), {}, { identity: 'cx-fast' });
    expect(plan).toMatchObject({
      slug: 'codex',
      identity: 'cx-fast',
      paths: { review: `${RUN}/lanes/cx-fast.md`, err: `${RUN}/lanes/cx-fast.err` },
    });
    expect(plan.argv).toContain(`${RUN}/lanes/cx-fast.md`);
  });
  it('an identity is sanitised into file names', () => {
    expect(sanitizeIdentity('a b/c\\d:é.x_y-z')).toBe('a-b-c-d--.x_y-z');
    expect(spawnPlan(firstPartyLane('qwen'), {}, { identity: 'we/ird' }).paths.review).toBe(
      `${RUN}/lanes/we-ird.md`,
    );
  });
  it('opencode gets --agent right after run', () => {
    const plan = spawnPlan(
      firstPartyLane('opencode'),
      { review: { models: { opencode: 'm' } } },
      { identity: 'oc-plan', agent: 'plan' },
    );
    expect(plan.argv).toEqual(['run', '--agent', 'plan', '--model', 'm', '--format', 'json']);
    expect(plan.agent).toBe('plan');
  });
  it('--agent goes to the front when there is no run', () => {
    const lane = withInvoke(firstPartyLane('opencode'), { args: ['--format', 'json'] });
    expect(spawnPlan(lane, {}, { agent: 'plan' }).argv).toEqual(['--agent', 'plan', '--format', 'json']);
  });
  it.each(['--attach=http://attacker.example:4096', '--auto', '  -f'])(
    'an agent opencode would read as its own option (%j) never reaches argv, with a warning',
    (agent) => {
      const r = resolve(firstPartyLane('opencode'), {}, { identity: 'oc-x', agent });
      expect(r).toMatchObject({ ok: true });
      if (!r.ok || r.plan.transport !== 'spawn') throw new Error('unreachable');
      expect(r.plan.argv).toEqual(['run', '--format', 'json']);
      expect(r.plan.agent).toBeUndefined();
      expect(r.warnings).toEqual([
        `lane 'opencode': agent ${JSON.stringify(agent.trim())} starts with '-', which the CLI would read as an option; it is ignored and the CLI's default agent is used`,
      ]);
    },
  );
  it('an agent on any other lane is ignored with a warning', () => {
    const r = resolve(firstPartyLane('codex'), {}, { identity: 'cx-a', agent: 'plan' });
    expect(r).toMatchObject({
      ok: true,
      warnings: ["lane 'codex' does not take an agent: agent 'plan' is ignored"],
    });
    expect(r.ok && r.plan.agent).toBeUndefined();
  });
});

describe('openai-http plans', () => {
  const ollama = firstPartyLane('ollama');
  const rows: Array<{ configured: unknown; host: string }> = [
    { configured: 'http://LOCALHOST:8080/', host: 'http://localhost:8080' },
    { configured: 'http://gpu.internal:80/v1/', host: 'http://gpu.internal/v1' },
    { configured: 'https://user:pw@Box:443/?q=1#f', host: 'https://box' },
    { configured: 'null', host: 'http://localhost:11434' },
    { configured: '   ', host: 'http://localhost:11434' },
    { configured: 7, host: 'http://localhost:11434' },
  ];
  it.each(rows)('review.ollama_host=$configured → $host', ({ configured, host }) => {
    const plan = httpPlan(ollama, { review: { ollama_host: configured } });
    expect({ host: plan.host, url: plan.url }).toEqual({ host, url: `${host}/v1/chat/completions` });
  });
  it('defaults path, fallback model, and carries apiKeyEnv; modelDiscovery none has no models URL', () => {
    const lane = withInvoke(ollama, {
      path: '',
      fallbackModel: 5,
      modelDiscovery: 'none',
      apiKeyEnv: 'REMOTE_KEY',
    });
    expect(httpPlan(lane)).toMatchObject({
      url: 'http://localhost:11434/v1/chat/completions',
      modelsUrl: null,
      fallbackModel: 'local-model',
      apiKeyEnv: 'REMOTE_KEY',
      timeoutMs: 120000,
      handler: 'openai-compatible',
    });
  });
  it('apiKeyEnv is an env name the lane may receive, without repeating it in reviewer.env', () => {
    expect(httpPlan(withInvoke(ollama, { apiKeyEnv: 'REMOTE_KEY' })).envNames).toEqual(['REMOTE_KEY']);
    const both = withInvoke(withReviewer(ollama, { env: ['REMOTE_KEY', 'OTHER'] }), {
      apiKeyEnv: 'REMOTE_KEY',
    });
    expect(httpPlan(both).envNames).toEqual(['OTHER', 'REMOTE_KEY']);
    expect(httpPlan(ollama).envNames).toEqual([]);
  });
  it('env names: the manifest env plus review.env.<slug>', () => {
    const lane = withReviewer(ollama, { env: ['OLLAMA_KEY'] });
    expect(
      httpPlan(lane, { review: { env: { ollama: ['EXTRA_B', 'EXTRA_A', 'OLLAMA_KEY'] } } }).envNames,
    ).toEqual(['OLLAMA_KEY', 'EXTRA_A', 'EXTRA_B']);
  });
});

describe('prompt paths and budgets', () => {
  const rows: Array<{ name: string; extra: Partial<ResolveInput>; prompt: string }> = [
    { name: 'unbudgeted lanes share prompt.md', extra: { budget: null }, prompt: PROMPT },
    { name: 'a budget of 0 means do not trim', extra: { budget: 0 }, prompt: PROMPT },
    {
      name: 'a positive budget reads prompt-<identity>.md',
      extra: { budget: 3000, identity: 'oc fast' },
      prompt: `${RUN}/lanes/oc-fast.prompt.md`,
    },
    {
      name: 'an explicit prompt path wins',
      extra: { budget: 3000, promptPath: 'custom.md' },
      prompt: `${RUN}/custom.md`,
    },
    { name: 'a trailing slash on the run dir is harmless', extra: { runDir: `${RUN}/` }, prompt: PROMPT },
  ];
  it.each(rows)('$name', ({ extra, prompt }) => {
    const plan = spawnPlan(firstPartyLane('gemini'), {}, extra);
    expect(plan.paths.prompt).toBe(prompt);
    expect(plan.stdinPath).toBe(prompt);
    expect(plan.budget).toBe(extra.budget ?? null);
  });
});

/**
 * Selection: table tests for every rule, over the real first-party
 * manifests plus one repository lane. Availability is handed in, so no probe runs here.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { SkippedManifest } from '../../src/catalog/types.js';
import {
  normalizeDefaultReviewers,
  normalizeReviewerInstances,
  parseReviewerList,
} from '../../src/select/names.js';
import {
  concludeSelection,
  selectCandidates,
  type CandidateStatus,
  type SelectionRequest,
} from '../../src/select/select.js';
import {
  FIRST_PARTY_IDS,
  firstPartyLane,
  firstPartyLanes,
  repositoryLane,
} from '../../__fixtures__/plan/support.js';

const CONFIG = '.github/reviewer-lanes/config.json';
const lanes = [...firstPartyLanes(), repositoryLane('acme-review', 'acme')];
const skipped: SkippedManifest[] = [
  {
    path: '/repo/.github/reviewer-lanes/capabilities/future/capability.json',
    id: 'future',
    slug: 'future',
    flags: ['--future', '--fut'],
    source: 'repository',
    reason: 'incompatible',
    message: "engines.gsd '>=9.0.0' is not satisfied by 1.10.0",
  },
  {
    path: '/repo/.github/reviewer-lanes/capabilities/broken/capability.json',
    id: 'broken',
    slug: 'broken',
    source: 'repository',
    reason: 'invalid',
    message: 'reviewer.timeoutFloorMs must be a positive integer',
  },
];

const request = (patch: Partial<SelectionRequest>): SelectionRequest => ({
  lanes,
  skipped,
  explicit: null,
  all: false,
  defaultReviewers: undefined,
  reviewerInstances: undefined,
  configPath: CONFIG,
  ...patch,
});

const summary = (patch: Partial<SelectionRequest>) => {
  const s = selectCandidates(request(patch));
  return {
    source: s.source,
    candidates: s.candidates.map((c) =>
      c.kind === 'missing'
        ? `${c.identity}!${c.reason}`
        : c.instance
          ? `${c.identity}<${c.instance.cli}>`
          : c.identity,
    ),
    explicit: [...new Set(s.candidates.map((c) => c.explicit))],
    errors: s.errors.map((d) => d.message),
    warnings: s.warnings.map((d) => d.message),
  };
};

/** Every lane's slug in catalog order: the first-party lanes as declared, then the repository lane. */
const ALL_SLUGS = [...FIRST_PARTY_IDS.map((id) => firstPartyLane(id).reviewer.slug), 'acme'];

describe('precedence: explicit > --all > review.default_reviewers > all detected', () => {
  const rows = [
    {
      name: 'explicit wins over --all and defaults',
      patch: { explicit: ['gemini'], all: true, defaultReviewers: ['codex'] },
      source: 'explicit',
      candidates: ['gemini'],
    },
    {
      name: '--all wins over defaults',
      patch: { all: true, defaultReviewers: ['codex'] },
      source: 'all',
      candidates: ALL_SLUGS,
    },
    {
      name: 'defaults when present',
      patch: { defaultReviewers: ['codex'] },
      source: 'config_default',
      candidates: ['codex'],
    },
    { name: 'all detected otherwise', patch: {}, source: 'all_detected', candidates: ALL_SLUGS },
    {
      name: 'null defaults are absent',
      patch: { defaultReviewers: null },
      source: 'all_detected',
      candidates: ALL_SLUGS,
    },
    {
      name: 'an explicit list of only empty entries is no explicit selection',
      patch: { explicit: [' , ', ''] },
      source: 'all_detected',
      candidates: ALL_SLUGS,
    },
  ] as const;
  it.each(rows)('$name', ({ patch, source, candidates }) => {
    const s = summary(patch as Partial<SelectionRequest>);
    expect(s.source).toBe(source);
    expect(s.candidates).toEqual(candidates);
  });
});

describe('explicit names', () => {
  const rows: Array<{ name: string; explicit: string[]; candidates: string[] }> = [
    {
      name: 'slugs and flags map to lanes, in catalog order',
      explicit: ['--lm-studio', 'codex', '--agy'],
      candidates: ['codex', 'antigravity', 'lm_studio'],
    },
    {
      name: 'both antigravity flags name one lane',
      explicit: ['--antigravity', '--agy'],
      candidates: ['antigravity'],
    },
    {
      name: 'a comma-separated list (--reviewers=--gemini,codex)',
      explicit: ['--gemini,codex'],
      candidates: ['gemini', 'codex'],
    },
    {
      name: 'duplicates, in any spelling or case, are one lane',
      explicit: ['gemini', '--gemini', 'GEMINI', ' Gemini '],
      candidates: ['gemini'],
    },
    { name: 'a repository lane by slug', explicit: ['acme'], candidates: ['acme'] },
    { name: 'a repository lane by flag', explicit: ['--acme'], candidates: ['acme'] },
    {
      name: 'an unknown name is an explicit lane that is unavailable',
      explicit: ['nope', 'gemini'],
      candidates: ['gemini', 'nope!malformed_lane'],
    },
    {
      name: 'a slug written as a flag is unknown',
      explicit: ['--lm_studio'],
      candidates: ['--lm_studio!malformed_lane'],
    },
    {
      name: 'a lane skipped by the engines gate is incompatible',
      explicit: ['--fut'],
      candidates: ['--fut!incompatible'],
    },
    {
      name: 'a lane skipped as invalid is malformed',
      explicit: ['broken'],
      candidates: ['broken!malformed_lane'],
    },
    {
      name: '`constructor` is an unknown name, not a prototype member',
      explicit: ['constructor'],
      candidates: ['constructor!malformed_lane'],
    },
  ];
  it.each(rows)('$name', ({ explicit, candidates }) => {
    const s = summary({ explicit });
    expect(s.source).toBe('explicit');
    expect(s.candidates).toEqual(candidates);
    expect(s.explicit).toEqual([true]);
    expect(s.errors).toEqual([]);
  });

  it('says why an unknown or skipped name cannot run', () => {
    const s = selectCandidates(request({ explicit: ['nope', '--future', 'broken'] }));
    expect(s.candidates).toEqual([
      {
        kind: 'missing',
        identity: '--future',
        slug: 'future',
        explicit: true,
        reason: 'incompatible',
        detail: "engines.gsd '>=9.0.0' is not satisfied by 1.10.0",
      },
      {
        kind: 'missing',
        identity: 'broken',
        slug: 'broken',
        explicit: true,
        reason: 'malformed_lane',
        detail: "lane 'broken' was not loaded (invalid): reviewer.timeoutFloorMs must be a positive integer",
      },
      {
        kind: 'missing',
        identity: 'nope',
        slug: 'nope',
        explicit: true,
        reason: 'malformed_lane',
        detail: "no lane named 'nope' is declared",
      },
    ]);
  });

  it.each([
    ['codx', `no lane named 'codx' is declared (did you mean "codex"?)`],
    ['--gemni', `no lane named '--gemni' is declared (did you mean "--gemini"?)`],
    ['zzzz', "no lane named 'zzzz' is declared"],
  ])('a mistyped lane name %s offers the closest known name', (name, detail) => {
    const s = selectCandidates(request({ explicit: [name] }));
    expect(s.candidates).toMatchObject([{ kind: 'missing', identity: name, detail }]);
  });

  it('an instance may be named explicitly', () => {
    const s = summary({
      explicit: ['oc-fast'],
      reviewerInstances: { 'oc-fast': { cli: 'opencode', model: 'm' } },
    });
    expect(s.candidates).toEqual(['oc-fast<opencode>']);
    expect(s.explicit).toEqual([true]);
  });
});

describe('--all and all-detected stay lenient', () => {
  it('--all lists every lane and no instance, none explicit', () => {
    const s = summary({ all: true, reviewerInstances: { 'oc-fast': { cli: 'opencode' } } });
    expect(s.candidates).toEqual(ALL_SLUGS);
    expect(s.explicit).toEqual([false]);
  });
});

describe('review.default_reviewers normalisation', () => {
  const rows: Array<{ name: string; raw: unknown; values: string[]; errors: string[] }> = [
    { name: 'undefined is absent', raw: undefined, values: [], errors: [] },
    {
      name: 'a non-array',
      raw: 'gemini,codex',
      values: [],
      errors: ['review.default_reviewers must be a JSON array of reviewer slugs'],
    },
    {
      name: 'an object',
      raw: { gemini: true },
      values: [],
      errors: ['review.default_reviewers must be a JSON array of reviewer slugs'],
    },
    { name: 'an empty array', raw: [], values: [], errors: ['review.default_reviewers cannot be empty'] },
    {
      name: 'a non-string entry',
      raw: ['gemini', 7, null],
      values: ['gemini'],
      errors: [
        'review.default_reviewers[1] must be a string reviewer slug (got: number 7)',
        'review.default_reviewers[2] must be a string reviewer slug (got: null)',
      ],
    },
    {
      name: 'an entry outside ^[a-zA-Z0-9_-]+$',
      raw: ['codex', 'bad slug', '../x', ''],
      values: ['codex'],
      errors: [
        'invalid reviewer slug in review.default_reviewers: "bad slug"',
        'invalid reviewer slug in review.default_reviewers: "../x"',
        'invalid reviewer slug in review.default_reviewers: ""',
      ],
    },
    {
      name: 'lower-cased and de-duplicated, order kept',
      raw: ['Codex', 'gemini', 'CODEX', 'LM_Studio'],
      values: ['codex', 'gemini', 'lm_studio'],
      errors: [],
    },
  ];
  it.each(rows)('$name', ({ raw, values, errors }) => {
    const n = normalizeDefaultReviewers(raw, CONFIG);
    expect(n.values).toEqual(values);
    expect(n.errors.map((e) => e.message)).toEqual(errors);
    for (const e of n.errors)
      expect(e).toMatchObject({ code: 'invalid_config', field: 'review.default_reviewers', path: CONFIG });
  });

  it('errors in default_reviewers are reported whatever the source', () => {
    expect(summary({ explicit: ['gemini'], defaultReviewers: [] }).errors).toEqual([
      'review.default_reviewers cannot be empty',
    ]);
  });
});

describe('review.default_reviewers entries', () => {
  const rows: Array<{
    name: string;
    defaults: unknown[];
    instances?: unknown;
    candidates: string[];
    errors: string[];
    warnings: string[];
  }> = [
    {
      name: 'slugs in catalog order',
      defaults: ['qwen', 'gemini'],
      candidates: ['gemini', 'qwen'],
      errors: [],
      warnings: [],
    },
    {
      name: 'a repository lane slug',
      defaults: ['acme'],
      candidates: ['acme'],
      errors: [],
      warnings: [],
    },
    {
      name: 'an unknown slug without instances warns and is dropped',
      defaults: ['gemini', 'mystery'],
      candidates: ['gemini'],
      errors: [],
      warnings: ['unknown reviewer slug in review.default_reviewers: mystery'],
    },
    {
      name: 'an unknown name with instances configured is an error',
      defaults: ['oc-fsat'],
      instances: { 'oc-fast': { cli: 'opencode' } },
      candidates: [],
      errors: [
        "reviewer instance 'oc-fsat' referenced in review.default_reviewers is not defined in review.reviewer_instances",
      ],
      warnings: [],
    },
    {
      name: '`constructor` is not an instance (own-property lookup)',
      defaults: ['constructor', 'toString'],
      candidates: [],
      errors: [],
      warnings: [
        'unknown reviewer slug in review.default_reviewers: constructor',
        'unknown reviewer slug in review.default_reviewers: tostring',
      ],
    },
    {
      name: '`constructor` with instances configured is an undefined instance',
      defaults: ['constructor'],
      instances: { 'oc-fast': { cli: 'opencode' } },
      candidates: [],
      errors: [
        "reviewer instance 'constructor' referenced in review.default_reviewers is not defined in review.reviewer_instances",
      ],
      warnings: [],
    },
    {
      name: 'instances and slugs together; an instance follows its base lane',
      defaults: ['oc-b', 'codex', 'oc-a', 'opencode'],
      instances: { 'oc-a': { cli: 'opencode' }, 'oc-b': { cli: 'opencode', model: 'x' } },
      candidates: ['codex', 'opencode', 'oc-a<opencode>', 'oc-b<opencode>'],
      errors: [],
      warnings: [],
    },
    {
      name: 'an instance over a repository lane',
      defaults: ['acme-2'],
      instances: { 'acme-2': { cli: 'acme', model: 'big' } },
      candidates: ['acme-2<acme>'],
      errors: [],
      warnings: [],
    },
  ];
  it.each(rows)('$name', ({ defaults, instances, candidates, errors, warnings }) => {
    const s = summary({ defaultReviewers: defaults, reviewerInstances: instances });
    expect(s.source).toBe('config_default');
    expect(s.candidates).toEqual(candidates);
    expect(s.errors).toEqual(errors);
    expect(s.warnings).toEqual(warnings);
    if (candidates.length > 0) expect(s.explicit).toEqual([false]);
  });
});

describe('review.reviewer_instances', () => {
  type Row = {
    name: string;
    raw: unknown;
    instances: object;
    errors?: Array<[string, string]>;
    /** Values of the wrong type: treated as unset, with a warning naming the key. */
    warnings?: Array<[string, string]>;
  };
  const rows: Row[] = [
    { name: 'null is none', raw: null, instances: {} },
    {
      name: 'an array is unset, with a warning',
      raw: [{ cli: 'opencode' }],
      instances: {},
      warnings: [
        [
          'review.reviewer_instances',
          'must be an object mapping instance names to {cli, model?, agent?}; got an array. It is treated as unset.',
        ],
      ],
    },
    {
      name: 'a string is unset, with a warning',
      raw: 'opencode',
      instances: {},
      warnings: [
        [
          'review.reviewer_instances',
          'must be an object mapping instance names to {cli, model?, agent?}; got string "opencode". It is treated as unset.',
        ],
      ],
    },
    {
      name: 'a valid instance with model and agent',
      raw: { 'oc-fast': { cli: 'opencode', model: 'openai/gpt-5-mini', agent: 'plan' } },
      instances: {
        'oc-fast': { name: 'oc-fast', cli: 'opencode', model: 'openai/gpt-5-mini', agent: 'plan' },
      },
    },
    {
      name: 'null model and agent are absent',
      raw: { '2nd': { cli: 'codex', model: null, agent: null } },
      instances: { '2nd': { name: '2nd', cli: 'codex' } },
    },
    {
      name: 'bad names: underscore, upper case, space, leading dash',
      raw: {
        oc_fast: { cli: 'opencode' },
        OcFast: { cli: 'opencode' },
        'oc fast': { cli: 'opencode' },
        '-oc': { cli: 'opencode' },
      },
      instances: {},
      errors: [
        [
          'review.reviewer_instances.oc_fast',
          'invalid reviewer instance name "oc_fast": must match ^[a-z0-9][a-z0-9-]*$',
        ],
        [
          'review.reviewer_instances.OcFast',
          'invalid reviewer instance name "OcFast": must match ^[a-z0-9][a-z0-9-]*$',
        ],
        [
          'review.reviewer_instances.oc fast',
          'invalid reviewer instance name "oc fast": must match ^[a-z0-9][a-z0-9-]*$',
        ],
        [
          'review.reviewer_instances.-oc',
          'invalid reviewer instance name "-oc": must match ^[a-z0-9][a-z0-9-]*$',
        ],
      ],
    },
    {
      name: 'a name equal to a lane slug (first-party or repository)',
      raw: { codex: { cli: 'opencode' }, acme: { cli: 'opencode' } },
      instances: {},
      errors: [
        ['review.reviewer_instances.codex', "reviewer instance name 'codex' must not equal a reviewer slug"],
        ['review.reviewer_instances.acme', "reviewer instance name 'acme' must not equal a reviewer slug"],
      ],
    },
    {
      name: 'a spec that is not an object is unset, with a warning; null is unset',
      raw: { a: 'opencode', b: null, c: ['opencode'], ok: { cli: 'opencode' } },
      instances: { ok: { name: 'ok', cli: 'opencode' } },
      warnings: [
        [
          'review.reviewer_instances.a',
          'must be an object with at least {cli}; got string "opencode". It is treated as unset.',
        ],
        [
          'review.reviewer_instances.c',
          'must be an object with at least {cli}; got an array. It is treated as unset.',
        ],
      ],
    },
    {
      name: 'cli must name a lane slug, never a command or a flag',
      raw: { a: { cli: 'bash -c id' }, b: { cli: '--opencode' }, c: {} },
      instances: {},
      errors: [
        [
          'review.reviewer_instances.a.cli',
          'review.reviewer_instances.a.cli must name a declared reviewer lane slug (got: "bash -c id")',
        ],
        [
          'review.reviewer_instances.b.cli',
          'review.reviewer_instances.b.cli must name a declared reviewer lane slug (got: "--opencode")',
        ],
        [
          'review.reviewer_instances.c.cli',
          'review.reviewer_instances.c.cli must name a declared reviewer lane slug (got: undefined)',
        ],
      ],
    },
    {
      name: 'a cli that is not a string is unset, with a warning, and so is its instance',
      raw: { d: { cli: 3, model: 'm' } },
      instances: {},
      warnings: [
        [
          'review.reviewer_instances.d.cli',
          "must be a reviewer lane slug (string); got number 3. It is treated as unset, so instance 'd' is not defined.",
        ],
      ],
    },
    {
      name: 'a model or agent that is not a string is unset, with a warning; the instance stays',
      raw: { a: { cli: 'opencode', model: 4 }, b: { cli: 'opencode', agent: { name: 'x' }, model: 'm' } },
      instances: {
        a: { name: 'a', cli: 'opencode' },
        b: { name: 'b', cli: 'opencode', model: 'm' },
      },
      warnings: [
        ['review.reviewer_instances.a.model', 'must be a string; got number 4. It is treated as unset.'],
        ['review.reviewer_instances.b.agent', 'must be a string; got an object. It is treated as unset.'],
      ],
    },
    {
      name: 'an inherited `cli` does not count (own properties only)',
      raw: { a: Object.create({ cli: 'opencode' }) as object },
      instances: {},
      errors: [
        [
          'review.reviewer_instances.a.cli',
          'review.reviewer_instances.a.cli must name a declared reviewer lane slug (got: undefined)',
        ],
      ],
    },
  ];
  it.each(rows)('$name', ({ raw, instances, errors = [], warnings = [] }) => {
    const n = normalizeReviewerInstances(raw, lanes, CONFIG);
    expect(Object.fromEntries(n.instances)).toEqual(instances);
    expect(n.errors.map((e) => [e.field, e.message])).toEqual(errors);
    expect(n.warnings.map((w) => [w.field, w.message])).toEqual(warnings);
    for (const e of n.errors) expect(e).toMatchObject({ code: 'invalid_config', path: CONFIG });
    for (const w of n.warnings) expect(w).toMatchObject({ code: 'invalid_config_value', path: CONFIG });
  });

  it('a wrongly typed model warns through selection and never fails it', () => {
    const s = selectCandidates(
      request({
        explicit: null,
        defaultReviewers: ['oc-x'],
        reviewerInstances: { 'oc-x': { cli: 'opencode', model: 7 } },
      }),
    );
    expect(s.errors).toEqual([]);
    expect(s.warnings).toEqual([
      {
        code: 'invalid_config_value',
        field: 'review.reviewer_instances.oc-x.model',
        path: CONFIG,
        message: 'must be a string; got number 7. It is treated as unset.',
      },
    ]);
    expect(s.candidates.map((c) => c.identity)).toEqual(['oc-x']);
  });
});

describe('parseReviewerList', () => {
  it('splits commas, trims, lower-cases and drops empties', () => {
    expect(parseReviewerList(['--Gemini, codex,,', ' QWEN '])).toEqual(['--gemini', 'codex', 'qwen']);
  });
});

/** Availability by identity: listed identities get the status; the rest are runnable. */
const statuses = (
  identities: string[],
  not: Record<string, Omit<CandidateStatus, 'identity'>>,
): CandidateStatus[] =>
  identities.map((identity) => ({ identity, ...(not[identity] ?? { status: 'runnable' as const }) }));
const missingBinary = (bin: string) => ({
  status: 'unavailable' as const,
  reason: 'missing_binary' as const,
  detail: `'${bin}' not found on PATH`,
});

describe('concludeSelection: explicit names are assertions', () => {
  it('a partial miss: the available lane runs and the missing one is its own error, no info', () => {
    const sel = selectCandidates(request({ explicit: ['--gemini', '--qwen'] }));
    const c = concludeSelection(sel, statuses(['gemini', 'qwen'], { qwen: missingBinary('qwen') }));
    expect(c.errors).toEqual([
      {
        message: "explicit reviewer 'qwen' is not available: 'qwen' not found on PATH (missing_binary)",
        code: 'missing_binary',
        slug: 'qwen',
      },
    ]);
    expect(c.infos).toEqual([]);
    expect(c.warnings).toEqual([]);
  });

  it('every miss is its own error, sorted whatever the order given, then the aggregate error', () => {
    const sel = selectCandidates(request({ explicit: ['zeta', 'qwen', '--codex', 'qwen'] }));
    const c = concludeSelection(
      sel,
      statuses(['codex', 'qwen', 'zeta'], {
        codex: {
          status: 'blocked',
          reason: 'signature_changed',
          detail: 'the manifest changed since consent',
        },
        qwen: missingBinary('qwen'),
        zeta: { status: 'unavailable', reason: 'malformed_lane', detail: "no lane named 'zeta' is declared" },
      }),
    );
    expect(c.errors.map((e) => e.message)).toEqual([
      "explicit reviewer 'codex' is blocked: the manifest changed since consent (signature_changed)",
      "explicit reviewer 'qwen' is not available: 'qwen' not found on PATH (missing_binary)",
      "explicit reviewer 'zeta' is not available: no lane named 'zeta' is declared (malformed_lane)",
      'no selected reviewers are available for explicit flags',
    ]);
    expect(c.errors.map((e) => e.code)).toEqual([
      'signature_changed',
      'missing_binary',
      'malformed_lane',
      'no_reviewer_available',
    ]);
  });

  it('no aggregate error when selection config already had errors', () => {
    const sel = selectCandidates(
      request({ explicit: ['qwen'], reviewerInstances: { oc_x: { cli: 'opencode' } } }),
    );
    const c = concludeSelection(sel, statuses(['qwen'], { qwen: missingBinary('qwen') }));
    expect(c.errors.map((e) => e.message)).toEqual([
      "explicit reviewer 'qwen' is not available: 'qwen' not found on PATH (missing_binary)",
    ]);
  });

  it('nothing to say when every explicit lane can run', () => {
    const sel = selectCandidates(request({ explicit: ['gemini', 'codex'] }));
    expect(concludeSelection(sel, statuses(['gemini', 'codex'], {}))).toEqual({
      errors: [],
      warnings: [],
      infos: [],
      sharedAdapter: new Set(),
    });
  });
});

describe('concludeSelection: discovery is lenient', () => {
  it('--all: unavailable lanes are silent; a blocked lane is a warning, never an error', () => {
    const sel = selectCandidates(request({ all: true }));
    const c = concludeSelection(
      sel,
      statuses(ALL_SLUGS, {
        qwen: missingBinary('qwen'),
        acme: { status: 'blocked', reason: 'not_consented', detail: 'no consent entry for acme-review' },
      }),
    );
    expect(c.errors).toEqual([]);
    expect(c.infos).toEqual([]);
    expect(c.warnings).toEqual([
      {
        message: "reviewer 'acme' is blocked: no consent entry for acme-review (not_consented)",
        code: 'not_consented',
        slug: 'acme',
      },
    ]);
  });

  it('--all within a list (a /review --all under on-demand-reviewers): only those lanes, none explicit, never an error', () => {
    const within = ['--gemini', 'qwen', 'oc-a', 'acme', 'nope'];
    const req = request({ all: true, within, reviewerInstances: { 'oc-a': { cli: 'opencode' } } });
    const s = summary(req);
    expect(s.source).toBe('all');
    expect(s.candidates).toEqual(['gemini', 'oc-a<opencode>', 'qwen', 'acme']);
    expect(s.explicit).toEqual([false]);
    expect(s.warnings).toEqual(["no lane named 'nope' is declared"]);
    const c = concludeSelection(
      selectCandidates(req),
      statuses(['gemini', 'qwen', 'oc-a', 'acme'], {
        qwen: missingBinary('qwen'),
        acme: { status: 'blocked', reason: 'not_consented', detail: 'no consent entry for acme-review' },
      }),
    );
    expect(c.errors).toEqual([]);
    expect(c.warnings.map((w) => w.code)).toEqual(['not_consented']);
  });

  it('all detected with nothing available: no errors at all', () => {
    const sel = selectCandidates(request({}));
    const all = Object.fromEntries(ALL_SLUGS.map((s) => [s, missingBinary(s)]));
    const c = concludeSelection(sel, statuses(ALL_SLUGS, all));
    expect(c.errors).toEqual([]);
    expect(c.infos).toEqual([]);
  });

  it('config defaults: an unavailable lane or instance is an info', () => {
    const sel = selectCandidates(
      request({
        defaultReviewers: ['gemini', 'qwen', 'oc-a'],
        reviewerInstances: { 'oc-a': { cli: 'opencode' } },
      }),
    );
    const c = concludeSelection(
      sel,
      statuses(['gemini', 'qwen', 'oc-a'], {
        qwen: missingBinary('qwen'),
        'oc-a': missingBinary('opencode'),
      }),
    );
    expect(c.errors).toEqual([]);
    expect(c.infos.map((i) => i.message)).toEqual([
      "configured instance oc-a not detected on this host: cli opencode: 'opencode' not found on PATH (missing_binary)",
      "configured reviewers not detected on this host: qwen: 'qwen' not found on PATH (missing_binary)",
    ]);
  });

  it('config defaults, none available: a warning, not an error (D9)', () => {
    const sel = selectCandidates(request({ defaultReviewers: ['qwen'] }));
    const c = concludeSelection(sel, statuses(['qwen'], { qwen: missingBinary('qwen') }));
    expect(c.errors).toEqual([]);
    expect(c.warnings).toEqual([
      {
        message: 'all configured default reviewers are unavailable on this host',
        code: 'no_reviewer_available',
        field: 'review.default_reviewers',
      },
    ]);
  });
});

describe('shared-adapter caveat', () => {
  const instances = {
    'oc-a': { cli: 'opencode' },
    'oc-b': { cli: 'opencode', model: 'm' },
    'cx-a': { cli: 'codex' },
  };
  const rows: Array<{
    name: string;
    defaults: string[];
    not?: Record<string, Omit<CandidateStatus, 'identity'>>;
    shared: string[];
  }> = [
    {
      name: 'two runnable instances of one adapter',
      defaults: ['oc-a', 'oc-b', 'cx-a'],
      shared: ['oc-a', 'oc-b'],
    },
    { name: 'a builtin and one instance do not count', defaults: ['opencode', 'oc-a'], shared: [] },
    { name: 'instances of different adapters do not count', defaults: ['oc-a', 'cx-a'], shared: [] },
    {
      name: 'an instance that cannot run does not count',
      defaults: ['oc-a', 'oc-b'],
      not: { 'oc-b': missingBinary('opencode') },
      shared: [],
    },
  ];
  it.each(rows)('$name', ({ defaults, not, shared }) => {
    const sel = selectCandidates(request({ defaultReviewers: defaults, reviewerInstances: instances }));
    const c = concludeSelection(
      sel,
      statuses(
        sel.candidates.map((x) => x.identity),
        not ?? {},
      ),
    );
    expect([...c.sharedAdapter].sort()).toEqual(shared);
    const caveats = c.infos.filter((i) => i.code === 'shared_adapter').map((i) => i.message);
    expect(caveats).toEqual(
      shared.length
        ? [
            `reviewer instances ${shared.join(', ')} share the 'opencode' adapter: their reviews are not fully independent`,
          ]
        : [],
    );
  });
});

describe('errors exactly when an explicit lane cannot run (property)', () => {
  const names = fc.constantFrom(...ALL_SLUGS, '--agy', '--lm-studio', 'nope', '--future', 'constructor');
  const availability = fc.constantFrom<Omit<CandidateStatus, 'identity'>>(
    { status: 'runnable' },
    missingBinary('x'),
    { status: 'blocked', reason: 'not_consented', detail: 'no entry' },
  );
  it('explicit: one error per candidate that cannot run (plus the aggregate when none can); discovery: never', () => {
    fc.assert(
      fc.property(
        fc.array(names, { maxLength: 6 }),
        fc.boolean(),
        fc.array(availability, { minLength: 20, maxLength: 20 }),
        (explicit, all, avail) => {
          const sel = selectCandidates(request({ explicit, all }));
          const sts = sel.candidates.map((c, i) => ({
            identity: c.identity,
            ...(c.kind === 'missing'
              ? { status: 'unavailable' as const, reason: c.reason, detail: c.detail }
              : (avail[i] ?? { status: 'runnable' as const })),
          }));
          const c = concludeSelection(sel, sts);
          const failing = sts.filter((s) => s.status !== 'runnable').length;
          if (sel.source === 'explicit') {
            const aggregate = failing === sts.length ? 1 : 0;
            expect(c.errors).toHaveLength(failing + aggregate);
          } else {
            expect(c.errors).toEqual([]);
          }
        },
      ),
    );
  });
});

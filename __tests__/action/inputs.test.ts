/**
 * Action inputs: every malformed value gets the exact message a user sees, naming the input;
 * action.yml and the parser declare the same inputs, outputs and defaults.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { UsageError } from '../../src/diagnostics.js';
import type { InputName } from '../../src/action/inputs.js';
import {
  INPUT_DEFAULTS,
  INPUT_NAMES,
  OUTPUT_NAMES,
  buildSettings,
  parseInputs,
  readInputs,
  splitList,
} from '../../src/action/inputs.js';

const reader =
  (values: Partial<Record<InputName, string>>) =>
  (name: InputName): string =>
    values[name] ?? '';

const actionYml = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};

describe('action.yml and the parser agree', () => {
  it('declares exactly the inputs the parser reads, each described', () => {
    expect(Object.keys(actionYml.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const i of Object.values(actionYml.inputs)) expect(i.description.length).toBeGreaterThan(20);
  });

  it('declares the same defaults (except the token, which the runner supplies)', () => {
    for (const name of INPUT_NAMES) {
      if (name === 'github-token') {
        expect(actionYml.inputs[name]?.default).toBe('${{ github.token }}');
        continue;
      }
      expect([name, actionYml.inputs[name]?.default ?? '']).toEqual([name, INPUT_DEFAULTS[name]]);
    }
  });

  it('declares exactly the outputs the action sets, and runs on node24 from dist/action/index.js', () => {
    expect(Object.keys(actionYml.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/action/index.js' });
  });
});

describe('parseInputs', () => {
  it('sets of cross-examination only what differs from the default, so the config decides the rest', () => {
    expect(readInputs(reader({ 'cross-examine': 'auto', 'cross-examine-max': '15' })).crossExamine).toEqual(
      {},
    );
    expect(
      readInputs(
        reader({ 'cross-examine': 'off', 'cross-examine-max': '3', 'cross-examine-lanes': 'codex, claude' }),
      ).crossExamine,
    ).toEqual({ mode: 'off', max: 3, lanes: ['codex', 'claude'] });
    expect(parseInputs(reader({ 'cross-examine': 'sometimes' })).errors[0]?.message).toMatch(
      /Input 'cross-examine' must be one of auto, off/,
    );
  });

  it("reads the catalog with catalog-token, else the step's github-token (D23)", () => {
    expect(readInputs(reader({ 'github-token': 'ghs_step' })).catalogToken).toBe('ghs_step');
    expect(readInputs(reader({ 'github-token': 'ghs_step', 'catalog-token': 'ghp_org' })).catalogToken).toBe(
      'ghp_org',
    );
  });

  it('gives the declared defaults when nothing is set', () => {
    const inputs = readInputs(reader({}));
    expect(inputs).toEqual({
      mode: 'review',
      reviewers: null,
      all: false,
      lane: null,
      consentPath: '.github/reviewer-lanes/consent.json',
      crossExamine: {},
      capabilityDirs: [],
      catalogToken: '',
      token: '',
      maxParallel: 4,
      failOn: 'explicit',
      comment: true,
      commentId: 'default',
      progress: true,
      artifact: { upload: true, name: 'reviewer-lanes' },
      artifactPrefix: 'reviewer-lanes',
      include: [],
      exclude: [],
      onStale: 'post',
      inline: { enabled: true, max: 10, minSeverity: 'MEDIUM', minAgreement: 1 },
      suggestions: true,
      incremental: 'auto',
      onDemandReviewers: null,
      trackRecord: 'auto',
      stats: { prs: 100 },
    });
  });

  it('reads the track record inputs (D20)', () => {
    const inputs = readInputs(
      reader({ mode: 'stats', 'track-record': 'off', 'stats-prs': '1000', 'stats-since': '2026-11-01' }),
    );
    expect(inputs.mode).toBe('stats');
    expect(inputs.trackRecord).toBe('off');
    expect(inputs.stats).toEqual({ prs: 1000, since: new Date('2026-11-01T00:00:00Z') });
  });

  it('parses every input it is given', () => {
    const inputs = readInputs(
      reader({
        mode: 'lane',
        reviewers: 'codex, --gemini\nclaude-fast,codex',
        lane: 'claude-fast',
        config: './.github/review.json',
        consent: 'ci/consent.json',
        capabilities: 'lanes/\n extra ',
        'github-token': 'ghs_x',
        'max-parallel': '12',
        'fail-on': 'high',
        comment: 'False',
        'comment-id': 'nightly.v2',
        artifact: 'my-review',
        'artifact-prefix': 'rl',
        include: 'src/**, lib/**',
        exclude: '**/*.snap',
        'max-prompt-tokens': '50000',
        'on-stale': 'skip',
        'pr-number': '42',
        inline: 'false',
        'inline-max': '0',
        'inline-min-severity': 'high',
        'inline-min-agreement': '2',
        suggestions: 'false',
        progress: 'false',
        incremental: 'off',
        'on-demand-reviewers': 'gemini,\n--qwen, gemini',
      }),
    );
    expect(inputs).toMatchObject({
      mode: 'lane',
      reviewers: ['codex', '--gemini', 'claude-fast'],
      lane: 'claude-fast',
      configPath: '.github/review.json',
      consentPath: 'ci/consent.json',
      capabilityDirs: ['lanes', 'extra'],
      token: 'ghs_x',
      maxParallel: 12,
      failOn: 'high',
      comment: false,
      commentId: 'nightly.v2',
      artifact: { upload: true, name: 'my-review' },
      artifactPrefix: 'rl',
      include: ['src/**', 'lib/**'],
      exclude: ['**/*.snap'],
      maxPromptTokens: 50000,
      onStale: 'skip',
      prNumber: 42,
      inline: { enabled: false, max: 0, minSeverity: 'HIGH', minAgreement: 2 },
      suggestions: false,
      progress: false,
      incremental: 'off',
      onDemandReviewers: ['gemini', '--qwen'],
    });
  });

  it('names the artifact after a non-default comment-id so two uses in one job do not collide', () => {
    expect(readInputs(reader({ 'comment-id': 'nightly' })).artifact).toEqual({
      upload: true,
      name: 'reviewer-lanes-nightly',
    });
    expect(readInputs(reader({ artifact: 'false' })).artifact.upload).toBe(false);
  });

  const cases: Array<[string, Partial<Record<InputName, string>>, string]> = [
    [
      'mode',
      { mode: 'reveiw' },
      "Input 'mode' must be one of review, check, plan, lane, examine, publish, stats, got 'reveiw'",
    ],
    ['all', { all: 'yes' }, "Input 'all' must be true or false, got 'yes'"],
    ['comment', { comment: '1' }, "Input 'comment' must be true or false, got '1'"],
    ['progress', { progress: 'live' }, "Input 'progress' must be true or false, got 'live'"],
    [
      'max-parallel word',
      { 'max-parallel': 'x' },
      "Input 'max-parallel' must be a whole number from 1 to 32, got 'x'",
    ],
    [
      'max-parallel zero',
      { 'max-parallel': '0' },
      "Input 'max-parallel' must be a whole number from 1 to 32, got '0'",
    ],
    [
      'max-parallel big',
      { 'max-parallel': '33' },
      "Input 'max-parallel' must be a whole number from 1 to 32, got '33'",
    ],
    [
      'max-parallel fraction',
      { 'max-parallel': '2.5' },
      "Input 'max-parallel' must be a whole number from 1 to 32, got '2.5'",
    ],
    [
      'fail-on',
      { 'fail-on': 'medium' },
      "Input 'fail-on' must be one of explicit, high, agreed-high, got 'medium'",
    ],
    ['inline', { inline: 'on' }, "Input 'inline' must be true or false, got 'on'"],
    [
      'inline-max negative',
      { 'inline-max': '-1' },
      "Input 'inline-max' must be a whole number from 0 to 30, got '-1'",
    ],
    [
      'inline-max big',
      { 'inline-max': '31' },
      "Input 'inline-max' must be a whole number from 0 to 30, got '31'",
    ],
    [
      'inline-min-severity',
      { 'inline-min-severity': 'critical' },
      "Input 'inline-min-severity' must be one of HIGH, MEDIUM, LOW, got 'critical'",
    ],
    [
      'inline-min-agreement zero',
      { 'inline-min-agreement': '0' },
      "Input 'inline-min-agreement' must be a whole number of at least 1, got '0'",
    ],
    [
      'inline-min-agreement word',
      { 'inline-min-agreement': 'two' },
      "Input 'inline-min-agreement' must be a whole number of at least 1, got 'two'",
    ],
    ['on-stale', { 'on-stale': 'wait' }, "Input 'on-stale' must be one of post, skip, got 'wait'"],
    ['incremental', { incremental: 'true' }, "Input 'incremental' must be one of auto, off, got 'true'"],
    [
      'on-demand-reviewers',
      { 'on-demand-reviewers': 'gemini, rm -rf' },
      "Input 'on-demand-reviewers' must list lane slugs, flags or instance names separated by commas, got 'rm -rf'",
    ],
    [
      'max-prompt-tokens',
      { 'max-prompt-tokens': '-5' },
      "Input 'max-prompt-tokens' must be a whole number of at least 1, got '-5'",
    ],
    [
      'pr-number',
      { 'pr-number': '#12' },
      "Input 'pr-number' must be a whole number of at least 1, got '#12'",
    ],
    [
      'comment-id',
      { 'comment-id': 'a -->' },
      "Input 'comment-id' must be 1 to 64 letters, digits, '.', '_' or '-' (starting with a letter or digit), got 'a -->'",
    ],
    [
      'artifact',
      { artifact: 'my/review' },
      "Input 'artifact' must be true, false or an artifact name (letters, digits, '.', '_', '-'), got 'my/review'",
    ],
    [
      'artifact-prefix',
      { 'artifact-prefix': 'a b' },
      "Input 'artifact-prefix' must be 1 to 100 letters, digits, '.', '_' or '-', got 'a b'",
    ],
    [
      'reviewers',
      { reviewers: 'codex, gem ini, $(x)' },
      "Input 'reviewers' must list lane slugs, flags or instance names separated by commas, got 'gem ini', '$(x)'",
    ],
    [
      'consent absolute',
      { consent: '/etc/consent.json' },
      "Input 'consent' must be a path inside the repository, got '/etc/consent.json'",
    ],
    [
      'config escaping',
      { config: '../other/config.json' },
      "Input 'config' must be a path inside the repository, got '../other/config.json'",
    ],
    [
      'capabilities escaping',
      { capabilities: 'ok, ../../x' },
      "Input 'capabilities' must list directories inside the repository, got '../../x'",
    ],
    [
      'lane bad',
      { mode: 'lane', lane: 'Codex!' },
      "Input 'lane' must be one lane identity from the plan matrix, got 'Codex!'",
    ],
    [
      'lane missing',
      { mode: 'lane' },
      "Input 'lane' is required with mode: lane (use the plan job's matrix: lane: ${{ matrix.lane }})",
    ],
    [
      'lane missing in examine mode',
      { mode: 'examine' },
      "Input 'lane' is required with mode: examine (use the plan job's matrix: lane: ${{ matrix.lane }})",
    ],
    [
      'lane outside lane mode',
      { lane: 'codex' },
      "Input 'lane' is only used with mode: lane or examine, got mode: review",
    ],
    [
      'reviewers and all',
      { reviewers: 'codex', all: 'true' },
      "Inputs 'reviewers' and 'all' cannot be used together: name the lanes or set all: true",
    ],
    ['track-record bad', { 'track-record': 'on' }, "Input 'track-record' must be one of auto, off, got 'on'"],
    [
      'stats-prs over 1000',
      { 'stats-prs': '1001' },
      "Input 'stats-prs' must be a whole number from 1 to 1000, got '1001'",
    ],
    [
      'stats-since not a date',
      { 'stats-since': 'last week' },
      'Input \'stats-since\' must be a date, YYYY-MM-DD or an ISO 8601 time (got: "last week")',
    ],
  ];

  it.each(cases)('%s', (_name, values, message) => {
    const { inputs, errors } = parseInputs(reader(values));
    expect(inputs).toBeNull();
    expect(errors.map((e) => e.message)).toEqual([message]);
    expect(errors[0]?.code).toBe('invalid_input');
  });

  it('reports every bad input at once, one line each, as a UsageError', () => {
    let thrown: unknown;
    try {
      readInputs(reader({ 'max-parallel': 'many', comment: 'sure' }));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toBe(
      "Input 'max-parallel' must be a whole number from 1 to 32, got 'many'\nInput 'comment' must be true or false, got 'sure'",
    );
  });
});

describe('splitList and buildSettings', () => {
  it('splits on commas and newlines and drops blanks', () => {
    expect(splitList(' a,b\n\n c ,')).toEqual(['a', 'b', 'c']);
  });

  it('builds the pipeline settings from inputs, refs and runner paths', () => {
    const inputs = readInputs(
      reader({ capabilities: 'lanes', config: 'cfg.json', 'max-prompt-tokens': '900' }),
    );
    const settings = buildSettings(
      inputs,
      { baselineRef: 'b'.repeat(40), base: 'b'.repeat(40), head: 'c'.repeat(40) },
      { workspace: '/w', runnerTemp: '/t' },
    );
    expect(settings).toEqual({
      cwd: '/w',
      reviewers: null,
      all: false,
      configPath: 'cfg.json',
      consentPath: '.github/reviewer-lanes/consent.json',
      capabilityDirs: ['/w/lanes'],
      firstParty: true,
      baselineRef: 'b'.repeat(40),
      base: 'b'.repeat(40),
      head: 'c'.repeat(40),
      maxParallel: 4,
      outDir: '/t/reviewer-lanes/default/review',
      include: [],
      exclude: [],
      maxPromptTokens: 900,
      failOn: 'explicit',
      suggestions: true,
      tempDir: '/t',
    });
  });

  it("makes the lanes' workspace of the base where the event says the head is data only", () => {
    const settings = buildSettings(
      readInputs(reader({})),
      { baselineRef: 'b'.repeat(40), base: 'b'.repeat(40), head: 'c'.repeat(40), laneTree: 'base' },
      { workspace: '/w', runnerTemp: '/t' },
    );
    expect(settings).toMatchObject({ laneTree: 'base', head: 'c'.repeat(40), base: 'b'.repeat(40) });
  });
});

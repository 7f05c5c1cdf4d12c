/**
 * The manifest validator, RuleTester style: named valid rows, and invalid rows listing every
 * error (field and the exact message a user sees) in order (D1, D2).
 */
import { describe, expect, test } from '@jest/globals';
import { validateManifest } from '../../src/catalog/validate.js';
import {
  httpManifest,
  spawnManifest,
  withInvoke,
  withProbe,
  withReviewer,
  withTop,
  type Json,
} from '../../__fixtures__/catalog/manifests.js';

const PATH = '.github/reviewer-lanes/capabilities/acme/capability.json';

function run(doc: unknown, folderId?: string) {
  const id =
    folderId ??
    (typeof doc === 'object' && doc !== null && typeof (doc as Json).id === 'string'
      ? ((doc as Json).id as string)
      : 'acme');
  return validateManifest(doc, { path: PATH, folderId: id });
}

type Expected = { field?: string; message: string };
const strip = (list: Array<{ field?: string; message: string }>): Expected[] =>
  list.map((d) => (d.field === undefined ? { message: d.message } : { field: d.field, message: d.message }));

interface Valid {
  name: string;
  doc: unknown;
  warnings?: Expected[];
}
interface Invalid {
  name: string;
  doc: unknown;
  folder?: string;
  errors: Expected[];
  warnings?: Expected[];
}

const spawn = spawnManifest();
const http = httpManifest();
const req = (field: string): Expected => ({ field, message: 'is required' });
const ENUM = (members: string, got: string) => `must be one of: ${members} (got: ${got})`;
const RANGE = (got: string) => `must be a version range such as ">=1.8.0" (got: ${got})`;
const SEMVER = (got: string) => `must be a SemVer 2.0.0 version such as 1.2.3 (got: ${got})`;
const POSINT = (got: string) => `must be a positive integer (got: ${got})`;
const ENVNAME = (got: string) =>
  `must be an environment variable name matching ^[A-Za-z_][A-Za-z0-9_]*$ (got: ${got})`;
const KNOWN_REVIEWER =
  'slug, flags, transport, probe, invoke, timeoutFloorMs, emptyOutput, reviewsSection, evidenceClass, requiresBinaries, promptBudgetKey, modelConfigKey, handler, env';
const SPAWN_FIELDS = 'binary, args, promptChannel, outputChannel, modelArg';

const valid: Valid[] = [
  { name: 'the ADR example spawn lane', doc: spawn },
  { name: 'an openai-http lane', doc: http },
  {
    name: 'a runtime capability with no reviewer body is not a lane and not an error',
    doc: withTop(spawn, { role: 'runtime', reviewer: undefined, runtime: { configHome: {} } }),
  },
  {
    name: 'a runtime capability may carry a reviewer body and a runtime body',
    doc: withTop(spawn, { role: 'runtime', runtime: {} }),
  },
  {
    name: 'a feature capability with its feature bodies',
    doc: withTop(spawn, {
      role: 'feature',
      reviewer: undefined,
      skills: [],
      hooks: [],
      activationKey: 'x.enabled',
      runtimeCompat: {},
    }),
  },
  {
    name: 'unknown top-level fields are ignored silently',
    doc: withTop(spawn, { $schema: 'x', author: 'me', keywords: ['a'], anything: { deep: 1 } }),
  },
  { name: 'pre-release and build versions', doc: withTop(spawn, { version: '1.2.3-rc.1+build.5' }) },
  { name: 'wildcard engines ranges', doc: withTop(spawn, { engines: { gsd: '*', 'reviewer-lanes': 'x' } }) },
  { name: 'a compound range', doc: withTop(spawn, { engines: { gsd: '>=1.8.0 <2.0.0 || ^3' } }) },
  {
    name: 'compatVersions, integrity and provenance',
    doc: withTop(spawn, {
      compatVersions: { '1.0.0': '>=1.6.0' },
      integrity: `sha512-${'A'.repeat(86)}==`,
      provenance: { sourceRepo: 'o/r', commit: 'abc' },
    }),
  },
  {
    name: 'slugs with a leading digit, underscore or gsd- prefix',
    doc: withReviewer(spawn, { slug: '4o-mini_x' }),
  },
  { name: 'a slug may start with gsd-', doc: withReviewer(spawn, { slug: 'gsd-lane' }) },
  { name: 'several flags', doc: withReviewer(spawn, { flags: ['--acme', '--a', '--2b'] }) },
  { name: 'timeoutFloorMs of 1', doc: withReviewer(spawn, { timeoutFloorMs: 1 }) },
  {
    name: 'a single-space reviewsSection (no trimming, no grammar)',
    doc: withReviewer(spawn, { reviewsSection: ' ' }),
  },
  { name: 'modelConfigKey null', doc: withReviewer(spawn, { modelConfigKey: null }) },
  {
    name: 'modelArg null (no model override) and empty args',
    doc: withInvoke(spawn, { modelArg: null, args: [] }),
  },
  {
    name: 'file-arg with outputArg and {{output}}',
    doc: withInvoke(spawn, { outputChannel: 'file-arg', outputArg: '-o', args: ['{{output}}'] }),
  },
  {
    name: 'argv-file-ref with {{prompt}}',
    doc: withInvoke(spawn, { promptChannel: 'argv-file-ref', args: ['-p', '{{prompt}}'] }),
  },
  {
    name: 'promptChannel none needs no placeholder',
    doc: withInvoke(spawn, { promptChannel: 'none', args: ['review'] }),
  },
  { name: 'effortChannel env', doc: withInvoke(spawn, { effortChannel: 'env' }) },
  { name: 'unknown invoke fields are ignored silently', doc: withInvoke(spawn, { retries: 3 }) },
  {
    name: 'command-capability probe',
    doc: withProbe(spawn, {
      kind: 'command-capability',
      binary: 'kimi',
      needle: '--output-format',
      timeoutMs: 5000,
    }),
  },
  {
    name: 'a spawn lane may use an http probe',
    doc: withProbe(spawn, {
      kind: 'http-reachable',
      hostConfigKey: 'review.x_host',
      path: '/health',
      timeoutMs: 1,
    }),
  },
  {
    name: 'our extension reviewer.env is not warned about',
    doc: withReviewer(spawn, { env: ['ACME_API_KEY', '_X1'] }),
  },
  {
    name: 'our extension invoke.apiKeyEnv on an http lane',
    doc: withInvoke(http, { apiKeyEnv: 'OPENROUTER_API_KEY' }),
  },
  {
    name: 'http lane without the optional defaultHost and fallbackModel',
    doc: withInvoke(http, { defaultHost: undefined, fallbackModel: undefined }),
  },
  { name: 'modelDiscovery none', doc: withInvoke(http, { modelDiscovery: 'none' }) },
  {
    name: 'a central key named by promptBudgetKey needs no declaration',
    doc: withReviewer(spawn, { promptBudgetKey: 'review.max_prompt_tokens' }),
  },
  {
    name: 'enum and boolean config slices',
    doc: withTop(spawn, {
      config: {
        'acme.mode': { type: 'enum', values: ['a', 'b'], default: 'b', description: 'd' },
        'acme.on': { type: 'boolean', default: false, description: 'd' },
      },
    }),
  },
  {
    name: 'a reserved key inside reviewer is skipped silently',
    doc: withTop(spawn, {
      reviewer: JSON.parse(
        JSON.stringify({ ...(spawn.reviewer as Json), x__proto__: 1 }).replace('"x__proto__"', '"__proto__"'),
      ),
    }),
  },
  {
    name: 'unknown reviewer fields only warn',
    doc: withReviewer(spawn, { extra: true, flag: '--old' }),
    warnings: [
      {
        field: 'reviewer.extra',
        message: `is not a known reviewer field and is ignored (known fields: ${KNOWN_REVIEWER})`,
      },
      {
        field: 'reviewer.flag',
        message: `is not a known reviewer field and is ignored (known fields: ${KNOWN_REVIEWER})`,
      },
    ],
  },
  {
    name: 'argv-file-ref without {{prompt}} warns (D1)',
    doc: withInvoke(spawn, { promptChannel: 'argv-file-ref', args: ['-p'] }),
    warnings: [
      {
        field: 'reviewer.invoke.args',
        message:
          'has no "{{prompt}}" element, so a lane with promptChannel argv-file-ref never receives its prompt',
      },
    ],
  },
  {
    name: 'argv without {{prompt}} warns (a placeholder inside a longer element does not count)',
    doc: withInvoke(spawn, { promptChannel: 'argv', args: ['--prompt={{prompt}}'] }),
    warnings: [
      {
        field: 'reviewer.invoke.args',
        message: 'has no "{{prompt}}" element, so a lane with promptChannel argv never receives its prompt',
      },
    ],
  },
  {
    name: 'file-arg without {{output}} warns (D1)',
    doc: withInvoke(spawn, { outputChannel: 'file-arg', outputArg: '-o', args: [] }),
    warnings: [
      {
        field: 'reviewer.invoke.args',
        message:
          'has no "{{output}}" element, so a lane with outputChannel file-arg is never told where to write its review',
      },
    ],
  },
  {
    name: 'modelConfigKey and promptBudgetKey naming undeclared keys warn',
    doc: withReviewer(spawn, {
      modelConfigKey: 'review.models.other',
      promptBudgetKey: 'review.max_prompt_tokens_per_reviewer.other',
    }),
    warnings: [
      {
        field: 'reviewer.modelConfigKey',
        message:
          'names config key "review.models.other", which this manifest\'s config does not declare, so a value set there has no declared type or default',
      },
      {
        field: 'reviewer.promptBudgetKey',
        message:
          'names config key "review.max_prompt_tokens_per_reviewer.other", which this manifest\'s config does not declare, so a value set there has no declared type or default',
      },
    ],
  },
  {
    name: 'a binary that is a path in the repository warns: the pull request can change that file',
    doc: withProbe(withInvoke(spawn, { binary: './tools/review.sh' }), {
      kind: 'command-capability',
      binary: 'bin/lint',
      needle: 'lint',
      timeoutMs: 1000,
    }),
    warnings: [
      {
        field: 'reviewer.invoke.binary',
        message:
          '"./tools/review.sh" is a path in the repository: the lane runs whatever file is there, and a pull request can change that file without changing the consent baseline; name a program on PATH or an absolute path',
      },
      {
        field: 'reviewer.probe.binary',
        message:
          '"bin/lint" is a path in the repository: the lane runs whatever file is there, and a pull request can change that file without changing the consent baseline; name a program on PATH or an absolute path',
      },
    ],
  },
  {
    name: 'a bare name, an absolute path and a looked-up-only probe path do not warn',
    doc: withProbe(withInvoke(spawn, { binary: '/opt/acme/bin/acme' }), {
      kind: 'command-exists',
      binary: 'tools/acme',
    }),
  },
  {
    name: 'untyped defaultHost / fallbackModel that are not strings are dropped with a warning',
    doc: withInvoke(http, { defaultHost: 11434, fallbackModel: null }),
    warnings: [
      { field: 'reviewer.invoke.defaultHost', message: 'is not a string and is ignored (got: number)' },
      { field: 'reviewer.invoke.fallbackModel', message: 'is not a string and is ignored (got: null)' },
    ],
  },
];

const invalid: Invalid[] = [
  // --- envelope
  {
    name: 'an array is not a manifest',
    doc: [],
    errors: [{ message: 'capability must be a JSON object (got: array)' }],
  },
  {
    name: 'null is not a manifest',
    doc: null,
    errors: [{ message: 'capability must be a JSON object (got: null)' }],
  },
  {
    name: 'a string is not a manifest',
    doc: 'acme',
    errors: [{ message: 'capability must be a JSON object (got: string)' }],
  },
  {
    name: 'id not kebab-case',
    doc: withTop(spawn, { id: 'Acme' }),
    folder: 'acme',
    errors: [{ field: 'id', message: 'must match ^[a-z][a-z0-9-]*$ (got: "Acme")' }],
  },
  {
    name: 'id with a leading digit',
    doc: withTop(spawn, { id: '1acme' }),
    folder: 'acme',
    errors: [{ field: 'id', message: 'must match ^[a-z][a-z0-9-]*$ (got: "1acme")' }],
  },
  {
    name: 'id differs from its folder',
    doc: withTop(spawn, { id: 'other' }),
    folder: 'acme',
    errors: [{ field: 'id', message: 'must equal the folder name "acme" (got: "other")' }],
  },
  { name: 'id missing', doc: withTop(spawn, { id: undefined }), folder: 'acme', errors: [req('id')] },
  {
    name: 'unknown role',
    doc: withTop(spawn, { role: 'plugin' }),
    errors: [{ field: 'role', message: ENUM('feature, runtime, reviewer', '"plugin"') }],
  },
  {
    name: 'empty title',
    doc: withTop(spawn, { title: '' }),
    errors: [{ field: 'title', message: 'must be a non-empty string' }],
  },
  {
    name: 'description not a string',
    doc: withTop(spawn, { description: 5 }),
    errors: [{ field: 'description', message: 'must be a non-empty string (got: number)' }],
  },
  {
    name: 'unknown tier',
    doc: withTop(spawn, { tier: 'gold' }),
    errors: [{ field: 'tier', message: ENUM('core, standard, full', '"gold"') }],
  },
  {
    name: 'tier is required even for role reviewer',
    doc: withTop(spawn, { tier: undefined }),
    errors: [req('tier')],
  },
  {
    name: 'requires not an array',
    doc: withTop(spawn, { requires: 'x' }),
    errors: [{ field: 'requires', message: 'must be an array of capability ids (got: string)' }],
  },
  {
    name: 'requires entry not a string',
    doc: withTop(spawn, { requires: ['a', 1] }),
    errors: [{ field: 'requires[1]', message: 'must be a capability id (got: number)' }],
  },
  { name: 'version missing', doc: withTop(spawn, { version: undefined }), errors: [req('version')] },
  {
    name: 'version 1.0',
    doc: withTop(spawn, { version: '1.0' }),
    errors: [{ field: 'version', message: SEMVER('"1.0"') }],
  },
  {
    name: 'version v1.0.0',
    doc: withTop(spawn, { version: 'v1.0.0' }),
    errors: [{ field: 'version', message: SEMVER('"v1.0.0"') }],
  },
  {
    name: 'version 01.2.3',
    doc: withTop(spawn, { version: '01.2.3' }),
    errors: [{ field: 'version', message: SEMVER('"01.2.3"') }],
  },
  {
    name: 'engines null',
    doc: withTop(spawn, { engines: null }),
    errors: [{ field: 'engines', message: 'must be an object (got: null)' }],
  },
  {
    name: 'engines an array',
    doc: withTop(spawn, { engines: ['>=1'] }),
    errors: [{ field: 'engines', message: 'must be an object (got: array)' }],
  },
  {
    name: 'engines.gsd empty',
    doc: withTop(spawn, { engines: { gsd: '' } }),
    errors: [{ field: 'engines.gsd', message: RANGE('""') }],
  },
  {
    name: 'engines.gsd blank',
    doc: withTop(spawn, { engines: { gsd: '  ' } }),
    errors: [{ field: 'engines.gsd', message: RANGE('"  "') }],
  },
  {
    name: 'engines.gsd without a digit',
    doc: withTop(spawn, { engines: { gsd: 'latest' } }),
    errors: [{ field: 'engines.gsd', message: RANGE('"latest"') }],
  },
  {
    name: 'engines.gsd with a forbidden character',
    doc: withTop(spawn, { engines: { gsd: '>=1.0; rm' } }),
    errors: [{ field: 'engines.gsd', message: RANGE('">=1.0; rm"') }],
  },
  {
    name: 'engines.gsd a number',
    doc: withTop(spawn, { engines: { gsd: 1 } }),
    errors: [{ field: 'engines.gsd', message: 'must be a version range (got: number)' }],
  },
  {
    name: 'engines["reviewer-lanes"] implausible',
    doc: withTop(spawn, { engines: { 'reviewer-lanes': 'next' } }),
    errors: [{ field: 'engines["reviewer-lanes"]', message: RANGE('"next"') }],
  },
  {
    name: 'compatVersions not an object',
    doc: withTop(spawn, { compatVersions: 'x' }),
    errors: [{ field: 'compatVersions', message: 'must be an object (got: string)' }],
  },
  {
    name: 'compatVersions key not SemVer and value not a range',
    doc: withTop(spawn, { compatVersions: { '1.0': '>=1.6.0', '1.0.0': '' } }),
    errors: [
      {
        field: 'compatVersions["1.0"]',
        message: 'key must be a SemVer 2.0.0 version such as 1.2.3 (got: "1.0")',
      },
      { field: 'compatVersions["1.0.0"]', message: RANGE('""') },
    ],
  },
  {
    name: 'integrity of the wrong algorithm',
    doc: withTop(spawn, { integrity: 'sha1-abc' }),
    errors: [{ field: 'integrity', message: 'must match ^sha512-[A-Za-z0-9+/]{86}==$' }],
  },
  {
    name: 'provenance with an empty sourceRepo and no commit',
    doc: withTop(spawn, { provenance: { sourceRepo: '' } }),
    errors: [
      { field: 'provenance.sourceRepo', message: 'must be a non-empty string' },
      req('provenance.commit'),
    ],
  },
  {
    name: 'provenance not an object',
    doc: withTop(spawn, { provenance: 'x' }),
    errors: [{ field: 'provenance', message: 'must be an object with sourceRepo and commit (got: string)' }],
  },
  // --- per-role rules
  {
    name: 'a feature must not have a reviewer body, even null',
    doc: withTop(spawn, { role: 'feature', reviewer: null }),
    errors: [{ field: 'reviewer', message: 'role:feature capability must not have a reviewer body' }],
  },
  {
    name: 'role reviewer requires a reviewer body',
    doc: withTop(spawn, { reviewer: undefined }),
    errors: [{ field: 'reviewer', message: 'role:reviewer capability must have a reviewer body' }],
  },
  {
    name: 'role reviewer forbids a runtime body',
    doc: withTop(spawn, { runtime: {} }),
    errors: [{ field: 'runtime', message: 'role:reviewer capability must not have a runtime body' }],
  },
  {
    name: 'role reviewer forbids each feature-only field',
    doc: withTop(spawn, { skills: [], hooks: [], activationKey: 'k' }),
    errors: [
      { field: 'skills', message: 'is a feature-only field, not permitted for role:reviewer' },
      { field: 'hooks', message: 'is a feature-only field, not permitted for role:reviewer' },
      { field: 'activationKey', message: 'is a feature-only field, not permitted for role:reviewer' },
    ],
  },
  {
    name: 'role runtime forbids feature-only fields',
    doc: withTop(spawn, { role: 'runtime', gates: [] }),
    errors: [{ field: 'gates', message: 'is a feature-only field, not permitted for role:runtime' }],
  },
  {
    name: 'a runtime body must be an object',
    doc: withTop(spawn, { role: 'runtime', runtime: 'x' }),
    errors: [{ field: 'runtime', message: 'must be an object (got: string)' }],
  },
  // --- config slices
  {
    name: 'config not an object',
    doc: withTop(spawn, { config: [] }),
    errors: [
      { field: 'config', message: 'must be an object mapping config keys to declarations (got: array)' },
    ],
  },
  ...(['__proto__', 'constructor', 'prototype'] as const).map((key) => ({
    name: `config key ${key} is reserved`,
    doc: withTop(spawn, {
      config: JSON.parse(`{"${key}": {"type": "string", "default": "", "description": "d"}}`) as Json,
    }),
    errors: [{ field: `config["${key}"]`, message: `"${key}" is a reserved name` }],
  })),
  ...[
    'review.max_prompt_tokens',
    'review.default_reviewers',
    'review.reviewer_instances',
    'review.reviewer_instances.fast.cli',
    'review.effort.acme',
    'review.timeouts.acme',
    'review.env.acme',
    'review.max_prompt_tokens_per_reviewer',
  ].map((key) => ({
    name: `central key ${key} cannot be owned`,
    doc: withTop(spawn, { config: { [key]: { type: 'number', default: 1, description: 'd' } } }),
    errors: [
      {
        field: `config["${key}"]`,
        message: 'is a central key (policy across lanes) and cannot be owned by a capability',
      },
    ],
  })),
  {
    name: 'config declaration not an object',
    doc: withTop(spawn, { config: { 'acme.x': 'string' } }),
    errors: [
      {
        field: 'config["acme.x"]',
        message: 'must be an object with type, default and description (got: string)',
      },
    ],
  },
  {
    name: 'config type unknown',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'list', default: [], description: 'd' } } }),
    errors: [{ field: 'config["acme.x"].type', message: ENUM('boolean, string, number, enum', '"list"') }],
  },
  {
    name: 'config description missing',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'string', default: '' } } }),
    errors: [req('config["acme.x"].description')],
  },
  {
    name: 'config default missing',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'string', description: 'd' } } }),
    errors: [req('config["acme.x"].default')],
  },
  {
    name: 'number default not a number',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'number', default: '5', description: 'd' } } }),
    errors: [
      { field: 'config["acme.x"].default', message: 'must be a finite number for type number (got: "5")' },
    ],
  },
  {
    name: 'number default not finite',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'number', default: Infinity, description: 'd' } } }),
    errors: [
      {
        field: 'config["acme.x"].default',
        message: 'must be a finite number for type number (got: Infinity)',
      },
    ],
  },
  {
    name: 'boolean default a string',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'boolean', default: 'yes', description: 'd' } } }),
    errors: [
      { field: 'config["acme.x"].default', message: 'must be a boolean for type boolean (got: "yes")' },
    ],
  },
  {
    name: 'enum without values',
    doc: withTop(spawn, { config: { 'acme.x': { type: 'enum', default: 'a', description: 'd' } } }),
    errors: [
      {
        field: 'config["acme.x"].values',
        message: 'is required for type enum (a non-empty array of strings)',
      },
    ],
  },
  {
    name: 'enum with empty values',
    doc: withTop(spawn, {
      config: { 'acme.x': { type: 'enum', values: [], default: 'a', description: 'd' } },
    }),
    errors: [{ field: 'config["acme.x"].values', message: 'must be a non-empty array of strings' }],
  },
  {
    name: 'enum default outside values',
    doc: withTop(spawn, {
      config: { 'acme.x': { type: 'enum', values: ['a', 'b'], default: 'c', description: 'd' } },
    }),
    errors: [
      { field: 'config["acme.x"].default', message: 'must be one of the declared values: a, b (got: "c")' },
    ],
  },
  // --- reviewer presence
  ...(
    [
      [null, 'null'],
      [[], 'array'],
      [true, 'boolean'],
      [1, 'number'],
      ['acme', 'string'],
    ] as const
  ).map(([value, got]) => ({
    name: `reviewer ${got} is present and not an object`,
    doc: withTop(spawn, { reviewer: value }),
    errors: [{ field: 'reviewer', message: `must be an object (got: ${got})` }],
  })),
  {
    name: 'reviewer {} reports exactly the 12 required fields, in order',
    doc: withTop(spawn, { reviewer: {} }),
    errors: [
      req('reviewer.slug'),
      req('reviewer.flags'),
      req('reviewer.transport'),
      req('reviewer.probe'),
      req('reviewer.invoke'),
      req('reviewer.timeoutFloorMs'),
      req('reviewer.emptyOutput'),
      req('reviewer.reviewsSection'),
      req('reviewer.evidenceClass'),
      req('reviewer.requiresBinaries'),
      {
        field: 'reviewer.promptBudgetKey',
        message: 'is required (null when the lane has no per-lane prompt budget)',
      },
      { field: 'reviewer.handler', message: 'is required (null when the lane needs no handler)' },
    ],
  },
  // --- slug
  ...['Acme', ' x ', '--x', '.hidden', '-lead', 'a/b', '../x', '__proto__', 'a b'].map((slug) => ({
    name: `slug ${JSON.stringify(slug)} breaks the grammar`,
    doc: withReviewer(spawn, { slug }),
    errors: [
      { field: 'reviewer.slug', message: `must match ^[a-z0-9][a-z0-9_-]*$ (got: ${JSON.stringify(slug)})` },
    ],
  })),
  ...['constructor', 'prototype'].map((slug) => ({
    name: `slug ${slug} is a reserved name`,
    doc: withReviewer(spawn, { slug }),
    errors: [{ field: 'reviewer.slug', message: `"${slug}" is a reserved name` }],
  })),
  {
    name: 'slug empty',
    doc: withReviewer(spawn, { slug: '' }),
    errors: [{ field: 'reviewer.slug', message: 'must be a non-empty string' }],
  },
  {
    name: 'slug a number',
    doc: withReviewer(spawn, { slug: 7 }),
    errors: [{ field: 'reviewer.slug', message: 'must be a non-empty string (got: number)' }],
  },
  // --- flags
  {
    name: 'flags a string',
    doc: withReviewer(spawn, { flags: '--acme' }),
    errors: [{ field: 'reviewer.flags', message: 'must be an array of CLI flags (got: string)' }],
  },
  {
    name: 'flags empty',
    doc: withReviewer(spawn, { flags: [] }),
    errors: [{ field: 'reviewer.flags', message: 'must declare at least one flag' }],
  },
  {
    name: 'flag entries that break the grammar',
    doc: withReviewer(spawn, { flags: ['--acme', '-a', '--a_b', '--A', 5] }),
    errors: [
      { field: 'reviewer.flags[1]', message: 'must match ^--[a-z0-9][a-z0-9-]*$ (got: "-a")' },
      { field: 'reviewer.flags[2]', message: 'must match ^--[a-z0-9][a-z0-9-]*$ (got: "--a_b")' },
      { field: 'reviewer.flags[3]', message: 'must match ^--[a-z0-9][a-z0-9-]*$ (got: "--A")' },
      { field: 'reviewer.flags[4]', message: 'must be a non-empty string (got: number)' },
    ],
  },
  {
    name: 'a flag listed twice',
    doc: withReviewer(spawn, { flags: ['--acme', '--a', '--acme'] }),
    errors: [{ field: 'reviewer.flags[2]', message: 'lists "--acme" more than once' }],
  },
  // --- transport and the invoke discriminator
  {
    name: 'unknown transport',
    doc: withReviewer(spawn, { transport: 'grpc' }),
    errors: [{ field: 'reviewer.transport', message: ENUM('spawn, openai-http', '"grpc"') }],
  },
  {
    name: 'transport __proto__',
    doc: withReviewer(spawn, { transport: '__proto__' }),
    errors: [{ field: 'reviewer.transport', message: ENUM('spawn, openai-http', '"__proto__"') }],
  },
  {
    name: 'an invalid transport only gets the object and mixes checks',
    doc: withInvoke(withReviewer(spawn, { transport: 'http' }), { path: '/v1' }),
    errors: [
      { field: 'reviewer.transport', message: ENUM('spawn, openai-http', '"http"') },
      {
        field: 'reviewer.invoke',
        message: `mixes spawn-only fields (${SPAWN_FIELDS}) with openai-http-only fields (path)`,
      },
    ],
  },
  ...(
    [
      [null, 'null'],
      [[], 'array'],
      ['x', 'string'],
    ] as const
  ).map(([value, got]) => ({
    name: `invoke ${got}`,
    doc: withReviewer(spawn, { invoke: value }),
    errors: [{ field: 'reviewer.invoke', message: `must be an object (got: ${got})` }],
  })),
  {
    name: 'spawn invoke with an http-only field',
    doc: withInvoke(spawn, { path: '/v1/chat/completions' }),
    errors: [
      {
        field: 'reviewer.invoke',
        message: `mixes spawn-only fields (${SPAWN_FIELDS}) with openai-http-only fields (path)`,
      },
      { field: 'reviewer.invoke.path', message: 'is not permitted for transport spawn' },
    ],
  },
  {
    name: 'null counts as present: spawn with hostConfigKey null',
    doc: withInvoke(spawn, { hostConfigKey: null }),
    errors: [
      {
        field: 'reviewer.invoke',
        message: `mixes spawn-only fields (${SPAWN_FIELDS}) with openai-http-only fields (hostConfigKey)`,
      },
      { field: 'reviewer.invoke.hostConfigKey', message: 'is not permitted for transport spawn' },
    ],
  },
  {
    name: 'null counts as present: http with modelArg null',
    doc: withInvoke(http, { modelArg: null }),
    errors: [
      {
        field: 'reviewer.invoke',
        message:
          'mixes spawn-only fields (modelArg) with openai-http-only fields (hostConfigKey, defaultHost, path, modelDiscovery, fallbackModel)',
      },
      { field: 'reviewer.invoke.modelArg', message: 'is not permitted for transport openai-http' },
    ],
  },
  {
    name: 'spawn with apiKeyEnv (ours, http only)',
    doc: withInvoke(spawn, { apiKeyEnv: 'ACME_KEY' }),
    errors: [
      {
        field: 'reviewer.invoke',
        message: `mixes spawn-only fields (${SPAWN_FIELDS}) with openai-http-only fields (apiKeyEnv)`,
      },
      { field: 'reviewer.invoke.apiKeyEnv', message: 'is not permitted for transport spawn' },
    ],
  },
  {
    name: 'neither sub-shape (spawn): the missing fields, never "mixes"',
    doc: withReviewer(spawn, { invoke: {} }),
    errors: [
      req('reviewer.invoke.binary'),
      req('reviewer.invoke.args'),
      req('reviewer.invoke.promptChannel'),
      req('reviewer.invoke.outputChannel'),
      {
        field: 'reviewer.invoke.modelArg',
        message: 'is required (null when the lane takes no model override)',
      },
      req('reviewer.invoke.effortChannel'),
    ],
  },
  {
    name: 'neither sub-shape (openai-http)',
    doc: withReviewer(http, { invoke: {} }),
    errors: [
      req('reviewer.invoke.hostConfigKey'),
      req('reviewer.invoke.path'),
      req('reviewer.invoke.modelDiscovery'),
      req('reviewer.invoke.effortChannel'),
    ],
  },
  {
    name: 'binary empty',
    doc: withInvoke(spawn, { binary: '' }),
    errors: [{ field: 'reviewer.invoke.binary', message: 'must be a non-empty string' }],
  },
  {
    name: 'args not an array',
    doc: withInvoke(spawn, { args: 'review' }),
    errors: [{ field: 'reviewer.invoke.args', message: 'must be an array of strings (got: string)' }],
  },
  {
    name: 'args entry not a string',
    doc: withInvoke(spawn, { args: ['a', 'b', 7, null] }),
    errors: [
      { field: 'reviewer.invoke.args[2]', message: 'must be a string (got: number)' },
      { field: 'reviewer.invoke.args[3]', message: 'must be a string (got: null)' },
    ],
  },
  {
    name: 'unknown promptChannel',
    doc: withInvoke(spawn, { promptChannel: 'file' }),
    errors: [
      { field: 'reviewer.invoke.promptChannel', message: ENUM('stdin, argv, argv-file-ref, none', '"file"') },
    ],
  },
  {
    name: 'unknown outputChannel',
    doc: withInvoke(spawn, { outputChannel: 'stderr' }),
    errors: [{ field: 'reviewer.invoke.outputChannel', message: ENUM('stdout, file-arg', '"stderr"') }],
  },
  {
    name: 'unknown effortChannel',
    doc: withInvoke(spawn, { effortChannel: 'flag' }),
    errors: [{ field: 'reviewer.invoke.effortChannel', message: ENUM('none, argv, env', '"flag"') }],
  },
  {
    name: 'file-arg without outputArg',
    doc: withInvoke(spawn, { outputChannel: 'file-arg', args: ['{{output}}'] }),
    errors: [{ field: 'reviewer.invoke.outputArg', message: 'is required when outputChannel is file-arg' }],
  },
  {
    name: 'file-arg with an empty outputArg',
    doc: withInvoke(spawn, { outputChannel: 'file-arg', outputArg: '', args: ['{{output}}'] }),
    errors: [{ field: 'reviewer.invoke.outputArg', message: 'must be a non-empty string' }],
  },
  {
    name: 'outputArg on stdout, even empty',
    doc: withInvoke(spawn, { outputArg: '' }),
    errors: [
      { field: 'reviewer.invoke.outputArg', message: 'is only permitted when outputChannel is file-arg' },
    ],
  },
  {
    name: 'modelArg missing',
    doc: withInvoke(spawn, { modelArg: undefined }),
    errors: [
      {
        field: 'reviewer.invoke.modelArg',
        message: 'is required (null when the lane takes no model override)',
      },
    ],
  },
  {
    name: 'modelArg empty',
    doc: withInvoke(spawn, { modelArg: '' }),
    errors: [{ field: 'reviewer.invoke.modelArg', message: 'must be null or a non-empty string (got: "")' }],
  },
  {
    name: 'modelArg a number',
    doc: withInvoke(spawn, { modelArg: 1 }),
    errors: [
      { field: 'reviewer.invoke.modelArg', message: 'must be null or a non-empty string (got: number)' },
    ],
  },
  {
    name: 'http effortChannel other than none',
    doc: withInvoke(http, { effortChannel: 'argv' }),
    errors: [
      {
        field: 'reviewer.invoke.effortChannel',
        message: 'must be "none" for transport openai-http (got: "argv")',
      },
    ],
  },
  {
    name: 'unknown modelDiscovery',
    doc: withInvoke(http, { modelDiscovery: 'auto' }),
    errors: [
      {
        field: 'reviewer.invoke.modelDiscovery',
        message: ENUM('none, first-from-models-endpoint', '"auto"'),
      },
    ],
  },
  {
    name: 'hostConfigKey empty',
    doc: withInvoke(http, { hostConfigKey: '' }),
    errors: [{ field: 'reviewer.invoke.hostConfigKey', message: 'must be a non-empty string' }],
  },
  {
    name: 'http path missing',
    doc: withInvoke(http, { path: undefined }),
    errors: [req('reviewer.invoke.path')],
  },
  {
    name: 'apiKeyEnv not an env name',
    doc: withInvoke(http, { apiKeyEnv: 'my-key' }),
    errors: [{ field: 'reviewer.invoke.apiKeyEnv', message: ENVNAME('"my-key"') }],
  },
  {
    name: 'apiKeyEnv empty',
    doc: withInvoke(http, { apiKeyEnv: '' }),
    errors: [{ field: 'reviewer.invoke.apiKeyEnv', message: ENVNAME('""') }],
  },
  {
    name: 'apiKeyEnv not a string',
    doc: withInvoke(http, { apiKeyEnv: 1 }),
    errors: [
      { field: 'reviewer.invoke.apiKeyEnv', message: 'must be an environment variable name (got: number)' },
    ],
  },
  // --- probes
  { name: 'probe missing', doc: withReviewer(spawn, { probe: undefined }), errors: [req('reviewer.probe')] },
  {
    name: 'probe null',
    doc: withProbe(spawn, null as unknown as Json),
    errors: [{ field: 'reviewer.probe', message: 'must be an object with a kind (got: null)' }],
  },
  { name: 'probe without kind', doc: withProbe(spawn, {}), errors: [req('reviewer.probe.kind')] },
  {
    name: 'unknown probe kind',
    doc: withProbe(spawn, { kind: 'which', binary: 'acme' }),
    errors: [
      {
        field: 'reviewer.probe.kind',
        message: ENUM('command-exists, command-capability, http-reachable', '"which"'),
      },
    ],
  },
  {
    name: 'unknown probe fields are errors',
    doc: withProbe(spawn, { kind: 'command-exists', binary: 'acme', retries: 3 }),
    errors: [
      {
        field: 'reviewer.probe.retries',
        message:
          'is not a known probe field (known fields: kind, binary, needle, timeoutMs, hostConfigKey, path)',
      },
    ],
  },
  {
    name: 'command-exists forbids timeoutMs, needle, hostConfigKey and path',
    doc: withProbe(spawn, {
      kind: 'command-exists',
      binary: 'acme',
      timeoutMs: 1000,
      needle: 'x',
      hostConfigKey: 'k',
      path: '/',
    }),
    errors: [
      { field: 'reviewer.probe.needle', message: 'is not permitted for probe kind command-exists' },
      { field: 'reviewer.probe.hostConfigKey', message: 'is not permitted for probe kind command-exists' },
      { field: 'reviewer.probe.path', message: 'is not permitted for probe kind command-exists' },
      {
        field: 'reviewer.probe.timeoutMs',
        message:
          'is not permitted for probe kind command-exists (no process is started, so there is nothing to bound)',
      },
    ],
  },
  {
    name: 'command-exists requires binary',
    doc: withProbe(spawn, { kind: 'command-exists' }),
    errors: [{ field: 'reviewer.probe.binary', message: 'is required for probe kind command-exists' }],
  },
  {
    name: 'command-exists binary empty',
    doc: withProbe(spawn, { kind: 'command-exists', binary: '' }),
    errors: [{ field: 'reviewer.probe.binary', message: 'must be a non-empty string' }],
  },
  {
    name: 'command-capability requires binary, needle and timeoutMs',
    doc: withProbe(spawn, { kind: 'command-capability' }),
    errors: [
      { field: 'reviewer.probe.binary', message: 'is required for probe kind command-capability' },
      { field: 'reviewer.probe.needle', message: 'is required for probe kind command-capability' },
      { field: 'reviewer.probe.timeoutMs', message: 'is required for probe kind command-capability' },
    ],
  },
  {
    name: 'command-capability forbids hostConfigKey and path',
    doc: withProbe(spawn, {
      kind: 'command-capability',
      binary: 'k',
      needle: 'n',
      timeoutMs: 5,
      hostConfigKey: 'h',
      path: '/',
    }),
    errors: [
      {
        field: 'reviewer.probe.hostConfigKey',
        message: 'is not permitted for probe kind command-capability',
      },
      { field: 'reviewer.probe.path', message: 'is not permitted for probe kind command-capability' },
    ],
  },
  ...(
    [
      [0, '0'],
      [-1, '-1'],
      [1.5, '1.5'],
      ['5000', '"5000"'],
      [NaN, 'NaN'],
      [Infinity, 'Infinity'],
    ] as const
  ).map(([timeoutMs, got]) => ({
    name: `command-capability timeoutMs ${got}`,
    doc: withProbe(spawn, { kind: 'command-capability', binary: 'k', needle: 'n', timeoutMs }),
    errors: [{ field: 'reviewer.probe.timeoutMs', message: POSINT(got) }],
  })),
  {
    name: 'http-reachable requires hostConfigKey, path and timeoutMs and forbids binary and needle',
    doc: withProbe(http, { kind: 'http-reachable', binary: 'curl', needle: 'x' }),
    errors: [
      { field: 'reviewer.probe.binary', message: 'is not permitted for probe kind http-reachable' },
      { field: 'reviewer.probe.needle', message: 'is not permitted for probe kind http-reachable' },
      { field: 'reviewer.probe.hostConfigKey', message: 'is required for probe kind http-reachable' },
      { field: 'reviewer.probe.path', message: 'is required for probe kind http-reachable' },
      { field: 'reviewer.probe.timeoutMs', message: 'is required for probe kind http-reachable' },
    ],
  },
  {
    name: 'http-reachable timeoutMs 0',
    doc: withProbe(http, { kind: 'http-reachable', hostConfigKey: 'h', path: '/', timeoutMs: 0 }),
    errors: [{ field: 'reviewer.probe.timeoutMs', message: POSINT('0') }],
  },
  // --- the other reviewer fields
  ...(
    [
      [0, '0'],
      [-5, '-5'],
      [1.5, '1.5'],
      ['900000', '"900000"'],
      [NaN, 'NaN'],
      [Infinity, 'Infinity'],
      [null, 'null'],
    ] as const
  ).map(([timeoutFloorMs, got]) => ({
    name: `timeoutFloorMs ${got}`,
    doc: withReviewer(spawn, { timeoutFloorMs }),
    errors: [{ field: 'reviewer.timeoutFloorMs', message: POSINT(got) }],
  })),
  {
    name: 'unknown emptyOutput',
    doc: withReviewer(spawn, { emptyOutput: 'silent' }),
    errors: [{ field: 'reviewer.emptyOutput', message: ENUM('stub-with-stderr, handler-owned', '"silent"') }],
  },
  {
    name: 'unknown evidenceClass',
    doc: withReviewer(spawn, { evidenceClass: 'partial' }),
    errors: [{ field: 'reviewer.evidenceClass', message: ENUM('source-grounded, diff-only', '"partial"') }],
  },
  {
    name: 'reviewsSection empty',
    doc: withReviewer(spawn, { reviewsSection: '' }),
    errors: [{ field: 'reviewer.reviewsSection', message: 'must be a non-empty string' }],
  },
  {
    name: 'requiresBinaries a string',
    doc: withReviewer(spawn, { requiresBinaries: 'jq' }),
    errors: [
      { field: 'reviewer.requiresBinaries', message: 'must be an array of binary names (got: string)' },
    ],
  },
  {
    name: 'requiresBinaries entry empty',
    doc: withReviewer(spawn, { requiresBinaries: ['jq', ''] }),
    errors: [{ field: 'reviewer.requiresBinaries[1]', message: 'must be a non-empty string' }],
  },
  {
    name: 'promptBudgetKey empty',
    doc: withReviewer(spawn, { promptBudgetKey: '' }),
    errors: [{ field: 'reviewer.promptBudgetKey', message: 'must be null or a non-empty string (got: "")' }],
  },
  {
    name: 'promptBudgetKey missing',
    doc: withReviewer(spawn, { promptBudgetKey: undefined }),
    errors: [
      {
        field: 'reviewer.promptBudgetKey',
        message: 'is required (null when the lane has no per-lane prompt budget)',
      },
    ],
  },
  {
    name: 'modelConfigKey empty',
    doc: withReviewer(spawn, { modelConfigKey: '' }),
    errors: [{ field: 'reviewer.modelConfigKey', message: 'must be null or a non-empty string (got: "")' }],
  },
  ...['acme', '../evil', '__proto__'].map((handler) => ({
    name: `handler ${handler} is not a first-party handler`,
    doc: withReviewer(spawn, { handler }),
    errors: [
      {
        field: 'reviewer.handler',
        message: `must be null or one of: antigravity, claude, codex, gemini, openai-compatible, opencode, qwen (got: ${JSON.stringify(handler)})`,
      },
    ],
  })),
  {
    name: 'handler missing',
    doc: withReviewer(spawn, { handler: undefined }),
    errors: [{ field: 'reviewer.handler', message: 'is required (null when the lane needs no handler)' }],
  },
  // --- our extensions
  {
    name: 'env not an array',
    doc: withReviewer(spawn, { env: 'ACME_KEY' }),
    errors: [
      { field: 'reviewer.env', message: 'must be an array of environment variable names (got: string)' },
    ],
  },
  {
    name: 'env entries that are not env names',
    doc: withReviewer(spawn, { env: ['OK', '1BAD', 'A-B', 3] }),
    errors: [
      { field: 'reviewer.env[1]', message: ENVNAME('"1BAD"') },
      { field: 'reviewer.env[2]', message: ENVNAME('"A-B"') },
      { field: 'reviewer.env[3]', message: 'must be an environment variable name (got: number)' },
    ],
  },
  // --- warnings are collected even when there are errors
  {
    name: 'an unknown field still warns on an invalid body',
    doc: withReviewer(spawn, { extra: 1, slug: 'Bad' }),
    errors: [{ field: 'reviewer.slug', message: 'must match ^[a-z0-9][a-z0-9_-]*$ (got: "Bad")' }],
    warnings: [
      {
        field: 'reviewer.extra',
        message: `is not a known reviewer field and is ignored (known fields: ${KNOWN_REVIEWER})`,
      },
    ],
  },
];

describe('valid manifests', () => {
  test.each(valid.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const verdict = run(v.doc);
    expect(strip(verdict.errors)).toEqual([]);
    expect(strip(verdict.warnings)).toEqual(v.warnings ?? []);
    expect(verdict.capability).toBeDefined();
  });
});

describe('invalid manifests', () => {
  test.each(invalid.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const verdict = run(v.doc, v.folder);
    expect(strip(verdict.errors)).toEqual(v.errors);
    expect(strip(verdict.warnings)).toEqual(v.warnings ?? []);
    expect(verdict.capability).toBeUndefined();
  });
});

describe('every diagnostic names the file, the capability id and a code', () => {
  test('errors and warnings', () => {
    const verdict = run(withReviewer(spawn, { slug: 'Bad', extra: 1 }));
    for (const d of [...verdict.errors, ...verdict.warnings]) {
      expect(d).toMatchObject({ path: PATH, id: 'acme' });
      expect(typeof d.code).toBe('string');
    }
    expect(verdict.errors[0]?.code).toBe('invalid_manifest');
    expect(verdict.warnings[0]?.code).toBe('unknown_field');
  });
});

describe('what a valid lane carries', () => {
  test('defaults: env [] and modelConfigKey null; the raw body is kept as parsed', () => {
    const doc = spawnManifest();
    const verdict = run(doc);
    expect(verdict.capability?.reviewer?.env).toEqual([]);
    expect(verdict.capability?.reviewer?.modelConfigKey).toBeNull();
    expect(verdict.capability?.rawReviewer).toBe(doc.reviewer);
    expect(verdict.capability?.config).toEqual(doc.config);
  });

  test('unknown reviewer and invoke fields do not reach the typed body', () => {
    const verdict = run(withInvoke(withReviewer(spawn, { extra: 1 }), { retries: 2 }));
    expect(verdict.capability?.reviewer).not.toHaveProperty('extra');
    expect(verdict.capability?.reviewer?.invoke).not.toHaveProperty('retries');
    expect(verdict.capability?.rawReviewer).toHaveProperty('extra', 1);
  });

  test('a non-string defaultHost is dropped from the typed body', () => {
    const verdict = run(withInvoke(http, { defaultHost: 5 }));
    const invoke = verdict.capability?.reviewer?.invoke;
    expect(invoke).toBeDefined();
    expect(invoke).not.toHaveProperty('defaultHost');
  });

  test('an invalid manifest still reports the slug and flags it claims', () => {
    const verdict = run(withReviewer(spawn, { timeoutFloorMs: 0 }));
    expect(verdict).toMatchObject({ slug: 'acme', flags: ['--acme'] });
  });

  test('no reviewer body: a capability without a lane', () => {
    const verdict = run(withTop(spawn, { role: 'runtime', reviewer: undefined }));
    expect(verdict.capability?.reviewer).toBeUndefined();
    expect(verdict.errors).toEqual([]);
  });
});

describe('totality: throwing getters and proxies become one error', () => {
  test('a getter that throws inside the reviewer body', () => {
    const reviewer = { ...(spawn.reviewer as Json) };
    Object.defineProperty(reviewer, 'slug', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const verdict = run(withTop(spawn, { reviewer }));
    expect(strip(verdict.errors)).toEqual([
      { field: 'reviewer', message: 'capability reviewer body could not be validated: boom' },
    ]);
  });

  test('a proxy whose traps throw, as the whole manifest', () => {
    const doc = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap');
        },
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    const verdict = run(doc, 'acme');
    expect(strip(verdict.errors)).toEqual([
      { message: 'capability could not be validated: trap' },
      { field: 'reviewer', message: 'capability reviewer body could not be validated: trap' },
    ]);
  });

  test('a thrown value that cannot be turned into text', () => {
    const reviewer = {};
    Object.defineProperty(reviewer, 'slug', {
      enumerable: true,
      get() {
        throw {
          toString() {
            throw new Error('again');
          },
        };
      },
    });
    const verdict = run(withTop(spawn, { reviewer }));
    expect(strip(verdict.errors)).toEqual([
      {
        field: 'reviewer',
        message: 'capability reviewer body could not be validated: an unreadable exception',
      },
    ]);
  });
});

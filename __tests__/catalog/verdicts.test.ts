/**
 * The catalog with the runtime verdict cache (sys/verdicts.ts): a manifest this build validated
 * clean before is taken without the validator (cleanVerdict, pinned.ts), and that must change
 * nothing. For real manifests in temp repositories, a catalog loaded with a fresh cache (which
 * validates and records) and loaded again (which reads the cache) equals the one loaded with no
 * cache at all; whatever has an error or a warning is validated and reported every time.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { cleanVerdict } from '../../src/catalog/pinned.js';
import { validateManifest } from '../../src/catalog/validate.js';
import type { Catalog } from '../../src/catalog/types.js';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';
import { fileVerdicts, type Verdicts } from '../../src/sys/verdicts.js';
import {
  EFFORT_CHANNELS,
  EMPTY_OUTPUT_POLICIES,
  EVIDENCE_CLASSES,
  HANDLERS,
  PROMPT_CHANNELS,
  TIERS,
} from '../../src/vocabulary.js';
import { gsdCoreShapedCorpus, writeCorpus } from '../../__fixtures__/catalog/gsd-core-shaped.js';
import {
  httpManifest,
  httpReviewerBody,
  spawnManifest,
  withInvoke,
  withProbe,
  withReviewer,
  withTop,
  type Json,
} from '../../__fixtures__/catalog/manifests.js';

const REPO_DIR = '.github/reviewer-lanes/capabilities';
const FIRST_PARTY = firstPartyCapabilitiesDir();
const BUILD = 'd4'.repeat(32);

let root: string;
/** Manifests of gsd-core's shape, outside the repository (gsd-core's own: `npm run test:compat`). */
let gsdCoreShaped: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'catalog-verdicts-'));
  gsdCoreShaped = writeCorpus(join(root, 'gsd-core-shaped'), gsdCoreShapedCorpus());
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh repository with `<REPO_DIR>/<id>/capability.json` for each entry (objects JSON-encoded). */
function repo(lanes: Record<string, Json | string>): string {
  const cwd = join(root, `repo-${++n}`);
  mkdirSync(join(cwd, REPO_DIR), { recursive: true });
  for (const [id, doc] of Object.entries(lanes)) writeManifest(cwd, id, doc);
  return cwd;
}
function writeManifest(cwd: string, id: string, doc: Json | string): void {
  mkdirSync(join(cwd, REPO_DIR, id), { recursive: true });
  writeFileSync(
    join(cwd, REPO_DIR, id, 'capability.json'),
    typeof doc === 'string' ? doc : `${JSON.stringify(doc, null, 2)}\n`,
  );
}
const manifestPath = (cwd: string, id: string) => join(cwd, REPO_DIR, id, 'capability.json');
const freshCache = () => join(root, `cache-${++n}`);
/** Verdict files recorded in a cache (one folder per build). */
const verdictFiles = (cache: string): string[] => {
  try {
    return readdirSync(join(cache, 'verdicts', BUILD.slice(0, 16)));
  } catch {
    return [];
  }
};

/** The real file cache, with what the catalog asks it written down (keys are folder ids). */
function watched(cache: string): { verdicts: Verdicts; asked: string[]; hits: string[]; recorded: string[] } {
  const inner = fileVerdicts(cache, BUILD);
  const log = { asked: [] as string[], hits: [] as string[], recorded: [] as string[] };
  const verdicts: Verdicts = {
    known(kind, key, bytes) {
      expect(kind).toBe('manifest');
      const known = inner.known(kind, key, bytes);
      log.asked.push(key);
      if (known) log.hits.push(key);
      return known;
    },
    remember(kind, key, bytes) {
      expect(kind).toBe('manifest');
      log.recorded.push(key);
      inner.remember(kind, key, bytes);
    },
  };
  return { verdicts, ...log };
}

interface Options {
  firstParty?: boolean;
  dirs?: string[];
}
const load = (cwd: string, opts: Options, verdicts?: Verdicts): Promise<Catalog> =>
  loadCatalog({
    cwd,
    firstParty: opts.firstParty ?? false,
    capabilityDirs: opts.dirs ?? [],
    ...(verdicts ? { verdicts } : {}),
  });

/**
 * Loads `cwd` with no cache, then twice through one cache (each time as a new process would:
 * a new instance over the same directory); both cached loads must equal the uncached one.
 */
async function loadThrice(cwd: string, opts: Options = {}, cache = freshCache()) {
  const plain = await load(cwd, opts);
  const first = watched(cache);
  const firstCatalog = await load(cwd, opts, first.verdicts);
  const second = watched(cache);
  const secondCatalog = await load(cwd, opts, second.verdicts);
  expect(firstCatalog).toStrictEqual(plain);
  expect(secondCatalog).toStrictEqual(plain);
  return { plain, first, second, cache };
}

const sorted = (xs: string[]) => [...xs].sort();

/** Every string in `v` equal to a key of `names` replaced by its value (config key references). */
function renameStrings(v: unknown, names: Map<string, string>): unknown {
  if (typeof v === 'string') return names.get(v) ?? v;
  if (Array.isArray(v)) return v.map((x) => renameStrings(x, names));
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renameStrings(x, names)]));
  return v;
}

/**
 * A first-party manifest as a repository lane that collides with nothing first-party: a
 * non-reserved id, its own slug, flags, section and config keys (references renamed with them).
 */
function asRepositoryLane(doc: Json): Json {
  const config = (doc.config ?? {}) as Json;
  const names = new Map(Object.keys(config).map((k) => [k, `${k}_repo`]));
  const renamed = renameStrings(doc, names) as Json;
  const reviewer = renamed.reviewer as Json;
  const id = `repo-${String(doc.id)}`;
  return {
    ...renamed,
    id,
    config: Object.fromEntries(Object.entries(config).map(([k, v]) => [names.get(k), v])),
    reviewer: {
      ...reviewer,
      slug: `repo_${String(reviewer.slug)}`,
      flags: (reviewer.flags as string[]).map((f) => `--repo-${f.slice(2)}`),
      reviewsSection: `Repository ${String(reviewer.reviewsSection)}`,
    },
  };
}

const firstPartyIds = readdirSync(FIRST_PARTY).sort();
const firstPartyCopies: Record<string, Json> = Object.fromEntries(
  firstPartyIds.map((id) => {
    const doc = asRepositoryLane(
      JSON.parse(readFileSync(join(FIRST_PARTY, id, 'capability.json'), 'utf8')) as Json,
    );
    return [String(doc.id), doc];
  }),
);

/** Hand-made lanes exercising every optional field a clean manifest may carry. */
function variations(): Record<string, Json> {
  const configs = {
    'review.models.configs': { type: 'string', default: '', description: 'Model.' },
    'configs.strict': { type: 'boolean', default: false, description: 'Strict mode.' },
    'configs.depth': { type: 'number', default: 3, description: 'How deep to look.' },
    'configs.style': {
      type: 'enum',
      default: 'terse',
      values: ['terse', 'verbose'],
      description: 'Output style.',
    },
    'configs.budget': { type: 'number', default: -1, description: 'Prompt budget.' },
  };
  return {
    'plain-spawn': spawnManifest('plain-spawn'),
    'with-env': withReviewer(spawnManifest('with-env'), {
      env: ['WITH_ENV_TOKEN', 'A_FIRST', 'WITH_ENV_TOKEN'],
      modelConfigKey: 'review.models.with-env',
    }),
    'empty-env': withReviewer(spawnManifest('empty-env'), { env: [], modelConfigKey: null }),
    'http-key': withTop(httpManifest('http-key'), {
      reviewer: {
        ...httpReviewerBody('http_key', {
          flag: '--http-key',
          defaultHost: null,
          fallbackModel: 'local-model',
          reviewsSection: 'Keyed HTTP',
        }),
        invoke: {
          hostConfigKey: 'review.http_key_host',
          path: '/v1/chat/completions',
          modelDiscovery: 'none',
          effortChannel: 'none',
          apiKeyEnv: 'HTTP_KEY_API_KEY',
        },
        env: ['HTTP_KEY_API_KEY'],
      },
    }),
    'http-plain': httpManifest('http-plain'),
    configs: withReviewer(withTop(spawnManifest('configs'), { config: configs }), {
      modelConfigKey: 'review.models.configs',
      promptBudgetKey: 'configs.budget',
    }),
    'no-config': withTop(spawnManifest('no-config'), { config: undefined, engines: undefined }),
    'engines-both': withTop(spawnManifest('engines-both'), {
      $schema: '../../schema/capability.schema.json',
      engines: { gsd: '>=1.0.0', 'reviewer-lanes': '>=0.0.1 || 0.x' },
      compatVersions: { '1.0.0': '>=1.0.0' },
      provenance: { sourceRepo: 'example/acme', commit: 'abc123' },
      integrity: `sha512-${'A'.repeat(86)}==`,
      tier: 'core',
    }),
    'needs-base': withTop(spawnManifest('needs-base'), { requires: ['plain-spawn', 'a-feature'] }),
    'file-out': withInvoke(spawnManifest('file-out'), {
      args: ['--prompt', '{{prompt}}', '--write', '{{output}}', '{{model}}', '{{effort}}'],
      promptChannel: 'argv',
      outputChannel: 'file-arg',
      outputArg: '--write',
      modelArg: null,
      effortChannel: 'env',
    }),
    capable: withReviewer(
      withProbe(spawnManifest('capable'), {
        kind: 'command-capability',
        binary: 'acme',
        needle: '--format',
        timeoutMs: 1500,
      }),
      {
        requiresBinaries: ['acme', 'git'],
        emptyOutput: 'handler-owned',
        evidenceClass: 'diff-only',
        handler: 'opencode',
        timeoutFloorMs: 1,
      },
    ),
    'a-runtime': withTop(spawnManifest('a-runtime'), { role: 'runtime', tier: 'standard' }),
    'bare-runtime': withTop(spawnManifest('bare-runtime'), {
      role: 'runtime',
      reviewer: undefined,
      runtime: { anything: [1, 2] },
      config: { 'bare.flag': { type: 'boolean', default: true, description: 'A runtime setting.' } },
    }),
    'a-feature': withTop(spawnManifest('a-feature'), {
      role: 'feature',
      reviewer: undefined,
      skills: ['review'],
      hooks: {},
      config: undefined,
    }),
  };
}

/** Clean manifests the catalog still refuses: the engines gate, `requires` and collisions. */
function refusedAfterValidation(): Record<string, Json> {
  return {
    'plain-spawn': spawnManifest('plain-spawn'),
    'too-new': withTop(spawnManifest('too-new'), { engines: { 'reviewer-lanes': '>=99.0.0' } }),
    'needs-missing': withTop(spawnManifest('needs-missing'), { requires: ['nowhere'] }),
    'same-slug': withReviewer(spawnManifest('same-slug'), { slug: 'plain_spawn' }),
    'same-config': withTop(spawnManifest('same-config'), {
      config: { 'review.models.plain-spawn': { type: 'string', default: '', description: 'Taken.' } },
    }),
  };
}

/** Each manifest's validator verdict, as the catalog would ask for it. */
function verdictsOf(dir: string, ids: string[]) {
  return ids.map((id) => {
    const doc = JSON.parse(readFileSync(join(dir, id, 'capability.json'), 'utf8')) as unknown;
    return { id, doc, full: validateManifest(doc, { path: `${id}/capability.json`, folderId: id }) };
  });
}

describe('a cached catalog equals the validated one', () => {
  test('the 12 first-party manifests as repository lanes, alone and beside the first-party ones', async () => {
    const cwd = repo(firstPartyCopies);
    const ids = sorted(Object.keys(firstPartyCopies));
    const alone = await loadThrice(cwd);
    expect(alone.plain.lanes.map((l) => l.id)).toEqual(ids);
    expect([alone.plain.errors, alone.plain.warnings, alone.plain.skipped]).toEqual([[], [], []]);
    expect(sorted(alone.first.recorded)).toEqual(ids);
    expect(alone.first.hits).toEqual([]);
    expect(sorted(alone.second.hits)).toEqual(ids);
    expect(alone.second.recorded).toEqual([]);
    expect(verdictFiles(alone.cache)).toHaveLength(12);

    // First-party manifests take the pinned path: the cache is asked only about the copies.
    const beside = await loadThrice(cwd, { firstParty: true });
    expect(beside.plain.lanes).toHaveLength(24);
    expect([beside.plain.errors, beside.plain.warnings]).toEqual([[], []]);
    expect(sorted(beside.first.asked)).toEqual(ids);
    expect(sorted(beside.second.hits)).toEqual(ids);
  });

  test('gsd-core-shaped manifests (lanes, runtimes and features)', async () => {
    const ids = readdirSync(gsdCoreShaped).sort();
    expect(ids).toHaveLength(19);
    const { plain, first, second, cache } = await loadThrice(repo({}), { dirs: [gsdCoreShaped] });
    expect(plain.lanes).toHaveLength(12);
    expect([plain.errors, plain.warnings, plain.skipped]).toEqual([[], [], []]);
    expect(plain.configOwners.size).toBeGreaterThan(12);
    expect(sorted(first.recorded)).toEqual(ids);
    expect(sorted(second.hits)).toEqual(ids);
    expect(second.recorded).toEqual([]);
    expect(verdictFiles(cache)).toHaveLength(19);
  });

  test('hand-made manifests with every optional field', async () => {
    const lanes = variations();
    const ids = sorted(Object.keys(lanes));
    const { plain, first, second } = await loadThrice(repo(lanes));
    expect([plain.errors, plain.warnings, plain.skipped]).toEqual([[], [], []]);
    // Features and bare runtimes are capabilities but not lanes.
    expect(plain.lanes.map((l) => l.id)).toEqual(
      ids.filter((id) => id !== 'a-feature' && id !== 'bare-runtime'),
    );
    expect(plain.configOwners.get('configs.style')).toBe('configs');
    expect(plain.configOwners.get('bare.flag')).toBe('bare-runtime');
    const keyed = plain.lanes.find((l) => l.id === 'http-key');
    expect(keyed?.reviewer.transport === 'openai-http' && keyed.reviewer.invoke.apiKeyEnv).toBe(
      'HTTP_KEY_API_KEY',
    );
    // The defaults the schema applies (the cached loads equal this one).
    const defaults = plain.lanes.find((l) => l.id === 'plain-spawn');
    expect([defaults?.reviewer.env, defaults?.reviewer.modelConfigKey]).toEqual([[], null]);
    expect(sorted(first.recorded)).toEqual(ids);
    expect(sorted(second.hits)).toEqual(ids);
  });

  test('clean manifests the catalog refuses are cached, and refused again every time', async () => {
    const lanes = refusedAfterValidation();
    const cwd = repo(lanes);
    const { plain, first, second } = await loadThrice(cwd);
    expect(sorted(first.recorded)).toEqual(sorted(Object.keys(lanes)));
    expect(sorted(second.hits)).toEqual(sorted(Object.keys(lanes)));
    expect(plain.lanes.map((l) => l.id)).toEqual(['plain-spawn']);
    const P = (id: string) => `${REPO_DIR}/${id}/capability.json`;
    expect(plain.errors.map(formatDiagnostic)).toEqual([
      `${P('same-config')} [same-config] config["review.models.plain-spawn"]: config key "review.models.plain-spawn" is owned by "plain-spawn" and "same-config"`,
      `${P('same-slug')} [same-slug] reviewer.slug: reviewer slug "plain_spawn" is declared by "plain-spawn" and "same-slug"`,
      `${P('needs-missing')} [needs-missing] requires[0]: names capability "nowhere", which is not loaded`,
    ]);
    expect(plain.warnings.map(formatDiagnostic)).toEqual([
      `${P('too-new')} [too-new] engines["reviewer-lanes"]: is incompatible with reviewer-lanes 0.1.0 (requires engines["reviewer-lanes"] ">=99.0.0"); the lane is skipped`,
    ]);
  });

  test.each([
    ['first-party copies', () => repo(firstPartyCopies), Object.keys(firstPartyCopies)],
    ['hand-made manifests', () => repo(variations()), Object.keys(variations())],
    ['gsd-core-shaped manifests', () => null, Object.keys(gsdCoreShapedCorpus())],
  ])('%s: cleanVerdict gives exactly the validator verdict', (_name, make, ids) => {
    const cwd = make();
    const dir = cwd === null ? gsdCoreShaped : join(cwd, REPO_DIR);
    for (const { id, doc, full } of verdictsOf(dir, ids)) {
      expect([id, full.errors, full.warnings]).toEqual([id, [], []]);
      const clean = cleanVerdict(doc);
      expect([id, clean]).toStrictEqual([id, full]);
      // The typed body never aliases the raw one.
      if (clean?.capability?.reviewer)
        expect(clean.capability.reviewer).not.toBe(clean.capability.rawReviewer);
    }
  });
});

describe('cleanVerdict equals the validator for any manifest it validates clean (property)', () => {
  const envName = fc.stringMatching(/^[A-Z_][A-Z0-9_]{0,8}$/);
  const arg = fc.oneof(
    fc.constantFrom('{{prompt}}', '{{output}}', '{{model}}', '{{effort}}', '-p', '--json', ''),
    fc.string({ maxLength: 8 }),
  );
  const configDecl = fc.oneof(
    fc.record({ type: fc.constant('string'), default: fc.string(), description: fc.constant('A string.') }),
    fc.record({ type: fc.constant('boolean'), default: fc.boolean(), description: fc.constant('A flag.') }),
    fc.record({
      type: fc.constant('number'),
      default: fc.double({ noNaN: true, noDefaultInfinity: true }),
      description: fc.constant('A number.'),
    }),
    fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 3 }).chain((values) =>
      fc.record({
        type: fc.constant('enum'),
        default: fc.constantFrom(...values),
        values: fc.constant(values),
        description: fc.constant('A choice.'),
      }),
    ),
  );
  const spawnInvoke = fc
    .record({
      binary: fc.constantFrom('acme', '/usr/bin/acme'),
      args: fc.array(arg, { maxLength: 6 }),
      promptChannel: fc.constantFrom(...PROMPT_CHANNELS),
      outputChannel: fc.constantFrom('stdout', 'file-arg'),
      modelArg: fc.option(fc.constantFrom('--model', '-m'), { nil: null }),
      effortChannel: fc.constantFrom(...EFFORT_CHANNELS),
    })
    .map((inv) => (inv.outputChannel === 'file-arg' ? { ...inv, outputArg: '--out' } : inv));
  const httpInvoke = fc.record(
    {
      hostConfigKey: fc.constant('review.prop_host'),
      path: fc.constantFrom('/v1/chat/completions', '/chat'),
      modelDiscovery: fc.constantFrom('none', 'first-from-models-endpoint'),
      effortChannel: fc.constant('none'),
      defaultHost: fc.constantFrom('http://localhost:9000', 'https://example.test'),
      fallbackModel: fc.string({ maxLength: 6 }),
      apiKeyEnv: envName,
    },
    { requiredKeys: ['hostConfigKey', 'path', 'modelDiscovery', 'effortChannel'] },
  );
  const probe = fc.oneof(
    fc.record({ kind: fc.constant('command-exists'), binary: fc.constant('acme') }),
    fc.record({
      kind: fc.constant('command-capability'),
      binary: fc.constant('acme'),
      needle: fc.constantFrom('--json', 'review'),
      timeoutMs: fc.integer({ min: 1, max: 10_000 }),
    }),
    fc.record({
      kind: fc.constant('http-reachable'),
      hostConfigKey: fc.constant('review.prop_host'),
      path: fc.constant('/v1/models'),
      timeoutMs: fc.integer({ min: 1, max: 10_000 }),
    }),
  );
  const transport = fc.oneof(
    spawnInvoke.map((invoke) => ({ transport: 'spawn', invoke })),
    httpInvoke.map((invoke) => ({ transport: 'openai-http', invoke })),
  );
  const reviewer = fc
    .record(
      {
        slug: fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}$/),
        flags: fc.uniqueArray(fc.stringMatching(/^--[a-z0-9][a-z0-9-]{0,6}$/), {
          minLength: 1,
          maxLength: 3,
        }),
        probe,
        timeoutFloorMs: fc.integer({ min: 1, max: 4_000_000 }),
        emptyOutput: fc.constantFrom(...EMPTY_OUTPUT_POLICIES),
        reviewsSection: fc.string({ minLength: 1, maxLength: 12 }),
        evidenceClass: fc.constantFrom(...EVIDENCE_CLASSES),
        requiresBinaries: fc.array(fc.constantFrom('acme', 'git', 'node'), { maxLength: 3 }),
        promptBudgetKey: fc.constantFrom(null, 'prop.budget', 'review.max_prompt_tokens'),
        modelConfigKey: fc.constantFrom(null, 'review.models.prop'),
        handler: fc.constantFrom(null, ...HANDLERS),
        env: fc.array(envName, { maxLength: 4 }),
      },
      { requiredKeys: ['slug', 'flags', 'probe', 'timeoutFloorMs', 'emptyOutput', 'reviewsSection'] },
    )
    .chain((body) =>
      transport.map((t) => ({
        evidenceClass: 'source-grounded',
        requiresBinaries: [],
        promptBudgetKey: null,
        handler: null,
        ...body,
        ...t,
      })),
    );
  const manifest = fc
    .record(
      {
        role: fc.constantFrom('reviewer', 'runtime'),
        tier: fc.constantFrom(...TIERS),
        requires: fc.array(fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/), { maxLength: 2 }),
        engines: fc.record(
          {
            gsd: fc.constantFrom('>=1.0.0', '*', '^1.10.0'),
            'reviewer-lanes': fc.constantFrom('>=0.1.0', '0.x'),
          },
          { requiredKeys: [] },
        ),
        config: fc.dictionary(
          fc.constantFrom('review.models.prop', 'review.prop_host', 'prop.budget', 'prop.other'),
          configDecl,
          { maxKeys: 4 },
        ),
        reviewer,
      },
      { requiredKeys: ['role', 'tier', 'requires', 'reviewer'] },
    )
    // As the catalog sees it: a document parsed from JSON.
    .map(
      (m) =>
        JSON.parse(
          JSON.stringify({ id: 'prop', version: '1.0.0', title: 'Prop', description: 'Generated.', ...m }),
        ) as unknown,
    );

  test('whenever the validator reports no diagnostic', () => {
    let clean = 0;
    fc.assert(
      fc.property(manifest, (doc) => {
        const full = validateManifest(doc, { path: 'prop/capability.json', folderId: 'prop' });
        if (full.errors.length > 0 || full.warnings.length > 0) return;
        clean++;
        expect(cleanVerdict(doc)).toStrictEqual(full);
      }),
      { numRuns: 300 },
    );
    // The generator mostly makes clean manifests, so the property is not vacuous.
    expect(clean).toBeGreaterThan(100);
  });
});

describe('what is not clean is never cached', () => {
  const P = (id: string) => `${REPO_DIR}/${id}/capability.json`;

  test('a manifest with a warning is validated and warned about on every load', async () => {
    const cwd = repo({
      warned: withReviewer(spawnManifest('warned'), { extraField: true }),
      clean: spawnManifest('clean'),
    });
    const { plain, first, second, cache } = await loadThrice(cwd);
    const warning = `${P('warned')} [warned] reviewer.extraField: is not a known reviewer field and is ignored (known fields: slug, flags, transport, probe, invoke, timeoutFloorMs, emptyOutput, reviewsSection, evidenceClass, requiresBinaries, promptBudgetKey, modelConfigKey, handler, env)`;
    expect(plain.warnings.map(formatDiagnostic)).toEqual([warning]);
    expect(plain.lanes.find((l) => l.id === 'warned')?.diagnostics.map(formatDiagnostic)).toEqual([warning]);
    expect(first.recorded).toEqual(['clean']);
    expect(second.hits).toEqual(['clean']);
    expect(sorted(second.asked)).toEqual(['clean', 'warned']);
    expect(verdictFiles(cache)).toHaveLength(1);
  });

  test('a missing placeholder warning is reported every time too', async () => {
    const cwd = repo({ noprompt: withInvoke(spawnManifest('noprompt'), { promptChannel: 'argv' }) });
    const { plain, first, second } = await loadThrice(cwd);
    expect(plain.warnings.map(formatDiagnostic)).toEqual([
      `${P('noprompt')} [noprompt] reviewer.invoke.args: has no "{{prompt}}" element, so a lane with promptChannel argv never receives its prompt`,
    ]);
    expect([first.recorded, second.hits]).toEqual([[], []]);
  });

  test('an invalid manifest is an error on every load, and never recorded', async () => {
    const cwd = repo({ broken: withReviewer(spawnManifest('broken'), { timeoutFloorMs: 0 }) });
    const { plain, first, second, cache } = await loadThrice(cwd);
    expect(plain.errors.map(formatDiagnostic)).toEqual([
      `${P('broken')} [broken] reviewer.timeoutFloorMs: must be a positive integer (got: 0)`,
    ]);
    expect(plain.skipped.map((s) => [s.id, s.reason, s.message])).toEqual([
      [
        'broken',
        'invalid',
        'failed validation: reviewer.timeoutFloorMs: must be a positive integer (got: 0)',
      ],
    ]);
    expect([first.recorded, second.hits]).toEqual([[], []]);
    expect(verdictFiles(cache)).toEqual([]);
  });

  test('a cached manifest changed by one byte is validated again and its error reported', async () => {
    const cwd = repo({ edited: spawnManifest('edited') });
    const cache = freshCache();
    const { plain } = await loadThrice(cwd, {}, cache);
    expect(plain.lanes.map((l) => l.id)).toEqual(['edited']);
    const file = manifestPath(cwd, 'edited');
    const text = readFileSync(file, 'utf8');
    const edited = text.replace('"tier": "full"', '"tier": "fulL"');
    expect(edited.length).toBe(text.length);
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    const after = watched(cache);
    const catalog = await load(cwd, {}, after.verdicts);
    expect(after.hits).toEqual([]);
    expect(catalog).toStrictEqual(await load(cwd, {}));
    expect(catalog.lanes).toEqual([]);
    expect(catalog.errors.map(formatDiagnostic)).toEqual([
      `${P('edited')} [edited] tier: must be one of: core, standard, full (got: "fulL")`,
    ]);
    // Restoring the bytes finds the old verdict again.
    writeFileSync(file, text);
    const restored = watched(cache);
    expect((await load(cwd, {}, restored.verdicts)).lanes.map((l) => l.id)).toEqual(['edited']);
    expect(restored.hits).toEqual(['edited']);
  });

  test('a cached manifest copied under another folder is validated there (the key is the folder id)', async () => {
    const cwd = repo({ acme: spawnManifest('acme') });
    const cache = freshCache();
    await loadThrice(cwd, {}, cache);
    writeManifest(cwd, 'copy', readFileSync(manifestPath(cwd, 'acme'), 'utf8'));
    const { plain, second } = await loadThrice(cwd, {}, cache);
    expect(second.hits).toEqual(['acme']);
    expect(plain.lanes.map((l) => l.id)).toEqual(['acme']);
    expect(plain.errors.map(formatDiagnostic)).toEqual([
      `${P('copy')} [copy] id: must equal the folder name "copy" (got: "acme")`,
    ]);
  });

  test('the same bytes and folder in another repository are known: the verdict is about content', async () => {
    const cache = freshCache();
    await loadThrice(repo({ acme: spawnManifest('acme') }), {}, cache);
    const other = watched(cache);
    const catalog = await load(repo({ acme: spawnManifest('acme') }), {}, other.verdicts);
    expect(other.hits).toEqual(['acme']);
    expect(catalog.lanes.map((l) => l.id)).toEqual(['acme']);
  });

  test('reserved ids and unreadable manifests never reach the cache', async () => {
    const cwd = repo({ 'gsd-mine': spawnManifest('gsd-mine'), 'not-json': '{"id": "not-json",,}' });
    const { plain, first, second } = await loadThrice(cwd);
    expect(plain.skipped.map((s) => [s.id, s.reason])).toEqual([
      ['gsd-mine', 'reserved_id'],
      ['not-json', 'not_json'],
    ]);
    expect([first.asked, first.recorded, second.asked]).toEqual([[], [], []]);
  });
});

/**
 * Manifests the validator accepts with no diagnostic but normalises: it drops what its schemas do
 * not know inside `reviewer.invoke` and inside a config declaration, and reserved-name keys of
 * `reviewer`, without a word. The fast path (cleanVerdict) would keep them, so the catalog records
 * a manifest only when cleanVerdict rebuilds the validator's verdict exactly: these are validated
 * on every load, and every load gives the validated lane.
 */
describe('a clean manifest the validator normalises is never taken from the cache', () => {
  const reservedKey = JSON.stringify(spawnManifest('reserved-key'), null, 2).replace(
    '"slug":',
    '"constructor": "x",\n    "slug":',
  );
  test.each<[string, Json | string]>([
    ['an unknown key in a spawn invoke', withInvoke(spawnManifest('invoke-extra'), { retries: 3 })],
    ['an unknown key in an http invoke', withInvoke(httpManifest('http-extra'), { organisation: 'acme' })],
    [
      'an unknown key in a config declaration',
      withTop(spawnManifest('config-extra'), {
        config: {
          'review.models.config-extra': { type: 'string', default: '', description: 'Model.', secret: false },
        },
      }),
    ],
    ['a reserved-name key in reviewer', reservedKey],
  ])('%s', async (_name, doc) => {
    const id = typeof doc === 'string' ? 'reserved-key' : String(doc.id);
    const cwd = repo({ [id]: doc });
    const { full, doc: parsed } = verdictsOf(join(cwd, REPO_DIR), [id])[0] as ReturnType<
      typeof verdictsOf
    >[0];
    expect([full.errors, full.warnings]).toEqual([[], []]);
    // The premise: the fast path would build another lane than the validator.
    expect(cleanVerdict(parsed)).not.toEqual(full);
    const { first, second } = await loadThrice(cwd);
    expect([first.recorded, second.hits, second.recorded]).toEqual([[], [], []]);
  });
});

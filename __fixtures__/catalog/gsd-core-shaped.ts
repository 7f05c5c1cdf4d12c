/**
 * A stand-in for gsd-core's `capabilities/` folder (open-gsd/gsd-core), written for these tests:
 * the same mix of shapes — twelve lanes (seven `runtime` capabilities that carry a reviewer body
 * beside a runtime body, five `reviewer` ones), runtimes without a reviewer body, and features
 * with config, steps, hooks, commands and `requires` — so `npm test` shows that manifests of that
 * shape are accepted unchanged without needing that project's files. The reviewer bodies are our
 * first-party ones without our `env` extension (gsd-core's have none); every envelope, runtime and
 * feature body here is made up. The real manifests are checked by `npm run test:compat`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PARTY_ORDER } from '../../src/catalog/first-party.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';
import type { Json } from './manifests.js';

/** Lanes that gsd-core declares as runtimes (an agent host that can also review). */
const RUNTIME_LANES = new Set(['antigravity', 'claude', 'codex', 'cursor', 'kimi-code', 'opencode', 'qwen']);

function runtimeBody(name: string): Json {
  return {
    configHome: {
      kind: 'dot-home',
      name: `.${name}`,
      env: [`${name.toUpperCase().replace(/-/g, '_')}_HOME`],
    },
    localConfigDir: `.${name}`,
    configFormat: 'json',
    artifactLayout: {
      global: [{ kind: 'skills', destSubpath: 'skills', prefix: 'x-', nesting: 'flat', recursive: false }],
      local: [],
    },
    commandStyle: 'slash-hyphen',
    supportTier: 2,
    writesSharedSettings: false,
    permissionWriter: null,
    hostIntegration: { embeddingMode: 'declarative', dispatch: { nested: 'undocumented', maxDepth: 1 } },
  };
}

function lane(id: string): Json {
  const ours = JSON.parse(
    readFileSync(join(firstPartyCapabilitiesDir(), id, 'capability.json'), 'utf8'),
  ) as Json;
  const { env: _env, ...reviewer } = ours.reviewer as Json;
  const runtime = RUNTIME_LANES.has(id);
  return {
    id,
    role: runtime ? 'runtime' : 'reviewer',
    version: '1.10.0',
    title: ours.title,
    description: `Stand-in capability for ${String(ours.title)} (a test fixture).`,
    tier: runtime ? 'core' : 'full',
    requires: [],
    engines: { gsd: runtime ? '>=1.6.0' : '>=1.8.0' },
    ...(runtime ? { runtime: runtimeBody(id) } : {}),
    reviewer,
    ...(ours.config ? { config: ours.config } : {}),
  };
}

function bareRuntime(id: string, config?: Json): Json {
  return {
    id,
    role: 'runtime',
    version: '1.10.0',
    title: `Host ${id}`,
    description: `An agent host without a reviewer body (a test fixture).`,
    tier: 'core',
    requires: [],
    engines: { gsd: '>=1.7.0' },
    runtime: runtimeBody(id),
    ...(config ? { config } : {}),
  };
}

function feature(id: string, extra: Json): Json {
  return {
    id,
    role: 'feature',
    version: '1.10.0',
    title: `Feature ${id}`,
    description: `A workflow feature, not a lane (a test fixture).`,
    tier: 'full',
    requires: [],
    engines: { gsd: '>=1.6.0' },
    runtimeCompat: { supported: ['*'], unsupported: [] },
    skills: [id],
    agents: [`x-${id}`],
    hooks: [],
    steps: [],
    contributions: [],
    gates: [],
    ...extra,
  };
}

/** The non-lane capabilities, by id. */
function others(): Record<string, Json> {
  return {
    'host-alpha': bareRuntime('host-alpha'),
    'host-beta': bareRuntime('host-beta', {
      'hosts.beta.profile': { type: 'string', default: '', description: 'Profile the host starts with.' },
    }),
    'host-gamma': bareRuntime('host-gamma'),
    'review-flow': feature('review-flow', {
      config: {
        'workflow.review_flow': { type: 'boolean', default: true, description: 'Run the review flow.' },
        'workflow.review_flow_depth': {
          type: 'enum',
          values: ['quick', 'standard', 'deep'],
          default: 'standard',
          description: 'How deep the flow reviews.',
        },
      },
      steps: [
        {
          point: 'execute:post',
          ref: { skill: 'review-flow' },
          produces: ['REVIEW.md'],
          consumes: ['SUMMARY.md'],
          when: 'workflow.review_flow',
          onError: 'skip',
        },
      ],
    }),
    'open-items': feature('open-items', {
      skills: [],
      agents: [],
      config: {},
      commands: [{ family: 'open-items', module: 'open-items-router.cjs', router: 'routeOpenItems' }],
    }),
    'test-loop': feature('test-loop', {
      tier: 'standard',
      config: {
        'workflow.test_loop_rounds': { type: 'number', default: 3, description: 'Rounds before giving up.' },
      },
      hooks: [{ event: 'PostToolUse', command: 'x-test-loop' }],
    }),
    'code-index': feature('code-index', {
      requires: ['open-items'],
      activationKey: 'features.code_index',
      config: {
        'features.code_index': { type: 'boolean', default: false, description: 'Build the code index.' },
      },
      gates: [{ point: 'plan:pre', check: 'code-index-fresh' }],
    }),
  };
}

/** The whole corpus by capability id: the twelve lanes and seven capabilities that are not lanes. */
export function gsdCoreShapedCorpus(): Record<string, Json> {
  const corpus: Record<string, Json> = {};
  for (const id of FIRST_PARTY_ORDER) corpus[id] = lane(id);
  return { ...corpus, ...others() };
}

/** Ids of the capabilities in the corpus that are not lanes. */
export const NON_LANE_IDS = Object.keys(others()).sort();

/** Writes `<dir>/<id>/capability.json` for each entry (two-space JSON, as gsd-core's files are). */
export function writeCorpus(dir: string, corpus: Record<string, Json | string>): string {
  for (const [id, doc] of Object.entries(corpus)) {
    mkdirSync(join(dir, id), { recursive: true });
    writeFileSync(
      join(dir, id, 'capability.json'),
      typeof doc === 'string' ? doc : `${JSON.stringify(doc, null, 2)}\n`,
    );
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

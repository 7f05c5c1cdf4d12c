/**
 * Manifests for the catalog tests. Origin: written for these tests; `spawnManifest` follows the
 * `acme` example of ADR-2782 D1 and `httpManifest` the shape of the shipped local-server lanes.
 * Each call returns a fresh object, so a test may mutate what it gets.
 */
export type Json = Record<string, unknown>;

export function spawnManifest(id = 'acme'): Json {
  return {
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: 'Acme Review CLI',
    description: 'Review lane backed by the Acme CLI.',
    tier: 'full',
    requires: [],
    engines: { gsd: '>=1.9.0' },
    reviewer: {
      slug: id.replace(/-/g, '_'),
      flags: [`--${id}`],
      transport: 'spawn',
      probe: { kind: 'command-exists', binary: 'acme' },
      invoke: {
        binary: 'acme',
        args: ['review', '{{model}}', '--format', 'text'],
        promptChannel: 'stdin',
        outputChannel: 'stdout',
        modelArg: '--model',
        effortChannel: 'argv',
      },
      timeoutFloorMs: 900000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Review ${id}`,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: null,
    },
    config: {
      [`review.models.${id}`]: { type: 'string', default: '', description: 'Model passed to the lane.' },
    },
  };
}

export function httpManifest(id = 'local-llm'): Json {
  const slug = id.replace(/-/g, '_');
  return {
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: 'Local LLM',
    description: 'An OpenAI-compatible server as a review lane.',
    tier: 'full',
    requires: [],
    reviewer: httpReviewerBody(slug, {
      flag: `--${id}`,
      defaultHost: 'http://localhost:9000',
      fallbackModel: 'local-model',
      reviewsSection: `Review ${id}`,
    }),
    config: {
      [`review.${slug}_host`]: { type: 'string', default: '', description: 'Base URL of the server.' },
      [`review.models.${slug}`]: {
        type: 'string',
        default: '',
        description: 'Model requested from the lane.',
      },
      [`review.max_prompt_tokens_per_reviewer.${slug}`]: {
        type: 'number',
        default: -1,
        description: 'Prompt budget for the lane; -1 is unset.',
      },
    },
  };
}

/**
 * The reviewer body of an OpenAI-compatible lane, the shape of the shipped local-server lanes;
 * the trust fixtures build their http lanes from it too. `defaultHost: null` declares
 * none.
 */
export function httpReviewerBody(
  slug: string,
  options: { flag: string; defaultHost: string | null; fallbackModel: string; reviewsSection: string },
): Json {
  return {
    slug,
    flags: [options.flag],
    transport: 'openai-http',
    probe: {
      kind: 'http-reachable',
      hostConfigKey: `review.${slug}_host`,
      path: '/v1/models',
      timeoutMs: 2000,
    },
    invoke: {
      hostConfigKey: `review.${slug}_host`,
      ...(options.defaultHost !== null ? { defaultHost: options.defaultHost } : {}),
      path: '/v1/chat/completions',
      modelDiscovery: 'first-from-models-endpoint',
      fallbackModel: options.fallbackModel,
      effortChannel: 'none',
    },
    timeoutFloorMs: 120000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: options.reviewsSection,
    evidenceClass: 'source-grounded',
    requiresBinaries: [],
    promptBudgetKey: `review.max_prompt_tokens_per_reviewer.${slug}`,
    modelConfigKey: `review.models.${slug}`,
    handler: 'openai-compatible',
  };
}

/** A copy with top-level keys replaced; a value of `undefined` removes the key (JSON has no undefined). */
export function withTop(base: Json, patch: Json): Json {
  return prune({ ...base, ...patch });
}

export function withReviewer(base: Json, patch: Json): Json {
  return withTop(base, { reviewer: prune({ ...(base.reviewer as Json), ...patch }) });
}

export function withInvoke(base: Json, patch: Json): Json {
  const reviewer = base.reviewer as Json;
  return withReviewer(base, { invoke: prune({ ...(reviewer.invoke as Json), ...patch }) });
}

export function withProbe(base: Json, probe: Json): Json {
  return withReviewer(base, { probe });
}

function prune(o: Json): Json {
  for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
  return o;
}

/** Writes `<dir>/<id>/capability.json` trees for loader tests (see catalog.test.ts). */
export const INVALID_JSON_SAMPLE = '{\n  "id": "broken",\n  "role": "reviewer",,\n}\n';

/**
 * Lane builders for the config and trust tests. Origin: hand-written. The reviewer bodies follow
 * the shape of gsd-core's `capabilities/codex` and `capabilities/ollama` manifests (the latter
 * through the catalog fixtures' `httpReviewerBody`), trimmed to what the trust stage reads.
 * `laneFrom` is a small stand-in for the catalog: it maps a raw `reviewer` body to a `Lane`
 * without validating it, keeping the raw body (the signature binds raw `invoke.args`).
 */
import type { Lane, LaneSource, Probe, ReviewerBody } from '../../src/catalog/types.js';
import type { ReviewConfig } from '../../src/config/types.js';
import { createConfig } from '../../src/config/config.js';
import { httpReviewerBody } from '../catalog/manifests.js';

export type RawReviewer = Record<string, unknown>;

/** A repository spawn lane in the style of the codex manifest. */
export function spawnReviewer(slug = 'acme'): RawReviewer {
  return {
    slug,
    flags: [`--${slug}`],
    transport: 'spawn',
    probe: { kind: 'command-capability', binary: `${slug}-cli`, needle: 'review', timeoutMs: 2000 },
    invoke: {
      binary: `${slug}-cli`,
      args: ['review', '--json', '{{model}}', '{{prompt}}'],
      promptChannel: 'stdin',
      outputChannel: 'stdout',
      modelArg: '--model',
      effortChannel: 'none',
    },
    timeoutFloorMs: 600000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Acme',
    evidenceClass: 'source-grounded',
    requiresBinaries: [],
    promptBudgetKey: null,
    modelConfigKey: `review.models.${slug}`,
    handler: null,
  };
}

/** An openai-http lane in the style of the ollama manifest; `defaultHost: null` declares none. */
export function httpReviewer(
  slug = 'ollama',
  defaultHost: string | null = 'http://localhost:11434',
): RawReviewer {
  return httpReviewerBody(slug, {
    flag: `--${slug}`,
    defaultHost,
    fallbackModel: 'llama3',
    reviewsSection: 'Ollama',
  });
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** Maps a raw reviewer body to a Lane (no validation; tests give well-formed bodies). */
export function laneFrom(
  raw: RawReviewer,
  options: { id?: string; source?: LaneSource; path?: string; order?: number } = {},
): Lane {
  const invoke = (raw['invoke'] ?? {}) as Record<string, unknown>;
  const common = {
    slug: str(raw['slug']),
    flags: strings(raw['flags']),
    probe: raw['probe'] as Probe,
    timeoutFloorMs: Number(raw['timeoutFloorMs']),
    emptyOutput: raw['emptyOutput'] as ReviewerBody['emptyOutput'],
    reviewsSection: str(raw['reviewsSection']),
    evidenceClass: raw['evidenceClass'] as ReviewerBody['evidenceClass'],
    requiresBinaries: strings(raw['requiresBinaries']),
    promptBudgetKey: (raw['promptBudgetKey'] ?? null) as string | null,
    modelConfigKey: (raw['modelConfigKey'] ?? null) as string | null,
    handler: (raw['handler'] ?? null) as ReviewerBody['handler'],
    env: strings(raw['env']),
  };
  const reviewer: ReviewerBody =
    raw['transport'] === 'openai-http'
      ? {
          ...common,
          transport: 'openai-http',
          invoke: {
            hostConfigKey: str(invoke['hostConfigKey']),
            path: str(invoke['path']),
            modelDiscovery: invoke['modelDiscovery'] as 'none' | 'first-from-models-endpoint',
            effortChannel: 'none',
            ...(typeof invoke['defaultHost'] === 'string' ? { defaultHost: invoke['defaultHost'] } : {}),
            ...(typeof invoke['fallbackModel'] === 'string'
              ? { fallbackModel: invoke['fallbackModel'] }
              : {}),
            ...(typeof invoke['apiKeyEnv'] === 'string' ? { apiKeyEnv: invoke['apiKeyEnv'] } : {}),
          },
        }
      : {
          ...common,
          transport: 'spawn',
          invoke: {
            binary: str(invoke['binary']),
            args: strings(invoke['args']),
            promptChannel: invoke['promptChannel'] as 'stdin',
            outputChannel: invoke['outputChannel'] as 'stdout',
            ...(typeof invoke['outputArg'] === 'string' ? { outputArg: invoke['outputArg'] } : {}),
            modelArg: (invoke['modelArg'] ?? null) as string | null,
            effortChannel: (invoke['effortChannel'] ?? 'none') as 'none',
          },
        };
  const id = options.id ?? common.slug.replace(/_/g, '-');
  return {
    id,
    source: options.source ?? 'repository',
    path: options.path ?? `/repo/.github/reviewer-lanes/capabilities/${id}/capability.json`,
    order: options.order ?? 0,
    reviewer,
    rawReviewer: raw,
    config: {},
    diagnostics: [],
  };
}

/** A deep copy of `raw` with the value at a dotted path replaced (or removed with `undefined`). */
export function withField(raw: RawReviewer, path: string, value: unknown): RawReviewer {
  const copy = structuredClone(raw);
  const parts = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  const last = parts[parts.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A config from a nested `review` object. */
export function configOf(review: Record<string, unknown> = {}): ReviewConfig {
  return createConfig({ review }, '.github/reviewer-lanes/config.json');
}

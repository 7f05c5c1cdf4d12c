/**
 * Start-up fast path (DESIGN.md §6, the CLI's 2x budget): a first-party manifest whose bytes are
 * exactly the ones pinned in first-party-digests.ts was validated by the test suite (which also
 * proves this path yields the validator's verdict), so it is taken as is without loading zod.
 * Any other bytes — an edited or unknown manifest — go through the full validator, unless this
 * build recorded those exact bytes as clean before (sys/verdicts.ts).
 */
import { createHash } from 'node:crypto';
import { isPlainObject } from './field-path.js';
import { FIRST_PARTY_DIGESTS } from './first-party-digests.js';
import type { ConfigKeyDeclaration, ReviewerBody } from './types.js';
import type { ManifestVerdict, ValidatedCapability } from './validate.js';

export function manifestDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function pinnedVerdict(doc: unknown, folderId: string, digest: string): ManifestVerdict | undefined {
  if (!Object.hasOwn(FIRST_PARTY_DIGESTS, folderId) || FIRST_PARTY_DIGESTS[folderId] !== digest)
    return undefined;
  return cleanVerdict(doc);
}

/**
 * The validator's verdict for a manifest known to validate with no diagnostic (a pinned
 * first-party one, or one this build recorded as clean, sys/verdicts.ts), built without the
 * validator: the document as the typed capability, with the defaults the schema applies.
 */
export function cleanVerdict(doc: unknown): ManifestVerdict | undefined {
  if (!isPlainObject(doc)) return undefined;
  const raw = doc.reviewer;
  const engines = (doc.engines ?? {}) as ValidatedCapability['engines'];
  const capability: ValidatedCapability = {
    id: doc.id as string,
    role: doc.role as ValidatedCapability['role'],
    tier: doc.tier as ValidatedCapability['tier'],
    requires: doc.requires as string[],
    engines: {
      ...(engines.gsd !== undefined ? { gsd: engines.gsd } : {}),
      ...(engines['reviewer-lanes'] !== undefined ? { 'reviewer-lanes': engines['reviewer-lanes'] } : {}),
    },
    config: structuredClone((doc.config ?? {}) as Record<string, ConfigKeyDeclaration>),
  };
  if (!isPlainObject(raw)) return { errors: [], warnings: [], capability };
  // The defaults the schema applies (env, modelConfigKey); the typed body never aliases the raw one.
  const reviewer: Record<string, unknown> = {
    ...structuredClone(raw),
    env: raw.env ?? [],
    modelConfigKey: raw.modelConfigKey ?? null,
  };
  return {
    errors: [],
    warnings: [],
    slug: reviewer.slug as string,
    flags: reviewer.flags as string[],
    capability: { ...capability, reviewer: reviewer as unknown as ReviewerBody, rawReviewer: raw },
  };
}

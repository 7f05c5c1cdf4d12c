/** The committed consent baseline and the decisions derived from it (D3–D5). */
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { ENV_NAME_RE, type BlockReason } from '../vocabulary.js';

/**
 * One lane's entry: the signature of its bound fields (D3), an HTTP lane's normalised host, the
 * env names config adds (sorted), and the disclosure shown when consent was given.
 */
export const EntrySchema = z.strictObject({
  slug: z.string().min(1, { error: 'must be a non-empty string' }),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lowercase hex characters (a SHA-256)' }),
  host: z.string().min(1, { error: 'must be a non-empty string when present' }).optional(),
  env: z.array(z.string().regex(ENV_NAME_RE, { error: 'must be an environment variable name' })).optional(),
  disclosure: z.string(),
  consentedAt: z.iso.datetime({ offset: true, error: 'must be an ISO-8601 date and time' }),
});
export type BaselineEntry = z.infer<typeof EntrySchema>;

export interface Baseline {
  version: 1;
  /** Keyed by capability id. */
  lanes: Record<string, BaselineEntry>;
  /**
   * The entries read but malformed, by their key, with what is wrong: none of them consents to
   * anything (the lane a key names has no entry). Never written back.
   */
  rejected?: Record<string, Diagnostic[]>;
}

/** Where the baseline was read from, recorded in REVIEWS.md. */
export interface BaselineOrigin {
  /** The ref as given (`HEAD`, `origin/main`, a SHA). */
  ref: string;
  /** The full commit SHA it resolved to, or null when it could not be resolved. */
  sha: string | null;
  /** Repository-relative path of the baseline file. */
  path: string;
  /** True when the file does not exist at that ref (every lane needing an entry is blocked). */
  missing: boolean;
  /**
   * D23: the baseline is a catalog's consent.json standing for its lanes
   * (`review.catalog_consent`): the pin, so a block says whose consent is missing.
   */
  catalog?: string;
}

/** D23: with `review.catalog_consent`, the catalog's consent.json judges the catalog's lanes. */
export interface CatalogConsent {
  baseline: Baseline | null;
  origin: BaselineOrigin;
}

export type TrustDecision =
  { ok: true; needsEntry: boolean } | { ok: false; reason: BlockReason; detail: string };

/** `consent` command states. */
export type ConsentState =
  'current' | 'missing' | 'signature_changed' | 'host_changed' | 'env_changed' | 'unneeded';

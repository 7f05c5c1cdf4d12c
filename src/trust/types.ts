/** The committed consent baseline and the decisions derived from it (D3–D5). */
import type { Diagnostic } from '../diagnostics.js';
import type { BlockReason } from '../vocabulary.js';

export interface BaselineEntry {
  slug: string;
  /** SHA-256 hex of the stable JSON of the lane's bound fields (D3). */
  signature: string;
  /** The normalised resolved host of an openai-http lane. */
  host?: string;
  /** Sorted env names added by config (`review.env.<slug>`). */
  env?: string[];
  /** The human disclosure shown when consent was given. */
  disclosure: string;
  consentedAt: string;
}

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
}

export type TrustDecision =
  { ok: true; needsEntry: boolean } | { ok: false; reason: BlockReason; detail: string };

/** `consent` command states. */
export type ConsentState =
  'current' | 'missing' | 'signature_changed' | 'host_changed' | 'env_changed' | 'unneeded';

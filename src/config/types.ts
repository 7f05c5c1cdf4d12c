/** The repository's `review.*` configuration, read once. */
import type { Diagnostic } from '../diagnostics.js';

export interface ReviewConfig {
  /** The file it came from (repository-relative), or null when no file exists. */
  readonly source: string | null;
  /** Own-property dotted lookup: `get('review.models.codex')`. Never walks the prototype. */
  get(key: string): unknown;
  /**
   * The "effectively set" string at `key`: a string whose trimmed value is non-empty
   * and is not `null`/`undefined`; the trimmed value. Anything else is undefined.
   */
  getString(key: string): string | undefined;
  /** A finite number at `key`, else undefined. */
  getNumber(key: string): number | undefined;
  /** Every dotted key the file spells (nested or flat), once each, to find the unknown ones. */
  keys(): readonly string[];
}

export interface LoadedConfig {
  config: ReviewConfig;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

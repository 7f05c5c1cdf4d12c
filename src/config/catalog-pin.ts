/**
 * An organization's lane catalog as a repository names it (D23): a repository, a folder in it
 * and a full commit, so what runs changes only when the repository changes the pin. The reader
 * sits above the pipeline (it speaks to GitHub, or to a local checkout for the CLI) and is given
 * to the jobs as a side effect; these are the types both sides share.
 */

/** `review.catalog` = `OWNER/REPO[/PATH]@<40-hex commit>`, parsed. */
export interface CatalogPin {
  owner: string;
  repo: string;
  /** The catalog's folder inside the repository, without leading or trailing `/`; `''` = root. */
  path: string;
  /** The full, lowercase commit id. */
  sha: string;
}

/** A catalog's files at its pinned commit, on disk for this run only. */
export interface CatalogFiles {
  /** The catalog's root: `capabilities/<id>/capability.json`, `config.json`, `consent.json`. */
  dir: string;
  /** Removes what the reader wrote (nothing is kept between runs); a no-op for a local checkout. */
  dispose(): Promise<void>;
}

/**
 * Reads a pinned catalog. Rejects with a `ConfigurationError` whose diagnostic names the
 * config key (`review.catalog`), the pin and the reason (404, 403, no token, over a bound, a
 * symlink, a path outside its folder); never falls back to an unpinned copy.
 */
export type ReadCatalog = (pin: CatalogPin) => Promise<CatalogFiles>;

/** The pin as the config writes it. */
export function formatCatalogPin(pin: CatalogPin): string {
  return `${pin.owner}/${pin.repo}${pin.path === '' ? '' : `/${pin.path}`}@${pin.sha}`;
}

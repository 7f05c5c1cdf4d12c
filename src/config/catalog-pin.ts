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

/** The config keys of D23; both are read only from the trusted ref's config. */
export const CATALOG_KEY = 'review.catalog';
export const CATALOG_CONSENT_KEY = 'review.catalog_consent';

const OWNER_RE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO_RE = /^[A-Za-z0-9._-]{1,100}$/;
const SEGMENT_RE = /^[A-Za-z0-9._-]+$/;
const FULL_SHA_RE = /^[0-9a-fA-F]{40}$/;

/** Why a pin must be a full commit: said with every refusal of another form. */
const WHY_A_COMMIT =
  'a branch, a tag or a short SHA can be moved, which would let the catalog’s owner change what runs here without this repository’s consent';

/**
 * `OWNER/REPO[/PATH]@<40-hex commit>` → a pin, or the reason it is not one (a sentence the
 * config error carries). Never throws.
 */
export function parseCatalogPin(value: string): { pin: CatalogPin } | { problem: string } {
  const at = value.lastIndexOf('@');
  const format = 'must be OWNER/REPO[/PATH]@<40-hex commit>';
  if (at < 0) return { problem: `${format}; it names no commit (${WHY_A_COMMIT})` };
  const where = value.slice(0, at);
  const ref = value.slice(at + 1);
  if (!FULL_SHA_RE.test(ref)) {
    const what = /^[0-9a-fA-F]{4,39}$/.test(ref)
      ? `a short SHA (${ref.length} hex digits)`
      : ref === ''
        ? 'an empty ref'
        : `${JSON.stringify(ref)}, a branch or a tag`;
    return {
      problem: `${format}, but it pins ${what}: only a full 40-hex commit is accepted, since ${WHY_A_COMMIT}`,
    };
  }
  const [owner = '', repo = '', ...rest] = where.split('/');
  if (!OWNER_RE.test(owner) || !REPO_RE.test(repo) || repo === '.' || repo === '..')
    return { problem: `${format}; ${JSON.stringify(where)} is not OWNER/REPO` };
  if (rest.some((s) => !SEGMENT_RE.test(s) || s === '.' || s === '..'))
    return {
      problem: `${format}; the path ${JSON.stringify(rest.join('/'))} must be folder names separated by /, without . or ..`,
    };
  return { pin: { owner, repo, path: rest.join('/'), sha: ref.toLowerCase() } };
}

/**
 * How the CLI reads the catalog its config pins (D23): `--catalog DIR`, a local checkout, else
 * the pinned commit through GitHub's API with `GITHUB_TOKEN` and `GITHUB_API_URL`.
 */
import { resolve } from 'node:path';
import type { ReadCatalog } from '../config/catalog-pin.js';
import { githubCatalogReader } from '../github/catalog-archive.js';
import { githubApiUrl } from '../sys/runner-env.js';
import { localCatalogReader } from './catalog-checkout.js';
import type { CommandContext } from './command.js';

export function catalogReader(ctx: Pick<CommandContext, 'cwd' | 'values' | 'env' | 'out'>): ReadCatalog {
  const dir = ctx.values.catalog;
  // Relative to --cwd, as every other path flag is.
  if (typeof dir === 'string') return localCatalogReader(resolve(ctx.cwd, dir));
  return githubCatalogReader({
    token: ctx.env['GITHUB_TOKEN'],
    apiUrl: githubApiUrl(ctx.env),
    tokenSetting: 'GITHUB_TOKEN (or pass --catalog DIR, a local checkout of the catalog)',
    log: { warning: (m) => ctx.out.stderr(`warning: ${m}\n`), info: (m) => ctx.out.stderr(`${m}\n`) },
  });
}

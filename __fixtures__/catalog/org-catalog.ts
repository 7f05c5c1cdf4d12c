/**
 * An organization's lane catalog (D23) as a real folder, and a reader over it with the
 * `ReadCatalog` contract (the CLI's `--catalog DIR` reads a local checkout the same way).
 * Origin: written for the catalog tests; its consent.json is written by the same code
 * `reviewer-lanes consent --write` runs in the catalog's own repository.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CatalogPin, ReadCatalog } from '../../src/config/catalog-pin.js';
import { ConfigurationError } from '../../src/diagnostics.js';
import { baselineToWrite, loadWorkingTree } from '../../src/pipeline/check-job.js';

export const CATALOG_SHA = 'c0ffee0000000000000000000000000000000001';
export const CATALOG_PIN = `acme/lanes@${CATALOG_SHA}`;

export interface OrgCatalog {
  dir: string;
  write(path: string, content: unknown): void;
  /** Writes consent.json for the catalog's lanes as they are now, as the catalog's owner would. */
  consentAll(): Promise<void>;
  cleanup(): void;
}

export function orgCatalog(): OrgCatalog {
  const dir = mkdtempSync(join(tmpdir(), 'rl-org-catalog-'));
  const write = (path: string, content: unknown) => {
    const abs = join(dir, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };
  return {
    dir,
    write,
    async consentAll() {
      const settings = {
        cwd: dir,
        ...(existsSync(join(dir, 'config.json')) ? { configPath: 'config.json' } : {}),
        consentPath: 'consent.json',
        capabilityDirs: ['capabilities'],
        firstParty: false,
      };
      const next = baselineToWrite(
        await loadWorkingTree(settings),
        settings,
        new Date('2026-12-01T00:00:00Z'),
      );
      if (next.text === undefined) throw new ConfigurationError(next.errors[0] ?? { message: 'no baseline' });
      write('consent.json', next.text);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A reader over folders by commit, counting reads and disposals (nothing kept between runs). */
export function folderReader(byCommit: Record<string, string>): ReadCatalog & {
  reads: CatalogPin[];
  disposed: number;
} {
  const reader = Object.assign(
    async (pin: CatalogPin) => {
      reader.reads.push(pin);
      const dir = byCommit[pin.sha];
      if (dir === undefined)
        throw new ConfigurationError({
          code: 'catalog_unreadable',
          field: 'review.catalog',
          message: `the catalog ${pin.owner}/${pin.repo}@${pin.sha} cannot be read: 404 Not Found (the repository or the commit does not exist, or the token cannot read it)`,
        });
      return {
        dir,
        dispose: async () => {
          reader.disposed += 1;
        },
      };
    },
    { reads: [] as CatalogPin[], disposed: 0 },
  );
  return reader;
}

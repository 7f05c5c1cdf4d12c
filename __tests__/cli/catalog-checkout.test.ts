/**
 * `--catalog DIR` (D23): a local checkout read in place, in real folders under a temp dir; each
 * folder that is not a catalog's gets the message a user sees.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localCatalogReader } from '../../src/cli/catalog-checkout.js';
import type { CatalogPin } from '../../src/config/catalog-pin.js';
import { ConfigurationError } from '../../src/diagnostics.js';

const root = mkdtempSync(join(tmpdir(), 'rl-catalog-checkout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pin: CatalogPin = { owner: 'acme', repo: 'lanes', path: '', sha: 'a'.repeat(40) };

function catalog(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'capabilities', 'one'), { recursive: true });
  writeFileSync(join(dir, 'capabilities', 'one', 'capability.json'), '{}\n');
  return dir;
}

async function refused(dir: string) {
  const err = await localCatalogReader(dir)(pin).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConfigurationError);
  const e = err as ConfigurationError;
  return { code: e.diagnostic.code, message: e.message };
}

describe('--catalog DIR', () => {
  it('is the catalog where it is, and disposing of it leaves it there', async () => {
    const dir = catalog('checkout');
    const files = await localCatalogReader(dir)(pin);
    expect(files.dir).toBe(dir);
    await files.dispose();
    expect(existsSync(join(dir, 'capabilities', 'one', 'capability.json'))).toBe(true);
  });

  it('a folder that is a symbolic link', async () => {
    const link = join(root, 'linked');
    symlinkSync(catalog('target'), link);
    expect(await refused(link)).toEqual({
      code: 'catalog_link',
      message: `${link}: --catalog is a symbolic link; name the catalog's folder itself`,
    });
  });

  it('a folder whose capabilities/ is a symbolic link', async () => {
    const dir = join(root, 'linked-capabilities');
    mkdirSync(dir);
    symlinkSync(join(catalog('elsewhere'), 'capabilities'), join(dir, 'capabilities'));
    expect(await refused(dir)).toEqual({
      code: 'catalog_link',
      message: `${dir}: --catalog has capabilities/ as a symbolic link; it must be a folder`,
    });
  });

  it('a folder without capabilities/ (a repository whose catalog is in a subfolder, say)', async () => {
    const dir = join(root, 'repo');
    mkdirSync(join(dir, 'reviewers', 'capabilities'), { recursive: true });
    expect(await refused(dir)).toEqual({
      code: 'catalog_no_capabilities',
      message: `${dir}: --catalog holds no capabilities/ folder; name the catalog's root, where capabilities/<id>/capability.json are`,
    });
  });

  it('a folder that does not exist, and a file', async () => {
    expect(await refused(join(root, 'nowhere'))).toEqual({
      code: 'catalog_not_found',
      message: `${join(root, 'nowhere')}: --catalog does not exist`,
    });
    const file = join(root, 'file.json');
    writeFileSync(file, '{}');
    expect(await refused(file)).toEqual({
      code: 'catalog_not_a_folder',
      message: `${file}: --catalog is not a folder`,
    });
  });
});

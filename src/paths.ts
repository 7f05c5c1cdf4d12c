/** Where the package's own files are, whether running from src/ (tests) or a dist/ bundle. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalError } from './diagnostics.js';

let cached: string | undefined;

/** The directory holding reviewer-lanes' package.json (and `capabilities/`). */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && existsSync(join(dir, 'capabilities'))) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'reviewer-lanes') {
          cached = dir;
          return dir;
        }
      } catch {
        // not ours; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new InternalError('reviewer-lanes: cannot find the package root (capabilities/)');
    dir = parent;
  }
}

export function firstPartyCapabilitiesDir(): string {
  return join(packageRoot(), 'capabilities');
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The package's own package.json, parsed (its readers hold it to their own schema). */
export function packageJson(): unknown {
  return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8'));
}

/**
 * `src/` as plain ESM so a separate node process (one whose memory we measure) can import the
 * runner without the test framework in it; the output lives under node_modules/.cache.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, transpileSources } from '../../../__fixtures__/run/transpile.mjs';

export { REPO_ROOT };

/** Returns the directory holding `src/**` as `.js`; remove it with `removeCompiled`. */
export function compileSources(): Promise<string> {
  return transpileSources(join(REPO_ROOT, 'node_modules', '.cache'), 'reviewer-lanes-run-');
}

export function removeCompiled(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

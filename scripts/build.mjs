#!/usr/bin/env node
// Builds dist/ with ncc. The output is committed; CI rebuilds it and fails on any difference.
//
// - The action: dist/action/index.js (and the chunks ncc splits off), run once per job by the
//   runner (action.yml `runs.main`).
// - The CLI: dist/cli/index.js (and its chunks), one bundle of src/cli.ts, started by dist/cli.js
//   (the package's `bin`), which first turns on Node's own compile cache where the running Node
//   has it: `module.enableCompileCache` came in Node 22.1, and on Node 20 it is skipped.
// - Both are then rewritten ASCII-only and without whitespace (scripts/ascii-bundle.mjs): the
//   runner compiles the action from scratch on every job.
//
// Each bundle is built in its own temporary directory and moved into place: ncc empties the
// directory it writes to.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiBundle } from './ascii-bundle.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--license', 'licenses.txt'];

const BIN = `#!/usr/bin/env node
// The reviewer-lanes command (written by scripts/build.mjs). Node >= 22.1 keeps the bundle's
// compiled code in its own compile cache; Node 20 has no such call.
import module from 'node:module';

module.enableCompileCache?.();
await import('./cli/index.js');
`;

const work = mkdtempSync(join(tmpdir(), 'reviewer-lanes-build-'));
try {
  execFileSync('node', [...ncc, 'src/index.ts', '-o', join(work, 'action')], { stdio: 'inherit' });
  execFileSync('node', [...ncc, 'src/cli.ts', '-o', join(work, 'cli')], { stdio: 'inherit' });
  asciiBundle(join(work, 'action'));
  asciiBundle(join(work, 'cli'));
  rmSync('dist', { recursive: true, force: true });
  cpSync(join(work, 'action'), join('dist', 'action'), { recursive: true });
  cpSync(join(work, 'cli'), join('dist', 'cli'), { recursive: true });
  writeFileSync('dist/cli.js', BIN);
  chmodSync('dist/cli.js', 0o755);
} finally {
  rmSync(work, { recursive: true, force: true });
}

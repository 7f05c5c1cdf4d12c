#!/usr/bin/env node
// Builds dist/ with ncc. The output is committed; CI rebuilds it and fails on any difference.
//
// - The action: dist/action/index.js (and the chunks ncc splits off), run once per job by the
//   runner (action.yml `runs.main`).
// - The CLI: dist/cli/index.js (and its chunks), one bundle of src/cli.ts, started by dist/cli.js
//   (the package's `bin`).
//
// Neither is minified, and each file has its source map (`--source-map`). ncc also puts
// source-map-support in front of each bundle (`sourcemap-register.cjs`), which maps a stack
// trace to the TypeScript: the runner starts `node dist/action/index.js` with no flags, so
// `--enable-source-maps` cannot be given to it.
//
// Each bundle is built in its own temporary directory and moved into place: ncc empties the
// directory it writes to.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const ncc = [
  'node_modules/@vercel/ncc/dist/ncc/cli.js',
  'build',
  '--quiet',
  '--source-map',
  '--license',
  'licenses.txt',
];

// The bin is a file of its own so that the CLI's bundle keeps ncc's layout (dist/cli/).
const BIN = `#!/usr/bin/env node
// The reviewer-lanes command (written by scripts/build.mjs); the CLI is bundled in dist/cli/.
import './cli/index.js';
`;

const work = mkdtempSync(join(tmpdir(), 'reviewer-lanes-build-'));
try {
  execFileSync('node', [...ncc, 'src/index.ts', '-o', join(work, 'action')], { stdio: 'inherit' });
  execFileSync('node', [...ncc, 'src/cli.ts', '-o', join(work, 'cli')], { stdio: 'inherit' });
  rmSync('dist', { recursive: true, force: true });
  cpSync(join(work, 'action'), join('dist', 'action'), { recursive: true });
  cpSync(join(work, 'cli'), join('dist', 'cli'), { recursive: true });
  writeFileSync('dist/cli.js', BIN);
  chmodSync('dist/cli.js', 0o755);
} finally {
  rmSync(work, { recursive: true, force: true });
}

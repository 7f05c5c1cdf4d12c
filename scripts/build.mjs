#!/usr/bin/env node
// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc. The output is
// committed; CI rebuilds it and fails on any difference (STYLE.md 9). Each bundle is built in
// its own temporary directory and moved into place: ncc empties the directory it writes to.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--license', 'licenses.txt'];
const work = mkdtempSync(join(tmpdir(), 'reviewer-lanes-build-'));
try {
  execFileSync('node', [...ncc, 'src/index.ts', '-o', join(work, 'action')], { stdio: 'inherit' });
  execFileSync('node', [...ncc, 'src/cli.ts', '-o', join(work, 'cli')], { stdio: 'inherit' });
  rmSync('dist', { recursive: true, force: true });
  cpSync(join(work, 'action'), 'dist', { recursive: true });
  cpSync(join(work, 'cli'), 'dist/cli', { recursive: true });
  writeFileSync('dist/cli.js', "#!/usr/bin/env node\nimport './cli/index.js';\n");
  chmodSync('dist/cli.js', 0o755);
} finally {
  rmSync(work, { recursive: true, force: true });
}

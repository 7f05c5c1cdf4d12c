#!/usr/bin/env node
// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with ncc. The output is
// committed; CI rebuilds it and fails on any difference (STYLE.md 9).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync, chmodSync, mkdirSync } from 'node:fs';

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--license', 'licenses.txt'];
rmSync('dist', { recursive: true, force: true });
execFileSync('node', [...ncc, 'src/index.ts', '-o', 'dist'], { stdio: 'inherit' });
execFileSync('node', [...ncc, 'src/cli.ts', '-o', 'dist/cli'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
writeFileSync('dist/cli.js', "#!/usr/bin/env node\nimport './cli/index.js';\n");
chmodSync('dist/cli.js', 0o755);

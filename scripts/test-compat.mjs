#!/usr/bin/env node
// `npm run test:compat -- <dir>`: proves that gsd-core's capability manifests are accepted
// unchanged (every one valid, exactly our twelve lanes among them) by running
// __tests__/compat/*.compat.ts over them. They are another project's files, so they are not in
// this repository: <dir> (or REVIEWER_LANES_GSD_CORE) is the `capabilities/` folder of a checkout
// of open-gsd/gsd-core. Without one this says how to get it and exits 2; it never passes empty.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOW_TO = [
  'It needs the capability manifests of gsd-core, which are not part of this repository:',
  '  git clone https://github.com/open-gsd/gsd-core',
  '  npm run test:compat -- gsd-core/capabilities',
  'or name the folder in REVIEWER_LANES_GSD_CORE.',
].join('\n');

function refuse(problem) {
  process.stderr.write(`test:compat: ${problem}\n${HOW_TO}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.length > 1) refuse(`expected one folder, got ${args.length}: ${args.join(' ')}`);
const named = args[0] ?? process.env['REVIEWER_LANES_GSD_CORE'];
if (!named) refuse('no corpus named.');
const corpus = resolve(named);
if (!existsSync(corpus) || !statSync(corpus).isDirectory()) refuse(`${corpus} is not a folder.`);
const manifests = readdirSync(corpus).filter((id) => existsSync(join(corpus, id, 'capability.json')));
if (manifests.length === 0) {
  const nested = existsSync(join(corpus, 'capabilities'))
    ? ` (did you mean ${join(corpus, 'capabilities')}?)`
    : '';
  refuse(`${corpus} holds no <id>/capability.json${nested}.`);
}

process.stderr.write(`test:compat: ${manifests.length} manifests in ${corpus}\n`);
const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const run = spawnSync(process.execPath, [jest, '--config', join(ROOT, 'jest.compat.config.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: [process.env['NODE_OPTIONS'], '--experimental-vm-modules'].filter(Boolean).join(' '),
    NODE_NO_WARNINGS: '1',
    REVIEWER_LANES_GSD_CORE: corpus,
  },
});
process.exit(run.status ?? 1);

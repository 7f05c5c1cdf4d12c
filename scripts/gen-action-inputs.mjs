#!/usr/bin/env node
// Writes src/action/declared-inputs.ts from action.yml: each input's name and default, and each
// output's name, so that action.yml is the one place they are declared (src/action/inputs.ts
// types and parses them). A default that is a workflow expression (`${{ github.token }}`) is the
// runner's to fill: outside a runner the input is empty.
// `--check`: write nothing; exit 1 when the module is not what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modulePath = join(root, 'src/action/declared-inputs.ts');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));

const defaultOf = (input) => {
  const value = String(input.default ?? '');
  return value.includes('${{') ? '' : value;
};
const inputs = Object.entries(action.inputs ?? {}).map(
  ([name, i]) => `${JSON.stringify(name)}: ${JSON.stringify(defaultOf(i))},`,
);
const outputs = Object.keys(action.outputs ?? {}).map((name) => `${JSON.stringify(name)},`);

const source = `/**
 * Generated from action.yml by scripts/gen-action-inputs.mjs: do not edit. The action's inputs
 * with their defaults (an input left empty takes its default), and its outputs.
 */

export const INPUT_DEFAULTS = {
${inputs.join('\n')}
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;

export const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[];

export const OUTPUT_NAMES = [
${outputs.join('\n')}
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];
`;

const options = { ...(await prettier.resolveConfig(modulePath)), parser: 'typescript' };
const after = await prettier.format(source, options);
let before = '';
try {
  before = readFileSync(modulePath, 'utf8');
} catch {
  // Not written yet.
}

if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error(
      'src/action/declared-inputs.ts is stale: run node scripts/gen-action-inputs.mjs and commit',
    );
    process.exit(1);
  }
  console.log('src/action/declared-inputs.ts is current.');
} else if (after !== before) {
  writeFileSync(modulePath, after);
  console.log('src/action/declared-inputs.ts updated.');
}

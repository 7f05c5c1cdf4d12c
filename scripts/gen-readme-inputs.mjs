#!/usr/bin/env node
// Writes the README's inputs and outputs tables from action.yml, between the markers
// <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->.
// Each table is formatted as prettier formats it (the rest of README.md is left as it is).
// `--check`: write nothing; exit 1 when README.md is not what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';

// `--root DIR` reads DIR/action.yml and DIR/README.md instead of the repository's (tests).
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? process.argv[rootArg + 1] : join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(root, 'README.md');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));

const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
const code = (text) => (text === '' ? '' : `\`${text}\``);

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const inputs = table(
  ['Input', 'Default', 'Description'],
  Object.entries(action.inputs ?? {}).map(([name, i]) => [
    code(name),
    code(cell(i.default ?? '')),
    cell(i.description),
  ]),
);
const outputs = table(
  ['Output', 'Description'],
  Object.entries(action.outputs ?? {}).map(([name, o]) => [code(name), cell(o.description)]),
);

function replaceBetween(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) {
    console.error(`gen-readme-inputs: README.md has no ${start} ... ${end} markers`);
    process.exit(2);
  }
  return `${text.slice(0, a + start.length)}\n\n${body}\n\n${text.slice(b)}`;
}

const options = { ...(await prettier.resolveConfig(readmePath)), parser: 'markdown' };
const pretty = async (md) => (await prettier.format(md, options)).trimEnd();
const before = readFileSync(readmePath, 'utf8');
const after = replaceBetween(
  replaceBetween(before, 'inputs', await pretty(inputs)),
  'outputs',
  await pretty(outputs),
);

if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error(
      'README.md inputs/outputs tables are stale: run node scripts/gen-readme-inputs.mjs and commit',
    );
    process.exit(1);
  }
  console.log('README.md inputs/outputs tables are current.');
} else if (after !== before) {
  writeFileSync(readmePath, after);
  console.log('README.md inputs/outputs tables updated.');
}

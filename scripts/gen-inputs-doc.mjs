#!/usr/bin/env node
// Writes docs/inputs.md's inputs and outputs tables from action.yml, between the markers
// <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->.
// Each table is formatted as prettier formats it (the rest of the page is left as it is).
// `--check`: write nothing; exit 1 when the page is not what this script would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';

// `--root DIR` reads DIR/action.yml and DIR/docs/inputs.md instead of the repository's (tests).
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? process.argv[rootArg + 1] : join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'docs/inputs.md';
const pagePath = join(root, PAGE);
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
    console.error(`gen-inputs-doc: ${PAGE} has no ${start} ... ${end} markers`);
    process.exit(2);
  }
  return `${text.slice(0, a + start.length)}\n\n${body}\n\n${text.slice(b)}`;
}

const options = { ...(await prettier.resolveConfig(pagePath)), parser: 'markdown' };
const pretty = async (md) => (await prettier.format(md, options)).trimEnd();
const before = readFileSync(pagePath, 'utf8');
const after = replaceBetween(
  replaceBetween(before, 'inputs', await pretty(inputs)),
  'outputs',
  await pretty(outputs),
);

if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error(`${PAGE} inputs/outputs tables are stale: run node scripts/gen-inputs-doc.mjs and commit`);
    process.exit(1);
  }
  console.log(`${PAGE} inputs/outputs tables are current.`);
} else if (after !== before) {
  writeFileSync(pagePath, after);
  console.log(`${PAGE} inputs/outputs tables updated.`);
}

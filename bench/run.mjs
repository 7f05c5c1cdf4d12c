#!/usr/bin/env node
// `npm run bench`: runs every case in bench/cases/ (each a module whose default export is
// `{ name, budget, run() }`: run() resolves to an object of named figures; budget is one
// `{ figure, max, unit?, what? }` or a list of them; a figure `ok: false` fails the case too; a
// case with `reported: { figure, unit? }` instead has no budget, and only an error fails it),
// prints a table, writes bench/results.json, and exits 1 when a budget is exceeded.
// `npm run bench -- <name>...` runs only those cases and keeps the other cases' last results.
// Whatever the run, the file's `comparisons` (figures recorded before and after a change) stay.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const only = process.argv.slice(2);
const dir = join(ROOT, 'bench', 'cases');
// The start-up ratios run first. Run after the cases that churn hundreds of MiB (the flood, the
// large PR), the 12-lane review measured up to 30% slower against a bare `node -e 0` than alone:
// whatever those cases leave behind weighs on a process that forks 15 children.
const FIRST = ['cli-lanes-startup.mjs', 'review-overhead.mjs'];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .sort((a, b) => {
    const ra = FIRST.includes(a) ? FIRST.indexOf(a) : FIRST.length;
    const rb = FIRST.includes(b) ? FIRST.indexOf(b) : FIRST.length;
    return ra - rb || a.localeCompare(b);
  });

const results = [];
for (const file of files) {
  const mod = await import(pathToFileURL(join(dir, file)).href);
  const c = mod.default ?? mod;
  const budgetList = Array.isArray(c.budget) ? c.budget : c.budget ? [c.budget] : [];
  if (
    typeof c.name !== 'string' ||
    typeof c.run !== 'function' ||
    (budgetList.length === 0) === !c.reported
  ) {
    throw new Error(
      `bench/cases/${file} must export { name, run() } and either budget: { figure, max } or reported: { figure }`,
    );
  }
  if (only.length > 0 && !only.includes(c.name)) continue;
  process.stderr.write(`bench: ${c.name} ...\n`);
  let figures;
  let error;
  try {
    figures = await c.run();
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const budgets = budgetList.map((b) => {
    const actual = figures?.[b.figure];
    return { ...b, actual, ok: typeof actual === 'number' && actual <= b.max };
  });
  const ok = !error && budgets.every((b) => b.ok) && figures?.ok !== false;
  const reported = c.reported ? { reported: c.reported } : {};
  results.push({
    name: c.name,
    ok,
    figures: figures ?? {},
    budgets,
    ...reported,
    ...(error ? { error } : {}),
  });
}

const rows = [['case', 'figure', 'actual', 'budget', 'ok']];
for (const r of results) {
  if (r.error) rows.push([r.name, 'error', r.error.split('\n')[0].slice(0, 80), '', 'FAIL']);
  else if (r.reported) {
    const unit = r.reported.unit ? ` ${r.reported.unit}` : '';
    rows.push([r.name, r.reported.figure, `${r.figures[r.reported.figure]}${unit}`, 'reported', 'ok']);
  }
  for (const b of r.budgets) {
    const unit = b.unit ? ` ${b.unit}` : '';
    rows.push([
      r.name,
      b.figure,
      b.actual === undefined ? '-' : `${b.actual}${unit}`,
      `<= ${b.max}${unit}`,
      b.ok ? 'ok' : 'FAIL',
    ]);
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
for (const row of rows)
  console.log(
    row
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );

const machine = {
  node: process.version,
  platform: `${process.platform}-${process.arch}`,
  cpus: cpus().length,
};
const measuredAt = new Date().toISOString();
const resultsPath = join(ROOT, 'bench', 'results.json');
let previous = {};
if (existsSync(resultsPath)) {
  try {
    previous = JSON.parse(readFileSync(resultsPath, 'utf8'));
  } catch {
    previous = {};
  }
}
const kept =
  only.length > 0 ? (previous.cases ?? []).filter((k) => !results.some((r) => r.name === k.name)) : [];
const cases = [...kept, ...results.map((r) => ({ ...r, measuredAt, machine }))].sort((a, b) =>
  a.name < b.name ? -1 : 1,
);
const ok = results.every((r) => r.ok);
// `comparisons` holds figures recorded by hand around a change (before and after, side by side);
// a run keeps them as they are.
const comparisons = previous.comparisons ? { comparisons: previous.comparisons } : {};
writeFileSync(
  resultsPath,
  `${JSON.stringify({ ok: cases.every((c) => c.ok), cases, ...comparisons }, null, 2)}\n`,
);
process.exitCode = ok ? 0 : 1;

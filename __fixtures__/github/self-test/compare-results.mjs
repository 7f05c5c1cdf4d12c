#!/usr/bin/env node
// Compares two result directories of the action (written for this project): one `review` job
// and the plan -> lane x N -> publish fan-out over the same inputs must give the same lanes,
// statuses, reasons and REVIEWS.md sections. Usage: compare-results.mjs <dir-a> <dir-b>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.log('usage: compare-results.mjs <dir-a> <dir-b>');
  process.exit(2);
}
const lanes = (dir) =>
  JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'))
    .lanes.map((l) => `${l.identity} ${l.status} ${l.reason ?? ''} ${l.explicit}`)
    .sort();
const sections = (dir) =>
  readFileSync(join(dir, 'REVIEWS.md'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('## '));
const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
let ok = true;
for (const [what, fa, fb] of [
  ['lanes and statuses', lanes(a), lanes(b)],
  ['sections', sections(a), sections(b)],
]) {
  if (!same(fa, fb)) {
    ok = false;
    console.log(
      `::error::The ${what} differ:\n${JSON.stringify(fa, null, 2)}\n${JSON.stringify(fb, null, 2)}`,
    );
  }
}
if (!ok) process.exit(1);
console.log('The single job and the matrix fan-out agree.');

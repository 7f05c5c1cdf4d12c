// Bench case (the findings budget, D16): extracting, merging and anchoring the findings of 12
// lanes of 1 MiB output each over a 5,000-file diff takes under 0.5 s, and crafted output never
// makes it super-linear. Each figure is the median of a few runs of the whole stage in a child
// node process (parse, read, locate, merge, anchor; hunks from the diff included); the crafted
// outputs (backticks, colons, digits, brackets, emphasis, fix blocks) are measured beside it, and so is the
// stage at a quarter of the output, to show the growth. Run alone: `node bench/cases/findings.mjs`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAlone, withRunStage } from '../lib.mjs';

const LANES = 12;
const OUTPUT_BYTES = 1024 * 1024;
const FILES = 5000;
const RUNS = 5;

const CHILD = `
import { changeHunks, collectFindings } from './src/findings/index.js';

const [lanes, bytes, files, runs, kind] = process.argv.slice(2).map((a, i) => (i < 4 ? Number(a) : a));
const paths = Array.from({ length: files }, (_, i) => 'src/module' + (i % 50) + '/file' + i + '.ts');
const change = paths.map((path, i) => ({
  path,
  status: 'modified',
  diff: 'diff --git a/' + path + ' b/' + path + '\\n--- a/' + path + '\\n+++ b/' + path + '\\n' +
    '@@ -1,4 +1,40 @@\\n' + '+  const v = f(' + i + ');\\n'.repeat(40) + '@@ -90,3 +120,30 @@\\n' + ' x\\n'.repeat(30),
}));
function review(lane) {
  // A long review in the fixed structure: concerns that cite lines of the change, as the CLIs write them.
  const styles = [
    (p, n) => '- \`' + p + ':' + n + '\` — Division by zero. The count can be 0 when the list is empty.',
    (p, n) => '- **MEDIUM** [' + p + ':' + n + '](' + p + '#L' + n + ') — the retry never stops.',
    (p, n) => '1. **Unguarded access** in \`' + p + '\` (line ' + n + ')\\n   - Impact: a crash.',
    (p, n) => '| High | The cache races | \`' + p + '#L' + n + '-L' + (n + 2) + '\` |',
  ];
  let out = '## Summary\\nA long change.\\n\\n## Strengths\\n- Tests.\\n\\n## Concerns\\n### HIGH\\n';
  for (let k = 0; out.length < bytes; k++) {
    const style = styles[(k + lane) % styles.length];
    if (k % 40 === 0) out += style === styles[3] ? '\\n| Severity | Issue | Location |\\n|---|---|---|\\n' : '\\n';
    out += style(paths[(k * 7 + lane * 13) % files], 1 + ((k * 3 + lane) % 40)) + '\\n';
  }
  return out + '\\n## Risk Assessment\\nHIGH\\n';
}
const S = bytes;
const crafted = {
  backticks: () => '## Concerns\\n### HIGH\\n- ' + '\`'.repeat(S),
  colons: () => '## Concerns\\n### HIGH\\n- src/module0/file0.ts' + ':1'.repeat(S / 2),
  digits: () => '## Concerns\\n### HIGH\\n- ' + '1'.repeat(S),
  brackets: () => '## Concerns\\n### HIGH\\n- ' + '['.repeat(S),
  emphasis: () => '## Concerns\\n### HIGH\\n- ' + '*a'.repeat(S / 2),
  // D19: fix blocks under one inline finding, each tried against the head's lines.
  fixes: () => {
    const block = '\\n\`\`\`diff\\n' + '-  const v = f(0);\\n+  const w = g(0);\\n'.repeat(20) + '\`\`\`\\n\\n\`\`\`suggestion\\n' + '\`'.repeat(40) + '\\n\`\`\`\\n';
    return '## Concerns\\n### HIGH\\n- \`src/module0/file0.ts:3\` — x.\\n' + block.repeat(Math.ceil(S / block.length));
  },
};
const bodies = Array.from({ length: lanes }, (_, i) => (kind === 'review' ? review(i) : crafted[kind]()));
const times = [];
const cpu = [];
let findings = 0;
let inline = 0;
for (let r = 0; r < runs; r++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const hunks = changeHunks(change);
  const read = await collectFindings({
    lanes: bodies.map((body, i) => ({ identity: 'lane' + i, status: 'reviewed', body })),
    changedPaths: paths,
    hunks,
    headFiles: async () => new Set(paths),
  });
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
  findings = read.findings.length;
  inline = read.findings.filter((f) => f.inline).length;
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(JSON.stringify({ ms: times[Math.floor(times.length / 2)], cpuMs: cpu[Math.floor(cpu.length / 2)], findings, inline, outputChars: bodies[0].length }));
`;

export const name = 'findings';
export const budget = {
  figure: 'stageMs',
  max: 500,
  what: `extract, merge and anchor the findings of ${LANES} lanes of 1 MiB output over a ${FILES}-file diff`,
};

export function run() {
  return withRunStage(name, async ({ out }) => {
    writeFileSync(join(out, 'findings-child.mjs'), CHILD);
    const child = (bytes, kind) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [join(out, 'findings-child.mjs'), String(LANES), String(bytes), String(FILES), String(RUNS), kind],
          { encoding: 'utf8', timeout: 300_000, cwd: out },
        ),
      );
    const full = child(OUTPUT_BYTES, 'review');
    const quarter = child(OUTPUT_BYTES / 4, 'review');
    const crafted = {};
    for (const kind of ['backticks', 'colons', 'digits', 'brackets', 'emphasis', 'fixes']) {
      crafted[kind] = Math.round(child(OUTPUT_BYTES, kind).ms);
    }
    const worstCrafted = Math.max(...Object.values(crafted));
    return {
      stageMs: Math.round(full.ms),
      // The stage's own CPU time, beside its wall time: on a shared machine the two differ.
      stageCpuMs: Math.round(full.cpuMs),
      quarterOutputMs: Math.round(quarter.ms),
      findings: full.findings,
      inlineFindings: full.inline,
      craftedMs: crafted,
      worstCraftedMs: worstCrafted,
      ok: full.ms < budget.max && full.findings > 0 && worstCrafted < budget.max,
    };
  });
}

const benchCase = { name, budget, run };
export default benchCase;

await runAlone(import.meta.url, benchCase);

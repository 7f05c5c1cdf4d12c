#!/usr/bin/env node
// `npm run demo`: the main job end to end on a fresh machine. It builds a sample repository in a
// temp dir (scripts/demo-repo.mjs) with a change on a branch and three repository lanes that point
// at the loopback demo endpoint (canned reviews, no model), consents to them on the base branch,
// and runs `reviewer-lanes review` with those lanes only: a reviewer CLI found on PATH may be
// logged in to a paid account. `--with-installed` adds those (`review --all`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_LANES } from './demo-lanes.mjs';
import { startDemoEndpoint } from './demo-endpoint.mjs';
import { CLI, buildDemoRepo, reviewerLanes } from './demo-repo.mjs';

const USAGE = 'usage: npm run demo [-- --with-installed]';
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--with-installed');
if (unknown.length > 0) {
  console.error(`demo: unknown argument ${unknown[0]}\n${USAGE}`);
  process.exit(2);
}
const withInstalled = args.includes('--with-installed');

if (!existsSync(CLI)) {
  console.error(`demo: ${CLI} is missing; run 'npm run build' first`);
  process.exit(1);
}

const endpoint = await startDemoEndpoint();
try {
  const { repo, consent } = await buildDemoRepo(endpoint.url);
  const slugs = new Set(DEMO_LANES.map((l) => l.slug));
  const ours = consent.lanes.filter((l) => slugs.has(l.slug));
  console.log('The demo lanes, and what each would run or where it would send the change (consented):\n');
  for (const lane of ours) console.log(`${lane.disclosure}\n`);
  console.log(
    `${consent.lanes.length - ours.length} other lanes ship with reviewer-lanes (codex, claude, gemini, …): \`npx reviewer-lanes lanes\` lists them.\n`,
  );

  const out = join(repo, '.reviewer-lanes');
  const lanes = withInstalled ? ['--all'] : ['--reviewers', [...slugs].join(',')];
  const review = await reviewerLanes(
    repo,
    'review',
    '--base',
    'main',
    '--head',
    'feature',
    ...lanes,
    '--out',
    out,
  );
  process.stderr.write(review.stderr);
  const reviews = join(out, 'REVIEWS.md');
  if (!existsSync(reviews)) throw new Error(`review wrote no REVIEWS.md:\n${review.stdout}`);
  const text = readFileSync(reviews, 'utf8');
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
  const tables = text.split('\n').filter((l) => l.startsWith('|') || l.startsWith('## Findings'));
  console.log('DEMO — three canned lanes review a change to src/price.js (no model is involved):\n');
  console.log(tables.join('\n'));
  for (const f of results.findings ?? []) {
    if (!f.suggestion) continue;
    console.log(
      `\nSuggested fix for ${f.path}:${f.line} (${f.suggestion.lane}), committable from the pull request:\n${f.suggestion.lines.map((l) => `  ${l}`).join('\n')}`,
    );
  }
  console.log(`\nREVIEWS.md: ${reviews}`);
  if (!withInstalled)
    console.log(
      'Only the demo lanes ran; `npm run demo -- --with-installed` adds the reviewer CLIs on your PATH.',
    );
  process.exitCode = review.status ?? 1;
} finally {
  await endpoint.close();
}

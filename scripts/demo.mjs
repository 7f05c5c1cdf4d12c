#!/usr/bin/env node
// `npm run demo`: the main job end to end on a fresh machine. It builds a sample repository in a
// temp dir with a change on a branch, declares a repository lane that points at the loopback demo
// endpoint, consents to it on the base branch (the committed baseline), and runs
// `reviewer-lanes review --reviewers demo`: the demo lane only, since a reviewer CLI found on PATH
// may be logged in to a paid account. `--with-installed` adds those (`review --all`).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoEndpoint } from './demo-endpoint.mjs';

const USAGE = 'usage: npm run demo [-- --with-installed]';
const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--with-installed');
if (unknown.length > 0) {
  console.error(`demo: unknown argument ${unknown[0]}\n${USAGE}`);
  process.exit(2);
}
const withInstalled = args.includes('--with-installed');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
if (!existsSync(cli)) {
  console.error(`demo: ${cli} is missing; run 'npm run build' first`);
  process.exit(1);
}

const endpoint = await startDemoEndpoint();
const repo = mkdtempSync(join(tmpdir(), 'reviewer-lanes-demo-'));
const git = (...args) =>
  execFileSync('git', args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const write = (path, text) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
// Asynchronous on purpose: the demo endpoint lives in this process and must keep answering.
const reviewerLanes = (...args) =>
  new Promise((resolveRun) => {
    const child = spawn(process.execPath, [cli, ...args, '--cwd', repo], { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolveRun({ status, stdout, stderr }));
  });

try {
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Demo');
  git('config', 'user.email', 'demo@example.invalid');
  git('config', 'commit.gpgsign', 'false');

  write(
    'src/price.js',
    'export function total(items) {\n  return items.reduce((sum, i) => sum + i.price, 0);\n}\n',
  );
  write(
    '.github/reviewer-lanes/capabilities/demo-endpoint/capability.json',
    JSON.stringify(
      {
        id: 'demo-endpoint',
        role: 'reviewer',
        version: '1.0.0',
        title: 'Demo endpoint',
        description: 'The loopback demo endpoint that npm run demo starts; canned reviews, no model.',
        tier: 'full',
        requires: [],
        reviewer: {
          slug: 'demo',
          flags: ['--demo'],
          transport: 'openai-http',
          probe: {
            kind: 'http-reachable',
            hostConfigKey: 'review.demo_host',
            path: '/v1/models',
            timeoutMs: 2000,
          },
          invoke: {
            hostConfigKey: 'review.demo_host',
            path: '/v1/chat/completions',
            modelDiscovery: 'first-from-models-endpoint',
            effortChannel: 'none',
          },
          timeoutFloorMs: 30000,
          emptyOutput: 'stub-with-stderr',
          reviewsSection: 'Demo Endpoint',
          evidenceClass: 'diff-only',
          requiresBinaries: [],
          promptBudgetKey: null,
          handler: 'openai-compatible',
        },
        config: {
          'review.demo_host': { type: 'string', default: '', description: 'Base URL of the demo endpoint.' },
        },
      },
      null,
      2,
    ) + '\n',
  );
  write(
    '.github/reviewer-lanes/config.json',
    JSON.stringify({ review: { demo_host: endpoint.url } }, null, 2) + '\n',
  );

  // Bootstrap the consent baseline on the base branch, as a maintainer would.
  const consent = await reviewerLanes('consent', '--write');
  if (consent.status !== 0) throw new Error(`consent --write failed:\n${consent.stdout}${consent.stderr}`);
  process.stdout.write(consent.stdout);
  git('add', '-A');
  git('commit', '-q', '-m', 'Sample project with a consented demo lane');

  git('checkout', '-q', '-b', 'feature');
  write(
    'src/price.js',
    'export function total(items, discount) {\n  const sum = items.reduce((s, i) => s + i.price * i.qty, 0);\n  return sum - sum * discount / 100;\n}\n',
  );
  write(
    'src/price.test.js',
    "import { total } from './price.js';\nconsole.log(total([{ price: 2, qty: 3 }], 10));\n",
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'Quantities and a percentage discount');

  const out = join(repo, '.reviewer-lanes');
  const lanes = withInstalled ? ['--all'] : ['--reviewers', 'demo'];
  const review = await reviewerLanes('review', '--base', 'main', '--head', 'feature', ...lanes, '--out', out);
  process.stdout.write(review.stdout);
  process.stderr.write(review.stderr);
  const reviews = join(out, 'REVIEWS.md');
  if (!existsSync(reviews)) throw new Error('review wrote no REVIEWS.md');
  const text = readFileSync(reviews, 'utf8');
  const table = text.split('\n').filter((l) => l.startsWith('|'));
  console.log(`\nDEMO — lanes and statuses (the demo lane answers with canned text, no model):`);
  console.log(table.join('\n'));
  console.log(`\nREVIEWS.md: ${reviews}`);
  if (!withInstalled)
    console.log(
      'Only the demo lane ran; `npm run demo -- --with-installed` adds the reviewer CLIs on your PATH.',
    );
  process.exitCode = review.status ?? 1;
} finally {
  await endpoint.close();
}

// The demo's sample repository, in a temp dir: on `main`, src/price.js, the three demo lanes
// (scripts/demo-lanes.mjs) pointed at the demo endpoint, and the consent baseline for them, written
// by the CLI and committed as a maintainer would; on `feature`, a change the demo lanes review.
// Shared by `npm run demo` and scripts/screenshots.mjs, so the picture shows the demo's review.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LANES, SAMPLE, demoManifest } from './demo-lanes.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = join(ROOT, 'dist', 'cli.js');

/** Runs the committed CLI in `repo`; asynchronous, so the demo endpoint in this process keeps answering. */
export function reviewerLanes(repo, ...args) {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [CLI, ...args, '--cwd', repo], { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolveRun({ status, stdout, stderr }));
  });
}

/** Builds the sample repository; returns it with its `git` and what `consent --write` printed. */
export async function buildDemoRepo(endpointUrl) {
  const repo = mkdtempSync(join(tmpdir(), 'reviewer-lanes-demo-'));
  const git = (...args) =>
    execFileSync('git', args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  const write = (path, text) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Demo');
  git('config', 'user.email', 'demo@example.invalid');
  git('config', 'commit.gpgsign', 'false');

  write('src/price.js', SAMPLE.base);
  const review = {};
  for (const lane of DEMO_LANES) {
    write(
      `.github/reviewer-lanes/capabilities/${lane.id}/capability.json`,
      `${JSON.stringify(demoManifest(lane), null, 2)}\n`,
    );
    review[`${lane.slug}_host`] = `${endpointUrl}/${lane.slug}`;
  }
  review.default_reviewers = DEMO_LANES.map((l) => l.slug);
  write('.github/reviewer-lanes/config.json', `${JSON.stringify({ review }, null, 2)}\n`);

  // The consent baseline on the base branch, as a maintainer would bootstrap it.
  const consent = await reviewerLanes(repo, 'consent', '--write', '--json');
  if (consent.status !== 0) throw new Error(`consent --write failed:\n${consent.stdout}${consent.stderr}`);
  git('add', '-A');
  git('commit', '-q', '-m', 'Sample project with three consented demo lanes');

  git('checkout', '-q', '-b', 'feature');
  write('src/price.js', SAMPLE.head);
  write('src/price.test.js', SAMPLE.test);
  git('add', '-A');
  git('commit', '-q', '-m', 'Quantities and a percentage discount');
  return { repo, git, consent: JSON.parse(consent.stdout) };
}

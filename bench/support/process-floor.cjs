// The processes a 12-lane review must start, and nothing else: the floor under the
// review-overhead figure on this machine. A Node process (CommonJS, like dist/cli.js) resolves
// the two refs through `git cat-file`; then, together, reads the consent baseline's blob at the
// base, runs `git merge-base` and `git diff A...B`, and makes the lanes' workspace (D18 runs every
// spawn lane in a fresh checkout of the head outside the repository: `git init`, `git read-tree -u`
// of the head, and the `git diff-tree` that finds the agent-configuration files to take from the
// trusted ref); then runs the 12 lanes' /bin/echo in the workspace together, each child with the
// stdio the runner gives such a lane (no stdin; stdout and stderr piped); removes the workspace
// and exits. No bundle is loaded and nothing else is read or written: whatever review-overhead
// measures above this is the CLI's own work.
// Usage: node process-floor.cjs <repo> <base> <head> <lanes>
'use strict';
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const [repo, base, head, lanes] = process.argv.slice(2);
// The consent baseline where `--consent` puts it by default, read at the base as a review reads it.
const CONSENT = '.github/reviewer-lanes/consent.json';

function run(cmd, args, { input, cwd = repo, env } = {}) {
  return new Promise((resolve, reject) => {
    const stdin = input === undefined ? 'ignore' : 'pipe';
    const child = spawn(cmd, args, {
      cwd,
      stdio: [stdin, 'pipe', 'pipe'],
      detached: true,
      ...(env ? { env: { ...process.env, ...env } } : {}),
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args[0]} exited ${code}`)),
    );
    child.stdin?.end(input);
  });
}

/** A checkout of `tree` in a fresh repository that borrows the repository's objects. */
async function makeWorkspace(root, tree) {
  await run('git', ['init', '-q', '--template=', root]);
  writeFileSync(join(root, '.git', 'objects', 'info', 'alternates'), `${join(repo, '.git', 'objects')}\n`);
  const env = { GIT_DIR: join(root, '.git'), GIT_WORK_TREE: root };
  await run('git', ['read-tree', '-u', '--reset', tree], { cwd: root, env });
}

(async () => {
  const refs = await run('git', ['cat-file', '--batch-check'], { input: `${base}\n${head}\n` });
  const [a, b] = refs.split('\n').map((line) => line.split(' ')[0]);
  const workspace = mkdtempSync(join(tmpdir(), 'process-floor-ws-'));
  try {
    await Promise.all([
      run('git', ['cat-file', 'blob', `${a}:${CONSENT}`]),
      run('git', ['merge-base', a, b]),
      run('git', ['diff', '-p', `${a}...${b}`]),
      run('git', ['diff-tree', '-r', '-z', '--no-renames', a, b]),
      makeWorkspace(workspace, b),
    ]);
    await Promise.all(
      Array.from({ length: Number(lanes) }, () => run('/bin/echo', ['## Summary'], { cwd: workspace })),
    );
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
})().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
});

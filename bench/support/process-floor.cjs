// The processes a 12-lane review must start, and nothing else: the floor under the
// review-overhead figure on this machine. A Node process (CommonJS, like dist/cli.js) resolves
// the two refs through `git cat-file`, then runs `git merge-base` and `git diff A...B` together,
// then the 12 lanes' /bin/echo together, each child with the stdio the runner gives such a lane
// (no stdin; stdout and stderr piped), and exits. No bundle is loaded and no file is read or
// written: whatever review-overhead measures above this is the CLI's own work.
// Usage: node process-floor.cjs <repo> <base> <head> <lanes>
'use strict';
const { spawn } = require('node:child_process');

const [repo, base, head, lanes] = process.argv.slice(2);

function run(cmd, args, input) {
  return new Promise((resolve, reject) => {
    const stdin = input === undefined ? 'ignore' : 'pipe';
    const child = spawn(cmd, args, { cwd: repo, stdio: [stdin, 'pipe', 'pipe'], detached: true });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}`))));
    child.stdin?.end(input);
  });
}

(async () => {
  const refs = await run('git', ['cat-file', '--batch-check'], `${base}\n${head}\n`);
  const [a, b] = refs.split('\n').map((line) => line.split(' ')[0]);
  await Promise.all([run('git', ['merge-base', a, b]), run('git', ['diff', '-p', `${a}...${b}`])]);
  await Promise.all(Array.from({ length: Number(lanes) }, () => run('/bin/echo', ['## Summary'])));
})().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
});

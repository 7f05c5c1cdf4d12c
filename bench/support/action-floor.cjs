// The processes the action's review of a pull request must start, and nothing else: the floor
// under the action-review figure, run by the same Node 24 in the same runner environment. A bare
// Node process reads the two commits and the consent baseline through one `git cat-file
// --batch`, asks `git config` for checkout credentials (as the action does before lanes run),
// runs `git diff` and `git merge-base` together, then the lanes together, each with the prompt
// on stdin and stdout and stderr piped, and exits. No bundle is loaded and no GitHub or artifact
// call is made: whatever the action takes above this is its own work.
// Usage: node action-floor.cjs <repo> <base> <head> <consent path> <lane binary> <lanes>
'use strict';
const { spawn } = require('node:child_process');

const [repo, base, head, consent, lane, lanes] = process.argv.slice(2);

function run(cmd, args, input, okCodes = [0]) {
  return new Promise((resolve, reject) => {
    const stdin = input === undefined ? 'ignore' : 'pipe';
    const child = spawn(cmd, args, { cwd: repo, stdio: [stdin, 'pipe', 'pipe'], detached: true });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      okCodes.includes(code) ? resolve(out) : reject(new Error(`${cmd} ${args[0]} exited ${code}`)),
    );
    child.stdin?.end(input);
  });
}

(async () => {
  await run('git', ['cat-file', '--batch'], `${base}\n${head}\n${base}:${consent}\n`);
  // Exit 1: no credentials in the checkout's config.
  await run(
    'git',
    ['config', '--includes', '--null', '--get-regexp', '^http\\..*\\.extraheader$'],
    undefined,
    [0, 1],
  );
  await Promise.all([
    run('git', ['diff', '-M', '-z', '--raw', '--numstat', '-p', base, head]),
    run('git', ['merge-base', base, head]),
  ]);
  const prompt = '# Review this change\n';
  await Promise.all(Array.from({ length: Number(lanes) }, () => run(lane, [], prompt)));
})().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
});

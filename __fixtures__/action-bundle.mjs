// The bundled action as the runner starts it, found one way for the tests and the bench. On CI
// (`CI=true`) that is the committed `dist/action/index.js`, which `.ci/run` rebuilds before the
// tests. Elsewhere the sources are bundled the same way (tsc, then ncc) into `.e2e-cache/`, cached
// by a hash of the inputs — so a local run measures and tests the code as it is now without
// touching the shared `dist/`, and another file's unfinished types do not stop it (ncc would
// type-check the whole project).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceHash() {
  const h = createHash('sha256');
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) h.update(relative(ROOT, p)).update('\0').update(readFileSync(p)).update('\0');
    }
  };
  walk(join(ROOT, 'src'));
  walk(join(ROOT, 'capabilities'));
  h.update(readFileSync(join(ROOT, 'package-lock.json')));
  return h.digest('hex').slice(0, 16);
}

/** Absolute path of the action bundle to run. */
export function actionBundle() {
  if (process.env['CI'] === 'true') {
    const dist = join(ROOT, 'dist', 'action', 'index.js');
    if (!existsSync(dist)) throw new Error('dist/action/index.js is missing: run npm run build first');
    return dist;
  }
  const cache = join(ROOT, '.e2e-cache');
  const out = join(cache, 'action-bundle');
  const stamp = join(out, '.source-hash');
  const hash = sourceHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return join(out, 'index.js');
  // Test files run in parallel workers: one builds, the others wait for it.
  const lock = join(cache, 'action-bundle.lock');
  mkdirSync(cache, { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${lock} is held for 5 minutes: remove it if no test is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return join(out, 'index.js');
    }
  }
  try {
    return build(cache, out, stamp, hash);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function build(cache, out, stamp, hash) {
  const tsc = join(cache, 'action-tsc');
  rmSync(tsc, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  try {
    // Emits even when unrelated files have type errors; tsc --noEmit is the type gate.
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '-p',
        join(ROOT, 'tsconfig.json'),
        '--noEmit',
        'false',
        '--outDir',
        tsc,
        '--sourceMap',
        'false',
        '--declaration',
        'false',
        '--incremental',
        'false',
      ],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } catch {
    // Type errors elsewhere: the JavaScript was still written.
  }
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      '--quiet',
      join(tsc, 'src/index.js'),
      '-o',
      out,
    ],
    { cwd: ROOT, stdio: 'pipe' },
  );
  rmSync(tsc, { recursive: true, force: true });
  writeFileSync(stamp, hash);
  return join(out, 'index.js');
}

/**
 * `dist/cli.js`: starts the CLI bundle (`dist/cli/main.cjs`) through the code cache and hands
 * it the command line. Kept to what must run before the bundle: every millisecond here is paid
 * by every command (DESIGN.md §6).
 *
 * scripts/build.mjs builds this file as CommonJS, never as an ES module: Node starts a CommonJS
 * entry a few milliseconds sooner (no ESM loader, no ESM facades of the builtins it imports). So
 * there is no top-level await here and no `import.meta`; `__dirname` is dist/cli.js's own.
 */
import { join } from 'node:path';
import { cacheDirFor, loadBundle } from './code-cache.js';

/** main.cjs's SHA-256, written in by scripts/build.mjs (undefined when run from src/). */
declare const REVIEWER_LANES_BUNDLE_DIGEST: string | undefined;
const digest = typeof REVIEWER_LANES_BUNDLE_DIGEST === 'string' ? REVIEWER_LANES_BUNDLE_DIGEST : undefined;

const bundle = join(__dirname, 'cli', 'main.cjs');
const argv = process.argv.slice(2);
// The command names the cache: each kind of run compiles (and caches) its own functions.
const command = argv.find((a) => !a.startsWith('-'));
const loaded = loadBundle(bundle, cacheDirFor(process.env), digest, command);
const { main } = loaded.exports as {
  main: (argv: string[], deps: { buildDigest?: string }) => Promise<number>;
};

// What `process.exitCode = await main(argv); loaded.save();` did in an ES module, step by step.
let settled = false;
// The digest also keys the record of inputs this build validated clean (sys/verdicts.ts).
main(argv, digest === undefined ? {} : { buildDigest: digest }).then(
  (code) => {
    settled = true;
    process.exitCode = code;
    loaded.save();
  },
  (error: unknown) => {
    settled = true;
    // An uncaught exception, as a rejected top-level await was: Node reports it on stderr and
    // exits 1, whatever --unhandled-rejections says.
    process.nextTick(() => {
      throw error;
    });
  },
);
// A top-level await that never settles exits 13 (unless an exit code was set); CommonJS would
// exit 0 with nothing done.
process.once('beforeExit', () => {
  if (!settled) process.exitCode ??= 13;
});

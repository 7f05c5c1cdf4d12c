/**
 * `dist/cli.js`: starts the CLI bundle (`dist/cli/main.cjs`) through the code cache and hands
 * it the command line. Kept to what must run before the bundle: every millisecond here is paid
 * by every command (DESIGN.md §6).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDirFor, loadBundle } from './code-cache.js';

/** main.cjs's SHA-256, written in by scripts/build.mjs (undefined when run from src/). */
declare const REVIEWER_LANES_BUNDLE_DIGEST: string | undefined;
const digest = typeof REVIEWER_LANES_BUNDLE_DIGEST === 'string' ? REVIEWER_LANES_BUNDLE_DIGEST : undefined;

const bundle = join(dirname(fileURLToPath(import.meta.url)), 'cli', 'main.cjs');
const loaded = loadBundle(bundle, cacheDirFor(process.env), digest);
const { main } = loaded.exports as { main: (argv: string[]) => Promise<number> };
process.exitCode = await main(process.argv.slice(2));
loaded.save();

#!/usr/bin/env node
// Builds dist/. The output is committed; CI rebuilds it and fails on any difference (STYLE.md 9).
//
// - The action (dist/action/index.js and its chunks): ncc, ESM, run once per job by the runner
//   (action.yml `runs.main`). dist/action/package.json makes its .js files ES modules.
// - The CLI: esbuild, because its start-up is budgeted (DESIGN.md §6) and ESM cannot use V8's
//   code cache on Node 20. dist/cli.js is a small CommonJS launcher (src/cli/launch.ts; an ES
//   module entry costs Node a few milliseconds more to start) that loads dist/cli/main.cjs, one
//   CommonJS bundle of src/cli/main.ts, through the code cache (src/cli/code-cache.ts). undici
//   (HTTP lanes only) and zod (validation only) are bundles of their own (dist/cli/undici.cjs,
//   dist/cli/zod.cjs) that main.cjs requires on first use. dist/package.json makes dist/cli.js CommonJS (the
//   repository's own package.json says "module").
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
process.chdir(ROOT);

const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--license', 'licenses.txt'];
const work = mkdtempSync(join(tmpdir(), 'reviewer-lanes-build-'));

/** Shared esbuild settings: Node 20, no minification (dist/ is read in review), no source maps. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
  metafile: true,
};

/**
 * zod's namespace re-exports every locale (about 400 kB); the CLI formats no zod message with a
 * locale (validation messages are our own, and zod's default English is set by zod itself from
 * locales/en.js, which stays). The locale index is replaced by an empty module.
 */
const withoutZodLocales = {
  name: 'without-zod-locales',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'zod')}`)
        ? { path: 'zod-locales', namespace: 'empty' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/**
 * `undici` and `zod` resolve to separate bundles beside main.cjs, each loaded on first use: undici
 * by the first HTTP lane, zod by the first validation (a review whose manifests and baseline this
 * build has validated clean before never loads it, sys/verdicts.ts). In main.cjs, zod's 400 kB and
 * its 500 top-level functions would cost every command's start-up.
 */
const APART = ['undici', 'zod'];
const packagesApart = {
  name: 'packages-apart',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${APART.join('|')})$`) }, (args) => ({
      path: `./${args.path}.cjs`,
      external: true,
    }));
  },
};

/**
 * Rewrites every non-ASCII character of a bundle as a \\uXXXX escape. esbuild escapes strings
 * but leaves regular-expression literals and comments as they are, and one such character makes
 * V8 hold the whole megabyte of source as a two-byte string (twice the memory, and every lane's
 * fork copies it, DESIGN.md §6). An escape is the same character in a string, a regular
 * expression or a comment; after a backslash it would not be, so that fails the build.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  const escaped = /\\[\u0080-\uffff]/.exec(text);
  if (escaped)
    throw new Error(`${file}: an escaped non-ASCII character at ${escaped.index}; cannot rewrite it`);
  writeFileSync(
    file,
    text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

/** The packages a bundle contains, from its metafile, with their license texts (as ncc writes). */
function licenses(metafiles) {
  const packages = new Map();
  for (const meta of metafiles)
    for (const input of Object.keys(meta.inputs)) {
      const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
      if (m && !packages.has(m[2])) packages.set(m[2], m[1]);
    }
  const blocks = [];
  for (const [name, dir] of [...packages].sort((a, b) => a[0].localeCompare(b[0]))) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : '';
    blocks.push(`${name}\n${pkg.license ?? ''}\n${text}\n`);
  }
  return blocks.join('\n');
}

try {
  execFileSync('node', [...ncc, 'src/index.ts', '-o', join(work, 'action')], { stdio: 'inherit' });

  const cli = join(work, 'cli');
  const main = await build({
    ...common,
    entryPoints: ['src/cli/main.ts'],
    outfile: join(cli, 'cli', 'main.cjs'),
    format: 'cjs',
    // import() of our own modules becomes a lazy require: a CommonJS bundle run through vm has
    // no ESM loader to import with.
    supported: { 'dynamic-import': false },
    // src/paths.ts finds the package root from its own location.
    define: { 'import.meta.url': '__reviewerLanesModuleUrl' },
    banner: { js: "const __reviewerLanesModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [withoutZodLocales, packagesApart],
  });
  asciiOnly(join(cli, 'cli', 'main.cjs'));
  const apart = [];
  for (const name of APART) {
    const out = join(cli, 'cli', `${name}.cjs`);
    apart.push(
      await build({
        ...common,
        entryPoints: [name],
        outfile: out,
        format: 'cjs',
        plugins: [withoutZodLocales],
      }),
    );
    asciiOnly(out);
  }
  const digest = createHash('sha256')
    .update(readFileSync(join(cli, 'cli', 'main.cjs')))
    .digest('hex');
  await build({
    ...common,
    entryPoints: ['src/cli/launch.ts'],
    define: { REVIEWER_LANES_BUNDLE_DIGEST: JSON.stringify(digest) },
    outfile: join(cli, 'cli.js'),
    format: 'cjs',
    packages: 'external',
    banner: { js: '#!/usr/bin/env node' },
  });
  writeFileSync(join(cli, 'cli', 'licenses.txt'), licenses([main, ...apart].map((f) => f.metafile)));
  for (const f of [main, ...apart]) {
    const [out] = Object.keys(f.metafile.outputs);
    if (!existsSync(out)) throw new Error(`esbuild wrote no ${relative(ROOT, out)}`);
  }

  // Each directory's .js files get their module type from the package.json nearest to them.
  writeFileSync(join(work, 'action', 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  writeFileSync(join(cli, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

  rmSync('dist', { recursive: true, force: true });
  cpSync(join(work, 'action'), join('dist', 'action'), { recursive: true });
  cpSync(cli, 'dist', { recursive: true });
  chmodSync('dist/cli.js', 0o755);
} finally {
  rmSync(work, { recursive: true, force: true });
}

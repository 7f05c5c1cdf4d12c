#!/usr/bin/env node
// Writes the documentation's copies of what `reviewer-lanes init` writes, from the same templates
// (src/init/templates.ts, rendered by src/init/docs.ts): docs/examples/review.yml,
// docs/examples/manifest-check.yml, and README.md's workflow between <!-- review-workflow:start -->
// and <!-- review-workflow:end -->. The TypeScript is bundled with esbuild first (Node 20 cannot run
// .ts), beside node_modules so its dependencies resolve.
// `--check`: write nothing; exit 1 when a copy is not what this script would write.
// `--root DIR` reads and writes DIR/README.md and DIR/docs/examples/ instead of the repository's (tests).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? process.argv[rootArg + 1] : repo;

const cache = join(repo, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, 'gen-docs-'));
let rendered;
try {
  const outfile = join(work, 'docs.mjs');
  await build({
    entryPoints: [join(repo, 'src/init/docs.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  rendered = await import(pathToFileURL(outfile).href);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const { review, check } = await rendered.documentedWorkflows();
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const nextReadme = rendered.readmeWithWorkflow(readme, review);
if (nextReadme === undefined) {
  console.error(`gen-docs: README.md has no ${rendered.README_WORKFLOW_MARKERS.join(' ... ')} markers`);
  process.exit(2);
}
const files = [
  ['docs/examples/review.yml', review],
  ['docs/examples/manifest-check.yml', check],
  ['README.md', nextReadme],
];
const read = (path) => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
};
const stale = files.filter(([path, text]) => read(path) !== text).map(([path]) => path);

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(
      `gen-docs: ${stale.join(', ')} differ from the init templates: run node scripts/gen-docs.mjs and commit`,
    );
    process.exit(1);
  }
  console.log('the documented workflows are current.');
} else {
  for (const [path, text] of files) if (stale.includes(path)) writeFileSync(join(root, path), text);
  console.log(stale.length > 0 ? `updated ${stale.join(', ')}` : 'the documented workflows are current.');
}

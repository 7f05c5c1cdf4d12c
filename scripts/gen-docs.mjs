#!/usr/bin/env node
// Writes the documentation's workflows from one source, docs/examples/: docs/examples/review.yml and
// docs/examples/manifest-check.yml from the templates `reviewer-lanes init` writes
// (src/init/templates.ts, rendered by src/init/docs.ts), then every copy of an example in README.md
// and docs/*.md, between <!-- example:NAME.yml:start --> and <!-- example:NAME.yml:end -->. The
// TypeScript is bundled with esbuild first (Node 20 cannot run .ts), beside node_modules so its
// dependencies resolve.
// `--check`: write nothing; exit 1 when a copy is not what this script would write.
// `--root DIR` reads and writes DIR/README.md, DIR/docs/*.md and DIR/docs/examples/ instead of the
// repository's (tests).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

const read = (path) => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
};

const { review, check } = await rendered.documentedWorkflows();
const examples = rendered.EXAMPLES_DIR;
const generated = new Map([
  ['review.yml', review],
  ['manifest-check.yml', check],
]);
const example = (name) => generated.get(name) ?? read(`${examples}/${name}`);

const files = [...generated].map(([name, text]) => [`${examples}/${name}`, text]);
const documents = [
  'README.md',
  ...(existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : []),
];
for (const path of documents) {
  const text = read(path);
  if (text === undefined) continue;
  const next = rendered.withExamples(text, example);
  if (next.missing.length > 0) {
    console.error(`gen-docs: ${path} shows ${next.missing.join(', ')}, which ${examples}/ does not hold`);
    process.exit(2);
  }
  files.push([path, next.text]);
}
if (
  !files.some(([path, text]) => path === 'README.md' && text.includes('<!-- example:review.yml:start -->'))
) {
  console.error(
    'gen-docs: README.md has no <!-- example:review.yml:start --> ... <!-- example:review.yml:end --> markers',
  );
  process.exit(2);
}
const stale = files.filter(([path, text]) => read(path) !== text).map(([path]) => path);

if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(
      `gen-docs: ${stale.join(', ')} differ from ${examples}/: run node scripts/gen-docs.mjs and commit`,
    );
    process.exit(1);
  }
  console.log('the documented workflows are current.');
} else {
  for (const [path, text] of files) if (stale.includes(path)) writeFileSync(join(root, path), text);
  console.log(stale.length > 0 ? `updated ${stale.join(', ')}` : 'the documented workflows are current.');
}

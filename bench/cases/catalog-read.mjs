// Bench case (DESIGN §6, D23): reading a pinned catalog of 50 lanes costs at most 2 GitHub
// requests and 150 ms against the loopback GitHub API. The catalog is a real git repository's
// `git archive` (what GitHub serves), in a folder of a repository that holds other files too;
// the reader is src/github/catalog-archive.ts as plain ESM, the fake is
// __fixtures__/github/fake-github.ts, both in this process. The median of several reads is
// budgeted; the first read, which also loads the GitHub client's modules, is reported beside.
// Run alone: `node bench/cases/catalog-read.mjs`.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transpileSources } from '../../__fixtures__/run/transpile.mjs';
import { median, ROOT, round, runAlone } from '../lib.mjs';

const LANES = 50;
const RUNS = 9;

export const name = 'catalog-read';
export const budget = [
  { figure: 'requests', max: 2, what: 'GitHub requests to read a pinned catalog of 50 lanes' },
  { figure: 'medianMs', max: 150, unit: 'ms', what: 'reading a pinned catalog of 50 lanes, median' },
];

export async function run() {
  const out = await transpileSources(join(ROOT, 'bench', 'out'), 'catalog-read-', [
    '__fixtures__/github',
    '__fixtures__/servers',
  ]);
  const load = (p) => import(pathToFileURL(join(out, p)).href);
  const tempRoot = mkdtempSync(join(tmpdir(), 'rl-bench-catalog-'));
  try {
    const [{ startFakeGitHub }, tarballs, { githubCatalogReader }] = await Promise.all([
      load('__fixtures__/github/fake-github.js'),
      load('__fixtures__/github/catalog-tarball.js'),
      load('src/github/catalog-archive.js'),
    ]);
    const { sha, tarball } = tarballs.gitTarball('acme', 'lanes', {
      ...tarballs.catalogTree(LANES, 'reviewers'),
      'README.md': '# The organization’s lanes\n',
      'scripts/check.mjs': 'export {};\n',
    });
    const fake = await startFakeGitHub({ codeloadApart: true });
    try {
      fake.archives.set('acme/lanes', { commits: new Map([[sha, tarball]]) });
      const read = githubCatalogReader({
        token: 'ghs_bench_token',
        apiUrl: fake.url,
        log: { warning: () => undefined, info: () => undefined },
        tempRoot,
      });
      const pin = { owner: 'acme', repo: 'lanes', path: 'reviewers', sha };
      const samples = [];
      const requests = [];
      let lanes = 0;
      for (let i = 0; i <= RUNS; i++) {
        fake.requests.length = 0;
        const started = performance.now();
        const files = await read(pin);
        samples.push(performance.now() - started);
        requests.push(fake.requests.length);
        lanes = readdirSync(join(files.dir, 'capabilities')).length;
        await files.dispose();
      }
      const [firstMs, ...rest] = samples;
      return {
        ok: lanes === LANES && readdirSync(tempRoot).length === 0,
        requests: Math.max(...requests),
        medianMs: round(median(rest)),
        firstMs: round(firstMs),
        lanes,
        archiveKiB: round(tarball.length / 1024),
        runs: RUNS,
      };
    } finally {
      await fake.close();
    }
  } finally {
    rmSync(tempRoot, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, { name, budget, run });

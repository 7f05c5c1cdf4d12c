/**
 * Archives of a catalog repository as GitHub serves them (D23). Origin: written for these tests.
 * `gitTarball` commits real files (and symbolic links) to a real git repository in a temp folder
 * and runs `git archive`, which is what GitHub serves: a gzip tar with a pax header naming the
 * commit and every entry under `OWNER-REPO-<short sha>/`. `packTarball` writes entries git could
 * never hold (a hard link, a device, a `..` or absolute name, a file too large) with tar-stream's
 * writer, for the archives a hostile or broken host could send.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack, type Header } from 'tar-stream';

/** A file's text, or a symbolic link to `link`. */
export type CatalogTreeEntry = string | { link: string };

export interface CatalogTarball {
  sha: string;
  tarball: Buffer;
}

const GIT_ENV = {
  PATH: process.env['PATH'] ?? '/usr/bin:/bin',
  GIT_AUTHOR_NAME: 'Catalog',
  GIT_AUTHOR_EMAIL: 'catalog@example.test',
  GIT_COMMITTER_NAME: 'Catalog',
  GIT_COMMITTER_EMAIL: 'catalog@example.test',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** `files` committed to a new repository, and `git archive` of that commit as GitHub names it. */
export function gitTarball(
  owner: string,
  repo: string,
  files: Record<string, CatalogTreeEntry>,
): CatalogTarball {
  const root = mkdtempSync(join(tmpdir(), 'rl-catalog-repo-'));
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, env: { ...GIT_ENV, HOME: root }, maxBuffer: 256 * 1024 * 1024 });
  try {
    git(['init', '-q', '-b', 'main']);
    for (const [path, entry] of Object.entries(files)) {
      const at = join(root, path);
      mkdirSync(dirname(at), { recursive: true });
      if (typeof entry === 'string') writeFileSync(at, entry);
      else symlinkSync(entry.link, at);
    }
    git(['add', '-A']);
    git(['commit', '-q', '-m', 'catalog']);
    const sha = git(['rev-parse', 'HEAD']).toString().trim();
    const tarball = git(['archive', '--format=tar.gz', `--prefix=${owner}-${repo}-${sha.slice(0, 7)}/`, sha]);
    return { sha, tarball };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** One entry of `packTarball`: a header as tar-stream takes it, with a file's content. */
export interface PackedEntry extends Partial<Header> {
  name: string;
  body?: string | Buffer;
}

/** A gzip tar of exactly these entries, in this order. */
export async function packTarball(entries: PackedEntry[]): Promise<Buffer> {
  const p = pack();
  const chunks: Buffer[] = [];
  p.on('data', (c) => void chunks.push(c as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    p.on('end', () => resolve());
    p.on('error', reject);
  });
  for (const { body, ...header } of entries) {
    if (body === undefined) p.entry(header);
    else p.entry(header, body);
  }
  p.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** A capability manifest's text for lane `id` (the catalog's content is not what these read). */
export function laneManifest(id: string): string {
  return `${JSON.stringify({ id, note: 'a catalog lane' }, null, 2)}\n`;
}

/** A catalog of `n` lanes, `capabilities/lane-<i>/capability.json`, under `folder` ('' = root). */
export function catalogTree(n: number, folder = ''): Record<string, string> {
  const at = (p: string) => (folder === '' ? p : `${folder}/${p}`);
  const tree: Record<string, string> = { [at('config.json')]: '{"review": {}}\n' };
  for (let i = 1; i <= n; i++) tree[at(`capabilities/lane-${i}/capability.json`)] = laneManifest(`lane-${i}`);
  return tree;
}

export const sha40 = (c: string) => c.repeat(40).slice(0, 40);

/**
 * Reading a pinned catalog from GitHub (D23) end to end: the real reader against the loopback
 * GitHub API, whose archives are `git archive` of real repositories (what GitHub serves), or
 * archives written with tar-stream for entries git cannot hold (hard links, devices, `..`).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CATALOG_BOUNDS,
  githubCatalogReader,
  type GitHubCatalogOptions,
} from '../../src/github/catalog-archive.js';
import { formatCatalogPin, type CatalogPin } from '../../src/config/catalog-pin.js';
import { ConfigurationError, ServiceError } from '../../src/diagnostics.js';
import { startFakeGitHub, type FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import {
  catalogTree,
  gitTarball,
  laneManifest,
  packTarball,
  sha40,
  type PackedEntry,
} from '../../__fixtures__/github/catalog-tarball.js';

const TOKEN = 'ghs_catalog_token';
let fake: FakeGitHub;
let tempRoot: string;
const warnings: string[] = [];
const log = { warning: (m: string) => void warnings.push(m), info: () => undefined };

beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  tempRoot = mkdtempSync(join(tmpdir(), 'rl-catalog-read-'));
  fake.requests.length = 0;
  fake.archives.clear();
});
afterEach(() => {
  rmSync(tempRoot, { recursive: true, force: true });
});

const read = (pin: CatalogPin, o: Partial<GitHubCatalogOptions> = {}, gh: FakeGitHub = fake) =>
  githubCatalogReader({ token: TOKEN, apiUrl: gh.url, log, tempRoot, retries: 0, ...o })(pin);

/** Serves `tarball` as `owner/repo`'s commit `sha`. */
function serve(owner: string, repo: string, sha: string, tarball: Buffer, extra = {}, gh: FakeGitHub = fake) {
  const known = gh.archives.get(`${owner}/${repo}`);
  if (known) known.commits.set(sha, tarball);
  else gh.archives.set(`${owner}/${repo}`, { commits: new Map([[sha, tarball]]), ...extra });
}

const pinOf = (sha: string, path = ''): CatalogPin => ({ owner: 'acme', repo: 'lanes', path, sha });

/** Every file under `dir`, relative, sorted. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

/** The ConfigurationError a read rejects with (fails the test if it resolves or throws another). */
async function refused(p: Promise<unknown>): Promise<{ code?: string; message: string }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConfigurationError);
  const e = err as ConfigurationError;
  return { code: e.diagnostic.code, message: e.message };
}

/** A catalog in an archive written with tar-stream: `OWNER-REPO-abc1234/`, a lane in `folder`, and these entries. */
async function packed(sha: string, entries: PackedEntry[], folder = '') {
  const top = 'acme-lanes-abc1234/';
  const at = folder === '' ? top : `${top}${folder}/`;
  const tarball = await packTarball([
    { name: top, type: 'directory' },
    { name: `${at}capabilities/`, type: 'directory' },
    { name: `${at}capabilities/one/capability.json`, body: laneManifest('one') },
    ...entries.map((e) => ({ ...e, name: e.name.startsWith('/') ? e.name : `${top}${e.name}` })),
  ]);
  serve('acme', 'lanes', sha, tarball);
}

describe('a catalog read through the API', () => {
  it('writes the commit’s catalog into a temp dir in two requests, the token sent to the API only', async () => {
    const { sha, tarball } = gitTarball('acme', 'lanes', { ...catalogTree(3), 'consent.json': '{}\n' });
    serve('acme', 'lanes', sha, tarball);
    const files = await read(pinOf(sha));
    expect(filesOf(files.dir)).toEqual([
      'capabilities/lane-1/capability.json',
      'capabilities/lane-2/capability.json',
      'capabilities/lane-3/capability.json',
      'config.json',
      'consent.json',
    ]);
    expect(readFileSync(join(files.dir, 'capabilities/lane-2/capability.json'), 'utf8')).toBe(
      laneManifest('lane-2'),
    );
    expect(fake.requests.map((r) => [r.method, r.path, r.authorization])).toEqual([
      ['GET', `/repos/acme/lanes/tarball/${sha}`, `token ${TOKEN}`],
      ['GET', `/_codeload/acme/lanes/legacy.tar.gz/${sha}`, undefined],
    ]);
    expect(files.dir.startsWith(tempRoot)).toBe(true);
    await files.dispose();
    expect(existsSync(files.dir)).toBe(false);
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('extracts only the catalog’s folder of a larger repository, its links elsewhere ignored', async () => {
    const { sha, tarball } = gitTarball('acme', 'lanes', {
      ...catalogTree(2, 'org/reviewers'),
      'org/reviewers-old/capabilities/stale/capability.json': laneManifest('stale'),
      'README.md': '# lanes\n',
      'src/index.js': 'export {};\n',
      'docs/readme-link': { link: '../README.md' },
    });
    serve('acme', 'lanes', sha, tarball);
    const files = await read(pinOf(sha, 'org/reviewers'));
    expect(filesOf(files.dir)).toEqual([
      'capabilities/lane-1/capability.json',
      'capabilities/lane-2/capability.json',
      'config.json',
    ]);
    await files.dispose();
  });

  it('reads a private catalog with a token that can see it; the archive host never gets the token', async () => {
    const gh = await startFakeGitHub({ codeloadApart: true });
    try {
      const { sha, tarball } = gitTarball('acme', 'private-lanes', catalogTree(1));
      serve('acme', 'private-lanes', sha, tarball, { private: true, tokens: [TOKEN] }, gh);
      const files = await read({ ...pinOf(sha), repo: 'private-lanes' }, {}, gh);
      expect(filesOf(files.dir)).toEqual(['capabilities/lane-1/capability.json', 'config.json']);
      await files.dispose();
      const [api, archive] = gh.requests;
      expect(gh.requests).toHaveLength(2);
      expect(api?.host).toBe(new URL(gh.url).host);
      expect(api?.authorization).toBe(`token ${TOKEN}`);
      // Another origin, as codeload.github.com is api.github.com's: reached with the link's own token.
      expect(archive?.host).toBe(new URL(gh.codeloadUrl).host);
      expect(archive?.host).not.toBe(api?.host);
      expect(archive?.authorization).toBeUndefined();
      expect(JSON.stringify(archive)).not.toContain(TOKEN);
    } finally {
      await gh.close();
    }
  });

  it('asks the archive host again after a 5xx', async () => {
    const { sha, tarball } = gitTarball('acme', 'lanes', catalogTree(1));
    serve('acme', 'lanes', sha, tarball);
    fake.faults.push({ method: 'GET', path: /^\/_codeload\//, status: 502, times: 1 });
    const files = await read(pinOf(sha), { retries: 1, retryBaseMs: 1 });
    expect(filesOf(files.dir)).toEqual(['capabilities/lane-1/capability.json', 'config.json']);
    expect(fake.requests.map((r) => r.path.split('/')[1])).toEqual(['repos', '_codeload', '_codeload']);
    await files.dispose();
  });
});

describe('a catalog that cannot be read: the message a user sees', () => {
  const sha = sha40('c0ffee');
  const at = `acme/lanes@${sha}`;

  it('an unknown commit (404)', async () => {
    const { tarball } = gitTarball('acme', 'lanes', catalogTree(1));
    serve('acme', 'lanes', sha40('beef'), tarball);
    expect(await refused(read(pinOf(sha)))).toEqual({
      code: 'catalog_not_found',
      message: `review.catalog: ${at} cannot be read: GitHub answered 404: the commit is not in acme/lanes, or the token cannot see a private repository: set catalog-token to a token that can read acme/lanes`,
    });
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('a private repository the token cannot see (GitHub answers 404), named for the CLI’s token', async () => {
    const { sha: s, tarball } = gitTarball('acme', 'lanes', catalogTree(1));
    serve('acme', 'lanes', s, tarball, { private: true, tokens: ['ghs_other'] });
    const r = await refused(read(pinOf(s), { tokenSetting: 'GITHUB_TOKEN' }));
    expect(r.code).toBe('catalog_not_found');
    expect(r.message).toContain('or the token cannot see a private repository: set GITHUB_TOKEN');
  });

  it('no token at all, before any request', async () => {
    expect(await refused(read(pinOf(sha), { token: '' }))).toEqual({
      code: 'catalog_no_token',
      message: `review.catalog: ${at} cannot be read: no token to read it with: set catalog-token`,
    });
    expect(fake.requests).toEqual([]);
  });

  it('a token GitHub refuses (403)', async () => {
    const { sha: s, tarball } = gitTarball('acme', 'lanes', catalogTree(1));
    serve('acme', 'lanes', s, tarball, { forbidden: [TOKEN] });
    expect(await refused(read(pinOf(s)))).toEqual({
      code: 'catalog_forbidden',
      message: `review.catalog: acme/lanes@${s} cannot be read: GitHub answered 403 (Resource not accessible by personal access token): the token may not read acme/lanes's contents; set catalog-token to a token with contents: read on it`,
    });
  });

  it('a ref that is not a full commit id, before any request', async () => {
    expect(await refused(read(pinOf('main')))).toEqual({
      code: 'catalog_not_pinned',
      message:
        'review.catalog: acme/lanes@main cannot be read: the commit must be a full 40-character commit SHA',
    });
    expect(fake.requests).toEqual([]);
  });

  it('a folder the commit does not have, and a folder without capabilities/', async () => {
    const { sha: s, tarball } = gitTarball('acme', 'lanes', {
      ...catalogTree(1, 'reviewers'),
      'notes/README.md': 'no lanes here\n',
    });
    serve('acme', 'lanes', s, tarball);
    expect(await refused(read(pinOf(s, 'reviewer')))).toEqual({
      code: 'catalog_missing_folder',
      message: `review.catalog: acme/lanes/reviewer@${s} cannot be read: acme/lanes has no folder "reviewer" at that commit`,
    });
    expect(await refused(read(pinOf(s, 'notes')))).toEqual({
      code: 'catalog_no_capabilities',
      message: `review.catalog: acme/lanes/notes@${s} cannot be read: notes holds no capabilities/ folder; a catalog keeps its lanes in capabilities/<id>/capability.json`,
    });
    expect(readdirSync(tempRoot)).toEqual([]);
  });
});

describe('an archive over a bound', () => {
  const sha = sha40('b0b');
  const over = async (entries: PackedEntry[], o: Partial<GitHubCatalogOptions> = {}, folder = '') => {
    await packed(sha, entries, folder);
    const r = await refused(read(pinOf(sha, folder), o));
    expect(r.code).toBe('catalog_too_large');
    // Nothing of what was written before the bound was met is left.
    expect(readdirSync(tempRoot)).toEqual([]);
    return r.message.replace(`review.catalog: ${formatCatalogPin(pinOf(sha, folder))} cannot be read: `, '');
  };

  it('more files than the bound (2,000)', async () => {
    const many = Array.from({ length: CATALOG_BOUNDS.maxFiles }, (_, i) => ({
      name: `capabilities/lane-${i}/capability.json`,
      body: '{}',
    }));
    expect(await over(many)).toBe('it holds over 2000 files');
  });

  it('more bytes than the bound (10 MiB) together', async () => {
    const mib = Buffer.alloc(1024 * 1024, 'a');
    const big = Array.from({ length: 10 }, (_, i) => ({ name: `docs/part-${i}.md`, body: mib }));
    expect(await over(big)).toBe('its files are over 10 MiB together');
  });

  it('one file over the bound (1 MiB)', async () => {
    expect(await over([{ name: 'docs/huge.md', body: Buffer.alloc(1024 * 1024 + 1, 'a') }])).toBe(
      '"docs/huge.md" is 1 MiB, over 1 MiB for one file',
    );
  });

  it('deeper than the bound (8 folders)', async () => {
    const deep = `${Array.from({ length: 9 }, (_, i) => `d${i}`).join('/')}/x.json`;
    expect(await over([{ name: deep, body: '{}' }])).toBe(`"${deep}" is 9 folders deep, over 8`);
  });

  it('a repository whose archive is over the download bound, though its catalog is small', async () => {
    // Bounds made small here: the default (64 MiB) would make the test download 64 MiB.
    const noise = randomBytes(16 * 1024);
    const msg = await over(
      [{ name: 'elsewhere.bin', body: noise }],
      {
        bounds: { maxArchiveBytes: 4096 },
      },
      'reviewers',
    );
    expect(msg).toBe(
      'the archive of acme/lanes is over 4096 bytes to download; keep the catalog in a repository of its own',
    );
  });

  it('an archive that unpacks over its bound (a file of zeros outside the catalog)', async () => {
    const msg = await over(
      [{ name: 'zeros.bin', body: Buffer.alloc(2 * 1024 * 1024) }],
      {
        bounds: { maxUnpackedBytes: 1024 * 1024 },
      },
      'reviewers',
    );
    expect(msg).toBe(
      'the archive of acme/lanes is over 1 MiB unpacked; keep the catalog in a repository of its own',
    );
  });
});

describe('entries a catalog never holds', () => {
  const sha = sha40('dead');
  const unsafe = async (entries: PackedEntry[]) => {
    await packed(sha, entries);
    const r = await refused(read(pinOf(sha)));
    expect(r.code).toBe('catalog_unsafe_entry');
    expect(readdirSync(tempRoot)).toEqual([]);
    return r.message.replace(`review.catalog: acme/lanes@${sha} cannot be read: `, '');
  };

  it('a symbolic link committed in the catalog (git archive of a real repository)', async () => {
    const { sha: s, tarball } = gitTarball('acme', 'lanes', {
      ...catalogTree(1),
      'capabilities/two/capability.json': { link: '../../../../etc/passwd' },
    });
    serve('acme', 'lanes', s, tarball);
    const r = await refused(read(pinOf(s)));
    expect(r).toEqual({
      code: 'catalog_unsafe_entry',
      message: `review.catalog: acme/lanes@${s} cannot be read: the archive's entry "acme-lanes-${s.slice(0, 7)}/capabilities/two/capability.json" is a symbolic link; a catalog holds folders and regular files only`,
    });
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('the catalog’s folder itself a symbolic link', async () => {
    const { sha: s, tarball } = gitTarball('acme', 'lanes', {
      ...catalogTree(1, 'real'),
      reviewers: { link: 'real' },
    });
    serve('acme', 'lanes', s, tarball);
    const r = await refused(read(pinOf(s, 'reviewers')));
    expect(r.message).toBe(
      `review.catalog: acme/lanes/reviewers@${s} cannot be read: the archive's entry "acme-lanes-${s.slice(0, 7)}/reviewers" is a symbolic link, where the catalog's folder "reviewers" should be; a catalog holds folders and regular files only`,
    );
  });

  it('a hard link', async () => {
    expect(
      await unsafe([
        {
          name: 'capabilities/two/capability.json',
          type: 'link',
          linkname: 'acme-lanes-abc1234/config.json',
        },
      ]),
    ).toBe(
      'the archive\'s entry "acme-lanes-abc1234/capabilities/two/capability.json" is a hard link; a catalog holds folders and regular files only',
    );
  });

  it('a device', async () => {
    expect(
      await unsafe([{ name: 'capabilities/tty', type: 'character-device', devmajor: 5, devminor: 0 }]),
    ).toBe(
      'the archive\'s entry "acme-lanes-abc1234/capabilities/tty" is a device; a catalog holds folders and regular files only',
    );
  });

  it('a ".." segment', async () => {
    expect(await unsafe([{ name: 'capabilities/../../escape.json', body: '{}' }])).toBe(
      'the archive\'s entry "acme-lanes-abc1234/capabilities/../../escape.json" has a ".." segment; a catalog holds folders and regular files only',
    );
  });

  it('an absolute path', async () => {
    expect(await unsafe([{ name: '/tmp/escape.json', body: '{}' }])).toBe(
      'the archive\'s entry "/tmp/escape.json" is an absolute path; a catalog holds folders and regular files only',
    );
  });

  it('the same file twice', async () => {
    expect(await unsafe([{ name: 'capabilities/one/capability.json', body: '{"id":"evil"}' }])).toBe(
      'the archive\'s entry "acme-lanes-abc1234/capabilities/one/capability.json" is in the archive twice; a catalog holds folders and regular files only',
    );
  });

  it('an entry beside the archive’s one folder', async () => {
    serve(
      'acme',
      'lanes',
      sha,
      await packTarball([
        { name: 'acme-lanes-abc1234/capabilities/one/capability.json', body: laneManifest('one') },
        { name: 'other-top/capabilities/two/capability.json', body: laneManifest('two') },
      ]),
    );
    expect(await refused(read(pinOf(sha)))).toEqual({
      code: 'catalog_unsafe_entry',
      message: `review.catalog: acme/lanes@${sha} cannot be read: the archive's entry "other-top/capabilities/two/capability.json" is outside the archive's folder "acme-lanes-abc1234/"; a catalog holds folders and regular files only`,
    });
    expect(readdirSync(tempRoot)).toEqual([]);
  });
});

describe('not GitHub’s answer', () => {
  it('an archive that is not gzip is the service’s failure, not the configuration’s', async () => {
    const sha = sha40('f00d');
    serve('acme', 'lanes', sha, Buffer.from('<html>not an archive</html>'));
    const err = await read(pinOf(sha)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as Error).message).toMatch(
      new RegExp(`^review.catalog acme/lanes@${sha}: the archive cannot be read: `),
    );
    expect(readdirSync(tempRoot)).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

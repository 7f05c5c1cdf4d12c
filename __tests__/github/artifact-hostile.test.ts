/**
 * What the real @actions/artifact client does with what a lane can leave in a lane job's out
 * directory, on the way up (mode: lane) and on the way down (mode: publish). The publish job
 * guards its copy of a lane's files (pipeline/matrix.ts); these pin what reaches that copy.
 * The real client against the loopback artifact service; the hostile zip is written by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  ArtifactTooLargeError,
  ArtifactTooManyEntriesError,
  ArtifactUnreadableError,
  createArtifactStore,
  listFiles,
  type ArtifactStore,
} from '../../src/github/artifact.js';
import { startFakeArtifacts, type FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { readZip, S_IFIFO, S_IFLNK, writeZip } from '../../__fixtures__/github/zip.js';

let artifacts: FakeArtifacts;
let store: ArtifactStore;
let dir: string;
const saved = { ...process.env };
beforeAll(async () => {
  artifacts = await startFakeArtifacts();
  // The client reads the runner's variables from the environment when it is called.
  Object.assign(process.env, artifacts.env('run-hostile'));
  store = await createArtifactStore();
  dir = mkdtempSync(join(tmpdir(), 'rl-artifact-hostile-'));
});
afterAll(async () => {
  process.env = saved;
  await artifacts.close();
  rmSync(dir, { recursive: true, force: true });
});

const entriesOf = (name: string) => {
  const a = artifacts.artifacts.find((x) => x.name === name);
  if (!a) throw new Error(`no artifact ${name}`);
  return new Map([...readZip(a.zip)].map(([k, v]) => [k, v.toString('utf8')]));
};

/** Every entry under `root`: its path, and whether it is a regular file, and its size. */
function tree(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      const st = lstatSync(path);
      return `${relative(root, path)} ${st.isFile() ? 'file' : 'other'} ${st.size}`;
    })
    .sort();
}

describe('mode: lane uploads only the regular files of its out directory', () => {
  it('leaves out a link and a FIFO the lane left; the client handed a link would send its target', async () => {
    const secret = join(dir, 'runner-token');
    writeFileSync(secret, 'RUNNER-SECRET-VALUE');
    const out = join(dir, 'lane-out');
    mkdirSync(join(out, 'lanes'), { recursive: true });
    writeFileSync(join(out, 'lanes', 'a.md'), 'the review\n');
    symlinkSync(secret, join(out, 'lanes', 'a.stdout'));
    execFileSync('mkfifo', [join(out, 'lanes', 'a.err')]);

    const files = await listFiles(out);
    expect(files).toEqual([join(out, 'lanes', 'a.md')]);
    await store.upload('listed', out, files);
    expect([...entriesOf('listed')]).toEqual([['lanes/a.md', 'the review\n']]);

    // Why the list matters: @actions/artifact resolves a listed link and zips what it points at.
    await store.upload('linked', out, [join(out, 'lanes', 'a.stdout')]);
    expect([...entriesOf('linked')]).toEqual([['lanes/a.stdout', 'RUNNER-SECRET-VALUE']]);
  });
});

describe('mode: publish unpacks a lane artifact as it comes', () => {
  it('a link, a FIFO, `..` and `/` in the zip land as regular files inside the folder; size is not capped', async () => {
    const big = 12 * 1024 * 1024;
    const zip = writeZip([
      { name: 'lanes/a.md', data: '/proc/self/environ', mode: S_IFLNK | 0o777 },
      { name: 'lanes/a.err', data: 'fifo', mode: S_IFIFO | 0o644 },
      { name: 'lanes/../../../escape.txt', data: 'up' },
      { name: '/etc/evil.txt', data: 'absolute' },
      { name: 'lanes/a.stdout', data: Buffer.alloc(big, 0x61) },
    ]);
    expect(zip.length).toBeLessThan(64 * 1024);
    artifacts.artifacts.push({
      id: 1,
      run: 'run-hostile',
      name: 'crafted',
      zip,
      createdAt: new Date().toISOString(),
    });
    const into = join(dir, 'down');
    await store.download(1, into);
    expect(tree(into)).toEqual([
      'etc/evil.txt file 8',
      'lanes/a.err file 4',
      'lanes/a.md file 18',
      `lanes/a.stdout file ${big}`,
      'lanes/escape.txt file 2',
    ]);
    // The link's target is its text, never read.
    expect(readFileSync(join(into, 'lanes', 'a.md'), 'utf8')).toBe('/proc/self/environ');
    expect(readdirSync(dir).sort()).toEqual(['down', 'lane-out', 'runner-token']);
  });
});

describe('mode: publish holds a lane artifact to a cap, as listed and as unpacked', () => {
  const push = (id: number, name: string, zip: Buffer, listedSize?: number) =>
    artifacts.artifacts.push({
      id,
      run: 'run-hostile',
      name,
      zip,
      ...(listedSize !== undefined ? { listedSize } : {}),
      createdAt: new Date().toISOString(),
    });

  it("lists each artifact's size as the service gives it", async () => {
    push(2, 'listed-big', writeZip([{ name: 'a.txt', data: 'small' }]), 300 * 1024 * 1024);
    const listed = await store.list();
    expect(listed.find((a) => a.id === 2)).toEqual({ id: 2, name: 'listed-big', size: 300 * 1024 * 1024 });
  });

  it('stops a 12 MiB file deflated to a few kilobytes at a 1 MiB cap and leaves nothing behind', async () => {
    const zip = writeZip([
      { name: 'lane-results.json', data: '{}' },
      { name: 'lanes/a.stdout', data: Buffer.alloc(12 * 1024 * 1024, 0x61) },
    ]);
    expect(zip.length).toBeLessThan(64 * 1024);
    push(3, 'bomb', zip);
    const parent = join(dir, 'capped');
    mkdirSync(parent);
    const into = join(parent, 'bomb');
    await expect(store.download(3, into, { maxBytes: 1024 * 1024 })).rejects.toThrow(
      new ArtifactTooLargeError(1024 * 1024),
    );
    await expect(store.download(3, into, { maxBytes: 1024 * 1024 })).rejects.toThrow(
      'it unpacks to more than 1048576 bytes',
    );
    // Neither the unpacked files nor the downloaded zip stay on the runner's disk.
    expect(readdirSync(parent)).toEqual([]);
  });

  it('under the cap, unpacks as the client does: links, FIFOs, `..` and `/` as regular files inside', async () => {
    push(
      4,
      'crafted-capped',
      writeZip([
        { name: 'lanes/a.md', data: '/proc/self/environ', mode: S_IFLNK | 0o777 },
        { name: 'lanes/a.err', data: 'fifo', mode: S_IFIFO | 0o644 },
        { name: 'lanes/../../../escape.txt', data: 'up' },
        { name: '/etc/evil.txt', data: 'absolute' },
        { name: 'lanes/a.stdout', data: Buffer.alloc(1000, 0x61) },
      ]),
    );
    const parent = join(dir, 'under');
    const into = join(parent, 'down');
    await store.download(4, into, { maxBytes: 1032 });
    expect(tree(into)).toEqual([
      'etc/evil.txt file 8',
      'lanes/a.err file 4',
      'lanes/a.md file 18',
      'lanes/a.stdout file 1000',
      'lanes/escape.txt file 2',
    ]);
    expect(readdirSync(parent)).toEqual(['down']);
  });
});

describe('mode: publish refuses a lane artifact it cannot unpack, or of too many entries', () => {
  const push = (id: number, name: string, zip: Buffer) =>
    artifacts.artifacts.push({ id, run: 'run-hostile', name, zip, createdAt: new Date().toISOString() });
  const good = writeZip([
    { name: 'lane-results.json', data: '{"results":[]}'.repeat(100) },
    { name: 'lanes/a.md', data: 'the review\n'.repeat(100) },
  ]);

  it('a file that is no zip is refused as unreadable, and nothing stays', async () => {
    push(10, 'not-a-zip', Buffer.from('PK but not really a zip\n'.repeat(20)));
    const parent = join(dir, 'corrupt');
    mkdirSync(parent);
    const into = join(parent, 'down');
    await expect(store.download(10, into, { maxBytes: 1024 * 1024 })).rejects.toThrow(
      new ArtifactUnreadableError('Not a valid zip file'),
    );
    expect(readdirSync(parent)).toEqual([]);
  });

  // unzip-stream, at the end of a zip cut inside a header, waits for bytes forever.
  it.each([
    ['inside the first header', 10],
    ['inside the second entry', Math.floor(good.length / 2)],
    ['before the central directory ends', good.length - 30],
  ])(
    'a zip cut %s is refused, not waited on forever, and nothing stays',
    async (_where, length) => {
      const id = 11 + length;
      push(id, `cut-${length}`, good.subarray(0, length));
      const parent = join(dir, `cut-${length}`);
      mkdirSync(parent);
      const into = join(parent, 'down');
      await expect(store.download(id, into, { maxBytes: 1024 * 1024 })).rejects.toThrow(
        ArtifactUnreadableError,
      );
      expect(readdirSync(parent)).toEqual([]);
    },
    20_000,
  );

  it('stops a zip of 5000 empty files at a 64-entry cap and removes what it wrote', async () => {
    const zip = writeZip(Array.from({ length: 5000 }, (_, i) => ({ name: `junk/${i}`, data: '' })));
    push(9, 'many', zip);
    const parent = join(dir, 'many');
    mkdirSync(parent);
    const into = join(parent, 'down');
    await expect(store.download(9, into, { maxBytes: 1024 * 1024, maxEntries: 64 })).rejects.toThrow(
      new ArtifactTooManyEntriesError(64, 65),
    );
    await expect(store.download(9, into, { maxBytes: 1024 * 1024, maxEntries: 64 })).rejects.toThrow(
      'it holds more than 64 entries (stopped at entry 65)',
    );
    expect(readdirSync(parent)).toEqual([]);
    // At the cap it unpacks.
    push(8, 'at-cap', writeZip(Array.from({ length: 64 }, (_, i) => ({ name: `f/${i}`, data: 'x' }))));
    await store.download(8, into, { maxBytes: 1024 * 1024, maxEntries: 64 });
    expect(readdirSync(join(into, 'f'))).toHaveLength(64);
  });
});

/**
 * collectChange reads the listing and the patches with one `git diff -z --raw --numstat -p`. The
 * listing ends at the first "\0\0"; these tests pin that wherever the stream's chunks happen to be
 * cut (one byte at a time included), and without `execStream`, the change is the one the separate
 * `--raw --numstat` and patch commands describe. Repository: __fixtures__/prompt/repo.ts's mixed
 * change (renames with quotes and accents, a tab in a name, binary, symlink, deletions, modes).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGit, type Git } from '../../src/sys/git.js';
import { collectChange, parseRawNumstat, type Change } from '../../src/prompt/change.js';
import { buildMixedChange, type TempRepo } from '../../__fixtures__/prompt/repo.js';

/** The real git, with its streamed output re-cut into chunks of `size` bytes. */
function rechunked(git: Git, size: number): Git {
  return {
    ...git,
    async execStream(args, onStdout) {
      const parts: Buffer[] = [];
      const r = await git.execStream!(args, (chunk) => parts.push(chunk));
      const all = Buffer.concat(parts);
      for (let i = 0; i < all.length; i += size) onStdout(all.subarray(i, i + size));
      return r;
    },
  };
}

/** The real git, counting its diff commands. */
function counting(git: Git): { git: Git; diffs: () => number } {
  let diffs = 0;
  const isDiff = (args: string[]) => args.includes('diff');
  return {
    git: {
      ...git,
      exec: (args) => {
        if (isDiff(args)) diffs++;
        return git.exec(args);
      },
      execStream: (args, on) => {
        if (isDiff(args)) diffs++;
        return git.execStream!(args, on);
      },
    },
    diffs: () => diffs,
  };
}

async function collect(git: Git): Promise<Change> {
  const r = await collectChange(git, 'main', 'feature');
  if (!r.ok) throw new Error(r.error.message);
  return r.change;
}

describe('collectChange in one git process', () => {
  let repo: TempRepo;
  let git: Git;
  let reference: Change;
  beforeAll(async () => {
    repo = buildMixedChange();
    git = createGit(repo.dir);
    reference = await collect(git);
  });
  afterAll(() => repo.cleanup());

  it('runs git diff once', async () => {
    const c = counting(git);
    await collect(c.git);
    expect(c.diffs()).toBe(1);
  });

  it('lists what the separate --raw --numstat command lists', async () => {
    const base = repo.git('merge-base', 'main', 'feature').trim();
    const listing = await git.exec([
      '-c',
      'core.quotePath=false',
      'diff',
      '-M',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      '--no-relative',
      '-z',
      '--raw',
      '--numstat',
      base,
      'feature',
    ]);
    const separate = parseRawNumstat(listing.stdout);
    expect(separate.length).toBeGreaterThan(5);
    expect(
      reference.files.map((f) => [f.path, f.previousPath, f.status, f.additions, f.deletions, f.binary]),
    ).toEqual(separate.map((f) => [f.path, f.previousPath, f.status, f.additions, f.deletions, f.binary]));
    // Every text file got its own patch section.
    for (const f of reference.files) {
      if (f.binary) expect(f.diff).toBeNull();
      else expect(f.diff).toMatch(/^diff --git /);
    }
  });

  it.each([1, 2, 3, 7, 64, 4096])(
    'gives the same change when the stream is cut every %i bytes',
    async (size) => {
      expect(await collect(rechunked(git, size))).toEqual(reference);
    },
  );

  it('gives the same change through exec when the Git has no execStream', async () => {
    const { execStream: _unused, ...plain } = git;
    expect(await collect(plain)).toEqual(reference);
  });

  it('an empty range lists nothing and patches nothing', async () => {
    const r = await collectChange(git, 'feature', 'feature');
    expect(r).toEqual({ ok: true, change: expect.objectContaining({ files: [] }) });
  });
});

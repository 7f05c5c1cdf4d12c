/**
 * The out directory's own files (D12, D22): what the artifact holds names each examiner's request,
 * answer and stderr beside its review's, and a new run leaves no examiner file of an earlier one.
 * Real folders in a temp directory.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareOutDir, runFileNames } from '../../src/pipeline/outdir.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rl-outdir-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runFileNames', () => {
  it("names each lane's review files and its examination's, under lanes/ and examine/", () => {
    const names = runFileNames(['codex', 'team/llm']);
    expect(names.filter((n) => n.startsWith('examine/'))).toEqual([
      'examine/codex.md',
      'examine/codex.err',
      'examine/codex.stdout',
      'examine/codex.prompt.md',
      'examine/team-llm.md',
      'examine/team-llm.err',
      'examine/team-llm.stdout',
      'examine/team-llm.prompt.md',
    ]);
    expect(names).toContain('lanes/codex.md');
    expect(names).toContain('results.json');
  });
});

describe('prepareOutDir', () => {
  it("removes examine/ and empties lanes/: no examiner's request or answer of an earlier run stays", async () => {
    const out = join(dir, 'out');
    for (const sub of ['lanes', 'examine']) {
      mkdirSync(join(out, sub), { recursive: true });
      writeFileSync(join(out, sub, 'codex.prompt.md'), 'an earlier run');
      writeFileSync(join(out, sub, 'codex.md'), 'an earlier run');
    }
    await prepareOutDir(out, dir);
    expect(readdirSync(join(out, 'lanes'))).toEqual([]);
    // The round makes examine/ when it runs; a run without one leaves none.
    expect(existsSync(join(out, 'examine'))).toBe(false);
    expect(existsSync(out)).toBe(true);
  });

  it('removes a link at examine/ without following it', async () => {
    const out = join(dir, 'out');
    const target = join(dir, 'elsewhere');
    mkdirSync(target);
    writeFileSync(join(target, 'keep.md'), 'not ours');
    mkdirSync(out);
    symlinkSync(target, join(out, 'examine'));
    await prepareOutDir(out, dir);
    expect(existsSync(join(out, 'examine'))).toBe(false);
    expect(readdirSync(target)).toEqual(['keep.md']);
  });
});

/**
 * The one reader of files a pull request or a lane may have placed: what it returns for each kind
 * of thing at a name, against real files, links and FIFOs in a temp directory. Each caller turns
 * these reasons into its own message (config, catalog, the working baseline, lane output).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegularFile, readRegularText } from '../../src/sys/regular-file.js';

let dir: string;
const at = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rl-regular-file-'));
  writeFileSync(at('file.txt'), 'hello');
  writeFileSync(at('secret.txt'), 'not for the pull request');
  symlinkSync(at('secret.txt'), at('link.txt'));
  symlinkSync(at('nowhere.txt'), at('dangling.txt'));
  mkdirSync(at('folder'));
  execFileSync('mkfifo', [at('fifo')]);
  writeFileSync(at('plain'), 'a file where a folder should be');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readRegularFile', () => {
  const rows: Array<[string, string, number, ReturnType<typeof readRegularFile>['kind']]> = [
    ['a regular file', 'file.txt', 100, 'file'],
    ['nothing', 'absent.txt', 100, 'missing'],
    ['a link to a regular file', 'link.txt', 100, 'link'],
    ['a dangling link', 'dangling.txt', 100, 'link'],
    ['a folder', 'folder', 100, 'not_a_file'],
    ['a FIFO (without waiting for a writer)', 'fifo', 100, 'not_a_file'],
    ['a file over the cap', 'file.txt', 4, 'too_large'],
    ['a path through a file', 'plain/x.txt', 100, 'error'],
  ];
  it.each(rows)('%s reads as %s', (_what, name, cap, kind) => {
    expect(readRegularFile(at(name), cap).kind).toBe(kind);
  });

  it('gives the size of a file over the cap, and the cause of an error', () => {
    expect(readRegularFile(at('file.txt'), 4)).toEqual({ kind: 'too_large', bytes: 5 });
    const failed = readRegularFile(at('plain/x.txt'), 100);
    expect(failed.kind === 'error' && failed.error.code).toBe('ENOTDIR');
  });

  it('reads a file whole, or with prefix its first bytes and its whole size', () => {
    const whole = readRegularFile(at('file.txt'), 5);
    expect(whole.kind === 'file' && [whole.bytes.toString(), whole.size]).toEqual(['hello', 5]);
    const start = readRegularFile(at('file.txt'), 2, { prefix: true });
    expect(start.kind === 'file' && [start.bytes.toString(), start.size]).toEqual(['he', 5]);
  });

  it('has the text, or null for anything it does not read', () => {
    expect(readRegularText(at('file.txt'), 100)).toBe('hello');
    for (const name of ['absent.txt', 'link.txt', 'folder', 'fifo'])
      expect(readRegularText(at(name), 100)).toBeNull();
  });
});

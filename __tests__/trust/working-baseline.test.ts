/**
 * The working tree's consent baseline as `check` and `consent` read it: every kind of thing a pull
 * request can put at its name, with the message a user sees. Real files in a temp directory.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { readWorkingBaseline } from '../../src/trust/working-baseline.js';

const CONSENT = '.github/reviewer-lanes/consent.json';
let dir: string;
const at = (path: string) => join(dir, path);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rl-working-baseline-'));
  mkdirSync(dirname(at(CONSENT)), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const messages = async () => (await readWorkingBaseline(dir, CONSENT)).errors.map(formatDiagnostic);

describe('readWorkingBaseline', () => {
  it('reads a baseline, and a missing one is none (not an error)', async () => {
    expect(await readWorkingBaseline(dir, CONSENT)).toEqual({ baseline: null, exists: false, errors: [] });
    writeFileSync(at(CONSENT), '{"version": 1, "lanes": {}}\n');
    expect(await readWorkingBaseline(dir, CONSENT)).toMatchObject({
      baseline: { version: 1, lanes: {} },
      exists: true,
      errors: [],
    });
  });

  const refused: Array<[string, () => void, string]> = [
    [
      'a link',
      () => {
        writeFileSync(at('elsewhere.json'), '{"version": 1, "lanes": {}}\n');
        symlinkSync(at('elsewhere.json'), at(CONSENT));
      },
      `${CONSENT}: is a symlink or not a regular file; the baseline must be a file`,
    ],
    [
      'a folder',
      () => mkdirSync(at(CONSENT)),
      `${CONSENT}: is a symlink or not a regular file; the baseline must be a file`,
    ],
    [
      'a FIFO (without waiting for a writer)',
      () => execFileSync('mkfifo', [at(CONSENT)]),
      `${CONSENT}: is a symlink or not a regular file; the baseline must be a file`,
    ],
    [
      'a file over 1 MiB',
      () => writeFileSync(at(CONSENT), 'x'.repeat(1024 * 1024 + 1)),
      `${CONSENT}: is 1048577 bytes, over the 1048576-byte limit`,
    ],
    [
      'a file reached through a folder committed as a link',
      () => {
        rmSync(at('.github'), { recursive: true });
        mkdirSync(at('real/reviewer-lanes'), { recursive: true });
        writeFileSync(at('real/reviewer-lanes/consent.json'), '{"version": 1, "lanes": {}}\n');
        symlinkSync(at('real'), at('.github'));
      },
      `${CONSENT}: is reached through a symbolic link (.github); a link in the repository is not followed`,
    ],
  ];
  it.each(refused)('refuses %s, naming the file', async (_what, arrange, message) => {
    arrange();
    expect(await messages()).toEqual([message]);
    expect((await readWorkingBaseline(dir, CONSENT)).baseline).toBeNull();
  });
});

/** Decoding, the empty test, the stub text and the capped reads. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  decodeUtf8,
  errSidecarText,
  isEmptyOutput,
  readCapped,
  renderStub,
  STUB_MARKER,
  writeErrSidecar,
  writeReviewFile,
} from '../../src/run/output.js';
import { byteCap, utf8Boundary } from '../../src/sys/byte-cap.js';
import { removeDir, tempDir } from './support/lanes.js';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => removeDir(dir));

describe('isEmptyOutput (whitespace-only is empty)', () => {
  it.each([
    ['', true],
    [' ', true],
    ['\n', true],
    ['\r\n', true],
    ['\t', true],
    [' \n\t\r\n ', true],
    ['x', false],
    [' x ', false],
    ['-n', false],
    ['-e', false],
    ['-E', false],
  ])('%j → %s', (text, empty) => {
    expect(isEmptyOutput(text)).toBe(empty);
  });

  it.each([[null], [undefined], [42], [{}]])('a non-string (%j) is empty', (value) => {
    expect(isEmptyOutput(value)).toBe(true);
  });
});

describe('decodeUtf8', () => {
  it('turns invalid sequences into replacement characters instead of throwing', () => {
    expect(decodeUtf8(Buffer.from([0x61, 0xff, 0x62, 0xc3]))).toBe('a\uFFFDb\uFFFD');
  });
});

describe('utf8Boundary', () => {
  it.each([
    ['ASCII', 'abcdef', 3, 3],
    ['inside a 2-byte character', 'aé', 2, 1],
    ['after a 2-byte character', 'aé', 3, 3],
    ['inside a 3-byte character', '€€', 4, 3],
    ['inside a 4-byte character', 'a😀', 3, 1],
    ['past the end', 'ab', 10, 2],
    ['at zero', 'é', 0, 0],
  ])('%s', (_name, text, end, expected) => {
    expect(utf8Boundary(Buffer.from(text), end)).toBe(expected);
  });

  it('never splits a character: any cut of valid UTF-8 decodes without replacement characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (text, at) => {
        const bytes = Buffer.from(text);
        const cut = utf8Boundary(bytes, at % (bytes.length + 1));
        expect(decodeUtf8(bytes.subarray(0, cut))).not.toContain('\uFFFD');
        // …and drops at most one partial character (3 bytes).
        expect(Math.min(at % (bytes.length + 1), bytes.length) - cut).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('renderStub (the text a user sees in place of a review)', () => {
  it.each([
    [
      'stderr only',
      { slug: 'codex', stderr: 'rate limited\n' },
      'codex review failed or returned empty output. stderr:\nrate limited\n',
    ],
    [
      'no stderr',
      { slug: 'gemini', stderr: '' },
      'gemini review failed or returned empty output. stderr:\n\n',
    ],
    [
      'extra diagnostics',
      { slug: 'ollama', stderr: '', extra: 'HTTP 500' },
      'ollama review failed or returned empty output. stderr:\n\nRaw response body:\nHTTP 500\n',
    ],
    [
      'whitespace-only extra is left out',
      { slug: 'ollama', stderr: 'x', extra: '  \n' },
      'ollama review failed or returned empty output. stderr:\nx\n',
    ],
    [
      'a note saying why, before the marker line',
      { slug: 'claude', stderr: 'e', notes: ['claude review timed out after 1000 ms.'] },
      'claude review timed out after 1000 ms.\nclaude review failed or returned empty output. stderr:\ne\n',
    ],
  ])('%s', (_name, input, expected) => {
    const stub = renderStub(input);
    expect(stub).toBe(expected);
    expect(stub).toContain(STUB_MARKER);
  });
});

describe('byteCap', () => {
  it.each([
    [1024, 1024],
    [0, 0],
    [10.7, 10],
    [-1, 10 * 1024 * 1024],
    [Number.NaN, 10 * 1024 * 1024],
    [Number.POSITIVE_INFINITY, 10 * 1024 * 1024],
  ])('%d → %d (an unusable cap never means "no cap")', (input, expected) => {
    expect(byteCap(input)).toBe(expected);
  });
});

describe('files', () => {
  it('writes a review verbatim with a final newline, without doubling one', async () => {
    const a = join(dir, 'a.md');
    const b = join(dir, 'b.md');
    await writeReviewFile(a, '  review  ');
    await writeReviewFile(b, 'review\n');
    expect(readFileSync(a, 'utf8')).toBe('  review  \n');
    expect(readFileSync(b, 'utf8')).toBe('review\n');
  });

  it('propagates a write error', async () => {
    await expect(writeReviewFile(join(dir, 'missing', 'x.md'), 'x')).rejects.toThrow(/ENOENT/);
  });

  it('writes the sidecar with the spawn-error marker only when there is one', async () => {
    expect(errSidecarText('boom', 'ENOENT')).toBe('boom\n[spawn error: ENOENT]\n');
    expect(errSidecarText('boom')).toBe('boom');
    const path = join(dir, 'x.err');
    await writeErrSidecar(path, '', 'EACCES');
    expect(readFileSync(path, 'utf8')).toBe('\n[spawn error: EACCES]\n');
  });

  it('reads a missing file as empty', async () => {
    expect(await readCapped(join(dir, 'absent.md'), 10)).toEqual({
      text: '',
      bytes: 0,
      truncated: false,
      missing: true,
    });
  });

  it('reads a link or a FIFO a lane left at the name as no file, never its target', async () => {
    writeFileSync(join(dir, 'target.md'), "someone else's file");
    symlinkSync(join(dir, 'target.md'), join(dir, 'linked.md'));
    execFileSync('mkfifo', [join(dir, 'fifo.md')]);
    const none = { text: '', bytes: 0, truncated: false, missing: true };
    expect(await readCapped(join(dir, 'linked.md'), 100)).toEqual(none);
    expect(await readCapped(join(dir, 'fifo.md'), 100)).toEqual(none);
  });

  it('reads at most the cap, cut on a character boundary, with the note', async () => {
    const path = join(dir, 'big.md');
    writeFileSync(path, 'éééé');
    expect(await readCapped(path, 5)).toEqual({
      text: 'éé\n[output truncated: 8 bytes written, the first 4 kept]\n',
      bytes: 8,
      truncated: true,
      missing: false,
    });
    expect((await readCapped(path, 8)).text).toBe('éééé');
  });
});

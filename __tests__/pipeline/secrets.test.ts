/**
 * Lane files redacted in place before the out directory is published: through the one untrusted
 * file reader, so what a lane left at a name (a link to a file outside the run, a FIFO) is
 * neither followed, rewritten nor waited on. Real files in a temp directory.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactLaneFiles } from '../../src/pipeline/secrets.js';

const SECRET = 'sk-test-0123456789abcdef';
let dir: string;
let outside: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rl-lanes-'));
  outside = mkdtempSync(join(tmpdir(), 'rl-outside-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('redactLaneFiles', () => {
  it('redacts a lane file, and leaves a link and a FIFO a lane left alone', () => {
    writeFileSync(join(dir, 'a.md'), `the key is ${SECRET}\n`);
    writeFileSync(join(outside, 'target.txt'), `not ours: ${SECRET}\n`);
    symlinkSync(join(outside, 'target.txt'), join(dir, 'b.md'));
    execFileSync('mkfifo', [join(dir, 'c.err')]);

    redactLaneFiles(dir, [SECRET]);

    expect(readFileSync(join(dir, 'a.md'), 'utf8')).not.toContain(SECRET);
    expect(readFileSync(join(outside, 'target.txt'), 'utf8')).toBe(`not ours: ${SECRET}\n`);
  });
});

/**
 * Lane files redacted in place before the out directory is published: through the one untrusted
 * file reader, so what a lane left at a name (a link to a file outside the run, a FIFO) is
 * neither followed, rewritten nor waited on. Real files in a temp directory. And the examiners'
 * words (D22), redacted before results.json and reviews.sarif carry them.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactedExamination, redactLaneFiles } from '../../src/pipeline/secrets.js';

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

describe('redactedExamination (D22)', () => {
  it("redacts each verdict's evidence and reason and an examiner's failure detail, and nothing else", () => {
    const token = `ghp_${'Z9y8'.repeat(9)}`;
    const f = {
      id: 'f1',
      severity: 'HIGH' as const,
      path: 'src/a.ts',
      line: 3,
      title: 'T',
      lanes: ['codex'],
      agreement: 1,
      of: 2,
      inline: true,
      byLane: [],
    };
    const x = redactedExamination(
      {
        findings: [
          {
            ...f,
            examination: {
              standing: 'refuted',
              verdicts: [
                {
                  lane: 'claude',
                  verdict: 'refuted',
                  evidence: 'src/a.ts:1',
                  reason: `uses ${SECRET} and ${token}`,
                },
              ],
            },
          },
          { ...f, id: 'f2' },
        ],
        lanes: new Map([
          [
            'claude',
            {
              status: 'failed',
              durationMs: 1,
              verdicts: 0,
              ignored: 0,
              reason: 'lane_failed',
              detail: `401 for ${SECRET}`,
            },
          ],
        ]),
        examination: { mode: 'auto', examined: 1, unexamined: 0 },
        round: { mode: 'auto', examined: [], unexamined: [], assignments: [] },
        examiners: [],
      },
      [SECRET],
    );
    expect(x.findings[0]?.examination?.verdicts[0]).toEqual({
      lane: 'claude',
      verdict: 'refuted',
      evidence: 'src/a.ts:1',
      reason: 'uses [REDACTED] and [REDACTED]',
    });
    expect(x.findings[1]).toEqual({ ...f, id: 'f2' });
    expect(x.lanes.get('claude')?.detail).toBe('401 for [REDACTED]');
  });
});

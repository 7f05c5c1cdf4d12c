/**
 * A lane that floods stdout never floods our memory, by design rather than by how fast the
 * machine reads: its review is cut at the byte cap, what follows is never read, and the lane is
 * ended there. The memory figure itself (500 MiB → under 250 MiB RSS, quiet and with the CPUs
 * busy) is the bench's (bench/cases/flood.mjs), never asserted here.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runSpawnLane, stdoutPathFor } from '../../src/run/spawn-lane.js';
import { groupAlive } from '../../src/sys/process.js';
import { fakeCtx, fakePlan, readPid, removeDir, tempDir } from './support/lanes.js';

const FLOOD_MIB = 500;
const CAP = 1024 * 1024;
/** One pipe read at most: the chunk that crosses the cap is the last one taken. */
const PIPE_CHUNK = 64 * 1024;

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => removeDir(dir));

describe('output flood', () => {
  it(`a lane writing ${FLOOD_MIB} MiB to stdout is cut at the cap, read no further, and ended`, async () => {
    const pidFile = join(dir, 'flood.pid');
    const plan = fakePlan(dir, ['pidfile', pidFile, 'flood', String(FLOOD_MIB), 'print', 'never reached']);
    const result = await runSpawnLane(plan, fakeCtx(dir, { maxOutputBytes: CAP }));

    expect(result.status).toBe('reviewed');
    expect(result.caveats).toEqual([
      'Output truncated: the reviewer wrote more than the output cap, and was stopped there.',
    ]);
    // The review is the cap plus the note, which says how much was read: never the flood.
    const note = /\n\[output truncated: (\d+) bytes written, the first (\d+) kept\]\n$/.exec(result.body);
    expect(note).not.toBeNull();
    const [read, kept] = [Number(note?.[1]), Number(note?.[2])];
    expect(kept).toBe(CAP);
    expect(read).toBeGreaterThan(CAP);
    expect(read).toBeLessThanOrEqual(CAP + PIPE_CHUNK);
    expect(result.body.startsWith('x\n'.repeat(CAP / 2))).toBe(true);
    // The raw capture holds what the review does: nothing past the cap went to disk either.
    expect(statSync(stdoutPathFor(plan)).size).toBe(Buffer.byteLength(result.body));
    expect(readFileSync(plan.paths.review, 'utf8')).toBe(result.body);
    // The lane's process group is gone, not left writing into a closed pipe.
    const pid = readPid(pidFile);
    expect(groupAlive(pid)).toBe(false);
  }, 60_000);

  it('a file-arg lane chatting past the cap on stdout is read to its end, its review kept whole', async () => {
    const plan = fakePlan(dir, [], { identity: 'chatty', outputChannel: 'file-arg' });
    plan.argv = ['-o', plan.paths.review, 'flood', '3', 'print', 'the review'];
    const result = await runSpawnLane(plan, fakeCtx(dir, { maxOutputBytes: CAP }));
    expect(result.status).toBe('reviewed');
    expect(result.body).toBe('the review');
    expect(result.caveats).toEqual([]);
    // Its stdout was drained (the lane finished), and only the cap of it kept.
    expect(readFileSync(stdoutPathFor(plan), 'utf8')).toMatch(
      new RegExp(`\\n\\[output truncated: ${3 * 1024 * 1024} bytes written, the first ${CAP} kept\\]\\n$`),
    );
  }, 60_000);
});

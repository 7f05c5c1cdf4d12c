/**
 * A lane's usage (D17): the estimate of what it was given, and a usage read back from a file
 * another job wrote (lane-results.json), which must not put a wrong figure on the page.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LaneUsageSchema, estimatedUsage, totalTokens } from '../../src/run/usage.js';
import { removeDir, tempDir } from './support/lanes.js';

describe('estimatedUsage', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('rl-usage-');
  });
  afterEach(() => removeDir(dir));

  it('is ceil(chars / 4) of the prompt, and of the review when there is one', async () => {
    writeFileSync(join(dir, 'p.md'), 'x'.repeat(4001));
    expect(await estimatedUsage(join(dir, 'p.md'), 'y'.repeat(9))).toEqual({
      inputTokens: 1001,
      outputTokens: 3,
      source: 'estimate',
    });
    expect(await estimatedUsage(join(dir, 'p.md'), null)).toEqual({ inputTokens: 1001, source: 'estimate' });
  });

  it('counts characters, not bytes', async () => {
    writeFileSync(join(dir, 'p.md'), 'é'.repeat(8));
    expect((await estimatedUsage(join(dir, 'p.md'), null))?.inputTokens).toBe(2);
  });

  it('a missing or blank prompt was nothing given: no usage', async () => {
    writeFileSync(join(dir, 'blank.md'), ' \n');
    expect(await estimatedUsage(join(dir, 'missing.md'), 'text')).toBeUndefined();
    expect(await estimatedUsage(join(dir, 'blank.md'), 'text')).toBeUndefined();
  });

  it('a FIFO a lane left at the prompt name does not block the estimate', async () => {
    execFileSync('mkfifo', [join(dir, 'fifo.md')]);
    expect(await estimatedUsage(join(dir, 'fifo.md'), null)).toBeUndefined();
  });
});

describe('LaneUsageSchema', () => {
  it.each([
    [{ inputTokens: 10, outputTokens: 5, costUsd: 0.25, source: 'lane' }],
    [{ inputTokens: 10, source: 'estimate' }],
    [{ source: 'lane' }],
  ])('keeps %j', (usage) => {
    expect(LaneUsageSchema.parse(usage)).toEqual(usage);
  });

  it.each([
    ['not an object', 'lots'],
    ['an unknown source', { inputTokens: 1, source: 'guess' }],
    ['a string count', { inputTokens: '1', source: 'lane' }],
    ['a negative count', { outputTokens: -1, source: 'lane' }],
    ['an infinite cost', { costUsd: Infinity, source: 'lane' }],
    ['an estimate with a cost', { inputTokens: 1, costUsd: 1, source: 'estimate' }],
    ['an unknown member', { inputTokens: 1, source: 'lane', note: 'x' }],
  ])('drops %s', (_name, usage) => {
    expect(LaneUsageSchema.safeParse(usage).success).toBe(false);
  });
});

describe('totalTokens', () => {
  it('adds what is known, and is undefined when nothing is', () => {
    expect(totalTokens({ inputTokens: 3, outputTokens: 4, source: 'lane' })).toBe(7);
    expect(totalTokens({ outputTokens: 4, source: 'lane' })).toBe(4);
    expect(totalTokens({ source: 'lane' })).toBeUndefined();
    expect(totalTokens(undefined)).toBeUndefined();
  });
});

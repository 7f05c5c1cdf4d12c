/**
 * The action's wiring of the pipeline: what a mode read before the review (the look back, the
 * track record) reaches the pipeline as data, and the pipeline's side effects are its own.
 */
import { describe, expect, it } from '@jest/globals';
import { pipelineDeps, pipelineInput, type StageContext } from '../../src/action/stages.js';
import type { ReviewScope } from '../../src/incremental/scope.js';
import type { Settings } from '../../src/settings.js';
import { createGit } from '../../src/sys/git.js';

const ctx = {
  signal: new AbortController().signal,
  event: { pr: { number: 7, title: 'Fix', body: 'text', url: 'https://github.com/o/r/pull/7' } },
  git: createGit(process.cwd()),
  log: { info: () => undefined },
  env: { PATH: '/bin' },
  secrets: ['ghs_token'],
} as unknown as StageContext;
const settings = { cwd: process.cwd() } as Settings;

describe('pipelineInput', () => {
  it('carries the look back and the track record as data, nothing else added', () => {
    const scope: ReviewScope = { kind: 'delta', since: 'a'.repeat(40), previousHead: 'a'.repeat(40) };
    const previous = { findings: [], omitted: 2, comments: [] };
    const history = { recorded: [], dismissals: [], comments: [], feedback: [] };
    const laneRecords = new Map([['codex', '3 reviews']]);
    const input = pipelineInput(settings, { ...ctx, scope, previous, history, laneRecords });
    expect(input).toEqual({
      settings,
      env: { PATH: '/bin' },
      signal: ctx.signal,
      secrets: ['ghs_token'],
      publishes: true,
      pr: { number: 7, title: 'Fix', body: 'text', url: 'https://github.com/o/r/pull/7' },
      scope,
      previous,
      history,
      laneRecords,
    });
  });

  it('leaves out what the mode did not read', () => {
    expect(Object.keys(pipelineInput(settings, { ...ctx, event: {} } as StageContext)).sort()).toEqual([
      'env',
      'publishes',
      'secrets',
      'settings',
      'signal',
    ]);
  });
});

describe('pipelineDeps', () => {
  it("is git (with the run's ref cache) and the log: the pipeline makes its own process runner", () => {
    const deps = pipelineDeps(ctx);
    expect(Object.keys(deps).sort()).toEqual(['git', 'log']);
    expect(deps.git.cwd).toBe(process.cwd());
  });
});

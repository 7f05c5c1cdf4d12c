/**
 * The model a lane reports having used (D19 "The page"), read from its CLI's machine-readable
 * output: claude's `modelUsage`, gemini's `stats.models` (else its `init` event), qwen's
 * `stats.models` (else its messages' `model`). codex and opencode name none. The recorded
 * outputs are the pinned CLIs' own (`__fixtures__/run/real-cli-output/README.md`); the rest are
 * shaped from them.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modelName } from '../../../src/run/handlers/_envelope.js';
import { readClaudeOutput } from '../../../src/run/handlers/claude.js';
import { readCodexOutput } from '../../../src/run/handlers/codex.js';
import { readGeminiOutput } from '../../../src/run/handlers/gemini.js';
import { reconstructOpencode } from '../../../src/run/handlers/opencode.js';
import { readQwenOutput } from '../../../src/run/handlers/qwen.js';
import type { SpawnLanePlan } from '../../../src/plan/types.js';
import { fakePlan } from '../support/lanes.js';

const recorded = (name: string): string =>
  readFileSync(join('__fixtures__/run/real-cli-output', name), 'utf8');
const REVIEW = recorded('suggestions-review.txt');
const lines = (...events: unknown[]): string => events.map((e) => JSON.stringify(e)).join('\n') + '\n';

let plan: SpawnLanePlan;
beforeEach(() => {
  plan = fakePlan('/run', [], { slug: 'lane' });
});

describe('the recorded outputs of the real CLIs', () => {
  it.each([
    ['claude', () => readClaudeOutput(plan, recorded('claude-suggestions.stdout')), 'claude-fake'],
    // The fake model answers as version `fake`; gemini asked for `gemini-fake` (its init event).
    ['gemini', () => readGeminiOutput(plan, recorded('gemini-suggestions.stdout')), 'fake'],
    ['qwen', () => readQwenOutput(plan, recorded('qwen-suggestions.stdout')), 'fake-model'],
    ['codex', () => readCodexOutput(plan, REVIEW, recorded('codex-suggestions.stdout')), undefined],
  ])('%s: the review passes through whole, and the model it names is read', (_cli, read, served) => {
    const reading = read();
    expect(reading.review).toBe(REVIEW);
    expect(reading.servedModel).toBe(served);
  });

  it('opencode: the review passes through whole; its events name no model', () => {
    const stdout = recorded('opencode-suggestions.stdout');
    expect(reconstructOpencode(stdout).review).toBe(REVIEW);
    expect(stdout).not.toMatch(/"model(?:ID)?"/);
  });
});

describe('shaped from them', () => {
  it('claude names every model of its modelUsage, the one with the most output first', () => {
    const doc = {
      type: 'result',
      subtype: 'success',
      result: 'ok',
      modelUsage: {
        'claude-haiku-4-5': { inputTokens: 400, outputTokens: 12 },
        'claude-sonnet-4-5': { inputTokens: 9000, outputTokens: 800 },
      },
    };
    expect(readClaudeOutput(plan, JSON.stringify(doc)).servedModel).toBe(
      'claude-sonnet-4-5, claude-haiku-4-5',
    );
    expect(
      readClaudeOutput(plan, JSON.stringify({ ...doc, modelUsage: undefined })).servedModel,
    ).toBeUndefined();
  });

  it("gemini cut short before its result names the init event's model", () => {
    const stdout = lines(
      { type: 'init', model: 'gemini-2.5-pro' },
      { type: 'message', role: 'assistant', content: 'partial review' },
    );
    expect(readGeminiOutput(plan, stdout).servedModel).toBe('gemini-2.5-pro');
  });

  it("qwen without stats names its last assistant message's model, else its system message's", () => {
    const assistant = {
      type: 'assistant',
      message: { model: 'qwen3-coder', content: [{ type: 'text', text: 'x' }] },
    };
    const result = {
      type: 'result',
      subtype: 'success',
      result: 'x',
      usage: { input_tokens: 1, output_tokens: 1 },
    };
    expect(
      readQwenOutput(plan, JSON.stringify([{ type: 'system', model: 'init-m' }, assistant, result]))
        .servedModel,
    ).toBe('qwen3-coder');
    expect(
      readQwenOutput(plan, JSON.stringify([{ type: 'system', model: 'init-m' }, result])).servedModel,
    ).toBe('init-m');
  });

  it('a name that is not a short line of text is not one', () => {
    expect(modelName('gpt-5')).toBe('gpt-5');
    expect(modelName(' m ')).toBe('m');
    expect(modelName('m\n<!-- x -->')).toBeUndefined();
    expect(modelName('x'.repeat(201))).toBeUndefined();
    expect(modelName(42)).toBeUndefined();
    expect(
      readClaudeOutput(plan, JSON.stringify({ type: 'result', result: 'ok', modelUsage: { 'a\u0007b': {} } }))
        .servedModel,
    ).toBeUndefined();
  });
});

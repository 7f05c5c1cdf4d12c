/**
 * The first-party CLI handlers read their CLI's machine-readable output back into the review its
 * text format printed, and the figures it reported (D17). Whole, cut-short, malformed and
 * plain-text output, per CLI; then through a real process, what the user sees on the page.
 * The envelopes are shaped as the pinned releases print them (the real-CLI end-to-end tests run
 * the CLIs themselves); the cut-short and malformed ones are made from them here.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  estimatedWarning,
  partialCaveat,
  QUOTED_OUTPUT_CHARS,
  readJsonDocument,
  type EnvelopeReading,
} from '../../../src/run/handlers/_envelope.js';
import { claudeHandler, readClaudeOutput } from '../../../src/run/handlers/claude.js';
import { codexHandler, codexUsage, readCodexOutput } from '../../../src/run/handlers/codex.js';
import { geminiHandler, readGeminiOutput } from '../../../src/run/handlers/gemini.js';
import { opencodeUsage } from '../../../src/run/handlers/opencode.js';
import { qwenHandler, readQwenOutput } from '../../../src/run/handlers/qwen.js';
import { truncationNote } from '../../../src/sys/byte-cap.js';
import type { SpawnLanePlan } from '../../../src/plan/types.js';
import { fakeCtx, fakePlan, removeDir, tempDir } from '../support/lanes.js';

const REVIEW = '## Summary\nThe change is fine.\n\n## Risk Assessment\nLOW';
const lines = (...events: unknown[]): string => events.map((e) => JSON.stringify(e)).join('\n') + '\n';
/** The first `n` characters: output cut short, as a crash or the byte cap leaves it. */
const cut = (text: string, at: string): string => text.slice(0, text.indexOf(at) + at.length);

let plan: SpawnLanePlan;
beforeEach(() => {
  plan = fakePlan('/run', [], { slug: 'lane' });
});

type Want = Partial<EnvelopeReading> & { diagnosticHas?: string };
function expectReading(got: EnvelopeReading, want: Want): void {
  const { diagnosticHas, ...rest } = want;
  expect(got).toMatchObject({ caveats: [], warnings: [], ...rest });
  if (!('usage' in want)) expect(got.usage).toBeUndefined();
  if (diagnosticHas === undefined) expect(got.diagnostic).toBeUndefined();
  else expect(got.diagnostic).toContain(diagnosticHas);
}

describe('readJsonDocument', () => {
  it.each([
    ['plain text', 'Error: not logged in\n', { kind: 'text' }],
    ['whitespace', '  \n', { kind: 'text' }],
    ['a whole object', ' {"a":1}\n', { kind: 'whole', value: { a: 1 } }],
    ['an object cut inside a string', '{"a":"hel', { kind: 'partial', value: { a: 'hel' } }],
    ['a cut array', '[{"a":1},{"b":', { kind: 'partial', value: [{ a: 1 }, {}] }],
    [
      'our truncation note after it',
      `{"a":"hel${truncationNote(9, 99)}`,
      { kind: 'partial', value: { a: 'hel' } },
    ],
    // The partial parser is lenient: malformed JSON reads as what it could make of it.
    ['malformed JSON', '{"a" 1}', { kind: 'partial', value: {} }],
  ])('%s', (_name, stdout, want) => {
    expect(readJsonDocument(stdout)).toEqual(want);
  });
});

describe('claude (--output-format json)', () => {
  const result = {
    type: 'result',
    subtype: 'success',
    is_error: false,
    result: REVIEW,
    session_id: 's',
    total_cost_usd: 0.0102875,
    usage: {
      input_tokens: 950,
      cache_creation_input_tokens: 50,
      cache_read_input_tokens: 300,
      output_tokens: 203,
      server_tool_use: { web_search_requests: 0 },
    },
  };
  const whole = `${JSON.stringify(result)}\n`;

  it.each<[string, string, Want]>([
    [
      'whole: the result text, input = input + cache writes + cache reads, the cost as printed',
      whole,
      { review: REVIEW, usage: { inputTokens: 1300, outputTokens: 203, costUsd: 0.0102875, source: 'lane' } },
    ],
    [
      'whole, without cache counts',
      JSON.stringify({ ...result, total_cost_usd: undefined, usage: { input_tokens: 7, output_tokens: 2 } }),
      { review: REVIEW, usage: { inputTokens: 7, outputTokens: 2, source: 'lane' } },
    ],
    [
      'cut inside the result text: the text so far, marked, figures estimated',
      cut(whole, 'The change'),
      {
        review: '## Summary\nThe change',
        caveats: [partialCaveat('claude')],
        warnings: [estimatedWarning('claude', 'printed an incomplete JSON result')],
      },
    ],
    [
      'cut inside usage: the whole text, but no figure from a number that may be missing digits',
      cut(whole, '"input_tokens":95'),
      {
        review: REVIEW,
        caveats: [partialCaveat('claude')],
        warnings: [estimatedWarning('claude', 'printed an incomplete JSON result')],
      },
    ],
    [
      'cut at the byte cap, with our truncation note',
      cut(whole, '"usage":') + truncationNote(10, 20),
      {
        review: REVIEW,
        caveats: [partialCaveat('claude')],
        warnings: [estimatedWarning('claude', 'printed an incomplete JSON result')],
      },
    ],
    [
      'plain text: shown as the text format would have shown it',
      'Invalid API key · Fix external API key\n',
      {
        review: 'Invalid API key · Fix external API key\n',
        warnings: [
          estimatedWarning(
            'claude',
            'printed plain text, not the JSON it was asked for (shown as its output)',
          ),
        ],
      },
    ],
    [
      'malformed usage: the review stays, the figures are estimated',
      JSON.stringify({ ...result, usage: { input_tokens: '950', output_tokens: 203 } }),
      {
        review: REVIEW,
        warnings: [
          estimatedWarning('claude', 'reported unreadable figures (usage has no valid token counts)'),
        ],
      },
    ],
    [
      'a negative cost',
      JSON.stringify({ ...result, total_cost_usd: -1 }),
      {
        review: REVIEW,
        warnings: [estimatedWarning('claude', 'reported unreadable figures (total_cost_usd is not a cost)')],
      },
    ],
    [
      'an error with no result text: no review, the stub says why',
      JSON.stringify({
        type: 'result',
        subtype: 'error_during_execution',
        is_error: true,
        errors: ['overloaded'],
        usage: { input_tokens: 5, output_tokens: 0 },
      }),
      {
        review: '',
        usage: { inputTokens: 5, outputTokens: 0, source: 'lane' },
        diagnosticHas:
          'claude returned no review text: it ended with an error (error_during_execution): overloaded.',
      },
    ],
    [
      'JSON that is not the result document',
      '[1, 2, 3]',
      {
        review: '',
        warnings: [estimatedWarning('claude', 'printed no readable JSON result')],
        diagnosticHas: 'its output is not the JSON result document it was asked for',
      },
    ],
    [
      'malformed JSON with nothing readable in it',
      '{"type" "result"}',
      {
        review: '',
        warnings: [estimatedWarning('claude', 'printed an incomplete JSON result')],
        diagnosticHas:
          'claude returned no review text: its JSON result has no result text.\nIts output (all of it is in gsd-review-lane.stdout):\n{"type" "result"}',
      },
    ],
  ])('%s', (_name, stdout, want) => {
    expectReading(readClaudeOutput(plan, stdout), want);
  });

  it('quotes at most the first part of unreadable output in the stub', () => {
    const big = `{"x" ${'y'.repeat(5000)}`;
    const reading = readClaudeOutput(plan, big);
    expect(reading.diagnostic?.length).toBeLessThan(QUOTED_OUTPUT_CHARS + 200);
    expect(reading.diagnostic).toMatch(/ \[…\]$/);
  });
});

describe('qwen (--output-format json)', () => {
  const system = { type: 'system', subtype: 'init', session_id: 's', tools: ['read_file'] };
  const assistant = (text: string) => ({
    type: 'assistant',
    message: { type: 'message', role: 'assistant', content: [{ type: 'text', text }] },
  });
  const result = {
    type: 'result',
    subtype: 'success',
    is_error: false,
    result: REVIEW,
    usage: { input_tokens: 1600, output_tokens: 206, cache_read_input_tokens: 300, total_tokens: 1806 },
  };
  const whole = `${JSON.stringify([system, assistant('Looking.'), assistant(REVIEW), result])}\n`;

  it.each<[string, string, Want]>([
    [
      'whole: the result text; input and output as qwen counts them (cached and reasoning included)',
      whole,
      { review: REVIEW, usage: { inputTokens: 1600, outputTokens: 206, source: 'lane' } },
    ],
    [
      'an error: no review (the text format printed only to stderr), the error in the stub',
      JSON.stringify([
        system,
        {
          type: 'result',
          is_error: true,
          error: { message: 'No auth type is selected.' },
          usage: { input_tokens: 0, output_tokens: 0 },
        },
      ]),
      {
        review: '',
        usage: { inputTokens: 0, outputTokens: 0, source: 'lane' },
        diagnosticHas: 'qwen returned no review text: it reported an error: No auth type is selected..',
      },
    ],
    [
      "cut before the result: the model's last message, which is what the result would have been",
      cut(whole, '"type":"result"'),
      {
        review: REVIEW,
        caveats: [partialCaveat('qwen')],
        warnings: [estimatedWarning('qwen', 'printed an incomplete JSON message list')],
      },
    ],
    [
      "cut inside the model's last message",
      cut(whole, 'The change'),
      {
        review: '## Summary\nThe change',
        caveats: [partialCaveat('qwen')],
        warnings: [estimatedWarning('qwen', 'printed an incomplete JSON message list')],
      },
    ],
    [
      'cut before any text from the model',
      cut(whole, '"tools":['),
      {
        review: '',
        warnings: [estimatedWarning('qwen', 'printed an incomplete JSON message list')],
        diagnosticHas: 'its JSON output was cut short before any review text',
      },
    ],
    [
      'an object, not the message list',
      JSON.stringify(result),
      {
        review: '',
        warnings: [estimatedWarning('qwen', 'printed no readable JSON messages')],
        diagnosticHas: 'its output is not the JSON message list it was asked for',
      },
    ],
    [
      'malformed usage',
      JSON.stringify([system, { ...result, usage: 'n/a' }]),
      {
        review: REVIEW,
        warnings: [estimatedWarning('qwen', 'reported unreadable figures (usage is not an object)')],
      },
    ],
    [
      'plain text',
      'qwen: command not found\n',
      {
        review: 'qwen: command not found\n',
        warnings: [
          estimatedWarning('qwen', 'printed plain text, not the JSON it was asked for (shown as its output)'),
        ],
      },
    ],
  ])('%s', (_name, stdout, want) => {
    expectReading(readQwenOutput(plan, stdout), want);
  });
});

describe('gemini (--output-format stream-json)', () => {
  const init = { type: 'init', session_id: 's', model: 'gemini-fake' };
  const user = { type: 'message', role: 'user', content: 'the prompt' };
  const say = (content: string) => ({ type: 'message', role: 'assistant', content, delta: true });
  const stats = { total_tokens: 1604, input_tokens: 1400, output_tokens: 164, cached: 300, input: 1100 };
  const result = { type: 'result', status: 'success', stats };
  const stream = lines(
    init,
    user,
    say('I will read '),
    say('the file.'),
    { type: 'tool_use', tool_name: 'read_file', tool_id: 't1', parameters: { path: 'a.ts' } },
    { type: 'tool_result', tool_id: 't1', status: 'success', output: 'const a = 1;' },
    say(REVIEW),
    result,
  );

  it.each<[string, string, Want]>([
    [
      'whole: every turn as the text format printed it; output = total - input (thoughts included)',
      stream,
      {
        review: `I will read the file.\n${REVIEW}`,
        usage: { inputTokens: 1400, outputTokens: 204, source: 'lane' },
      },
    ],
    [
      'cut before the result event: the text so far, marked, figures estimated',
      cut(stream, '"delta":true}\n'),
      {
        review: 'I will read ',
        caveats: [partialCaveat('gemini')],
        warnings: [estimatedWarning('gemini', 'printed an incomplete event stream')],
      },
    ],
    [
      'cut inside a line',
      cut(stream, 'the fi'),
      {
        review: 'I will read ',
        caveats: [partialCaveat('gemini')],
        warnings: [estimatedWarning('gemini', 'printed an incomplete event stream')],
      },
    ],
    [
      'errors it reported beside a review are warnings',
      lines(
        say(REVIEW),
        { type: 'error', severity: 'warning', message: 'Loop detected, stopping execution' },
        result,
      ),
      {
        review: REVIEW,
        usage: { inputTokens: 1400, outputTokens: 204, source: 'lane' },
        warnings: ['gemini reported: Loop detected, stopping execution'],
      },
    ],
    [
      'an error result and no text: the stub says what gemini said',
      lines(init, user, {
        type: 'result',
        status: 'error',
        error: { type: 'Error', message: '[API Error: quota exceeded]' },
        stats: { total_tokens: 0, input_tokens: 0, output_tokens: 0 },
      }),
      {
        review: '',
        usage: { inputTokens: 0, outputTokens: 0, source: 'lane' },
        diagnosticHas: 'gemini returned no review text: it reported: [API Error: quota exceeded].',
      },
    ],
    [
      'stats that do not add up',
      lines(say(REVIEW), { ...result, stats: { input_tokens: 10, total_tokens: 5 } }),
      {
        review: REVIEW,
        warnings: [
          estimatedWarning(
            'gemini',
            'reported unreadable figures (stats has no valid input_tokens and total_tokens)',
          ),
        ],
      },
    ],
    [
      'plain text',
      'Error: Invalid auth method selected.\n',
      {
        review: 'Error: Invalid auth method selected.\n',
        warnings: [
          estimatedWarning(
            'gemini',
            'printed plain text, not the JSON it was asked for (shown as its output)',
          ),
        ],
      },
    ],
  ])('%s', (_name, stdout, want) => {
    expectReading(readGeminiOutput(plan, stdout), want);
  });
});

describe('codex (exec --json, the review still from -o)', () => {
  const turn = (input: unknown, output: unknown) => ({
    type: 'turn.completed',
    usage: {
      input_tokens: input,
      cached_input_tokens: 300,
      output_tokens: output,
      reasoning_output_tokens: 40,
    },
  });

  it('sums every turn: input and output as codex counts them (cached and reasoning included)', () => {
    const events = [{ type: 'thread.started' }, turn(1100, 201), { type: 'turn.started' }, turn(900, 99)];
    expect(codexUsage(events)).toEqual({ usage: { inputTokens: 2000, outputTokens: 300, source: 'lane' } });
  });

  it.each<[string, string, Want]>([
    [
      'the -o file is the review, untouched',
      lines(
        { type: 'thread.started' },
        { type: 'item.completed', item: { type: 'agent_message', text: 'x' } },
        turn(10, 5),
      ),
      { review: REVIEW, usage: { inputTokens: 10, outputTokens: 5, source: 'lane' } },
    ],
    [
      'a malformed count',
      lines(turn(10, '5')),
      {
        review: REVIEW,
        warnings: [
          estimatedWarning(
            'codex',
            'reported unreadable figures (a turn.completed event has no valid token counts)',
          ),
        ],
      },
    ],
    [
      'a turn without usage',
      lines({ type: 'turn.completed' }),
      {
        review: REVIEW,
        warnings: [
          estimatedWarning(
            'codex',
            'reported unreadable figures (a turn.completed event has no usage object)',
          ),
        ],
      },
    ],
    [
      'events cut short before the turn ended',
      cut(lines({ type: 'thread.started' }, turn(10, 5)), '"usage":{"in'),
      { review: REVIEW, warnings: [estimatedWarning('codex', 'printed events that could not be read')] },
    ],
  ])('%s', (_name, stdout, want) => {
    expectReading(readCodexOutput(plan, REVIEW, stdout), want);
  });

  it('with no review, what codex reported goes into the stub', () => {
    const stdout = lines({
      type: 'turn.failed',
      error: { message: 'stream disconnected before completion' },
    });
    expectReading(readCodexOutput(plan, '', stdout), {
      review: '',
      diagnosticHas: 'codex reported: stream disconnected before completion',
    });
  });
});

describe('opencode (--format json) figures', () => {
  const step = (tokens: unknown, cost: unknown = 0) =>
    JSON.stringify({ type: 'step_finish', part: { type: 'step-finish', reason: 'stop', tokens, cost } });

  it('sums the steps: input adds the cache back, output the reasoning; a cost of 0 is no figure', () => {
    const stdout = [
      step({ total: 2109, input: 1600, output: 169, reasoning: 40, cache: { write: 0, read: 300 } }),
      step({ total: 110, input: 100, output: 10, reasoning: 0, cache: { write: 5, read: 0 } }),
    ].join('\n');
    expect(opencodeUsage(stdout)).toEqual({
      usage: { inputTokens: 2005, outputTokens: 219, source: 'lane' },
    });
  });

  it('its priced cost is summed over the steps', () => {
    const stdout = [
      step({ input: 1900, output: 172, reasoning: 40, cache: { read: 300, write: 0 } }, 0.005646),
      step({ input: 10, output: 1 }, 0.000054),
    ].join('\n');
    expect(opencodeUsage(stdout)).toEqual({
      usage: { inputTokens: 2210, outputTokens: 213, costUsd: 0.0057, source: 'lane' },
    });
  });

  it.each([
    ['no tokens object', step(null), 'a step_finish event has no tokens object'],
    ['a string count', step({ input: '1', output: 2 }), 'a step_finish event has no valid token counts'],
    ['a bad cache', step({ input: 1, output: 2, cache: 'x' }), 'a step_finish event has no tokens object'],
  ])('%s is unreadable', (_name, stdout, problem) => {
    expect(opencodeUsage(stdout)).toEqual({ usageProblem: problem });
  });

  it('no step_finish event: no figures, no complaint', () => {
    expect(opencodeUsage('{"type":"text","part":{"text":"hi"}}\n')).toEqual({});
  });
});

describe('what the user sees, through a real process', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir('rl-envelope-');
  });
  afterEach(() => removeDir(dir));

  /** A lane of `handler` whose CLI prints `steps` (the fake CLI) and was given a prompt file. */
  async function lane(slug: string, steps: string[], over: Partial<SpawnLanePlan> = {}) {
    const p = fakePlan(dir, steps, {
      slug,
      handler: slug as SpawnLanePlan['handler'],
      promptChannel: 'argv-file-ref',
      ...over,
    });
    await writeFile(p.paths.prompt, 'Review this change.\n'); // 20 characters: an estimate of 5 tokens
    return p;
  }

  it('claude cut short: the text it held is the review, marked incomplete, its tokens estimated', async () => {
    const envelope = JSON.stringify({
      type: 'result',
      result: REVIEW,
      total_cost_usd: 0.01,
      usage: { input_tokens: 12 },
    });
    const p = await lane('claude', ['print', cut(envelope, '"total_cost_usd":0.0'), 'exit', '1']);
    const outcome = await claudeHandler.run(p, fakeCtx(dir));
    expect(outcome).toMatchObject({
      status: 'reviewed',
      exitCode: 1,
      body: REVIEW,
      caveats: [
        partialCaveat('claude'),
        'The reviewer exited with code 1; its output is shown as the review.',
      ],
      warnings: [estimatedWarning('claude', 'printed an incomplete JSON result')],
      usage: { inputTokens: 5, outputTokens: Math.ceil(REVIEW.length / 4), source: 'estimate' },
    });
    expect(await readFile(p.paths.review, 'utf8')).toBe(`${REVIEW}\n`);
  });

  it('claude with no result text: the stub, never the JSON as a review', async () => {
    const envelope = JSON.stringify({
      type: 'result',
      subtype: 'error_max_turns',
      is_error: false,
      usage: { input_tokens: 3, output_tokens: 1 },
    });
    const p = await lane('claude', ['eprint', 'max turns reached', 'print', envelope]);
    const outcome = await claudeHandler.run(p, fakeCtx(dir));
    expect(outcome).toMatchObject({
      status: 'empty',
      reason: 'empty_output',
      detail: 'exited 0, and its JSON output held no review text',
      usage: { inputTokens: 3, outputTokens: 1, source: 'lane' },
    });
    expect(await readFile(p.paths.review, 'utf8')).toBe(
      'claude review failed or returned empty output. stderr:\n' +
        'max turns reached\n' +
        'Raw response body:\n' +
        'claude returned no review text: its JSON result has no result text (error_max_turns).\n' +
        'Its output (all of it is in gsd-review-claude.stdout):\n' +
        `${envelope}\n`,
    );
    expect(outcome.body).toBe(await readFile(p.paths.review, 'utf8'));
  });

  it('qwen: the result text and the reported tokens', async () => {
    const messages = [
      { type: 'result', is_error: false, result: REVIEW, usage: { input_tokens: 1600, output_tokens: 206 } },
    ];
    const p = await lane('qwen', ['print', JSON.stringify(messages)]);
    const outcome = await qwenHandler.run(p, fakeCtx(dir));
    expect(outcome).toMatchObject({
      status: 'reviewed',
      body: REVIEW,
      caveats: [],
      warnings: [],
      usage: { inputTokens: 1600, outputTokens: 206, source: 'lane' },
    });
  });

  it('gemini: the events become the text, and its figures the usage', async () => {
    const stream = lines(
      { type: 'message', role: 'assistant', content: REVIEW, delta: true },
      { type: 'result', status: 'success', stats: { input_tokens: 40, output_tokens: 9, total_tokens: 52 } },
    );
    const p = await lane('gemini', ['print', stream]);
    const outcome = await geminiHandler.run(p, fakeCtx(dir));
    expect(outcome).toMatchObject({
      status: 'reviewed',
      body: REVIEW,
      usage: { inputTokens: 40, outputTokens: 12, source: 'lane' },
    });
  });

  it('codex: the -o file is the review, the stdout events the figures', async () => {
    const review = join(dir, 'codex.md');
    const events = lines({ type: 'turn.completed', usage: { input_tokens: 1100, output_tokens: 201 } });
    const p = await lane('codex', ['-o', review, 'print', REVIEW, 'noise', events], {
      outputChannel: 'file-arg',
      paths: { runDir: dir, prompt: join(dir, 'prompt.md'), review, err: join(dir, 'codex.err') },
    });
    const outcome = await codexHandler.run(p, fakeCtx(dir));
    expect(outcome).toMatchObject({
      status: 'reviewed',
      body: REVIEW,
      usage: { inputTokens: 1100, outputTokens: 201, source: 'lane' },
    });
    expect(await readFile(review, 'utf8')).toBe(`${REVIEW}\n`);
  });

  it('a lane that could not start was given nothing: no usage', async () => {
    const p = await lane('claude', [], { binary: join(dir, 'no-such-claude') });
    const outcome = await claudeHandler.run(p, fakeCtx(dir));
    expect(outcome.reason).toBe('spawn_error');
    expect(outcome.usage).toBeUndefined();
  });
});

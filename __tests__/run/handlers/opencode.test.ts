/**
 * The opencode handler: the review is rebuilt from `--format json` events, the raw
 * envelope never becomes the review, and a stream without text gets the stop-reason diagnostic.
 * End-to-end cases run the fake CLI `__fixtures__/run/fake-opencode.mjs` as a real process.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  OPENCODE_LOCKDOWN_ENV,
  opencodeHandler,
  opencodeNoTextDiagnostic,
  reconstructOpencode,
  type OpencodeReconstruction,
} from '../../../src/run/handlers/opencode.js';
import { createProcessRunner } from '../../../src/sys/process.js';
import { context, httpPlan, PROMPT, spawnPlan, tempDir, writePrompt } from './_helpers.js';

const FAKE_OPENCODE = fileURLToPath(new URL('../../../__fixtures__/run/fake-opencode.mjs', import.meta.url));

const ev = (type: string, part: unknown) => JSON.stringify({ type, part });
const text = (t: string) => ev('text', { type: 'text', text: t });
const finish = (reason: unknown, output: unknown) =>
  ev('step_finish', { reason, tokens: { input: 1, output } });

interface Row {
  name: string;
  stdout: string;
  want: OpencodeReconstruction;
}

const ROWS: Row[] = [
  {
    name: 'text parts joined with a newline, in order',
    stdout: [ev('step_start', {}), text('## Summary'), text('Fine.'), finish('stop', 12)].join('\n'),
    want: { review: '## Summary\nFine.', stopReason: 'stop', outputTokens: 12 },
  },
  {
    name: 'empty text parts are kept as empty lines',
    stdout: [text('a'), text(''), text('b')].join('\n'),
    want: { review: 'a\n\nb', stopReason: null, outputTokens: null },
  },
  {
    name: 'no text: only the step_finish diagnostic',
    stdout: [ev('step_start', {}), finish('stop', 0)].join('\n'),
    want: { review: '', stopReason: 'stop', outputTokens: 0 },
  },
  {
    name: 'the last step_finish wins',
    stdout: [finish('tool-calls', 5), text('x'), finish('length', 4096)].join('\n'),
    want: { review: 'x', stopReason: 'length', outputTokens: 4096 },
  },
  {
    name: 'bad lines are skipped, never fatal',
    stdout: [
      'opencode starting…',
      text('kept'),
      '{"type":"text","part":',
      'null',
      '42',
      '[{"type":"text","part":{"text":"in an array"}}]',
      '"a string"',
      '{"type":"text","part":{"text":7}}',
      '{"type":"text","part":null}',
      '{"type":"text"}',
      '{"part":{"text":"no type"}}',
      text('also kept'),
    ].join('\n'),
    want: { review: 'kept\nalso kept', stopReason: null, outputTokens: null },
  },
  {
    name: 'a step_finish with the wrong types leaves the diagnostic unknown',
    stdout: [
      ev('step_finish', { reason: 3, tokens: { output: '12' } }),
      ev('step_finish', { tokens: null }),
    ].join('\n'),
    want: { review: '', stopReason: null, outputTokens: null },
  },
  {
    name: 'blank and whitespace-only lines are ignored; lines are trimmed before parsing',
    stdout: `\n   \n\t${text('t')}  \n\n`,
    want: { review: 't', stopReason: null, outputTokens: null },
  },
  {
    name: 'empty input',
    stdout: '',
    want: { review: '', stopReason: null, outputTokens: null },
  },
];

describe('reconstructOpencode', () => {
  it.each(ROWS)('$name', ({ stdout, want }) => {
    expect(reconstructOpencode(stdout)).toEqual(want);
  });

  it('gives identical results for CRLF and LF streams', () => {
    for (const { stdout } of ROWS) {
      expect(reconstructOpencode(stdout.replace(/\n/g, '\r\n'))).toEqual(reconstructOpencode(stdout));
    }
  });

  it('is total over arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const r = reconstructOpencode(s);
        expect(typeof r.review).toBe('string');
      }),
    );
  });

  it('CRLF = LF for any sequence of text events', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((s) => !/[\r\n]/.test(s))), (texts) => {
        const lines = texts.map(text);
        expect(reconstructOpencode(lines.join('\r\n'))).toEqual(reconstructOpencode(lines.join('\n')));
        expect(reconstructOpencode(lines.join('\n')).review).toBe(texts.join('\n'));
      }),
    );
  });

  it('diagnostic lines say what is known and mark the unknown', () => {
    expect(opencodeNoTextDiagnostic({ review: '', stopReason: 'stop', outputTokens: 0 })).toBe(
      'OpenCode returned no assistant text (the agent ended its turn with no final message).\n' +
        'Diagnostic: stop reason=stop, output tokens=0',
    );
    expect(opencodeNoTextDiagnostic({ review: '', stopReason: null, outputTokens: null })).toContain(
      'Diagnostic: stop reason=?, output tokens=?',
    );
  });
});

describe('opencode handler (real process)', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, cleanup } = await tempDir());
  });
  afterEach(async () => cleanup());

  async function run(mode: string, extraEnv: Record<string, string> = {}) {
    const plan = spawnPlan(dir, {
      slug: 'opencode',
      binary: FAKE_OPENCODE,
      handler: 'opencode',
      argv: ['run', '--format', 'json', '-'],
    });
    plan.stdinPath = plan.paths.prompt;
    await writePrompt(plan.paths);
    const env = {
      PATH: process.env.PATH ?? '',
      FAKE_OPENCODE_MODE: mode,
      FAKE_OPENCODE_STDIN_FILE: join(dir, 'stdin.txt'),
      ...extraEnv,
    };
    const outcome = await opencodeHandler.run(
      plan,
      context(dir, { env, processRunner: createProcessRunner() }),
    );
    return { plan, outcome, review: await readFile(plan.paths.review, 'utf8') };
  }

  it('writes the reconstructed text, never the JSON envelope', async () => {
    const { outcome, review } = await run('text');
    expect(outcome.status).toBe('reviewed');
    expect(review).toBe('## Summary\nLooks right.\n## Risk Assessment\nLOW\n');
    expect(outcome.body.trimEnd()).toBe(review.trimEnd());
    expect(review).not.toContain('"type"');
    expect(await readFile(join(dir, 'stdin.txt'), 'utf8')).toBe(PROMPT);
  });

  it('runs opencode with its project configuration off and bash, edit and webfetch denied, whatever the user exports', async () => {
    const seen: Record<string, string>[] = [];
    const real = createProcessRunner();
    const plan = spawnPlan(dir, { slug: 'opencode', binary: FAKE_OPENCODE, handler: 'opencode', argv: [] });
    plan.stdinPath = plan.paths.prompt;
    await writePrompt(plan.paths);
    const env = {
      PATH: process.env.PATH ?? '',
      FAKE_OPENCODE_MODE: 'text',
      OPENCODE_PERMISSION: '{"bash":"allow"}',
      OPENCODE_DISABLE_PROJECT_CONFIG: '0',
    };
    const outcome = await opencodeHandler.run(
      plan,
      context(dir, {
        env,
        processRunner: { run: (spec, signal) => (seen.push(spec.env), real.run(spec, signal)) },
      }),
    );
    expect(outcome.status).toBe('reviewed');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['OPENCODE_DISABLE_PROJECT_CONFIG']).toBe('1');
    expect(JSON.parse(seen[0]?.['OPENCODE_PERMISSION'] ?? 'null')).toEqual({
      bash: 'deny',
      edit: 'deny',
      webfetch: 'deny',
    });
    expect(OPENCODE_LOCKDOWN_ENV).toEqual({
      OPENCODE_DISABLE_PROJECT_CONFIG: '1',
      OPENCODE_PERMISSION: seen[0]?.['OPENCODE_PERMISSION'],
    });
  });

  it.each(['crlf', 'garbage'])('%s stream gives the same review as the clean one', async (mode) => {
    const clean = await run('text');
    const other = await run(mode);
    expect(other.outcome.status).toBe('reviewed');
    expect(other.review).toBe(clean.review);
  });

  it('no assistant text → empty / empty_output with the stop-reason diagnostic in the stub', async () => {
    const { outcome, review } = await run('no-text', { FAKE_OPENCODE_REASON: 'stop' });
    expect(outcome.status).toBe('empty');
    expect(outcome.reason).toBe('empty_output');
    expect(review).toBe(
      'opencode review failed or returned empty output. stderr:\n' +
        'agent build finished\n' +
        'Raw response body:\n' +
        'OpenCode returned no assistant text (the agent ended its turn with no final message).\n' +
        'Diagnostic: stop reason=stop, output tokens=0\n',
    );
    expect(review).not.toContain('step_finish');
  });

  it('a failing CLI → failed / exit_nonzero with its stderr', async () => {
    const { outcome, review } = await run('fail', { FAKE_OPENCODE_EXIT: '3' });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('exit_nonzero');
    expect(outcome.exitCode).toBe(3);
    expect(review).toContain('failed or returned empty output');
    expect(review).toContain('Error: provider fake not configured');
  });

  it('a lane of the other transport fails closed without starting anything', async () => {
    const outcome = await opencodeHandler.run(httpPlan(dir, 'http://127.0.0.1:9'), context(dir));
    expect(outcome.status).toBe('unavailable');
    expect(outcome.reason).toBe('malformed_lane');
    expect(outcome.detail).toBe(
      "handler 'opencode' runs spawn lanes, but lane ollama uses transport openai-http",
    );
  });
});

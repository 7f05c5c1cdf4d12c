/**
 * The loopback fake model answers a cross-examination request from a script, whatever protocol
 * carries it, so the real CLIs can be run through a round offline.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { examiningModel, startFakeLlm, type FakeLlm } from '../../__fixtures__/servers/fake-llm.js';
import { examinationPrompt, readVerdicts } from '../../src/examine/index.js';
import { finding } from './support.js';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({
    reviewText: examiningModel({ 'src/a.ts:3': { verdict: 'refuted', evidence: 'src/a.ts:1' } }, 'lines'),
  });
});
afterAll(async () => {
  await fake.close();
});

const prompt = examinationPrompt({
  checkout: { repoRoot: '/abs/repo', headSha: 'b'.repeat(40) },
  findings: [finding('src/a.ts', 3, ['codex']), finding('src/b.ts', 9, ['codex'])],
});

async function ask(path: string, body: unknown): Promise<string> {
  const res = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return JSON.stringify(await res.json());
}

describe('examiningModel', () => {
  it.each([
    [
      'chat completions',
      '/v1/chat/completions',
      { model: 'm', messages: [{ role: 'user', content: prompt }] },
    ],
    [
      'anthropic messages',
      '/v1/messages',
      { model: 'm', max_tokens: 10, messages: [{ role: 'user', content: [{ type: 'text', text: prompt }] }] },
    ],
    [
      'gemini',
      '/v1beta/models/m:generateContent',
      { contents: [{ role: 'user', parts: [{ text: prompt }] }] },
    ],
  ])('answers the request over %s, each finding from the script', async (_name, path, body) => {
    const sent = await ask(path, body);
    expect(sent).toContain('- F1: refuted — scripted refuted for src/a.ts:3 (src/a.ts:1)');
    expect(sent).toContain('- F2: unsure — scripted unsure for src/b.ts:9 (src/b.ts:9)');
  });

  it('answers any other prompt with a review', async () => {
    expect(
      await ask('/v1/chat/completions', {
        model: 'm',
        messages: [{ role: 'user', content: 'Review this.' }],
      }),
    ).toContain('LGTM: fake review');
  });

  it('writes what the reader reads', () => {
    const text = examiningModel({ '*': 'confirmed' })({
      protocol: 'openai.chat',
      client: 'other',
      method: 'POST',
      path: '/v1/chat/completions',
      headers: {},
      body: { messages: [{ role: 'user', content: prompt }] },
      bodyBytes: prompt.length,
      streamed: false,
      status: 200,
    });
    const reading = readVerdicts(text, { count: 2, resolvePath: (p) => p });
    expect(reading.verdicts.map((v) => [v.id, v.verdict, v.evidence])).toEqual([
      ['F1', 'confirmed', 'src/a.ts:3'],
      ['F2', 'confirmed', 'src/b.ts:9'],
    ]);
  });
});

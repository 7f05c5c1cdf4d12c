/**
 * The handler registry's contract: the map, the modules in src/run/handlers/ and
 * the closed enum in src/vocabulary.ts name the same handlers; unknown names fail closed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAI, type FakeOpenAI } from '../../../__fixtures__/servers/openai-fake.js';
import { antigravityHandler } from '../../../src/run/handlers/antigravity.js';
import { claudeHandler } from '../../../src/run/handlers/claude.js';
import { codexHandler } from '../../../src/run/handlers/codex.js';
import { geminiHandler } from '../../../src/run/handlers/gemini.js';
import { handlerFor, HANDLERS, runHandler } from '../../../src/run/handlers/index.js';
import { openaiCompatibleHandler } from '../../../src/run/handlers/openai-compatible.js';
import { opencodeHandler } from '../../../src/run/handlers/opencode.js';
import { qwenHandler } from '../../../src/run/handlers/qwen.js';
import { HANDLERS as HANDLER_NAMES } from '../../../src/vocabulary.js';
import { context, httpPlan, noProcesses, spawnPlan, tempDir, writePrompt } from './_helpers.js';

const HANDLERS_DIR = fileURLToPath(new URL('../../../src/run/handlers/', import.meta.url));

describe('registry contract', () => {
  it('the map has exactly the closed enum', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...HANDLER_NAMES].sort());
  });

  it('every handler module in the folder is registered, and nothing else is', () => {
    // index.ts is the registry; `_`-prefixed modules are helpers.
    const modules = readdirSync(HANDLERS_DIR)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.startsWith('_'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(modules).toEqual([...HANDLER_NAMES].sort());
  });

  it('each name maps to its own module', () => {
    expect(HANDLERS.antigravity).toBe(antigravityHandler);
    expect(HANDLERS.claude).toBe(claudeHandler);
    expect(HANDLERS.codex).toBe(codexHandler);
    expect(HANDLERS.gemini).toBe(geminiHandler);
    expect(HANDLERS['openai-compatible']).toBe(openaiCompatibleHandler);
    expect(HANDLERS.opencode).toBe(opencodeHandler);
    expect(HANDLERS.qwen).toBe(qwenHandler);
    for (const h of Object.values(HANDLERS)) expect(typeof h.run).toBe('function');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(HANDLERS)).toBe(true);
  });
});

describe('handlerFor', () => {
  it.each(HANDLER_NAMES)('finds %s', (name) => {
    expect(handlerFor(name)).toBe(HANDLERS[name]);
  });

  it.each([
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'prototype',
    'OpenCode',
    'openai',
    '',
    'claude-code',
    'Codex',
  ])('returns null for %p', (name) => {
    expect(handlerFor(name)).toBeNull();
  });
});

describe('runHandler', () => {
  let server: FakeOpenAI;
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(async () => server.close());

  it.each(['reviewdog', 'constructor', '__proto__'])(
    'an unknown handler %p fails closed: unavailable / unknown_handler, nothing started',
    async (name) => {
      const { dir, cleanup } = await tempDir();
      try {
        const plan = spawnPlan(dir, { slug: 'custom', binary: '/bin/false' });
        // noProcesses rejects if anything tries to start a process.
        const outcome = await runHandler(name, plan, context(dir, { processRunner: noProcesses }));
        expect(outcome).toEqual({
          status: 'unavailable',
          reason: 'unknown_handler',
          detail: `handler '${name}' is not one of antigravity, claude, codex, gemini, openai-compatible, opencode, qwen`,
          body: `custom review unavailable (unknown_handler): handler '${name}' is not one of antigravity, claude, codex, gemini, openai-compatible, opencode, qwen.\n`,
          warnings: [],
          caveats: [],
        });
      } finally {
        await cleanup();
      }
    },
  );

  it('openai-compatible runs the HTTP transport', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const plan = httpPlan(dir, server.url);
      await writePrompt(plan.paths);
      const outcome = await runHandler('openai-compatible', plan, context(dir));
      expect(outcome.status).toBe('reviewed');
      expect(server.requests.at(-1)?.method).toBe('POST');
    } finally {
      await cleanup();
    }
  });

  it('openai-compatible given a spawn lane fails closed with the exact message', async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const plan = spawnPlan(dir, { slug: 'custom', binary: '/bin/true' });
      const outcome = await runHandler('openai-compatible', plan, context(dir));
      expect(outcome.status).toBe('unavailable');
      expect(outcome.reason).toBe('malformed_lane');
      expect(outcome.detail).toBe(
        "handler 'openai-compatible' runs openai-http lanes, but lane custom uses transport spawn",
      );
      expect(outcome.body).toBe(
        "custom review unavailable (malformed_lane): handler 'openai-compatible' runs openai-http lanes, but lane custom uses transport spawn.\n",
      );
    } finally {
      await cleanup();
    }
  });
});

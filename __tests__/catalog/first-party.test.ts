/**
 * The twelve first-party manifests: they must validate with no error and no warning (a broken
 * first-party manifest fails the suite), sit in the declared order, and carry the facts of the
 * table of first-party lanes below. `invoke.args`, `reviewer.env` and descriptions of the five real CLIs may be
 * tuned against today's releases, so only their placeholders are pinned here.
 */
import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import satisfies from 'semver/functions/satisfies.js';
import { FIRST_PARTY_ORDER, firstPartyRank } from '../../src/catalog/first-party.js';
import { validateManifest } from '../../src/catalog/validate.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';
import { VOCABULARY_VERSION } from '../../src/vocabulary.js';

type Json = Record<string, unknown>;
const dir = firstPartyCapabilitiesDir();
const read = (id: string) => JSON.parse(readFileSync(join(dir, id, 'capability.json'), 'utf8')) as Json;

/** The first-party lanes, one row per lane, in their declared order. */
const TABLE = [
  {
    id: 'gemini',
    role: 'reviewer',
    slug: 'gemini',
    flags: ['--gemini'],
    probe: { kind: 'command-exists', binary: 'gemini' },
    binary: 'gemini',
    promptChannel: 'stdin',
    outputChannel: 'stdout',
    modelArg: '-m',
    effortChannel: 'none',
    timeoutFloorMs: 900000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Gemini',
    evidenceClass: 'source-grounded',
    modelConfigKey: 'review.models.gemini',
    promptBudgetKey: null,
    handler: 'gemini',
    gsd: '>=1.8.0',
  },
  {
    id: 'claude',
    role: 'runtime',
    slug: 'claude',
    flags: ['--claude'],
    probe: { kind: 'command-exists', binary: 'claude' },
    binary: 'claude',
    promptChannel: 'stdin',
    outputChannel: 'stdout',
    modelArg: '--model',
    effortChannel: 'argv',
    timeoutFloorMs: 1200000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Claude',
    evidenceClass: 'source-grounded',
    modelConfigKey: 'review.models.claude',
    promptBudgetKey: null,
    handler: 'claude',
    gsd: '>=1.6.0',
  },
  {
    id: 'codex',
    role: 'runtime',
    slug: 'codex',
    flags: ['--codex'],
    probe: { kind: 'command-exists', binary: 'codex' },
    binary: 'codex',
    promptChannel: 'stdin',
    outputChannel: 'file-arg',
    outputArg: '-o',
    modelArg: '--model',
    effortChannel: 'argv',
    timeoutFloorMs: 1200000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Codex',
    evidenceClass: 'source-grounded',
    modelConfigKey: 'review.models.codex',
    promptBudgetKey: null,
    handler: 'codex',
    gsd: '>=1.6.0',
  },
  {
    id: 'coderabbit',
    role: 'reviewer',
    slug: 'coderabbit',
    flags: ['--coderabbit'],
    probe: { kind: 'command-exists', binary: 'coderabbit' },
    binary: 'coderabbit',
    args: ['review', '--prompt-only'],
    promptChannel: 'none',
    outputChannel: 'stdout',
    modelArg: null,
    effortChannel: 'none',
    timeoutFloorMs: 360000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'CodeRabbit',
    evidenceClass: 'diff-only',
    modelConfigKey: null,
    promptBudgetKey: null,
    handler: null,
    gsd: '>=1.8.0',
  },
  {
    id: 'opencode',
    role: 'runtime',
    slug: 'opencode',
    flags: ['--opencode'],
    probe: { kind: 'command-exists', binary: 'opencode' },
    binary: 'opencode',
    promptChannel: 'stdin',
    outputChannel: 'stdout',
    modelArg: '--model',
    effortChannel: 'argv',
    timeoutFloorMs: 660000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'OpenCode',
    evidenceClass: 'source-grounded',
    modelConfigKey: 'review.models.opencode',
    promptBudgetKey: null,
    handler: 'opencode',
    gsd: '>=1.6.0',
  },
  {
    id: 'qwen',
    role: 'runtime',
    slug: 'qwen',
    flags: ['--qwen'],
    probe: { kind: 'command-exists', binary: 'qwen' },
    binary: 'qwen',
    promptChannel: 'stdin',
    outputChannel: 'stdout',
    modelArg: null,
    effortChannel: 'none',
    timeoutFloorMs: 900000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Qwen',
    evidenceClass: 'source-grounded',
    modelConfigKey: null,
    promptBudgetKey: null,
    handler: 'qwen',
    gsd: '>=1.6.0',
  },
  {
    id: 'cursor',
    role: 'runtime',
    slug: 'cursor',
    flags: ['--cursor'],
    probe: { kind: 'command-exists', binary: 'cursor-agent' },
    binary: 'cursor-agent',
    args: ['-p', '--mode', 'ask', '--trust', '--output-format', 'text', '{{prompt}}'],
    promptChannel: 'argv-file-ref',
    outputChannel: 'stdout',
    modelArg: null,
    effortChannel: 'none',
    timeoutFloorMs: 900000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Cursor',
    evidenceClass: 'source-grounded',
    modelConfigKey: null,
    promptBudgetKey: null,
    handler: null,
    gsd: '>=1.6.0',
  },
  {
    id: 'antigravity',
    role: 'runtime',
    slug: 'antigravity',
    flags: ['--antigravity', '--agy'],
    probe: { kind: 'command-exists', binary: 'agy' },
    binary: 'agy',
    args: ['--print-timeout', '540s', '{{model}}', '-p', '{{prompt}}'],
    promptChannel: 'argv-file-ref',
    outputChannel: 'stdout',
    modelArg: '--model',
    effortChannel: 'none',
    timeoutFloorMs: 600000,
    emptyOutput: 'handler-owned',
    reviewsSection: 'Antigravity',
    evidenceClass: 'source-grounded',
    modelConfigKey: 'review.models.agy',
    promptBudgetKey: null,
    handler: 'antigravity',
    gsd: '>=1.6.0',
  },
  {
    id: 'kimi-code',
    role: 'runtime',
    slug: 'kimi-code',
    flags: ['--kimi-code'],
    probe: { kind: 'command-capability', binary: 'kimi', needle: '--output-format', timeoutMs: 5000 },
    binary: 'kimi',
    args: ['{{model}}', '-p', '{{prompt}}'],
    promptChannel: 'argv-file-ref',
    outputChannel: 'stdout',
    modelArg: '-m',
    effortChannel: 'none',
    timeoutFloorMs: 900000,
    emptyOutput: 'stub-with-stderr',
    reviewsSection: 'Kimi Code',
    evidenceClass: 'source-grounded',
    modelConfigKey: 'review.models.kimi-code',
    promptBudgetKey: null,
    handler: null,
    gsd: '>=1.7.0',
  },
  {
    id: 'ollama',
    role: 'reviewer',
    slug: 'ollama',
    flags: ['--ollama'],
    host: 'http://localhost:11434',
    fallbackModel: 'llama3',
    reviewsSection: 'Ollama',
    gsd: '>=1.8.0',
  },
  {
    id: 'lm-studio',
    role: 'reviewer',
    slug: 'lm_studio',
    flags: ['--lm-studio'],
    host: 'http://localhost:1234',
    fallbackModel: 'local-model',
    reviewsSection: 'LM Studio',
    gsd: '>=1.8.0',
  },
  {
    id: 'llama-cpp',
    role: 'reviewer',
    slug: 'llama_cpp',
    flags: ['--llama-cpp'],
    host: 'http://localhost:8080',
    fallbackModel: 'local-model',
    reviewsSection: 'llama.cpp',
    gsd: '>=1.8.0',
  },
] as const;

describe('the declared order', () => {
  test('lists exactly the folders under capabilities/, each with a manifest', () => {
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders].sort()).toEqual([...FIRST_PARTY_ORDER].sort());
    for (const id of folders) expect(existsSync(join(dir, id, 'capability.json'))).toBe(true);
  });

  test('is the declared order', () => {
    expect(FIRST_PARTY_ORDER).toEqual(TABLE.map((row) => row.id));
    expect(firstPartyRank('gemini')).toBe(0);
    expect(firstPartyRank('llama-cpp')).toBe(11);
    expect(firstPartyRank('not-ours')).toBe(12);
  });
});

describe.each(TABLE.map((row) => [row.id, row] as const))('%s', (id, row) => {
  const doc = read(id);
  const reviewer = doc.reviewer as Json;
  const invoke = reviewer.invoke as Json;
  const config = (doc.config ?? {}) as Json;

  test('validates with no error and no warning', () => {
    const verdict = validateManifest(doc, { path: `capabilities/${id}/capability.json`, folderId: id });
    expect(verdict.errors).toEqual([]);
    expect(verdict.warnings).toEqual([]);
  });

  test('envelope facts', () => {
    expect(doc).toMatchObject({
      id,
      role: row.role,
      version: '1.10.0',
      tier: row.role === 'reviewer' ? 'full' : 'core',
      requires: [],
      engines: { gsd: row.gsd },
    });
    expect(satisfies(VOCABULARY_VERSION, row.gsd)).toBe(true);
  });

  test('reviewer facts of the spec table', () => {
    expect(reviewer).toMatchObject({
      slug: row.slug,
      flags: row.flags,
      reviewsSection: row.reviewsSection,
      requiresBinaries: [],
    });
    expect(Array.isArray(reviewer.env)).toBe(true);
    if ('host' in row) {
      const hostKey = `review.${row.slug}_host`;
      expect(reviewer).toMatchObject({
        transport: 'openai-http',
        probe: { kind: 'http-reachable', hostConfigKey: hostKey, path: '/v1/models', timeoutMs: 2000 },
        timeoutFloorMs: 120000,
        emptyOutput: 'stub-with-stderr',
        evidenceClass: 'source-grounded',
        modelConfigKey: `review.models.${row.slug}`,
        promptBudgetKey: `review.max_prompt_tokens_per_reviewer.${row.slug}`,
        handler: 'openai-compatible',
      });
      expect(invoke).toEqual({
        hostConfigKey: hostKey,
        defaultHost: row.host,
        path: '/v1/chat/completions',
        modelDiscovery: 'first-from-models-endpoint',
        fallbackModel: row.fallbackModel,
        effortChannel: 'none',
      });
      expect(Object.keys(config).sort()).toEqual(
        [hostKey, `review.models.${row.slug}`, `review.max_prompt_tokens_per_reviewer.${row.slug}`].sort(),
      );
      expect(config[`review.max_prompt_tokens_per_reviewer.${row.slug}`]).toMatchObject({
        type: 'number',
        default: -1,
      });
      return;
    }
    expect(reviewer).toMatchObject({
      transport: 'spawn',
      probe: row.probe,
      timeoutFloorMs: row.timeoutFloorMs,
      emptyOutput: row.emptyOutput,
      evidenceClass: row.evidenceClass,
      promptBudgetKey: row.promptBudgetKey,
      handler: row.handler,
    });
    expect(reviewer.modelConfigKey ?? null).toBe(row.modelConfigKey);
    expect(invoke).toMatchObject({
      binary: row.binary,
      promptChannel: row.promptChannel,
      outputChannel: row.outputChannel,
      modelArg: row.modelArg,
      effortChannel: row.effortChannel,
    });
    expect(invoke.outputArg).toBe('outputArg' in row ? row.outputArg : undefined);
    if ('args' in row) expect(invoke.args).toEqual(row.args);
    // lanes with a model declare its key, and nothing else (qwen, cursor and coderabbit declare none)
    expect(Object.keys(config)).toEqual(row.modelConfigKey ? [row.modelConfigKey] : []);
  });

  test('the argv template has each placeholder its channels need, and no other', () => {
    if ('host' in row) return;
    const args = invoke.args as string[];
    const has = (p: string) => args.includes(p);
    expect(has('{{model}}')).toBe(row.modelArg !== null);
    expect(has('{{effort}}')).toBe(row.effortChannel === 'argv');
    expect(has('{{output}}')).toBe(row.outputChannel === 'file-arg');
    const promptChannel: string = row.promptChannel;
    expect(has('{{prompt}}')).toBe(promptChannel === 'argv' || promptChannel === 'argv-file-ref');
    for (const arg of args)
      expect(
        arg === '' ||
          !/\{\{/.test(arg) ||
          ['{{model}}', '{{effort}}', '{{output}}', '{{prompt}}'].includes(arg),
      ).toBe(true);
  });

  test('every env name is a valid variable name and no repository credential is declared', () => {
    for (const name of reviewer.env as string[]) {
      expect(name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      expect(name).not.toMatch(/^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_|INPUT_)/);
    }
    expect(invoke.apiKeyEnv).toBeUndefined();
  });
});

/**
 * A run with one lane of each status, plus instances and a repository lane. Origin: written for
 * the report tests; the review bodies are the samples in `reviews/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaneInfo } from '../../src/report/reviews-md.js';
import type { LaneResult } from '../../src/run/types.js';

export const review = (name: string): string =>
  readFileSync(join('__fixtures__/report/reviews', `${name}.txt`), 'utf8');

const base = { explicit: true, caveats: [] as string[], warnings: [] as string[] };

export function results(): LaneResult[] {
  // Deliberately not in page order: the renderer orders them.
  return [
    {
      ...base,
      slug: 'acme-lint',
      identity: 'acme-lint',
      status: 'blocked',
      reason: 'not_consented',
      detail: 'no entry in .github/reviewer-lanes/consent.json at 1234abc',
      durationMs: 0,
      body: '',
    },
    {
      ...base,
      slug: 'qwen',
      identity: 'qwen',
      status: 'unavailable',
      reason: 'missing_binary',
      detail: 'qwen not found on PATH',
      durationMs: 0,
      body: '',
    },
    {
      ...base,
      slug: 'coderabbit',
      identity: 'coderabbit',
      status: 'reviewed',
      durationMs: 61_000,
      body: review('bold-labels'),
    },
    {
      ...base,
      slug: 'opencode',
      identity: 'opencode-mimo',
      status: 'reviewed',
      durationMs: 30_500,
      model: 'mimo',
      body: review('numbered'),
      trimmed: {
        budget: 8000,
        effective_budget: 7200,
        estimated_tokens: 7150,
        omitted: ['src/big.ts'],
        truncated_files: ['src/mid.ts'],
        hard_failed: false,
      },
    },
    {
      ...base,
      slug: 'codex',
      identity: 'codex',
      status: 'reviewed',
      durationMs: 12_340,
      model: 'gpt-5',
      servedModel: 'gpt-5-2025-08-07',
      exitCode: 1,
      reviewPath: 'codex/review.md',
      errPath: 'codex/review.err',
      body: review('headings'),
    },
    {
      ...base,
      slug: 'claude',
      identity: 'claude',
      status: 'empty',
      reason: 'empty_output',
      durationMs: 2_000,
      body: 'claude review failed or returned empty output. stderr:\nrate limited',
    },
    {
      ...base,
      slug: 'gemini',
      identity: 'gemini',
      status: 'failed',
      reason: 'exit_nonzero',
      detail: 'exit code 2',
      durationMs: 800,
      body: '',
    },
    {
      ...base,
      slug: 'opencode',
      identity: 'opencode',
      status: 'timed_out',
      reason: 'timed_out',
      detail: 'after 900 s',
      durationMs: 900_000,
      body: 'opencode review failed or returned empty output (timed out).',
    },
    {
      ...base,
      slug: 'opencode',
      identity: 'opencode-deepseek',
      status: 'reviewed',
      durationMs: 45_000,
      model: 'deepseek',
      body: review('table'),
      explicit: false,
    },
    {
      ...base,
      slug: 'ollama',
      identity: 'ollama',
      status: 'skipped',
      reason: 'budget_too_small',
      durationMs: 0,
      body: '',
      trimmed: {
        budget: 500,
        effective_budget: 450,
        estimated_tokens: 900,
        omitted: [],
        truncated_files: [],
        hard_failed: true,
      },
    },
  ];
}

export function lanes(): Map<string, LaneInfo> {
  const fp = (order: number, reviewsSection: string, extra: Partial<LaneInfo> = {}): LaneInfo => ({
    reviewsSection,
    evidenceClass: 'source-grounded',
    order,
    source: 'first-party',
    ...extra,
  });
  return new Map<string, LaneInfo>([
    ['codex', fp(0, 'Codex')],
    ['claude', fp(1, 'Claude')],
    ['gemini', fp(2, 'Gemini')],
    ['opencode', fp(3, 'OpenCode')],
    ['opencode-mimo', fp(3, 'OpenCode', { instanceOf: 'opencode' })],
    ['opencode-deepseek', fp(3, 'OpenCode', { instanceOf: 'opencode' })],
    ['ollama', fp(4, 'Ollama')],
    ['qwen', fp(5, 'Qwen')],
    ['coderabbit', fp(6, 'CodeRabbit', { evidenceClass: 'diff-only' })],
    ['kimi', fp(7, 'Kimi')],
    [
      'acme-lint',
      { reviewsSection: 'Acme Lint', evidenceClass: 'source-grounded', order: 20, source: 'repository' },
    ],
  ]);
}

export const BASE_SHA = '1'.repeat(40);
export const HEAD_SHA = '2'.repeat(40);
export const BASELINE_SHA = '3'.repeat(40);

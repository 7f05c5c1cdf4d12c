/** Shared builders for the HTTP transport and handler tests: plans in a temp run dir, contexts. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpLanePlan, LanePaths, SpawnLanePlan } from '../../../src/plan/types.js';
import type { LaneRunContext } from '../../../src/run/types.js';
import type { ProcessRunner } from '../../../src/sys/process.js';

export async function tempDir(prefix = 'rl-run-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function lanePaths(runDir: string, identity: string): LanePaths {
  return {
    runDir,
    prompt: join(runDir, 'prompt.md'),
    review: join(runDir, `${identity}.md`),
    err: join(runDir, `${identity}.err`),
  };
}

export const PROMPT = 'Review this change.\n\ndiff --git a/x.ts b/x.ts\n+const x = 1;\n';

export async function writePrompt(paths: LanePaths, text = PROMPT): Promise<void> {
  await writeFile(paths.prompt, text);
}

export function httpPlan(runDir: string, baseUrl: string, over: Partial<HttpLanePlan> = {}): HttpLanePlan {
  return {
    transport: 'openai-http',
    slug: 'ollama',
    identity: 'ollama',
    laneId: 'ollama',
    timeoutMs: 10_000,
    model: 'llama3:8b',
    handler: 'openai-compatible',
    emptyOutput: 'stub-with-stderr',
    paths: lanePaths(runDir, 'ollama'),
    envNames: [],
    budget: null,
    host: baseUrl,
    url: `${baseUrl}/v1/chat/completions`,
    modelsUrl: null,
    fallbackModel: 'llama3',
    ...over,
  };
}

export function spawnPlan(
  runDir: string,
  over: Partial<SpawnLanePlan> & Pick<SpawnLanePlan, 'slug' | 'binary'>,
): SpawnLanePlan {
  return {
    transport: 'spawn',
    identity: over.slug,
    laneId: over.slug,
    timeoutMs: 20_000,
    model: null,
    handler: null,
    emptyOutput: 'stub-with-stderr',
    paths: lanePaths(runDir, over.identity ?? over.slug),
    envNames: [],
    budget: null,
    argv: [],
    stdinPath: null,
    promptChannel: 'stdin',
    outputChannel: 'stdout',
    ...over,
  };
}

/** HTTP lanes start no process: a runner that fails loudly if one is ever asked for. */
export const noProcesses: ProcessRunner = {
  run() {
    return Promise.reject(new Error('an HTTP lane must not start a process'));
  },
};

export function context(runDir: string, over: Partial<LaneRunContext> = {}): LaneRunContext {
  return {
    repoRoot: runDir,
    env: {},
    homeDir: runDir,
    killGraceMs: 1000,
    maxOutputBytes: 10 * 1024 * 1024,
    processRunner: noProcesses,
    ...over,
  };
}

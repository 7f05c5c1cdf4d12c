/**
 * Starts the bundled action the way the GitHub runner does: a fresh `node <bundle>` process
 * whose inputs are INPUT_<NAME> variables (upper-cased, spaces to '_', hyphens kept), with the
 * event payload, output and summary files, workspace and temp directory the runner provides, the
 * REST API at the loopback GitHub fake and the artifact service at the loopback artifact fake.
 * Asynchronous, so the fakes (in the test's process) keep answering while it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeArtifacts } from '../../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../../__fixtures__/github/fake-github.js';
import { FAKE_BIN } from '../../../__fixtures__/github/action-repo.js';

export interface RunnerOptions {
  bundle: string;
  node?: string;
  workspace: string;
  github: FakeGitHub;
  artifacts: FakeArtifacts;
  /** Input names as in action.yml (`max-parallel`); mangled here as the runner does. */
  inputs: Record<string, string>;
  event: { name: string; payload: unknown };
  runId: string;
  attempt?: number;
  env?: Record<string, string>;
  /** Called with the started process: a test may signal it as the runner cancels a step. */
  onSpawn?: (child: ChildProcess) => void;
}

export interface RunnerResult {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** The runner's mangling of an input name into its environment variable. */
export const inputVar = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** Parses the GITHUB_OUTPUT file the action writes (`name<<delimiter … delimiter`). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) {
    out[m[1] as string] = m[3] as string;
  }
  return out;
}

export async function runAsRunner(o: RunnerOptions): Promise<RunnerResult> {
  const dir = mkdtempSync(join(tmpdir(), 'rl-runner-'));
  const files = {
    output: join(dir, 'output'),
    summary: join(dir, 'summary'),
    event: join(dir, 'event.json'),
  };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(o.event.payload));
  const env: Record<string, string> = {
    PATH: `${FAKE_BIN}:${process.env['PATH'] ?? '/usr/bin:/bin'}`,
    HOME: dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'octo/widgets',
    GITHUB_API_URL: o.github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_RUN_ID: o.runId,
    GITHUB_RUN_ATTEMPT: String(o.attempt ?? 1),
    RUNNER_TEMP: dir,
    // Artifacts belong to a workflow run: jobs of one run (plan, lane, publish) share them.
    ...o.artifacts.env(`run-${o.runId}`),
    ...o.env,
  };
  for (const [name, value] of Object.entries(o.inputs)) env[inputVar(name)] = value;
  const child = spawn(o.node ?? process.execPath, [o.bundle], { cwd: o.workspace, env });
  o.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  return {
    status,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
  };
}

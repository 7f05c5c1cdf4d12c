/**
 * Runs one real CLI the way a spawn lane does (no shell, its own process group, the prompt file
 * on stdin) and collects its output; the whole group is killed if it overruns `timeoutMs`.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';

export interface ProcessRun {
  binary: string;
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  stdinPath: string | null;
  timeoutMs: number;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  durationMs: number;
}

export function runProcess(run: ProcessRun): Promise<ProcessResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(run.binary, run.argv, {
      cwd: run.cwd,
      env: run.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    child.stdout.on('data', (c: Buffer) => stdout.push(c));
    child.stderr.on('data', (c: Buffer) => stderr.push(c));
    // A CLI that exits before reading all of stdin is not an error here.
    child.stdin.on('error', () => undefined);
    if (run.stdinPath) createReadStream(run.stdinPath).pipe(child.stdin);
    else child.stdin.end();
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, run.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode,
        signal,
        timedOut,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        durationMs: Date.now() - started,
      });
    });
  });
}

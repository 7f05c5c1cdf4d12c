/**
 * The process runner (D7) for every lane and `--help` probe: node:child_process, since process
 * groups, byte caps and group kills are beyond @actions/exec (D15). Never a shell; output capped
 * to files; a descendant that starts its own group escapes the kill, as in execa.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DEFAULTS } from '../vocabulary.js';
import { byteCap } from './byte-cap.js';
import { CappedSink, closeQuietly } from './capped-sink.js';
import { monotonicMs } from './clock.js';
import { liveGroups } from './live-groups.js';
import { lookupBinary } from './path-lookup.js';
import { openForWrite, openRegularFile } from './regular-file.js';

export interface SpawnSpec {
  binary: string;
  argv: string[];
  cwd: string;
  /** The complete environment of the child (already allow-listed). */
  env: Record<string, string>;
  /** A file streamed to stdin, then stdin is closed; null closes stdin at once. */
  stdinPath: string | null;
  /** Where stdout (stderr) is captured; null keeps it in memory only, up to the cap (a probe). */
  stdoutPath: string | null;
  stderrPath: string | null;
  timeoutMs: number;
  killGraceMs: number;
  /** Cap per stream; beyond it the stream is truncated with a visible note. */
  maxOutputBytes: number;
  /**
   * stdout is the lane's review: past the cap it is no longer read and the lane is ended (its
   * review is what fit), so a flood is never taken in, however slowly the machine reads. Without
   * it, what follows the cap is read and discarded (stderr, a file-arg lane's chatter).
   */
  endAtStdoutCap?: boolean;
}

export interface SpawnOutcome {
  exitCode: number | null;
  /** A signal that ended the child (named even when we sent it). */
  signal: string | null;
  /** True when our timeout fired. */
  timedOut: boolean;
  /** True when the abort signal (job cancellation) ended the run; `timedOut` is then true too. */
  cancelled?: boolean;
  /** True when the lane was ended for writing past the cap (`endAtStdoutCap`). */
  endedAtCap?: boolean;
  /** The spawn error code (ENOENT, EACCES, …) when the binary could not be started. */
  spawnError?: string;
  /** Why the lane was not started with its stdin file (`<path> is not a regular file`); `spawnError` is EINVAL. */
  stdinRefused?: string;
  stdoutBytes: number;
  stderrBytes: number;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
  pid?: number;
  /** What the child wrote, when small enough to keep in memory too; else absent: read the file. */
  stdout?: Buffer;
  stderr?: Buffer;
}

/** Every process a run starts (lanes, `--help` probes) goes through one of these, injected. */
export interface ProcessRunner {
  run(spec: SpawnSpec, signal?: AbortSignal): Promise<SpawnOutcome>;
}

export interface ProcessRunnerOptions {
  /** How long to wait for stdout/stderr to close once the lane's group is gone. */
  streamCloseWaitMs?: number;
  /** How often to check whether the lane's process group is gone. */
  pollMs?: number;
  platform?: NodeJS.Platform;
}

const DEFAULT_STREAM_CLOSE_WAIT_MS = 2000;
const DEFAULT_POLL_MS = 20;

export function createProcessRunner(options: ProcessRunnerOptions = {}): ProcessRunner {
  const settings = {
    streamCloseWaitMs: options.streamCloseWaitMs ?? DEFAULT_STREAM_CLOSE_WAIT_MS,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    platform: options.platform ?? process.platform,
  };
  return { run: (spec, signal) => runProcess(spec, settings, signal) };
}

type Settings = Required<ProcessRunnerOptions>;

/** How to launch `binary argv` without a shell on this platform. */
export interface LaunchCommand {
  file: string;
  args: string[];
  windowsVerbatimArguments: boolean;
}

export function launchCommand(
  binary: string,
  argv: string[],
  platform: NodeJS.Platform,
  env: Record<string, string | undefined>,
): LaunchCommand {
  if (platform === 'win32' && /\.(cmd|bat)$/i.test(binary)) {
    // A batch shim cannot be executed without cmd.exe; every element is quoted
    // and its metacharacters escaped so nothing in it is interpreted.
    const line = [escapeCmdMeta(binary), ...argv.map(quoteCmdArg)].join(' ');
    const comSpec = env.ComSpec ?? env.COMSPEC ?? 'cmd.exe';
    return { file: comSpec, args: ['/d', '/s', '/c', `"${line}"`], windowsVerbatimArguments: true };
  }
  return { file: binary, args: argv, windowsVerbatimArguments: false };
}

const CMD_META = /([()\][%!^"`<>&|;, *?])/g;

function escapeCmdMeta(text: string): string {
  return text.replace(CMD_META, '^$1');
}

/** MSVCRT quoting (backslashes before a quote doubled, quotes escaped), then cmd's `^` escapes. */
export function quoteCmdArg(arg: string): string {
  const msvcrt = `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\*)$/, '$1$1')}"`;
  return escapeCmdMeta(msvcrt);
}

function waitForClose(stream: Readable | null): Promise<void> {
  if (!stream || stream.destroyed || stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

/** Node fires a timer above 2^31-1 ms at once; a value that is not a usable delay falls back. */
export function timerMs(ms: number, fallback: number, allowZero = false): number {
  if (!Number.isFinite(ms) || ms < 0 || (ms === 0 && !allowZero)) return fallback;
  return Math.min(ms, 2 ** 31 - 1);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether any live (non-zombie) process is left in the group `pgid`. */
export function groupAlive(pgid: number, platform: NodeJS.Platform = process.platform): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // kill(2) also succeeds on zombies awaiting a reaper; only a live member counts.
  return platform === 'linux' ? groupHasLiveMember(pgid) : true;
}

function groupHasLiveMember(pgid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // "pid (comm) state ppid pgrp …"; comm may contain spaces and parentheses.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') return true;
  }
  return false;
}

function signalTree(child: ChildProcess, signal: NodeJS.Signals, platform: NodeJS.Platform): void {
  const pid = child.pid;
  if (pid === undefined) return;
  if (platform === 'win32') {
    // No process groups: taskkill walks the tree. Resolved by absolute path, never through PATH.
    const taskkill = join(process.env.SystemRoot ?? 'C:\\Windows', 'System32', 'taskkill.exe');
    const killer = spawn(taskkill, ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
    killer.on('error', () => child.kill(signal));
    return;
  }
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** `binary` as an absolute path when it is a bare name found on `env`'s PATH; a path as given. */
async function resolveBinary(
  binary: string,
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform,
): Promise<string | null> {
  const hasSeparator = binary.includes('/') || (platform === 'win32' && binary.includes('\\'));
  if (hasSeparator) return binary;
  return lookupBinary(binary, env, { platform });
}

/** Creates the lane's stdout and stderr files; when the second fails, the first is closed. */
function openSinks(spec: SpawnSpec, onStdoutCap: () => void): [CappedSink, CappedSink] {
  // Never through a link or into a FIFO another lane of the run left at the name (sys/regular-file.ts).
  const out = spec.stdoutPath === null ? null : openForWrite(spec.stdoutPath);
  let err: number | null;
  try {
    err = spec.stderrPath === null ? null : openForWrite(spec.stderrPath);
  } catch (error) {
    if (out !== null) closeQuietly(out);
    throw error;
  }
  const cap = byteCap(spec.maxOutputBytes);
  return [new CappedSink(out, cap, onStdoutCap), new CappedSink(err, cap)];
}

async function runProcess(spec: SpawnSpec, settings: Settings, signal?: AbortSignal): Promise<SpawnOutcome> {
  const started = monotonicMs();
  // Bound once the child runs (below); the sink exists before it.
  let stdoutCapped = (): void => undefined;
  const [stdoutSink, stderrSink] = openSinks(spec, () => stdoutCapped());
  const outcome = (fields: Partial<SpawnOutcome>): SpawnOutcome => ({
    exitCode: null,
    signal: null,
    timedOut: false,
    stdoutBytes: stdoutSink.total,
    stderrBytes: stderrSink.total,
    stdoutTruncated: stdoutSink.truncated,
    stderrTruncated: stderrSink.truncated,
    durationMs: Math.round(monotonicMs() - started),
    ...fields,
  });
  const closeSinks = () => {
    stdoutSink.close();
    stderrSink.close();
  };

  if (signal?.aborted) {
    closeSinks();
    return outcome({ timedOut: true, cancelled: true });
  }

  // Looked up on the lane's PATH as its probe did: left to the OS, the checkout could supply it.
  const binary = await resolveBinary(spec.binary, spec.env, settings.platform);
  if (binary === null) {
    closeSinks();
    return outcome({ spawnError: 'ENOENT' });
  }
  // The prompt is opened before the lane starts, as a regular file only: another lane of the run
  // can leave a FIFO at the name, whose open would wait for a writer for good (past every timeout,
  // and holding the process open after it).
  const prompt = spec.stdinPath === null ? null : openRegularFile(spec.stdinPath);
  if (prompt?.kind === 'link' || prompt?.kind === 'not_a_file') {
    closeSinks();
    const why = prompt.kind === 'link' ? 'is a symbolic link' : 'is not a regular file';
    return outcome({ spawnError: 'EINVAL', stdinRefused: `${spec.stdinPath} ${why}` });
  }
  const promptFd = prompt?.kind === 'file' ? prompt.fd : null;
  const { file, args, windowsVerbatimArguments } = launchCommand(
    binary,
    spec.argv,
    settings.platform,
    spec.env,
  );
  let child: ChildProcess;
  try {
    child = spawn(file, args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: settings.platform !== 'win32',
      stdio: [spec.stdinPath ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      windowsHide: true,
      windowsVerbatimArguments,
    });
  } catch (error) {
    // Synchronous refusals (a NUL byte in an argument, a bad cwd type) are spawn errors too.
    closeSinks();
    if (promptFd !== null) closeQuietly(promptFd);
    return outcome({ spawnError: (error as NodeJS.ErrnoException).code ?? 'ESPAWN' });
  }

  const graceMs = timerMs(spec.killGraceMs, DEFAULTS.killGraceMs, true);
  const group = settings.platform !== 'win32' && child.pid !== undefined ? child.pid : undefined;
  if (group !== undefined) liveGroups.add(group);
  return new Promise<SpawnOutcome>((resolve, reject) => {
    let timedOut = false;
    let cancelled = false;
    let terminating = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const timers: NodeJS.Timeout[] = [];

    const terminate = () => {
      if (terminating) return;
      terminating = true;
      signalTree(child, 'SIGTERM', settings.platform);
      graceTimer = setTimeout(() => signalTree(child, 'SIGKILL', settings.platform), graceMs);
    };
    const onAbort = () => {
      timedOut = true;
      cancelled = true;
      terminate();
    };
    timers.push(
      setTimeout(
        () => {
          timedOut = true;
          terminate();
        },
        timerMs(spec.timeoutMs, DEFAULTS.fallbackTimeoutMs),
      ),
    );
    signal?.addEventListener('abort', onAbort, { once: true });

    let endedAtCap = false;
    if (spec.endAtStdoutCap) {
      stdoutCapped = () => {
        // Our end of the pipe closes (a writer gets EPIPE) and the lane's group is ended.
        endedAtCap = true;
        stdoutSink.release(child.stdout);
        terminate();
      };
    }
    stdoutSink.capture(child.stdout);
    stderrSink.capture(child.stderr);

    const stdinSource = promptFd !== null ? createReadStream('', { fd: promptFd }) : null;
    if (stdinSource && child.stdin) {
      const stdin = child.stdin;
      // EPIPE / ERR_STREAM_DESTROYED: the CLI exited or closed stdin before reading it all.
      stdin.on('error', () => stdinSource.destroy());
      stdinSource.on('error', () => stdin.end());
      stdinSource.pipe(stdin);
    } else if (child.stdin) {
      // A prompt file that does not exist (or cannot be read) means no stdin.
      child.stdin.on('error', () => undefined);
      child.stdin.end();
    }

    let settled = false;
    const settle = async (fields: Partial<SpawnOutcome>) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      stdinSource?.destroy();
      const pid = child.pid;
      if (pid !== undefined && settings.platform !== 'win32' && groupAlive(pid, settings.platform)) {
        // The lane's leader is done; anything left in its group is the lane's and ends with it.
        terminate();
        const deadline = monotonicMs() + graceMs + 1000;
        while (groupAlive(pid, settings.platform) && monotonicMs() < deadline) {
          await delay(settings.pollMs);
        }
      }
      clearTimeout(graceTimer);
      if (group !== undefined) liveGroups.delete(group);
      // Pipes held by a descendant that escaped the group never close: wait a bounded time.
      const closed = Promise.all([waitForClose(child.stdout), waitForClose(child.stderr)]);
      let closeTimer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<boolean>((resolve) => {
        closeTimer = setTimeout(() => resolve(false), settings.streamCloseWaitMs);
      });
      const waited = await Promise.race([closed.then(() => true), gaveUp]);
      clearTimeout(closeTimer);
      if (!waited) {
        stdoutSink.release(child.stdout);
        stderrSink.release(child.stderr);
      }
      closeSinks();
      const captureError = stdoutSink.failure ?? stderrSink.failure;
      if (captureError) return reject(captureError);
      const stdout = stdoutSink.content();
      const stderr = stderrSink.content();
      resolve(
        outcome({
          ...fields,
          timedOut,
          ...(cancelled ? { cancelled } : {}),
          ...(endedAtCap ? { endedAtCap } : {}),
          ...(stdout ? { stdout } : {}),
          ...(stderr ? { stderr } : {}),
        }),
      );
    };

    child.on('error', (error: NodeJS.ErrnoException) => {
      // Only a failed start matters here; a later error (a signal that could not be sent) must
      // still have a listener, or it would take the whole process down.
      if (child.pid !== undefined) return;
      void settle({ spawnError: error.code ?? 'ESPAWN' });
    });
    child.once('exit', (code, exitSignal) => {
      void settle({ exitCode: code, signal: exitSignal, pid: child.pid });
    });
  });
}

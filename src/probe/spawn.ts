/**
 * A short, bounded child process for probes (`<binary> --help`). Never a shell; the child leads
 * its own process group so a timeout kills everything it started (SIGKILL: a probe has no
 * output worth a grace period). Output is captured in memory under a small cap.
 */
import { spawn } from 'node:child_process';

/** `--help` text is small; a tool that floods is cut here rather than growing memory. */
const OUTPUT_CAP_BYTES = 1024 * 1024;
/** How long to wait for the killed child to be reaped before giving up on it. */
const REAP_WAIT_MS = 2000;

export type BoundedOutcome =
  | { kind: 'exited'; exitCode: number | null; signal: string | null; stdout: string; stderr: string }
  | { kind: 'timeout' }
  | { kind: 'spawn_error'; code: string; message: string };

export interface BoundedSpawnOptions {
  timeoutMs: number;
  env: Record<string, string>;
  cwd: string;
  platform?: NodeJS.Platform;
}

export function runBounded(
  path: string,
  args: string[],
  options: BoundedSpawnOptions,
): Promise<BoundedOutcome> {
  const platform = options.platform ?? process.platform;
  const windows = platform === 'win32';
  // A `.cmd`/`.bat` shim cannot be started without cmd.exe (spec §6.4, #3086).
  const shim = windows && /\.(cmd|bat)$/i.test(path);
  const command = shim ? (options.env.ComSpec ?? 'cmd.exe') : path;
  const argv = shim ? ['/d', '/s', '/c', [`"${path}"`, ...args].join(' ')] : args;

  return new Promise((resolve) => {
    let settled = false;
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    const settle = (o: BoundedOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(o);
    };

    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, argv, {
        cwd: options.cwd,
        env: options.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: false,
        detached: !windows,
        windowsHide: true,
        windowsVerbatimArguments: shim,
      });
    } catch (e) {
      const error = e as NodeJS.ErrnoException;
      resolve({ kind: 'spawn_error', code: error.code ?? 'EINVAL', message: error.message });
      return;
    }

    const timer = setTimeout(() => {
      killTree(child, windows);
      child.stdout?.destroy();
      child.stderr?.destroy();
      if (child.exitCode !== null || child.signalCode !== null) {
        settle({ kind: 'timeout' });
        return;
      }
      // Resolve once the child is reaped, so "timed out" also means "gone"; bounded regardless.
      const giveUp = setTimeout(() => settle({ kind: 'timeout' }), REAP_WAIT_MS);
      child.once('exit', () => {
        clearTimeout(giveUp);
        settle({ kind: 'timeout' });
      });
    }, options.timeoutMs);

    const collect = (chunks: Buffer[], which: 'out' | 'err') => (chunk: Buffer) => {
      const used = which === 'out' ? outBytes : errBytes;
      if (used >= OUTPUT_CAP_BYTES) return;
      const piece = chunk.subarray(0, OUTPUT_CAP_BYTES - used);
      chunks.push(piece);
      if (which === 'out') outBytes += piece.length;
      else errBytes += piece.length;
    };
    child.stdout?.on('data', collect(out, 'out'));
    child.stderr?.on('data', collect(err, 'err'));
    child.on('error', (e: NodeJS.ErrnoException) => {
      settle({ kind: 'spawn_error', code: e.code ?? 'ERROR', message: e.message });
    });
    // `--help` has answered once its process exits: whatever it left in its group (a daemon, an
    // updater) is ended too, which also closes a pipe such a leftover held open.
    child.once('exit', () => {
      if (!windows && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // nothing left in the group
        }
      }
    });
    child.on('close', (exitCode, signal) => {
      settle({
        kind: 'exited',
        exitCode,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

function killTree(child: ReturnType<typeof spawn>, windows: boolean): void {
  const pid = child.pid;
  if (pid === undefined) return;
  try {
    if (windows) child.kill('SIGKILL');
    else process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is already gone; fall back to the direct child
    try {
      child.kill('SIGKILL');
    } catch {
      // nothing left to kill
    }
  }
}

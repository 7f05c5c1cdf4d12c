/**
 * Reading a file the pull request may have placed: only a regular file, never through a symbolic
 * link, never blocking on a FIFO or a device swapped in after a check, and never more than a cap.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';

/** A regular file's bytes, or why it was not read: each caller words these for its own file. */
export type RegularRead =
  | { kind: 'file'; bytes: Buffer; size: number }
  | { kind: 'missing' }
  | { kind: 'link' }
  | { kind: 'not_a_file' }
  | { kind: 'too_large'; bytes: number }
  | { kind: 'error'; error: NodeJS.ErrnoException };

/** Why a file that is there was not read, as the end of a sentence naming it. */
export function notReadBecause(
  read: Exclude<RegularRead, { kind: 'file' } | { kind: 'missing' }>,
  cap: string,
): string {
  if (read.kind === 'link') return 'is a symbolic link; it is not followed';
  if (read.kind === 'too_large') return `is ${read.bytes} bytes, over ${cap}`;
  if (read.kind === 'error') return `cannot be read: ${read.error.message}`;
  return 'is not a regular file';
}

const READ_NO_FOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** A regular file opened for reading (the caller closes `fd`), or why it was not opened. */
export type RegularOpen =
  { kind: 'file'; fd: number; size: number } | Exclude<RegularRead, { kind: 'file' } | { kind: 'too_large' }>;

/**
 * `path` opened when it is a regular file, never through a link, and never waiting on a FIFO: the
 * descriptor is of the file that was checked, whatever is put at the name after.
 */
export function openRegularFile(path: string): RegularOpen {
  let fd: number;
  try {
    // The lstat names a link where the platform has no O_NOFOLLOW; the open and the fstat close
    // the gap after it.
    if (lstatSync(path).isSymbolicLink()) return { kind: 'link' };
    fd = openSync(path, READ_NO_FOLLOW);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ENOENT') return { kind: 'missing' };
    return e.code === 'ELOOP' || e.code === 'EMLINK' ? { kind: 'link' } : { kind: 'error', error: e };
  }
  try {
    const info = fstatSync(fd);
    if (info.isFile()) return { kind: 'file', fd, size: info.size };
    closeSync(fd);
    return { kind: 'not_a_file' };
  } catch (error) {
    closeSync(fd);
    return { kind: 'error', error: error as NodeJS.ErrnoException };
  }
}

/**
 * `path` when it is a regular file of at most `maxBytes`, never through a link; with `prefix`,
 * a larger file's first `maxBytes` instead (lane output is capped, not refused), with `size` the
 * whole file's. Never more than `maxBytes` is held, whatever the file grows to while it is read.
 */
export function readRegularFile(
  path: string,
  maxBytes: number,
  opts: { prefix?: boolean } = {},
): RegularRead {
  const opened = openRegularFile(path);
  if (opened.kind !== 'file') return opened;
  const { fd, size } = opened;
  try {
    if (size > maxBytes && !opts.prefix) return { kind: 'too_large', bytes: size };
    const bytes = Buffer.alloc(Math.min(size, maxBytes));
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return { kind: 'file', bytes: bytes.subarray(0, read), size };
  } catch (error) {
    return { kind: 'error', error: error as NodeJS.ErrnoException };
  } finally {
    closeSync(fd);
  }
}

/** The text of `path` when it is a regular file of at most `maxBytes`; null otherwise or on error. */
export function readRegularText(path: string, maxBytes: number): string | null {
  const read = readRegularFile(path, maxBytes);
  return read.kind === 'file' ? read.bytes.toString('utf8') : null;
}

const WRITE_NO_FOLLOW =
  constants.O_WRONLY |
  constants.O_CREAT |
  constants.O_TRUNC |
  (constants.O_NOFOLLOW ?? 0) |
  (constants.O_NONBLOCK ?? 0);

/** The descriptor writeNoFollow writes through: the same rules, for a caller that streams. */
export function openForWrite(path: string): number {
  try {
    return openSync(path, WRITE_NO_FOLLOW, 0o666);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const st = code === 'ELOOP' || code === 'ENXIO' ? lstatSync(path) : null;
    if (!st || !(st.isSymbolicLink() || st.isFIFO())) throw error;
    unlinkSync(path);
    return openSync(path, WRITE_NO_FOLLOW | constants.O_EXCL, 0o666);
  }
}

/**
 * Writes `data` to `path` without following a link or blocking on a FIFO: one found at the name
 * (a lane can leave one) is removed, never its target; any other kind of file fails the write.
 */
export function writeNoFollow(path: string, data: string | Uint8Array): void {
  const fd = openForWrite(path);
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/** Writes `data` as a new file: whatever is there is removed, never followed, then O_EXCL. */
export function writeFresh(path: string, data: string | Uint8Array): void {
  removeEntry(path);
  writeFileSync(path, data, { flag: 'wx' });
}

/** Removes what is at `path`, if anything: a file or a link itself, a folder with what it holds. */
export function removeEntry(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    // EISDIR on Linux, EPERM elsewhere: a folder.
    rmSync(path, { recursive: true, force: true });
  }
}

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
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';

/** The text of `path` when it is a regular file of at most `maxBytes`; null otherwise or on error. */
export function readRegularText(path: string, maxBytes: number): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > maxBytes) return null;
    return readFileSync(fd, 'utf8');
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
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
 * Writes `data` to `path` (created or truncated) without following a link and without blocking
 * on a FIFO. A link or a FIFO found at the name (what a lane can leave in the run's folder) is
 * removed, itself and never its target, and the file created anew; any other kind of file (a
 * device, a folder) is left alone and the write fails.
 */
export function writeNoFollow(path: string, data: string | Uint8Array): void {
  const fd = openForWrite(path);
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `data` to `path` as a new file: whatever is there (the last run's file, a link, a FIFO a
 * lane made, a folder) is removed first, never followed, and the file is created with O_EXCL, so
 * a name taken again in between fails the write instead of sending it elsewhere or blocking on it.
 */
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

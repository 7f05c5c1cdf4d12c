/** The asynchronous file calls the review's path needs, as promises over `node:fs`'s callbacks. */
import { access, close, fstat, lstat, open, read, readFile, rm, stat } from 'node:fs';
import { promisify } from 'node:util';

export const accessAsync = promisify(access);
export const closeAsync = promisify(close);
export const fstatAsync = promisify(fstat);
export const lstatAsync = promisify(lstat);
export const openAsync = promisify(open);
export const readFileAsync = promisify(readFile);
export const rmAsync = promisify(rm);
export const statAsync = promisify(stat);

/** Reads into `buffer` at `offset` from file position `position`; resolves to the bytes read. */
export function readAsync(
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
  position: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    read(fd, buffer, offset, length, position, (error, bytesRead) =>
      error ? reject(error) : resolve(bytesRead),
    );
  });
}

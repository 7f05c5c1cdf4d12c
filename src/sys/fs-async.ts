/**
 * The asynchronous file calls the review's path needs, as promises over `node:fs`'s callbacks.
 * They run on the same thread pool as `node:fs/promises`, which is not loaded for them: loading
 * it costs a review about 1 ms (it brings readline, the file watchers and directory streams with
 * it), and nothing on that path needs its FileHandle API.
 */
import { access, lstat, rm, stat } from 'node:fs';
import { promisify } from 'node:util';

export const accessAsync = promisify(access);
export const lstatAsync = promisify(lstat);
export const rmAsync = promisify(rm);
export const statAsync = promisify(stat);

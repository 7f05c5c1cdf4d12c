/** The asynchronous file calls the review's path needs, as promises over `node:fs`'s callbacks. */
import { access, rm, stat } from 'node:fs';
import { promisify } from 'node:util';

export const accessAsync = promisify(access);
export const rmAsync = promisify(rm);
export const statAsync = promisify(stat);

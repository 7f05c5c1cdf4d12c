/**
 * Relative PATH entries (``, `.`, `node_modules/.bin`) name folders of the checkout under review,
 * through which a program the pull request commits would run: dropped from every child's PATH.
 */
import { delimiter, isAbsolute, posix, win32 } from 'node:path';

/** `value` without its relative entries; undefined stays undefined. */
export function absolutePath(
  value: string | undefined,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  if (value === undefined) return undefined;
  const windows = platform === 'win32';
  const sep = platform === process.platform ? delimiter : windows ? ';' : ':';
  const absolute = platform === process.platform ? isAbsolute : windows ? win32.isAbsolute : posix.isAbsolute;
  return value
    .split(sep)
    .filter((dir) => dir !== '' && absolute(dir))
    .join(sep);
}

/** `env` with its PATH (whatever its case, `Path` on Windows) cut to absolute entries. */
export function withAbsolutePath<T extends Record<string, string | undefined>>(
  env: T,
  platform: NodeJS.Platform = process.platform,
): T {
  const out: Record<string, string | undefined> = { ...env };
  for (const key of Object.keys(out))
    if (key.toUpperCase() === 'PATH') out[key] = absolutePath(out[key], platform);
  return out as T;
}

/** PATH lookup: not @actions/io's `which`, which reads only this process's PATH, not the lane's. */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';

const DEFAULT_PATHEXT = '.EXE;.CMD;.BAT;.COM';

export interface LookupOptions {
  platform?: NodeJS.Platform;
}

/**
 * The executable regular file `name` resolves to on `env.PATH`, or null; relative entries are
 * ignored (they mean the checkout under review).
 */
export async function lookupBinary(
  name: string,
  env: NodeJS.ProcessEnv,
  options: LookupOptions = {},
): Promise<string | null> {
  const platform = options.platform ?? process.platform;
  const windows = platform === 'win32';
  if (typeof name !== 'string' || name.trim() === '' || name.includes('\0')) return null;
  const extensions = windows ? windowsExtensions(name, env) : [''];
  const hasSeparator = name.includes('/') || (windows && name.includes('\\'));
  if (hasSeparator)
    return firstExecutable(
      extensions.map((ext) => name + ext),
      windows,
    );
  const pathValue = envValue(env, 'PATH', windows) ?? '';
  const dirs = pathValue.split(windows ? ';' : ':').filter((d) => d !== '' && isAbsolute(d));
  for (const dir of dirs) {
    const hit = await firstExecutable(
      extensions.map((ext) => join(dir, name + ext)),
      windows,
    );
    if (hit) return hit;
  }
  return null;
}

/** `''` first when the name already carries a PATHEXT extension, then each extension. */
function windowsExtensions(name: string, env: NodeJS.ProcessEnv): string[] {
  const exts = (envValue(env, 'PATHEXT', true) ?? DEFAULT_PATHEXT)
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e.startsWith('.'));
  const lower = name.toLowerCase();
  const already = exts.some((e) => lower.endsWith(e.toLowerCase()));
  return already ? ['', ...exts] : exts;
}

/** Windows environment names are case-insensitive (`Path`). */
function envValue(env: NodeJS.ProcessEnv, key: string, caseInsensitive: boolean): string | undefined {
  if (!caseInsensitive) return env[key];
  for (const [k, v] of Object.entries(env)) if (k.toUpperCase() === key) return v;
  return undefined;
}

async function firstExecutable(candidates: string[], windows: boolean): Promise<string | null> {
  for (const candidate of candidates) {
    try {
      const s = await stat(candidate);
      if (!s.isFile()) continue;
      // Windows has no executable bit; PATHEXT is what makes a file runnable there.
      if (!windows) await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there, or not executable by us: keep looking
    }
  }
  return null;
}

/**
 * The environment a probed process receives. `--help` needs no credentials, so only the basic
 * allow-list of D6 is passed — never a lane's declared secrets, never a token.
 */
import { withAbsolutePath } from '../sys/path-env.js';

const BASE = ['PATH', 'HOME', 'USER', 'LANG', 'TZ', 'TMPDIR', 'CI', 'NO_COLOR'];
/** What Windows programs need to start at all. */
const WINDOWS = [
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'TEMP',
  'TMP',
  'WINDIR',
];

export function probeEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const upper = key.toUpperCase();
    if (BASE.includes(key) || key.startsWith('LC_') || WINDOWS.includes(upper)) out[key] = value;
  }
  out.TERM = 'dumb';
  // Only absolute PATH entries: a relative one resolves inside the checkout (sys/path-env.ts).
  return withAbsolutePath(out);
}

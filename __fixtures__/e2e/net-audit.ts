/**
 * Proof that a CLI reached nothing but loopback: run it under `strace -f -e trace=connect` and
 * read back every address it tried. A DNS query to a local stub resolver (port 53) counts as
 * leaving the machine, since that is what it leads to.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function straceAvailable(): boolean {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The command line that runs `binary argv…` with its connect() calls logged to `logPath`. */
export function underStrace(
  binary: string,
  argv: string[],
  logPath: string,
): { binary: string; argv: string[] } {
  return { binary: 'strace', argv: ['-f', '-qq', '-e', 'trace=connect', '-o', logPath, binary, ...argv] };
}

const INET = /connect\(\d+, \{sa_family=AF_INET, sin_port=htons\((\d+)\), sin_addr=inet_addr\("([^"]+)"\)/;
const INET6 =
  /connect\(\d+, \{sa_family=AF_INET6, sin6_port=htons\((\d+)\),.*?inet_pton\(AF_INET6, "([^"]+)"/;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Every non-loopback or DNS destination in the log, as `address:port`. */
export function offLoopbackConnects(logPath: string): string[] {
  const out: string[] = [];
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    const m = INET.exec(line) ?? INET6.exec(line);
    if (!m) continue;
    const [, port = '', address = ''] = m;
    if (!LOOPBACK.test(address) || port === '53') out.push(`${address}:${port}`);
  }
  return out;
}

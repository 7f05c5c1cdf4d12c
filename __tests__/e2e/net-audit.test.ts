/**
 * Reading connect() calls back from an strace log. The first two lines were captured from
 * strace 6.1 on this project's machine (node connecting to closed loopback ports); the others
 * are the same format with other addresses, written by hand so no test traffic leaves loopback.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offLoopbackConnects, underStrace } from '../../__fixtures__/e2e/net-audit.js';

const dir = mkdtempSync(join(tmpdir(), 'rl-net-audit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function audit(lines: string[]): string[] {
  const log = join(dir, `log-${Math.random().toString(36).slice(2)}`);
  writeFileSync(log, lines.join('\n'));
  return offLoopbackConnects(log);
}

const V6_LOOPBACK =
  '13096 connect(19, {sa_family=AF_INET6, sin6_port=htons(9), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::1", &sin6_addr), sin6_scope_id=0}, 28) = -1 EINPROGRESS (Operation now in progress)';
const V4_LOOPBACK =
  '13096 connect(20, {sa_family=AF_INET, sin_port=htons(9), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 EINPROGRESS (Operation now in progress)';

describe('offLoopbackConnects', () => {
  it.each([
    { name: 'IPv4 and IPv6 loopback', lines: [V4_LOOPBACK, V6_LOOPBACK], expected: [] },
    {
      name: 'a unix socket',
      lines: [
        '9687  connect(4, {sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}, 110) = -1 ENOENT (No such file or directory)',
      ],
      expected: [],
    },
    {
      name: 'a public IPv4 address',
      lines: [
        V4_LOOPBACK,
        '77 connect(21, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("160.79.104.10")}, 16) = -1 EINPROGRESS',
      ],
      expected: ['160.79.104.10:443'],
    },
    {
      name: 'a public IPv6 address',
      lines: [
        '77 connect(22, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "2606:4700::6810:1", &sin6_addr), sin6_scope_id=0}, 28) = 0',
      ],
      expected: ['2606:4700::6810:1:443'],
    },
    {
      name: 'a DNS query to a loopback stub resolver',
      lines: [
        '77 connect(5, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("127.0.0.53")}, 16) = 0',
      ],
      expected: ['127.0.0.53:53'],
    },
    { name: 'an empty log', lines: [], expected: [] },
  ])('$name -> $expected', ({ lines, expected }) => {
    expect(audit(lines)).toEqual(expected);
  });
});

describe('underStrace', () => {
  it('logs connect() of the whole process tree to the given file', () => {
    expect(underStrace('codex', ['exec', '-'], '/tmp/x.log')).toEqual({
      binary: 'strace',
      argv: ['-f', '-qq', '-e', 'trace=connect', '-o', '/tmp/x.log', 'codex', 'exec', '-'],
    });
  });
});

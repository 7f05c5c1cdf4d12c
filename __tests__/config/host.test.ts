import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isLoopbackHost, normalizeHost } from '../../src/config/host.js';

describe('normalizeHost', () => {
  const rows: Array<[string, string]> = [
    // the spec's examples
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['http://LOCALHOST:8080', 'http://localhost:8080'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://a.com:80', 'http://a.com'],
    ['https://a.com:443', 'https://a.com'],
    ['http://a.com/v1/', 'http://a.com/v1'],
    ['http://user:pw@Host:80/v1/?q=1#f', 'http://host/v1'],
    ['localhost:11434', 'localhost:11434'],
    ['not a url', 'not a url'],
    // trimming, empties, trailing slashes on non-URLs
    ['', ''],
    ['   ', ''],
    ['  http://a.com/  ', 'http://a.com'],
    ['not a url///', 'not a url'],
    ['localhost:11434/', 'localhost:11434'],
    // a port is only dropped when it is the scheme's default
    ['https://a.com:80', 'https://a.com:80'],
    ['http://a.com:443', 'http://a.com:443'],
    ['HTTP://A.COM', 'http://a.com'],
    ['http://a.com/v1//', 'http://a.com/v1'],
    ['http://[::1]:8080/', 'http://[::1]:8080'],
    ['http://127.1:11434', 'http://127.0.0.1:11434'],
  ];
  it.each(rows)('%j -> %j', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  const distinct: Array<[string, string]> = [
    ['http://a.com', 'https://a.com'],
    ['http://a.com:8080', 'http://a.com:8081'],
    ['http://a.com', 'http://b.com'],
    ['https://api.openai.com', 'https://api.openai.com.trap.localhost'],
    ['https://api.openai.com', 'https://\u0430pi.openai.com'],
    ['https://api.openai.com', 'https://api.openai.com@trap.localhost/'],
    ['http://a.com/v1', 'http://a.com/v2'],
  ];
  it.each(distinct)('%j and %j stay distinct', (a, b) => {
    expect(normalizeHost(a)).not.toBe(normalizeHost(b));
  });

  it('is idempotent and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (raw) => {
          const once = normalizeHost(raw);
          expect(normalizeHost(once)).toBe(once);
        },
      ),
    );
  });
});

describe('isLoopbackHost', () => {
  const local = [
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    '::1',
    '[::1]',
    '0.0.0.0',
    'http://localhost:11434',
    'http://localhost:11434/v1',
    'localhost:11434',
    'http://127.0.0.1:8080/v1',
    'http://[::1]:8080',
    '[::1]:8080',
    'http://0.0.0.0',
    // inet_aton forms of 127.0.0.0/8
    '127.1',
    '127.0.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.255.255.255',
    'http://127.1',
    'http://2130706433/',
    // IPv6 spellings of ::1 and IPv4-mapped loopback
    '0:0:0:0:0:0:0:1',
    '0000:0000:0000:0000:0000:0000:0000:0001',
    'http://[0:0:0:0:0:0:0:1]/',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    'http://[::ffff:127.0.0.1]:8080',
  ];
  it.each(local)('%j is local', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  const remote = [
    'localhost.evil.com',
    'notlocalhost.example',
    'http://user@localhost@evil.com',
    'http://localhost@evil.com',
    'http://evil.com#localhost',
    'http://127.0.0.1.evil.com',
    '128.0.0.1',
    // octets above 255 are not wrapped into 127/8
    '383.0.0.1',
    'http://383.0.0.1',
    '127.0.0.256',
    '0x17f000001',
    '::2',
    '::ffff:128.0.0.1',
    '10.0.0.1',
    'https://api.openai.com',
    'http://example.com/localhost',
    'not a url',
    '',
  ];
  it.each(remote)('%j is remote', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isLoopbackHost(s) === 'boolean'));
  });
});

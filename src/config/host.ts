/** Host normalisation, so a consented host and a request's compare without cosmetic differences; loopback. */

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** `<scheme>//<hostname>[:<port>]<path>` lower-cased; a non-URL comes back trimmed of slashes. */
export function normalizeHost(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  const url = parseUrl(trimmed);
  if (!url || url.hostname === '') return trimmed.replace(/\/+$/, '');
  const scheme = url.protocol.toLowerCase();
  const port = url.port !== '' && url.port !== DEFAULT_PORTS[scheme] ? `:${url.port}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${scheme}//${url.hostname.toLowerCase()}${port}${path}`;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** The host part of something that is not a URL with a hostname (`localhost:11434`, `[::1]:8080`). */
function bareHost(raw: string): string {
  let rest = raw.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  rest = rest.split(/[/?#]/, 1)[0] ?? '';
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    return end === -1 ? rest : rest.slice(0, end + 1);
  }
  if ((rest.match(/:/g) ?? []).length >= 2) return rest;
  return rest.split(':', 1)[0] ?? '';
}

/** One inet_aton component: 0x-hex, 0-octal or decimal; null when not a number. */
function inetPart(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return null;
}

/**
 * IPv4 in 127.0.0.0/8 under inet_aton rules (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`).
 * A component out of range makes the address invalid — never wrapped.
 */
function isLoopbackIPv4(host: string): boolean {
  const parts = host.split('.');
  if (parts.length < 1 || parts.length > 4) return false;
  const values = parts.map(inetPart);
  let address = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) return false;
    const last = i === values.length - 1;
    const limit = last ? 256 ** (5 - values.length) : 256;
    if (value >= limit) return false;
    address = last ? address * limit + value : address * 256 + value;
  }
  return Math.floor(address / 2 ** 24) === 127;
}

/** `::1` in any spelling, or `::ffff:` + a 127/8 address; the URL parser canonicalises IPv6. */
function isLoopbackIPv6(host: string): boolean {
  const inner = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const url = parseUrl(`http://[${inner}]/`);
  if (!url) return false;
  const canonical = url.hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}

/** True only for this machine; hostnames match exactly (`localhost.evil.com` is remote). */
export function isLoopbackHost(urlOrHost: string): boolean {
  const raw = urlOrHost.trim();
  if (raw === '') return false;
  const url = parseUrl(raw);
  const host = (url && url.hostname !== '' ? url.hostname : bareHost(raw)).toLowerCase();
  if (host === '') return false;
  if (LOOPBACK_NAMES.has(host)) return true;
  if (host.startsWith('[') || host.includes(':')) return isLoopbackIPv6(host);
  return isLoopbackIPv4(host);
}

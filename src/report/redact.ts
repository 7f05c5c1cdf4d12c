/**
 * Redaction of what a lane must never publish (D12): token shapes and the step's own secrets.
 * Apart from sanitize.ts so redacting files never loads the Markdown parser.
 */

export const REDACTED = '[REDACTED]';

/**
 * Token shapes, redacted in code blocks too. Every pattern is linear in the text (lane output is
 * untrusted; a backtracking pattern lets a lane stall the report), so lookaheads become `accept`.
 */
const TOKEN_PATTERNS: ReadonlyArray<{
  name: string;
  re: RegExp;
  accept?: (match: string) => boolean;
}> = [
  { name: 'github-token', re: /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g },
  { name: 'github-fine-grained-token', re: /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g },
  // sk-…, sk-ant-…, sk-proj-…: real keys mix letters and digits, which spares prose like "sk-learn".
  {
    name: 'api-key',
    re: /\bsk-[A-Za-z0-9_-]{20,}/g,
    accept: (m) => /\d/.test(m.slice(3)) && /[A-Za-z]/.test(m.slice(3)),
  },
  { name: 'aws-access-key', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { name: 'jwt', re: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
];

/** Credentials by where they sit: a URL's user info and the value after a credential-named key. */
const CREDENTIAL_SLOTS: ReadonlyArray<RegExp> = [
  /(?<=:\/\/)[^\s/@:]+:[^\s/@]+(?=@)/g,
  // An authorization header (the checkout's git config holds one). The lookbehind's whitespace is
  // bounded: an unbounded `\s*` there is quadratic in a run of spaces.
  /(?<=\bauthorization:\s{0,32}(?:basic|bearer|token)\s{1,32})[A-Za-z0-9+/=._-]{8,}/gi,
  /(?<=\b["']?(?:api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|secret|password|passwd)["']?\s{0,32}[:=]\s{0,32}["']?)[^\s"',;}{]{6,}/gi,
];

/** Secret values shorter than this are not redacted: they would shred ordinary text. */
const MIN_SECRET_LENGTH = 4;

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  const values = new Set<string>();
  for (const s of secrets) {
    if (typeof s !== 'string') continue;
    if (s.length >= MIN_SECRET_LENGTH) values.add(s);
    // A multi-line secret (a private key) is also redacted line by line, as the runner masks it.
    if (s.includes('\n'))
      for (const line of s.split(/\r?\n/))
        if (line.trim().length >= MIN_SECRET_LENGTH) values.add(line.trim());
  }
  let out = text;
  for (const v of [...values].sort((a, b) => b.length - a.length)) out = out.split(v).join(REDACTED);
  for (const { re, accept } of TOKEN_PATTERNS)
    out = accept ? out.replace(re, (m) => (accept(m) ? REDACTED : m)) : out.replace(re, REDACTED);
  for (const re of CREDENTIAL_SLOTS) out = out.replace(re, REDACTED);
  return out;
}

/**
 * Redaction of what a lane must never publish (D12): token shapes and the values of the step's own
 * secrets. Apart from the output cleaner (sanitize.ts) so that what redacts files and results
 * never loads the Markdown parser the cleaner reads lane output with.
 */

export const REDACTED = '[REDACTED]';

/**
 * Token shapes redacted wherever they appear, code blocks included. Every pattern runs in time
 * linear in the text: lane output is untrusted, and a pattern that backtracks (a lookahead over
 * an unbounded run, a lookbehind over unbounded whitespace) lets a lane stall the report for
 * hours with a line of `sk-sk-sk-…` or of spaces. A condition a regular expression would need a
 * lookahead for is `accept`, checked on the match.
 */
export const TOKEN_PATTERNS: ReadonlyArray<{
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

/**
 * Credentials by where they sit rather than their shape: the user info of a URL
 * (`https://user:pass@host`) and the value after a credential-named key (`"apiKey": "…"`,
 * `password=…`). The name stays readable, the value goes.
 */
const CREDENTIAL_SLOTS: ReadonlyArray<RegExp> = [
  /(?<=:\/\/)[^\s/@:]+:[^\s/@]+(?=@)/g,
  // An HTTP authorization header's credentials (the checkout's git config holds one).
  // Whitespace in a lookbehind is bounded: `\s*` there is re-read backwards at every position of a
  // whitespace run (quadratic; 200 KB of spaces took 55 s).
  /(?<=\bauthorization:\s{0,32}(?:basic|bearer|token)\s{1,32})[A-Za-z0-9+/=._-]{8,}/gi,
  /(?<=\b["']?(?:api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|secret|password|passwd)["']?\s{0,32}[:=]\s{0,32}["']?)[^\s"',;}{]{6,}/gi,
];

/** Secret values shorter than this are not redacted: they would shred ordinary text. */
export const MIN_SECRET_LENGTH = 4;

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

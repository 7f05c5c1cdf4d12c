/**
 * Lane output is untrusted (D12): a model that read a
 * hostile PR can be made to print secrets, plant a hidden comment (or our sticky-comment
 * marker), load a remote image whose URL carries data out, or leave a fence open that swallows
 * the rest of the page. Everything a lane wrote passes through here before it is rendered.
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

/** Where a literal `<!--` in code is shown unchanged to a reader but can never open a comment or match a marker. */
const CODE_COMMENT_ESCAPE = '<\u200B!--';

const RESOURCE_TAG = /<\/?(?:img|image|source|video|audio|picture|input)\b[^>]*>/gi;
const URL_ATTR = /\b(src|srcset|poster|href|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** A raw tag that loads a resource becomes plain links to what it would have loaded. */
function resourceTagToLinks(tag: string): string {
  const links: string[] = [];
  for (const m of tag.matchAll(URL_ATTR)) {
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    const url = m[1]?.toLowerCase() === 'srcset' ? (value.split(/[\s,]+/)[0] ?? '') : value;
    const clean = url.replace(/[<>\s]/g, '');
    if (clean) links.push(`[image](<${clean}>)`);
  }
  return links.join(' ');
}

/**
 * A `!` that starts an image: not escaped (an even run of backslashes before it, `\\![` included),
 * nested images found too (`![![a](x)](y)`).
 */
const IMAGE_BANG = /(?<!\\)((?:\\\\)*)!\[/g;

/**
 * `@name` and `@org/team` as GitHub would notify them (after any character that is not part of a
 * word, an address or a link); a word joiner keeps them from pinging. `&#64;` is an `@` too.
 */
const MENTION = /(^|[^\w`:/.\]@\u2060])(?:@|&#0*64;|&#x0*40;|&commat;)(?=[A-Za-z0-9])/gi;

/**
 * Every other raw HTML start (`<h2>`, `<details>`, `<div>`, `<?…?>`, `<!DOCTYPE`) is shown as
 * text: GitHub would render it, and an HTML block reads what follows it as HTML, so a lane could
 * hide content, fake a heading or swallow the sections after its own. The `<…>` of the links made
 * above (`](<url>)`) is left alone.
 */
const HTML_START = /(?<!\]\()<(?=[A-Za-z/!?])/g;

/** Markdown outside code: images become links, raw resource tags become links, HTML is shown. */
function sanitizeProse(s: string): string {
  return s
    .replace(RESOURCE_TAG, resourceTagToLinks)
    .replace(/(?<!\\)((?:\\\\)*)!\[\s*\]/g, '$1[image]')
    .replace(IMAGE_BANG, '$1[')
    .replace(MENTION, '$1@\u2060')
    .replace(HTML_START, '&lt;');
}

/**
 * What looks like a code span may not be one for GitHub (it can cross a line, or its backticks
 * sit in an attribute or an autolink), so image syntax in it never survives either.
 */
const IMAGE_SYNTAX = /(?<!\\)((?:\\\\)*)!(\[[^\]\n]*\]\()/g;

/**
 * The code spans of a line as CommonMark finds them: a run of n backticks opens one that the
 * next run of exactly n backticks closes; a run with no such partner is literal text. An escaped
 * backtick (an odd run of backslashes before the run) opens nothing: what looks like code there
 * is prose for GitHub. Linear in the line: runs are found in one pass and each run's next
 * partner is known from a pass from the end, where a regular expression for the same rule takes
 * cubic time on a line of backticks (a lane controls its output: 8 KB of them took 48 s).
 */
export function codeSpans(s: string): Array<[start: number, end: number]> {
  const runs: Array<{ start: number; length: number; escaped: boolean }> = [];
  for (let i = 0; i < s.length;) {
    if (s.charCodeAt(i) !== 96) {
      i++;
      continue;
    }
    let slashes = 0;
    for (let k = i - 1; k >= 0 && s.charCodeAt(k) === 92; k--) slashes++;
    const start = i;
    while (i < s.length && s.charCodeAt(i) === 96) i++;
    runs.push({ start, length: i - start, escaped: slashes % 2 === 1 });
  }
  const partner: number[] = new Array<number>(runs.length).fill(-1);
  const nextOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i] as (typeof runs)[number];
    partner[i] = nextOfLength.get(run.length) ?? -1;
    nextOfLength.set(run.length, i);
  }
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i] as (typeof runs)[number];
    const j = partner[i] ?? -1;
    if (run.escaped || j < 0) continue;
    const close = runs[j] as (typeof runs)[number];
    spans.push([run.start, close.start + close.length]);
    i = j;
  }
  return spans;
}

/** Inline code spans are kept verbatim except for the comment opener. */
function sanitizeLine(s: string): string {
  const out: string[] = [];
  let last = 0;
  for (const [start, end] of codeSpans(s)) {
    out.push(
      sanitizeProse(s.slice(last, start)),
      s.slice(start, end).replace(/<!--/g, CODE_COMMENT_ESCAPE).replace(IMAGE_SYNTAX, '$1$2'),
    );
    last = end;
  }
  out.push(sanitizeProse(s.slice(last)));
  return out.join('');
}

/** A fence opens or closes only indented by at most three spaces (CommonMark); four is code. */
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Makes one lane's output safe to embed in REVIEWS.md and the PR comment. Deterministic and
 * idempotent in effect: running it twice changes nothing more.
 */
export function sanitizeLaneOutput(text: string, secrets: readonly string[] = []): string {
  // GitHub ends a line at CRLF and at a lone CR too: so does every rule below.
  const lines = redactSecrets(text, secrets).replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let open: { ch: string; len: number } | null = null;
  let prose: string[] = [];
  // Prose is handled a paragraph run at a time so an HTML tag split over lines is still seen whole.
  const flush = (): void => {
    if (prose.length === 0) return;
    // One line at a time: spreading a run of prose into push() overflows the stack past about
    // 100,000 lines, and a lane's output can hold that many.
    for (const line of prose.join('\n').replace(RESOURCE_TAG, resourceTagToLinks).split('\n'))
      out.push(sanitizeLine(line));
    prose = [];
  };
  for (const line of lines) {
    const m = FENCE.exec(line);
    if (open) {
      const closes =
        m && m[1]?.[0] === open.ch && (m[1]?.length ?? 0) >= open.len && /^[ \t]*$/.test(m[2] ?? '');
      out.push(closes ? line : line.replace(/<!--/g, CODE_COMMENT_ESCAPE));
      if (closes) open = null;
      continue;
    }
    if (m && !(m[1]?.[0] === '`' && (m[2] ?? '').includes('`'))) {
      flush();
      out.push(line.replace(/<!--/g, CODE_COMMENT_ESCAPE));
      open = { ch: m[1]?.[0] ?? '`', len: m[1]?.length ?? 3 };
      continue;
    }
    prose.push(line);
  }
  flush();
  let result = out.join('\n');
  // An unclosed fence would swallow every section after this lane's.
  if (open) result += `${result.endsWith('\n') ? '' : '\n'}${open.ch.repeat(open.len)}\n`;
  return result;
}

/** A single-line untrusted value (a PR title, a detail) for a heading or a table cell. */
export function sanitizeInline(text: string, secrets: readonly string[] = []): string {
  return (
    redactSecrets(text, secrets)
      .replace(/[\r\n]+/g, ' ')
      // Every tag becomes visible text: a title or a detail has no business carrying HTML.
      .replace(/</g, '&lt;')
      .replace(IMAGE_BANG, '$1[')
      .replace(MENTION, '$1@\u2060')
      .trim()
  );
}

/**
 * Lowers every ATX heading outside code by `by` levels (at most to level 6), so a lane's own
 * `## Summary` sits under its `## <Lane> Review` section and no lane can start a section that
 * looks like another lane's.
 */
export function demoteHeadings(text: string, by = 2): string {
  let open: { ch: string; len: number } | null = null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const m = FENCE.exec(line);
    if (open) {
      if (m && m[1]?.[0] === open.ch && (m[1]?.length ?? 0) >= open.len && /^[ \t]*$/.test(m[2] ?? ''))
        open = null;
      out.push(line);
      continue;
    }
    if (m && !(m[1]?.[0] === '`' && (m[2] ?? '').includes('`'))) {
      open = { ch: m[1]?.[0] ?? '`', len: m[1]?.length ?? 3 };
      out.push(line);
      continue;
    }
    const h = /^( {0,3})(#{1,6})(?=\s|$)/.exec(line);
    if (h) {
      const level = Math.min(6, (h[2]?.length ?? 1) + by);
      out.push(`${h[1] ?? ''}${'#'.repeat(level)}${line.slice(h[0].length)}`);
      continue;
    }
    // A setext heading (a line underlined with === or ---) is demoted the same way, written ATX,
    // so no lane can print a "Consensus" or another lane's section that way either.
    const under = /^ {0,3}(=+|-+)[ \t]*$/.exec(lines[i + 1] ?? '');
    if (under && isSetextText(line)) {
      const level = Math.min(6, (under[1]?.[0] === '=' ? 1 : 2) + by);
      out.push(`${'#'.repeat(level)} ${line.trim()}`);
      i++;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** A line that an === / --- underline turns into a heading: paragraph text, not a list, quote or table. */
function isSetextText(line: string): boolean {
  const t = line.trim();
  if (t === '' || /^ {4,}|^\t/.test(line)) return false;
  return !/^(?:[-*+]\s|\d+[.)]\s|>|\||<)/.test(t);
}

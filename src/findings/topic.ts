/**
 * What a concern is about (D16's merge): the code identifiers and content words of its title and
 * text, with paths and locations removed — two concerns a few lines apart are one finding only
 * when they share an identifier or two content words, so nearness alone never makes agreement.
 */

export interface Topic {
  /** Code identifiers, lower-cased: in backticks, camelCase, snake_case, dotted, or called with `()`. */
  identifiers: ReadonlySet<string>;
  /** Content words: 4+ letters, not stop words, lower-cased, a plural `s` dropped. */
  words: ReadonlySet<string>;
}

/** A concern's words are read from at most this many characters: a topic is stated early. */
const MAX_TOPIC_CHARS = 4000;

/** Extensions that make a dotted name a file rather than code (`cart.js`, not `items.length`). */
const FILE_EXTENSIONS = new Set(
  (
    'js mjs cjs jsx ts mts cts tsx py rb go rs java kt kts swift c h cc cpp hpp cs php sh bash zsh ' +
    'md mdx txt json jsonc yml yaml toml ini cfg lock html htm css scss less sql vue svelte xml gradle ' +
    'scala ex exs erl dart lua r pl tf proto graphql'
  ).split(' '),
);

/**
 * Common English words of 4+ letters, and the words every review uses (severity labels, "line",
 * "issue"): sharing them says nothing about what two concerns are about.
 */
const STOP_WORDS = new Set(
  (
    'about above after again against also although among another anyone anything because been before ' +
    'being below between both cannot could does doing done down during each either else enough even ever ' +
    'every from further have having here hers herself himself however into itself just least less like ' +
    'made make makes many might more most much must myself need needs neither never none nothing once ' +
    'only onto other others ours ourselves over rather same should since some such than that their theirs ' +
    'them themselves then there these they this those though through thus together under unless until upon ' +
    'very want were what whatever when whenever where whether which while whom whose will with within ' +
    'without would your yours yourself ' +
    'high medium severity risk line lines code file files issue issues problem problems concern concerns ' +
    'consider instead currently potential potentially possible possibly maybe likely seems case cases'
  ).split(' '),
);

const LOCATION = /\b(?:lines?\s+\d+(?:\s*(?:[-–]|to|and)\s*\d+)?|L\d+(?:-L?\d+)?)\b/gi;
const LINK_TARGET = /\]\([^)\s]*\)/g;
/** A run of text between spaces, brackets, quotes and emphasis: where a path is looked for. */
const CHUNK = /[^\s`()[\]<>{},;"'|*]+/g;
const CODE_SPAN = /`([^`\n]+)`/g;
const IDENT = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;
const CAMEL = /\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b/g;
const SNAKE = /\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;
const DOTTED = /\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
const IDENT_CHAR = /[\w$.]/;

/** `src/cart.js:3`, `cart.js`, `a/b/c.ts#L1-L2`: a file (with or without a location), not code. */
function isPath(raw: string): boolean {
  let end = raw.length;
  while (end > 0 && '.:!?'.includes(raw[end - 1] as string)) end--;
  let token = raw.slice(0, end);
  const at = token.search(/[:#]L?\d/);
  if (at > 0) {
    token = token.slice(0, at);
    if (/[./]/.test(token)) return true;
  }
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return false;
  return token.includes('/') || FILE_EXTENSIONS.has(token.slice(dot + 1).toLowerCase());
}

/** `e.g`, `i.e`: dotted single letters are prose, not a member access. */
const isProseDots = (token: string): boolean => token.split('.').every((p) => p.length <= 1);

function withoutPlaces(text: string): string {
  return (
    text
      .replace(LINK_TARGET, ']')
      // `res.json()` is a call, not a file.
      .replace(CHUNK, (m: string, at: number, whole: string) =>
        whole[at + m.length] !== '(' && isPath(m) ? ' ' : m,
      )
      .replace(LOCATION, ' ')
  );
}

/** The names called with `(`: each read back from its parenthesis (one pass, no backtracking). */
function calledNames(source: string): string[] {
  const names: string[] = [];
  for (let i = source.indexOf('('); i > 0; i = source.indexOf('(', i + 1)) {
    let start = i;
    while (start > 0 && IDENT_CHAR.test(source[start - 1] as string)) start--;
    const name = source.slice(start, i);
    if (/^[A-Za-z_$]/.test(name)) names.push(name);
  }
  return names;
}

/** A word as the topic compares it: lower-cased, a final plural `s` (not `ss`) dropped. */
function contentWord(raw: string): string | null {
  const w = raw.toLowerCase();
  if (w.length < 4 || !/^\p{L}+$/u.test(w) || STOP_WORDS.has(w)) return null;
  const stem = w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
  return STOP_WORDS.has(stem) ? null : stem;
}

export function topicOf(title: string, text: string): Topic {
  const source = withoutPlaces(`${title}\n${text}`.slice(0, MAX_TOPIC_CHARS));
  const identifiers = new Set<string>();
  const addIdent = (raw: string): void => {
    const id = raw.replace(/\.+$/, '');
    if (id.length >= 2 && !isProseDots(id) && !isPath(id)) identifiers.add(id.toLowerCase());
  };
  for (const m of source.matchAll(CODE_SPAN)) for (const t of (m[1] ?? '').matchAll(IDENT)) addIdent(t[0]);
  for (const re of [CAMEL, SNAKE, DOTTED]) for (const m of source.matchAll(re)) addIdent(m[0]);
  for (const name of calledNames(source)) addIdent(name);

  const words = new Set<string>();
  // Split on anything but letters and digits (snake_case parts), then at camelCase humps.
  for (const token of source.split(/[^\p{L}\p{N}]+/u)) {
    for (const part of token.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)) {
      const w = contentWord(part);
      if (w) words.add(w);
    }
  }
  return { identifiers, words };
}

/** The same thing: a shared identifier, or at least two shared content words. */
export function sameTopic(a: Topic, b: Topic): boolean {
  const [small, large] = a.identifiers.size <= b.identifiers.size ? [a, b] : [b, a];
  for (const id of small.identifiers) if (large.identifiers.has(id)) return true;
  const [fewer, more] = a.words.size <= b.words.size ? [a.words, b.words] : [b.words, a.words];
  let shared = 0;
  for (const w of fewer) if (more.has(w) && ++shared >= 2) return true;
  return false;
}

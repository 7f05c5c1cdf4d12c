/**
 * REVIEWS.md shortened to a GitHub comment's 65,536 characters: the largest lane sections cut
 * first, at a line end, fences closed, with a pointer to the full text.
 */
import { openFenceAtEnd, parseBlocks } from '../findings/markdown.js';
import { DEFAULTS } from '../vocabulary.js';
import { DETAILS_END, LANE_MARKER_PREFIX } from './reviews-md.js';

export interface FitLinks {
  artifactUrl?: string;
  runUrl?: string;
}

/** The artifact when one was uploaded, else the job summary, which always holds the full review. */
function where(links: FitLinks): string {
  if (links.artifactUrl) return `the [REVIEWS.md artifact](${links.artifactUrl})`;
  if (links.runUrl) return `the job summary of [this run](${links.runUrl})`;
  return "this run's job summary";
}

export function cutPointer(limit: number, links: FitLinks): string {
  return `> ✂️ cut — this section was shortened to fit the ${limit}-character comment limit; see the full review in ${where(links)}.`;
}

/**
 * Room for the fence a cut may have to close: no fence is longer than the longest run of
 * backticks or tildes in the text (a bound, not a reading; what is open is the parse's to say).
 */
function longestFence(text: string): number {
  let n = 3;
  for (const m of text.matchAll(/`{3,}|~{3,}/g)) n = Math.max(n, m[0].length);
  return n;
}

/** The start of `text` in at most `chars` characters, ending at a line end, its fence closed. */
function headOf(text: string, chars: number, reserve: number): string {
  if (text.length <= chars) return text;
  const room = chars - reserve;
  if (room <= 0) return '';
  const nl = text.lastIndexOf('\n', room - 1);
  const kept = nl >= 0 ? text.slice(0, nl + 1) : '';
  const fence = openFenceAtEnd(parseBlocks(kept));
  return fence ? `${kept}${fence}\n` : kept;
}

function splitSections(md: string): { preamble: string; sections: string[] } {
  const starts: number[] = [];
  if (md.startsWith(LANE_MARKER_PREFIX)) starts.push(0);
  for (
    let i = md.indexOf(`\n${LANE_MARKER_PREFIX}`);
    i >= 0;
    i = md.indexOf(`\n${LANE_MARKER_PREFIX}`, i + 1)
  ) {
    starts.push(i + 1);
  }
  if (starts.length === 0) return { preamble: md, sections: [] };
  const sections = starts.map((s, k) => md.slice(s, starts[k + 1] ?? md.length));
  return { preamble: md.slice(0, starts[0]), sections };
}

function cutSection(section: string, target: number, pointer: string): string {
  // Marker line and heading line stay whole, and the fold's summary line; so do the fold's
  // closing line and the closing `---` (D19: a review is folded in <details>).
  const afterMarker = section.indexOf('\n') + 1;
  let afterHeading = section.indexOf('\n', afterMarker) + 1;
  if (afterMarker <= 0 || afterHeading <= 0) return section;
  const folded = section.startsWith('\n<details>', afterHeading);
  if (folded) afterHeading = section.indexOf('\n', afterHeading + 1) + 1 || afterHeading;
  const head = section.slice(0, afterHeading);
  const closing = folded ? `\n${DETAILS_END}\n\n---\n` : '\n---\n';
  const sepAt = section.lastIndexOf(closing);
  const bodyEnd = sepAt >= afterHeading ? sepAt + 1 : section.length;
  const body = section.slice(afterHeading, bodyEnd);
  const tail = `\n${pointer}\n\n${folded ? `${DETAILS_END}\n\n` : ''}---\n\n`;
  const kept = headOf(body, target - head.length - tail.length, longestFence(body) + 2);
  return `${head}${kept}${tail}`;
}

/** `markdown` unchanged when it fits; else cut, largest lane sections first, to at most `limit` characters. */
export function fitToLimit(
  markdown: string,
  limit: number = DEFAULTS.commentLimit,
  links: FitLinks = {},
): string {
  if (markdown.length <= limit) return markdown;
  const pointer = cutPointer(limit, links);
  const { preamble, sections } = splitSections(markdown);
  let excess = markdown.length - limit;
  const order = sections.map((s, i) => ({ i, len: s.length })).sort((a, b) => b.len - a.len || a.i - b.i);
  for (const { i } of order) {
    if (excess <= 0) break;
    const s = sections[i] ?? '';
    const cut = cutSection(s, s.length - excess, pointer);
    if (cut.length >= s.length) continue;
    excess -= s.length - cut.length;
    sections[i] = cut;
  }
  const out = preamble + sections.join('');
  if (out.length <= limit) return out;
  // Even every section at its heading does not fit (hundreds of lanes): cut the page itself.
  const tail = `\n\n${pointer.replace('this section was', 'this page was')}\n`;
  return `${headOf(out, limit - tail.length, longestFence(out) + 2)}${tail}`;
}

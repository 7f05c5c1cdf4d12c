/**
 * REVIEWS.md's frontmatter (D11): written here, and taken off again for the surfaces that would
 * show it as text (the comment, the job summary).
 */
import { Document, isCollection, isMap, Scalar } from 'yaml';

/**
 * The `---`-fenced YAML block, one line a key: a list or a map is written in flow style, and a
 * string double-quoted with JSON's escapes, so a name with a newline (or a line `---`) in it
 * cannot end the block. Our own key names are plain, as readers of the frontmatter expect.
 */
export function frontmatterBlock(fields: Record<string, unknown>): string {
  const doc = new Document(fields);
  const items = isMap(doc.contents) ? doc.contents.items : [];
  for (const pair of items) {
    if (pair.key instanceof Scalar) pair.key.type = Scalar.PLAIN;
    if (isCollection(pair.value)) pair.value.flow = true;
  }
  const text = doc.toString({
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: null,
    doubleQuotedAsJSON: true,
    lineWidth: 0,
  });
  return `---\n${escapeUnprintable(text)}---\n`;
}

/**
 * YAML allows DEL, the C1 controls, U+FFFE and U+FFFF only escaped (and a YAML 1.1 reader takes
 * NEL for a line break), while the emitter's JSON escapes leave them raw. Every string is
 * double-quoted (frontmatterBlock), where `\uXXXX` means the same character: each is written so.
 */
function escapeUnprintable(text: string): string {
  return text.replace(
    /[\u007f-\u009f\ufffe\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** REVIEWS.md without its YAML frontmatter (for surfaces that would show it as text). */
export function stripFrontmatter(md: string): string {
  if (!md.startsWith('---\n')) return md;
  const end = md.indexOf('\n---\n', 4);
  return end < 0 ? md : md.slice(end + 5).replace(/^\n+/, '');
}

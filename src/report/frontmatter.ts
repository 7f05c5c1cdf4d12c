/**
 * REVIEWS.md's frontmatter: written here, and taken off again for the surfaces that would show
 * it as text (the comment, the job summary). Apart from the report, so publishing loads neither
 * the report nor its Markdown parser to strip it.
 */

/** `---`-fenced `key: value` lines, each value in YAML's JSON-compatible form. */
export function frontmatterBlock(fields: Record<string, unknown>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/**
 * A value in YAML's JSON-compatible form: JSON, which YAML 1.2 reads as it is, with the code points
 * YAML does not allow unescaped (DEL, C1 controls, U+FFFE/U+FFFF; JSON leaves them raw) escaped.
 * A YAML emitter took 7 ms on its first call in a one-shot process, for a handful of keys.
 */
function yamlValue(value: unknown): string {
  return JSON.stringify(value).replace(
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

#!/usr/bin/env node
// Prints the CHANGELOG.md section of one release (`node scripts/release-notes.mjs 0.1.0`), the
// notes the release workflow publishes. The file is read as a Markdown document: the section is
// everything under the level-2 heading that names the version, up to the next level-2 heading.
// Exit 1, saying so, when the changelog has no such section: a release is never published
// without its notes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';

export function releaseNotes(changelog, version) {
  const tokens = new MarkdownIt().parse(changelog, {});
  const lines = changelog.split('\n');
  const h2 = tokens
    .map((t, i) => ({ t, inline: tokens[i + 1] }))
    .filter(({ t }) => t.type === 'heading_open' && t.tag === 'h2');
  const at = h2.findIndex(({ inline }) => inline.content.replace(/^\[|\].*$/g, '') === version);
  if (at < 0) return null;
  const from = h2[at].t.map[1];
  const to = at + 1 < h2.length ? h2[at + 1].t.map[0] : lines.length;
  return `${lines.slice(from, to).join('\n').trim()}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = (process.argv[2] ?? '').replace(/^v/, '');
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'CHANGELOG.md');
  const notes = version ? releaseNotes(readFileSync(file, 'utf8'), version) : null;
  if (!notes) {
    process.stderr.write(
      `CHANGELOG.md has no section "## [${version}]": add it before tagging v${version}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(notes);
}

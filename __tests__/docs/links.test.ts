/**
 * Every link between the repository's own pages resolves, offline: a relative link names a file
 * that exists, and a `#fragment` names a heading of the page it points into, slugged as GitHub
 * slugs headings (lower case, punctuation dropped, spaces to hyphens, repeats numbered). The pages
 * are read as Markdown documents, so a link inside a code block is not a link.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';
import { packageRoot } from '../../src/paths.js';

const ROOT = packageRoot();
const md = new MarkdownIt({ html: true });

function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', 'CHANGELOG.md', ...docs].sort();
}

/** The plain text of an inline token, as GitHub slugs it (code spans keep their text). */
const plain = (inline: Token): string =>
  (inline.children ?? [])
    .map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : ''))
    .join('');

/** GitHub's heading ids: lower case, punctuation dropped, each space a hyphen, repeats -1, -2…. */
function anchors(text: string): Set<string> {
  const tokens = md.parse(text, {});
  const seen = new Map<string, number>();
  const ids = new Set<string>();
  tokens.forEach((t, i) => {
    if (t.type !== 'heading_open') return;
    const base = plain(tokens[i + 1]!)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  });
  // Explicit anchors a page sets itself.
  for (const m of text.matchAll(/<a (?:name|id)="([^"]+)"/g)) ids.add(m[1]!);
  return ids;
}

function links(text: string): string[] {
  const out: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.type === 'link_open') out.push(String(t.attrGet('href') ?? ''));
      if (t.type === 'image') out.push(String(t.attrGet('src') ?? ''));
      if (t.children) walk(t.children);
    }
  };
  walk(md.parse(text, {}));
  return out;
}

const broken = (page: string, text = readFileSync(join(ROOT, page), 'utf8')): string[] => {
  const wrong: string[] = [];
  for (const href of links(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // another site: not checked offline
    const [path = '', fragment] = href.split('#');
    const target = path === '' ? join(ROOT, page) : resolve(dirname(join(ROOT, page)), decodeURI(path));
    if (!existsSync(target)) {
      wrong.push(`${href}: no file ${relative(ROOT, target)}`);
      continue;
    }
    if (fragment === undefined || fragment === '' || statSync(target).isDirectory()) continue;
    if (!target.endsWith('.md')) continue;
    if (!anchors(readFileSync(target, 'utf8')).has(decodeURIComponent(fragment)))
      wrong.push(`${href}: no heading #${fragment} in ${relative(ROOT, target)}`);
  }
  return wrong;
};

describe('links between the repository’s pages', () => {
  it('slug headings as GitHub does', () => {
    const ids = anchors(
      '# A `b.c` title!\n\n## Use it — now\n\n## Use it — now\n\n```md\n# not a heading\n```\n',
    );
    expect([...ids]).toEqual(['a-bc-title', 'use-it--now', 'use-it--now-1']);
  });

  it('find a missing file and a missing heading', () => {
    expect(links('[a](x.md) `[b](y.md)`\n\n```\n[c](z.md)\n```\n![i](img.png)')).toEqual(['x.md', 'img.png']);
  });

  it('report a link to a missing file or heading', () => {
    const text = '[ok](docs/workflows.md) [gone](docs/nope.md) [bad](docs/workflows.md#no-such-heading)';
    expect(broken('README.md', text)).toEqual([
      'docs/nope.md: no file docs/nope.md',
      'docs/workflows.md#no-such-heading: no heading #no-such-heading in docs/workflows.md',
    ]);
  });

  it.each(pages())('%s: every relative link and anchor resolves', (page) => {
    expect(broken(page)).toEqual([]);
  });
});

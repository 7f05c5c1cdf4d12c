/**
 * scripts/ascii-bundle.mjs: the bundles are rewritten ASCII-only (Node then decodes and scans
 * them a byte per character) without changing what any of their code means.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../..');

interface AsciiBundle {
  escapeLeft(code: string, file?: string): string;
}
const load = async (): Promise<AsciiBundle> =>
  (await import(pathToFileURL(join(ROOT, 'scripts/ascii-bundle.mjs')).href)) as AsciiBundle;

/** Evaluates a JavaScript expression (the bundle's code, before and after). */
const evaluate = (expr: string): unknown => new Function(`return (${expr});`)();

describe('escapeLeft', () => {
  it('writes what esbuild leaves (a regular expression, a legal comment) as \\u escapes that mean the same', async () => {
    const { escapeLeft } = await load();
    const cases: Array<[string, string]> = [
      ['/[.…\\s]+$/', 'wait…  '],
      ['/\\s[—–]\\s/', 'a – b'],
      ['/^•\\s+/', '• item'],
      // An astral character: two units without the u flag, one code point with it.
      ['/👎/u', 'no 👎 here'],
      ['/[👎]/', 'x👎'],
    ];
    for (const [source, text] of cases) {
      const escaped = escapeLeft(source);
      expect(escaped).not.toMatch(/[\u0080-\uffff]/);
      const before = evaluate(source) as RegExp;
      const after = evaluate(escaped) as RegExp;
      expect([after.source !== before.source, String(text.match(after))]).toEqual([
        true,
        String(text.match(before)),
      ]);
    }
    expect(escapeLeft('/*! Jimmy Wärting */')).toBe('/*! Jimmy W\\u00e4rting */');
    // An escaped backslash before the character is not an escape of it.
    expect(escapeLeft('/\\\\…/')).toBe('/\\\\\\u2026/');
  });

  it('refuses a character a backslash escapes, naming the file and line', async () => {
    const { escapeLeft } = await load();
    expect(() => escapeLeft('const a = 1;\nconst re = /\\…/;\n', 'dist/x.js')).toThrow(
      'dist/x.js:2: a backslash escapes "…"; write it as \\u2026 in the source',
    );
  });
});

describe('the committed bundles', () => {
  it('are ASCII only', () => {
    for (const dir of ['dist/action', 'dist/cli']) {
      for (const name of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.js'))) {
        const text = readFileSync(join(ROOT, dir, name), 'utf8');
        expect({ file: `${dir}/${name}`, nonAscii: /[\u0080-\uffff]/.exec(text)?.[0] ?? null }).toEqual({
          file: `${dir}/${name}`,
          nonAscii: null,
        });
      }
    }
  });
});

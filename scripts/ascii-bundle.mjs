// The bundles as Node reads them fastest: ASCII only, without the whitespace and comments.
//
// Node decodes a file holding any non-ASCII character into a two-byte string, and V8 scans it
// as one; an ASCII file is decoded and scanned a byte per character. Comments and indentation
// are half of ncc's output, and V8 scans every byte of a module before it runs. esbuild
// rewrites each file with `charset: 'ascii'` (strings, templates and names escaped) and without
// whitespace; what it leaves unescaped can only sit in a regular expression literal or a legal
// comment, where `\uXXXX` means the same character: escapeLeft writes it so.
import { transformSync } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `code` with every non-ASCII UTF-16 unit written `\uXXXX`. Throws where the character follows a
 * backslash (an identity escape, which `\u` would change) rather than change what the code means.
 */
export function escapeLeft(code, file = 'the bundle') {
  return code.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes, ch, at) => {
    if (slashes.length % 2 === 1) {
      const line = code.slice(0, at).split('\n').length;
      throw new Error(
        `${file}:${line}: a backslash escapes "${ch}"; write it as \\u${hex(ch)} in the source`,
      );
    }
    return `${slashes}\\u${hex(ch)}`;
  });
}

const hex = (ch) => ch.charCodeAt(0).toString(16).padStart(4, '0');

/** Rewrites every .js file of `dir` in place. */
export function asciiBundle(dir) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = join(dir, name);
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      format: 'esm',
      charset: 'ascii',
      minifyWhitespace: true,
      legalComments: 'inline',
    });
    writeFileSync(file, escapeLeft(code, file));
  }
}

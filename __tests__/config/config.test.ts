import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { formatDiagnostic } from '../../src/diagnostics.js';
import {
  createConfig,
  loadConfig,
  parseConfigText,
  validateConfigDocument,
} from '../../src/config/config.js';

const SRC = '.github/reviewer-lanes/config.json';

describe('createConfig: own-property dotted lookup', () => {
  it('walks nested objects', () => {
    const config = createConfig({ review: { models: { codex: 'gpt-5' } } }, SRC);
    expect(config.get('review.models.codex')).toBe('gpt-5');
    expect(config.get('review.models')).toEqual({ codex: 'gpt-5' });
    expect(config.get('review.models.gemini')).toBeUndefined();
    expect(config.source).toBe(SRC);
  });

  it('reads flat and mixed dotted spellings', () => {
    expect(createConfig({ 'review.models.codex': 'flat' }, SRC).get('review.models.codex')).toBe('flat');
    expect(createConfig({ review: { 'models.codex': 'mixed' } }, SRC).get('review.models.codex')).toBe(
      'mixed',
    );
    expect(createConfig({ 'review.models': { codex: 'mixed2' } }, SRC).get('review.models.codex')).toBe(
      'mixed2',
    );
    expect(
      createConfig({ review: { 'max_prompt_tokens_per_reviewer.ollama': 5 } }, SRC).getNumber(
        'review.max_prompt_tokens_per_reviewer.ollama',
      ),
    ).toBe(5);
  });

  it('prefers the most nested spelling and falls back to a dotted one only when it yields nothing', () => {
    const both = { review: { models: { codex: 'nested' } }, 'review.models.codex': 'flat' };
    expect(createConfig(both, SRC).get('review.models.codex')).toBe('nested');
    const nestedElsewhere = { review: { models: { gemini: 'g' } }, 'review.models.codex': 'flat' };
    expect(createConfig(nestedElsewhere, SRC).get('review.models.codex')).toBe('flat');
    const nestedNull = { review: { models: { codex: null } }, 'review.models.codex': 'flat' };
    expect(createConfig(nestedNull, SRC).get('review.models.codex')).toBeNull();
  });

  it('never reads the prototype', () => {
    const config = createConfig({ review: {} }, SRC);
    for (const key of [
      'constructor',
      'toString',
      'review.constructor',
      'review.__proto__',
      'review.hasOwnProperty',
      '__proto__',
    ]) {
      expect(config.get(key)).toBeUndefined();
    }
    const polluted = JSON.parse('{"review":{"__proto__":{"ollama_host":"http://evil"}}}') as unknown;
    expect(createConfig(polluted, SRC).get('review.ollama_host')).toBeUndefined();
    expect(({} as Record<string, unknown>)['ollama_host']).toBeUndefined();
  });

  it('returns undefined for non-object documents and empty keys', () => {
    for (const doc of [null, 'x', 3, [1], undefined])
      expect(createConfig(doc, null).get('review')).toBeUndefined();
    expect(createConfig({ '': 1 }, null).get('')).toBeUndefined();
  });

  // "Effectively set": only a string whose trimmed value is non-empty and not "null"/"undefined".
  const strings: Array<[unknown, string | undefined]> = [
    ['gpt-5', 'gpt-5'],
    ['  gpt-5  ', 'gpt-5'],
    ['', undefined],
    ['   ', undefined],
    ['null', undefined],
    [' undefined ', undefined],
    ['NULL', 'NULL'],
    [0, undefined],
    [1, undefined],
    [true, undefined],
    [null, undefined],
    [['x'], undefined],
    [{ a: 1 }, undefined],
  ];
  it.each(strings)('getString(%j) -> %j', (value, expected) => {
    expect(createConfig({ review: { models: { codex: value } } }, SRC).getString('review.models.codex')).toBe(
      expected,
    );
  });

  const numbers: Array<[unknown, number | undefined]> = [
    [4000, 4000],
    [0, 0],
    [-1, -1],
    [1.5, 1.5],
    ['4000', undefined],
    [null, undefined],
    [true, undefined],
    [[1], undefined],
  ];
  it.each(numbers)('getNumber(%j) -> %j', (value, expected) => {
    expect(
      createConfig({ review: { max_prompt_tokens: value } }, SRC).getNumber('review.max_prompt_tokens'),
    ).toBe(expected);
  });
});

describe('validateConfigDocument: values of the wrong type are warnings and read as unset', () => {
  // Each row: the review object, the key, the exact warning a user sees.
  const rows: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a model that is a number',
      { models: { codex: 5 } },
      'review.models.codex',
      'must be a model name (string); got number 5. It is treated as unset.',
    ],
    [
      'a host that is an object',
      { ollama_host: { url: 'x' } },
      'review.ollama_host',
      'must be a base URL (string); got an object. It is treated as unset.',
    ],
    [
      'an unknown effort level',
      { effort: { codex: 'extreme' } },
      'review.effort.codex',
      'must be one of minimal, low, medium, high, xhigh, max, inherit; got string "extreme". It is treated as unset.',
    ],
    [
      'an effort that is not a string',
      { effort: { codex: 3 } },
      'review.effort.codex',
      'must be one of minimal, low, medium, high, xhigh, max, inherit; got number 3. It is treated as unset.',
    ],
    [
      'a timeout given as a string',
      { timeouts: { codex: '600000' } },
      'review.timeouts.codex',
      'must be a positive integer (milliseconds); got string "600000". It is treated as unset.',
    ],
    [
      'a zero timeout',
      { timeouts: { codex: 0 } },
      'review.timeouts.codex',
      'must be a positive integer (milliseconds); got number 0. It is treated as unset.',
    ],
    [
      'a fractional timeout',
      { timeouts: { codex: 1.5 } },
      'review.timeouts.codex',
      'must be a positive integer (milliseconds); got number 1.5. It is treated as unset.',
    ],
    [
      'env that is a string',
      { env: { codex: 'OPENAI_API_KEY' } },
      'review.env.codex',
      'must be an array of environment variable names (letters, digits and _, not starting with a digit); got string "OPENAI_API_KEY". It is treated as unset.',
    ],
    [
      'env with a bad name',
      { env: { codex: ['OK_NAME', 'BAD-NAME'] } },
      'review.env.codex',
      'must be an array of environment variable names (letters, digits and _, not starting with a digit); entry 1 is string "BAD-NAME". It is treated as unset.',
    ],
    [
      'a budget given as a string',
      { max_prompt_tokens: '8000' },
      'review.max_prompt_tokens',
      'must be a number of tokens; got string "8000". It is treated as unset.',
    ],
    [
      'a per-lane budget that is a boolean',
      { max_prompt_tokens_per_reviewer: { ollama: true } },
      'review.max_prompt_tokens_per_reviewer.ollama',
      'must be a number of tokens; got boolean true. It is treated as unset.',
    ],
    [
      'a group that is not an object',
      { models: 'gpt-5' },
      'review.models',
      'must be an object keyed by lane slug; got string "gpt-5". It is treated as unset.',
    ],
    [
      'a group that is an array',
      { timeouts: [1] },
      'review.timeouts',
      'must be an object keyed by lane slug; got an array. It is treated as unset.',
    ],
  ];
  it.each(rows)('%s', (_name, review, key, message) => {
    const { config, errors, warnings } = validateConfigDocument({ review }, SRC);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([{ code: 'invalid_config_value', path: SRC, field: key, message }]);
    expect(formatDiagnostic(warnings[0] as (typeof warnings)[number])).toBe(`${SRC} ${key}: ${message}`);
    expect(config.get(key)).toBeUndefined();
  });

  it('warns about a flat spelling too, naming the dotted key', () => {
    const { config, warnings } = validateConfigDocument({ 'review.timeouts.codex': 'soon' }, SRC);
    expect(warnings.map(formatDiagnostic)).toEqual([
      `${SRC} review.timeouts.codex: must be a positive integer (milliseconds); got string "soon". It is treated as unset.`,
    ]);
    expect(config.get('review.timeouts.codex')).toBeUndefined();
  });

  const dropped: Array<[string, string]> = [
    [
      'https://user:secret@llm.example.com/v1?key=abc#x',
      "contains user info and a query and a fragment, which are dropped: requests go to https://llm.example.com/v1 (send a key with the lane's apiKeyEnv instead)",
    ],
    [
      'http://localhost:11434/?q=1',
      "contains a query, which is dropped: requests go to http://localhost:11434 (send a key with the lane's apiKeyEnv instead)",
    ],
  ];
  it.each(dropped)('warns that parts of host %j are dropped, without echoing them', (host, message) => {
    const { config, warnings } = validateConfigDocument({ review: { ollama_host: host } }, SRC);
    expect(warnings).toEqual([
      { code: 'host_parts_dropped', path: SRC, field: 'review.ollama_host', message },
    ]);
    expect(message).not.toContain('secret');
    expect(config.getString('review.ollama_host')).toBe(host);
  });

  it('does not judge keys outside review, nor confuse an empty key with the root', () => {
    expect(
      validateConfigDocument({ '': { C: '' }, C: [], mode: { a: 1 }, 'mode.a': 2 }, SRC).warnings,
    ).toEqual([]);
    expect(validateConfigDocument({ '': { review: { timeouts: { codex: 'x' } } } }, SRC).warnings).toEqual(
      [],
    );
  });

  it('warns when one key is spelled twice with values', () => {
    const { config, warnings } = validateConfigDocument(
      { review: { models: { codex: 'a' } }, 'review.models.codex': 'b' },
      SRC,
    );
    expect(warnings.map(formatDiagnostic)).toEqual([
      `${SRC} review.models.codex: is set more than once (nested and as a dotted key); the most nested spelling is used`,
    ]);
    expect(config.getString('review.models.codex')).toBe('a');
  });

  it('accepts well-typed values, null and empty strings silently, and leaves other keys alone', () => {
    const review = {
      models: { codex: 'gpt-5', gemini: '', claude: null },
      ollama_host: 'http://localhost:11434',
      effort: { codex: 'xhigh', claude: 'inherit' },
      timeouts: { codex: 900000 },
      env: { codex: ['OPENAI_API_KEY', '_PRIVATE1'] },
      max_prompt_tokens: -1,
      max_prompt_tokens_per_reviewer: { ollama: 0 },
      default_reviewers: 'not checked here',
      reviewer_instances: 42,
      something_else: { deep: [1, 2] },
    };
    const { config, errors, warnings } = validateConfigDocument({ review }, SRC);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(config.get('review.env.codex')).toEqual(['OPENAI_API_KEY', '_PRIVATE1']);
    expect(config.getNumber('review.timeouts.codex')).toBe(900000);
    expect(config.get('review.default_reviewers')).toBe('not checked here');
  });

  const fatal: Array<[string, unknown, string]> = [
    ['an array document', [], `${SRC}: the config file must contain a JSON object (got an array)`],
    ['a string document', 'x', `${SRC}: the config file must contain a JSON object (got string "x")`],
    ['null', null, `${SRC}: the config file must contain a JSON object (got null)`],
    ['review as a string', { review: 'on' }, `${SRC} review: must be an object (got string "on")`],
    ['review as an array', { review: [] }, `${SRC} review: must be an object (got an array)`],
  ];
  it.each(fatal)('%s is an error and gives an empty config', (_name, doc, message) => {
    const { config, errors } = validateConfigDocument(doc, SRC);
    expect(errors.map(formatDiagnostic)).toEqual([message]);
    expect(config.get('review')).toBeUndefined();
  });

  it('never throws on arbitrary documents, and every warning names a key (property)', () => {
    const reviewish = fc.dictionary(
      fc.constantFrom(
        'models',
        'effort',
        'timeouts',
        'env',
        'ollama_host',
        'max_prompt_tokens',
        'max_prompt_tokens_per_reviewer',
        'x',
      ),
      fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
    );
    const docs = fc.oneof(
      fc.jsonValue(),
      reviewish.map((review) => ({ review })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    fc.assert(
      fc.property(docs, (doc) => {
        const { config, errors, warnings } = validateConfigDocument(doc, SRC);
        for (const d of [...errors, ...warnings]) {
          expect(d.path).toBe(SRC);
          expect(d.message.length).toBeGreaterThan(5);
        }
        for (const w of warnings) expect(w.field).toMatch(/^review\./);
        // Whatever was warned about reads as unset.
        for (const w of warnings.filter((x) => x.code === 'invalid_config_value'))
          expect(config.get(w.field as string)).toBeUndefined();
      }),
    );
  });

  it('copes with hostile nesting', () => {
    const depth = 10_000;
    const text = `${'{"review":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
    const { errors, warnings } = parseConfigText(text, SRC);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('parseConfigText', () => {
  const rows: Array<[string, string, unknown]> = [
    ['empty text', '', `${SRC}: is not valid JSON: Unexpected end of JSON input (line 1, column 1)`],
    [
      'a text cut short',
      '{\n  "review": {\n    "models": {',
      expect.stringMatching(/^\S+: is not valid JSON: .* \(line 3, column 16\)$/),
    ],
    [
      'a trailing comma',
      '{"review": {},}',
      `${SRC}: is not valid JSON: Expected double-quoted property name (line 1, column 15)`,
    ],
    [
      'two values',
      '{"review": {}}\n{"x": 1}',
      `${SRC}: is not valid JSON: Unexpected non-whitespace character after JSON (line 2, column 1)`,
    ],
  ];
  it.each(rows)('%s', (_name, text, message) => {
    const { errors } = parseConfigText(text, SRC);
    expect(errors.map(formatDiagnostic)).toEqual([message]);
  });

  it('names the line and column of an unexpected token (Node 20 gives no position for it)', () => {
    const { errors } = parseConfigText('{\n  "review": {\n    "models": }\n}', SRC);
    expect(errors.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^\.github\/reviewer-lanes\/config\.json: is not valid JSON: Unexpected token '}', .*"models": }.*\(line 3, column 15\)$/s,
      ),
    ]);
  });

  it('accepts a byte-order mark', () => {
    expect(
      parseConfigText('\uFEFF{"review":{"ollama_host":"http://x"}}', SRC).config.getString(
        'review.ollama_host',
      ),
    ).toBe('http://x');
  });
});

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rl-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (rel: string, text: string): void => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };

  it('gives an empty config without error when no file exists', async () => {
    const loaded = await loadConfig(dir);
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.config.source).toBeNull();
    expect(loaded.config.get('review')).toBeUndefined();
  });

  it('reads .github/reviewer-lanes/config.json first', async () => {
    write('.github/reviewer-lanes/config.json', '{"review":{"ollama_host":"http://a"}}');
    write('.planning/config.json', '{"review":{"ollama_host":"http://b"}}');
    const loaded = await loadConfig(dir);
    expect(loaded.config.source).toBe('.github/reviewer-lanes/config.json');
    expect(loaded.config.getString('review.ollama_host')).toBe('http://a');
  });

  it('falls back to a GSD .planning/config.json', async () => {
    mkdirSync(join(dir, '.planning'));
    copyFileSync(
      new URL('../../__fixtures__/config/planning-config.json', import.meta.url),
      join(dir, '.planning/config.json'),
    );
    const loaded = await loadConfig(dir);
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.config.source).toBe('.planning/config.json');
    expect(loaded.config.getString('review.models.codex')).toBe('gpt-5-codex');
    expect(loaded.config.getString('review.models.gemini')).toBeUndefined();
    expect(loaded.config.getNumber('review.max_prompt_tokens_per_reviewer.ollama')).toBe(8000);
    expect(loaded.config.get('review.effort.codex')).toBe('high');
  });

  it('reads an explicit path, relative to cwd or absolute', async () => {
    write('conf/review.json', '{"review":{"models":{"codex":"x"}}}');
    expect((await loadConfig(dir, 'conf/review.json')).config.getString('review.models.codex')).toBe('x');
    const absolute = await loadConfig(dir, join(dir, 'conf/review.json'));
    expect(absolute.config.source).toBe('conf/review.json');
    expect(absolute.config.getString('review.models.codex')).toBe('x');
  });

  it('names an explicit file outside the repository by its absolute path', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'rl-config-out-'));
    try {
      writeFileSync(join(outside, 'c.json'), '{"review": 1}');
      const loaded = await loadConfig(dir, join(outside, 'c.json'));
      expect(loaded.errors.map(formatDiagnostic)).toEqual([
        `${join(outside, 'c.json')} review: must be an object (got number 1)`,
      ]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('is an error when an explicit file is missing', async () => {
    const loaded = await loadConfig(dir, 'nope.json');
    expect(loaded.errors.map(formatDiagnostic)).toEqual([
      'nope.json: does not exist; a config file named explicitly must exist',
    ]);
  });

  it('refuses a symlink, without falling back', async () => {
    write('real.json', '{"review":{"ollama_host":"http://evil"}}');
    write('.planning/config.json', '{"review":{"ollama_host":"http://b"}}');
    mkdirSync(join(dir, '.github/reviewer-lanes'), { recursive: true });
    symlinkSync(join(dir, 'real.json'), join(dir, '.github/reviewer-lanes/config.json'));
    const loaded = await loadConfig(dir);
    expect(loaded.errors.map(formatDiagnostic)).toEqual([
      '.github/reviewer-lanes/config.json: is a symlink; the config file must be a regular file',
    ]);
    expect(loaded.config.get('review.ollama_host')).toBeUndefined();
  });

  it('refuses a directory', async () => {
    mkdirSync(join(dir, '.github/reviewer-lanes/config.json'), { recursive: true });
    expect((await loadConfig(dir)).errors.map(formatDiagnostic)).toEqual([
      '.github/reviewer-lanes/config.json: is not a regular file',
    ]);
  });

  it('refuses a FIFO, and returns rather than waiting for a writer', async () => {
    mkdirSync(join(dir, '.github/reviewer-lanes'), { recursive: true });
    execFileSync('mkfifo', [join(dir, '.github/reviewer-lanes/config.json')]);
    expect((await loadConfig(dir)).errors.map(formatDiagnostic)).toEqual([
      '.github/reviewer-lanes/config.json: is not a regular file',
    ]);
  });

  it('says why a file it cannot open cannot be read', async () => {
    // A file where a folder on the way should be: the open fails, not the checks of what was opened.
    write('.github/reviewer-lanes', 'not a folder');
    const path = join(dir, '.github/reviewer-lanes/config.json');
    expect((await loadConfig(dir)).errors.map(formatDiagnostic)).toEqual([
      `.github/reviewer-lanes/config.json: cannot be read: ENOTDIR: not a directory, lstat '${path}'`,
    ]);
  });

  it('refuses a file over 1 MiB', async () => {
    write('.github/reviewer-lanes/config.json', `{"review":{},"pad":"${'x'.repeat(1024 * 1024)}"}`);
    expect((await loadConfig(dir)).errors.map(formatDiagnostic)).toEqual([
      '.github/reviewer-lanes/config.json: is larger than 1 MiB (1048598 bytes)',
    ]);
  });

  it('reports malformed JSON with the file and position', async () => {
    write('.planning/config.json', '{\n  "review": {\n    "models": {"codex": "x",}\n  }\n}');
    expect((await loadConfig(dir)).errors.map(formatDiagnostic)).toEqual([
      '.planning/config.json: is not valid JSON: Expected double-quoted property name (line 3, column 29)',
    ]);
  });

  it('returns warnings for values of the wrong type', async () => {
    write('.github/reviewer-lanes/config.json', '{"review":{"timeouts":{"codex":"10m"}}}');
    const loaded = await loadConfig(dir);
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings.map((w) => w.field)).toEqual(['review.timeouts.codex']);
  });
});

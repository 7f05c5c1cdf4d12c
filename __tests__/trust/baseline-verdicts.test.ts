/**
 * The consent baseline through the runtime verdict cache (sys/verdicts.ts): text this build parsed
 * clean before is taken without the schema (acceptBaseline), and that must give exactly what
 * the schema's parse gives; a baseline with an error is parsed, and reported, every time.
 * Real cache files in temp dirs, and a real git repository for readBaseline.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { createGit } from '../../src/sys/git.js';
import { fileVerdicts, type Verdicts } from '../../src/sys/verdicts.js';
import { parseBaseline } from '../../src/trust/baseline-parse.js';
import { acceptBaseline, parseBaselineText, readBaseline } from '../../src/trust/baseline.js';
import type { BaselineEntry } from '../../src/trust/types.js';
import { DEFAULTS } from '../../src/vocabulary.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';

const P = DEFAULTS.consentPath;
const BUILD = 'e5'.repeat(32);
const SIG = 'ab'.repeat(32);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'baseline-verdicts-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
const freshCache = () => join(root, `cache-${++n}`);
const verdictFiles = (cache: string): string[] => {
  try {
    return readdirSync(join(cache, 'verdicts', BUILD.slice(0, 16)));
  } catch {
    return [];
  }
};

/** The real file cache, with what is asked of it written down (keys are baseline paths). */
function watched(cache: string): { verdicts: Verdicts; hits: string[]; recorded: string[] } {
  const inner = fileVerdicts(cache, BUILD);
  const log = { hits: [] as string[], recorded: [] as string[] };
  const verdicts: Verdicts = {
    known(kind, key, bytes) {
      expect(kind).toBe('baseline');
      const known = inner.known(kind, key, bytes);
      if (known) log.hits.push(key);
      return known;
    },
    remember(kind, key, bytes) {
      expect(kind).toBe('baseline');
      log.recorded.push(key);
      inner.remember(kind, key, bytes);
    },
  };
  return { verdicts, ...log };
}

const entry = (extra: Record<string, unknown> = {}) => ({
  slug: 'acme',
  signature: SIG,
  disclosure: 'acme -> acme-cli',
  consentedAt: '2025-01-02T03:04:05.000Z',
  ...extra,
});
const doc = (lanes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 1, lanes, ...extra });

/** Valid baselines, as written by hand (unsorted, duplicated env; a BOM; no lanes at all). */
const VALID: Array<[string, string]> = [
  [
    'two lanes, one with env and host',
    doc({
      zeta: entry({ slug: 'zeta' }),
      acme: entry({ env: ['B_KEY', 'A_KEY', 'B_KEY'], host: 'http://localhost:8080' }),
    }),
  ],
  ['an empty env', doc({ acme: entry({ env: [] }) })],
  ['a byte-order mark', `\uFEFF${doc({ acme: entry() })}`],
  ['no lanes', '{"version":1,"lanes":{}}'],
  ['a timestamp with an offset', doc({ acme: entry({ consentedAt: '2025-01-02T03:04:05+02:00' }) })],
  ['pretty-printed', `${JSON.stringify({ version: 1, lanes: { acme: entry() } }, null, 2)}\n`],
];

describe('parseBaselineText with a verdict cache', () => {
  it.each(VALID)('%s: recorded once, then read from the cache, equal every time', async (_name, text) => {
    const cache = freshCache();
    const first = watched(cache);
    const parsed = await parseBaselineText(text, P, first.verdicts);
    expect(first.recorded).toEqual([P]);
    expect(first.hits).toEqual([]);
    expect(verdictFiles(cache)).toHaveLength(1);

    const second = watched(cache);
    const cached = await parseBaselineText(text, P, second.verdicts);
    expect(second.hits).toEqual([P]);
    expect(second.recorded).toEqual([]);

    const schema = parseBaseline(text, P);
    expect(schema.errors).toEqual([]);
    expect(parsed).toStrictEqual(schema);
    expect(cached).toStrictEqual(schema);
    expect(await parseBaselineText(text, P)).toStrictEqual(schema);
    // Lane ids are data: the map has no prototype on either path.
    expect(Object.getPrototypeOf(cached.baseline?.lanes)).toBeNull();
    expect(Object.getPrototypeOf(parsed.baseline?.lanes)).toBeNull();
  });

  it('normalises entries on the cached path as the schema path does', async () => {
    const cache = freshCache();
    const text = VALID[0]?.[1] as string;
    await parseBaselineText(text, P, fileVerdicts(cache, BUILD));
    const cached = await parseBaselineText(text, P, fileVerdicts(cache, BUILD));
    expect(cached.baseline?.lanes['acme']).toStrictEqual({
      slug: 'acme',
      signature: SIG,
      host: 'http://localhost:8080',
      env: ['A_KEY', 'B_KEY'],
      disclosure: 'acme -> acme-cli',
      consentedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(Object.keys(cached.baseline?.lanes ?? {})).toEqual(['zeta', 'acme']);
  });

  it('the verdict is for one path: the same text at another path is parsed again', async () => {
    const cache = freshCache();
    const text = doc({ acme: entry() });
    await parseBaselineText(text, P, fileVerdicts(cache, BUILD));
    const other = watched(cache);
    const parsed = await parseBaselineText(text, 'elsewhere/consent.json', other.verdicts);
    expect(other.hits).toEqual([]);
    expect(other.recorded).toEqual(['elsewhere/consent.json']);
    expect(parsed).toStrictEqual(parseBaseline(text, 'elsewhere/consent.json'));
    expect(verdictFiles(cache)).toHaveLength(2);
  });

  it('a baseline changed after it was recorded is parsed again', async () => {
    const cache = freshCache();
    await parseBaselineText(doc({ acme: entry() }), P, fileVerdicts(cache, BUILD));
    const changed = doc({ acme: entry({ signature: 'abc' }) });
    const again = watched(cache);
    const parsed = await parseBaselineText(changed, P, again.verdicts);
    expect(again.hits).toEqual([]);
    expect(parsed.baseline).toBeNull();
    expect(parsed.errors.map(formatDiagnostic)).toEqual([
      `${P} [acme] lanes.acme.signature: must be 64 lowercase hex characters (a SHA-256) (got string "abc")`,
    ]);
  });

  // Every malformed baseline, with the exact lines a user sees, on every read.
  const INVALID: Array<[string, string, string[]]> = [
    ['an empty file', '', [`${P}: is not valid JSON: Unexpected end of JSON input`]],
    [
      'broken JSON',
      '{\n  "version": 1,\n  "lanes": {\n',
      [`${P}: is not valid JSON: Expected property name or '}' (line 4, column 1)`],
    ],
    ['another version', doc({}, { version: 2 }), [`${P} version: must be 1 (got number 2)`]],
    ['an unknown top-level key', doc({}, { extra: 1 }), [`${P} (document): has unknown key "extra"`]],
    [
      'a reserved lane id',
      doc({ constructor: entry() }),
      [`${P} [constructor] lanes.constructor: key is a reserved name`],
    ],
    [
      'an entry with an unknown key',
      doc({ acme: entry({ hots: 'x' }) }),
      [`${P} [acme] lanes.acme: has unknown key "hots"`],
    ],
    [
      'a bad env name',
      doc({ acme: entry({ env: ['A-B'] }) }),
      [`${P} [acme] lanes.acme.env[0]: must be an environment variable name (got string "A-B")`],
    ],
  ];

  it.each(INVALID)('%s: the same errors every time, never recorded', async (_name, text, messages) => {
    const cache = freshCache();
    for (let i = 0; i < 3; i++) {
      const run = watched(cache);
      const parsed = await parseBaselineText(text, P, run.verdicts);
      expect(parsed.baseline).toBeNull();
      expect(parsed.errors.map(formatDiagnostic)).toEqual(messages);
      expect(parsed).toStrictEqual(parseBaseline(text, P));
      expect([run.hits, run.recorded]).toEqual([[], []]);
    }
    expect(verdictFiles(cache)).toEqual([]);
  });
});

describe('acceptBaseline is the schema parse of a valid baseline (property)', () => {
  const laneId = fc
    .stringMatching(/^[a-z][a-z0-9-]{0,12}$/)
    .filter((id) => id !== 'constructor' && id !== 'prototype');
  const arbitraryEntry = fc.record(
    {
      slug: fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,10}$/),
      signature: fc.stringMatching(/^[0-9a-f]{64}$/),
      host: fc.webUrl(),
      // Unsorted, with duplicates, possibly empty: the forms canonicalEntry normalises.
      env: fc.array(fc.constantFrom('A_KEY', 'B_KEY', 'HOME', '_X', 'Z9'), { maxLength: 5 }),
      disclosure: fc.string(),
      consentedAt: fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString()),
    },
    { requiredKeys: ['slug', 'signature', 'disclosure', 'consentedAt'] },
  );
  const validText = fc
    .tuple(fc.dictionary(laneId, arbitraryEntry), fc.boolean(), fc.boolean())
    .map(([lanes, bom, pretty]) => {
      const json = pretty
        ? JSON.stringify({ lanes, version: 1 }, null, 2)
        : JSON.stringify({ version: 1, lanes });
      return `${bom ? '\uFEFF' : ''}${json}`;
    });

  it('acceptBaseline(JSON.parse(text)) equals parseBaseline(text).baseline', () => {
    fc.assert(
      fc.property(validText, (text) => {
        const parsed = parseBaseline(text, P);
        expect(parsed.errors).toEqual([]);
        const accepted = acceptBaseline(
          JSON.parse(text.replace(/^\uFEFF/, '')) as { lanes: Record<string, BaselineEntry> },
        );
        expect(accepted).toStrictEqual(parsed.baseline);
        expect(Object.getPrototypeOf(accepted.lanes)).toBeNull();
      }),
    );
  });

  it('parseBaselineText through a cache gives the schema parse, first and second time', async () => {
    // An in-memory cache (the file cache is exercised above): the property is about the parse.
    const seen = new Set<string>();
    const memory: Verdicts = {
      known: (kind, key, bytes) => seen.has(`${kind}\0${key}\0${String(bytes)}`),
      remember: (kind, key, bytes) => void seen.add(`${kind}\0${key}\0${String(bytes)}`),
    };
    await fc.assert(
      fc.asyncProperty(validText, async (text) => {
        const schema = parseBaseline(text, P);
        expect(await parseBaselineText(text, P, memory)).toStrictEqual(schema);
        expect(memory.known('baseline', P, text)).toBe(true);
        expect(await parseBaselineText(text, P, memory)).toStrictEqual(schema);
      }),
    );
  });
});

describe('readBaseline from a trusted ref, with a verdict cache', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = tempRepo();
    repo.write(P, doc({ acme: entry({ env: ['B_KEY', 'A_KEY'] }) }));
    repo.commit('consent');
    repo.git('checkout', '-q', '-b', 'broken');
    repo.write(P, doc({ acme: entry({ consentedAt: 'yesterday' }) }));
    repo.commit('a bad consent');
    repo.git('checkout', '-q', 'main');
  });
  afterAll(() => repo.cleanup());

  it('a valid baseline: recorded by the first read, taken from the cache by the second', async () => {
    const cache = freshCache();
    const git = createGit(repo.dir);
    const plain = await readBaseline(git, 'main', P);
    expect(plain.errors).toEqual([]);
    const first = watched(cache);
    expect(await readBaseline(git, 'main', P, first.verdicts)).toStrictEqual(plain);
    expect(first.recorded).toEqual([P]);
    const second = watched(cache);
    const cached = await readBaseline(git, 'main', P, second.verdicts);
    expect(second.hits).toEqual([P]);
    expect(cached).toStrictEqual(plain);
    expect(cached.baseline?.lanes['acme']?.env).toEqual(['A_KEY', 'B_KEY']);
    expect(Object.getPrototypeOf(cached.baseline?.lanes)).toBeNull();
  });

  it('an invalid baseline at the ref: the same error on every read, never recorded', async () => {
    const cache = freshCache();
    const git = createGit(repo.dir);
    for (let i = 0; i < 2; i++) {
      const run = watched(cache);
      const read = await readBaseline(git, 'broken', P, run.verdicts);
      expect(read.baseline).toBeNull();
      expect(read.errors.map(formatDiagnostic)).toEqual([
        `${P} [acme] lanes.acme.consentedAt: must be an ISO-8601 date and time (got string "yesterday")`,
      ]);
      expect([run.hits, run.recorded]).toEqual([[], []]);
    }
    expect(verdictFiles(cache)).toEqual([]);
  });
});

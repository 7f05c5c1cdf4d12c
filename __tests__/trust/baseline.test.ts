import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatDiagnostic, type Diagnostic } from '../../src/diagnostics.js';
import { parseBaseline, serializeBaseline } from '../../src/trust/baseline.js';
import type { Baseline } from '../../src/trust/types.js';

const P = '.github/reviewer-lanes/consent.json';
const SIG = 'ab'.repeat(32);
const entry = (extra: Record<string, unknown> = {}) => ({
  slug: 'acme',
  signature: SIG,
  disclosure: 'acme -> acme-cli',
  consentedAt: '2025-01-02T03:04:05.000Z',
  ...extra,
});
const doc = (lanes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 1, lanes, ...extra });

describe('parseBaseline', () => {
  it('accepts a valid baseline, normalising env to a sorted set', () => {
    const text = doc({ acme: entry({ env: ['B_KEY', 'A_KEY', 'B_KEY'], host: 'http://localhost:8080' }) });
    const { baseline, errors } = parseBaseline(text, P);
    expect(errors).toEqual([]);
    expect(baseline?.lanes['acme']).toEqual({
      ...entry(),
      env: ['A_KEY', 'B_KEY'],
      host: 'http://localhost:8080',
    });
    expect(Object.getPrototypeOf(baseline?.lanes)).toBeNull();
  });

  it('reads past a byte-order mark, drops an empty env and keeps the lanes in their order', () => {
    const text = `\uFEFF${doc({ zeta: entry({ slug: 'zeta', env: [] }), acme: entry() })}`;
    const { baseline, errors } = parseBaseline(text, P);
    expect(errors).toEqual([]);
    expect(baseline?.lanes['zeta']).toStrictEqual({ ...entry(), slug: 'zeta' });
    expect(Object.keys(baseline?.lanes ?? {})).toEqual(['zeta', 'acme']);
  });

  it('accepts timestamps with an offset', () => {
    expect(
      parseBaseline(doc({ acme: entry({ consentedAt: '2025-01-02T03:04:05+02:00' }) }), P).errors,
    ).toEqual([]);
  });

  // Every malformed input, with the exact line a user sees.
  const rows: Array<[string, string, string[]]> = [
    ['an empty file', '', [`${P}: is not valid JSON: Unexpected end of JSON input`]],
    [
      'broken JSON',
      '{\n  "version": 1,\n  "lanes": {\n',
      [`${P}: is not valid JSON: Expected property name or '}' (line 4, column 1)`],
    ],
    ['an array', '[]', [`${P} (document): must be an object (got an array)`]],
    ['null', 'null', [`${P} (document): must be an object (got null)`]],
    ['another version', doc({}, { version: 2 }), [`${P} version: must be 1 (got number 2)`]],
    ['no lanes', '{"version":1}', [`${P} lanes: is missing`]],
    ['lanes as an array', '{"version":1,"lanes":[]}', [`${P} lanes: must be an object (got an array)`]],
    ['an unknown top-level key', doc({}, { extra: 1 }), [`${P} (document): has unknown key "extra"`]],
  ];
  it.each(rows)('%s', (_name, text, messages) => {
    const { baseline, errors } = parseBaseline(text, P);
    expect(baseline).toBeNull();
    expect(errors.map(formatDiagnostic)).toEqual(messages);
    for (const e of errors) expect(e).toMatchObject({ code: 'invalid_baseline', path: P });
  });

  // A malformed entry: the document stays readable, the entry is set aside with the exact lines.
  const entryRows: Array<[string, string, string[]]> = [
    [
      'a lane id that is not a capability id',
      doc({ Bad_Id: entry() }),
      [
        `${P} [Bad_Id] lanes.Bad_Id: key must be a capability id (lower case letters, digits and -, starting with a letter)`,
      ],
    ],
    [
      'a reserved lane id',
      doc({ constructor: entry() }),
      [`${P} [constructor] lanes.constructor: key is a reserved name`],
    ],
    [
      'an entry that is not an object',
      doc({ acme: 'x' }),
      [`${P} [acme] lanes.acme: must be an object (got string "x")`],
    ],
    [
      'an empty entry',
      doc({ acme: {} }),
      [
        `${P} [acme] lanes.acme.slug: is missing`,
        `${P} [acme] lanes.acme.signature: is missing`,
        `${P} [acme] lanes.acme.disclosure: is missing`,
        `${P} [acme] lanes.acme.consentedAt: is missing`,
      ],
    ],
    [
      'bad fields',
      doc({
        acme: entry({
          slug: '',
          signature: 'abc',
          env: ['A-B'],
          host: '',
          disclosure: 3,
          consentedAt: 'yesterday',
          hots: 'x',
        }),
      }),
      [
        `${P} [acme] lanes.acme.slug: must be a non-empty string (got string "")`,
        `${P} [acme] lanes.acme.signature: must be 64 lowercase hex characters (a SHA-256) (got string "abc")`,
        `${P} [acme] lanes.acme.host: must be a non-empty string when present (got string "")`,
        `${P} [acme] lanes.acme.env[0]: must be an environment variable name (got string "A-B")`,
        `${P} [acme] lanes.acme.disclosure: must be a string (got number 3)`,
        `${P} [acme] lanes.acme.consentedAt: must be an ISO-8601 date and time (got string "yesterday")`,
        `${P} [acme] lanes.acme: has unknown key "hots"`,
      ],
    ],
    [
      'an upper-case signature',
      doc({ acme: entry({ signature: SIG.toUpperCase() }) }),
      [
        `${P} [acme] lanes.acme.signature: must be 64 lowercase hex characters (a SHA-256) (got string "${SIG.toUpperCase().slice(0, 57)}...")`,
      ],
    ],
  ];
  it.each(entryRows)('%s: only that entry is set aside', (_name, text, messages) => {
    const withGood = JSON.stringify({
      ...JSON.parse(text),
      lanes: { ...JSON.parse(text).lanes, good: entry() },
    });
    const { baseline, errors } = parseBaseline(withGood, P);
    expect(errors).toEqual([]);
    expect(Object.keys(baseline?.lanes ?? {})).toEqual(['good']);
    const rejected = Object.values(baseline?.rejected ?? {}).flat();
    expect(rejected.map(formatDiagnostic)).toEqual(messages);
    for (const e of rejected) expect(e).toMatchObject({ code: 'invalid_baseline', path: P });
    // Never written back.
    expect(serializeBaseline(baseline as Baseline)).not.toContain('rejected');
  });

  it('never throws and always explains a rejection (property)', () => {
    const arbitraryDoc = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify({ version: 1, lanes: v })),
      fc
        .dictionary(
          fc.string(),
          fc.dictionary(
            fc.constantFrom('slug', 'signature', 'host', 'env', 'disclosure', 'consentedAt', 'x'),
            fc.jsonValue(),
          ),
        )
        .map((lanes) => JSON.stringify({ version: 1, lanes })),
    );
    fc.assert(
      fc.property(arbitraryDoc, (text) => {
        const { baseline, errors } = parseBaseline(text, P);
        const explained = (list: Diagnostic[]) => {
          expect(list.length).toBeGreaterThan(0);
          for (const e of list) {
            expect(e.path).toBe(P);
            expect(e.message.length).toBeGreaterThan(5);
          }
        };
        if (baseline === null) explained(errors);
        else {
          expect(errors).toEqual([]);
          for (const list of Object.values(baseline.rejected ?? {})) explained(list);
        }
      }),
    );
  });
});

describe('serializeBaseline', () => {
  const unsorted: Baseline = {
    version: 1,
    lanes: {
      zeta: { slug: 'zeta', signature: SIG, disclosure: 'z', consentedAt: '2025-01-01T00:00:00.000Z' },
      alpha: {
        consentedAt: '2025-01-01T00:00:00.000Z',
        env: ['Z_KEY', 'A_KEY'],
        disclosure: 'line 1\nline 2',
        host: 'http://localhost:8080',
        signature: SIG,
        slug: 'alpha',
      },
    },
  };

  it('sorts keys at every level, sorts env, uses two-space JSON and ends with a newline', () => {
    expect(serializeBaseline(unsorted)).toBe(
      [
        '{',
        '  "lanes": {',
        '    "alpha": {',
        '      "consentedAt": "2025-01-01T00:00:00.000Z",',
        '      "disclosure": "line 1\\nline 2",',
        '      "env": [',
        '        "A_KEY",',
        '        "Z_KEY"',
        '      ],',
        '      "host": "http://localhost:8080",',
        `      "signature": "${SIG}",`,
        '      "slug": "alpha"',
        '    },',
        '    "zeta": {',
        '      "consentedAt": "2025-01-01T00:00:00.000Z",',
        '      "disclosure": "z",',
        `      "signature": "${SIG}",`,
        '      "slug": "zeta"',
        '    }',
        '  },',
        '  "version": 1',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty baseline', () => {
    expect(serializeBaseline({ version: 1, lanes: {} })).toBe('{\n  "lanes": {},\n  "version": 1\n}\n');
  });

  const arbitraryBaseline: fc.Arbitrary<Baseline> = fc
    .dictionary(
      fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/).filter((id) => id !== 'constructor' && id !== 'prototype'),
      fc.record(
        {
          slug: fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,10}$/),
          signature: fc.stringMatching(/^[0-9a-f]{64}$/),
          host: fc.webUrl(),
          env: fc.array(fc.stringMatching(/^[A-Z_][A-Z0-9_]{0,10}$/), { minLength: 1, maxLength: 4 }),
          disclosure: fc.string(),
          consentedAt: fc
            .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
            .map((d) => d.toISOString()),
        },
        { requiredKeys: ['slug', 'signature', 'disclosure', 'consentedAt'] },
      ),
    )
    .map((lanes) => ({ version: 1 as const, lanes }));

  it('round-trips through parseBaseline and is byte-stable (property)', () => {
    fc.assert(
      fc.property(arbitraryBaseline, (baseline) => {
        const text = serializeBaseline(baseline);
        const parsed = parseBaseline(text, P);
        expect(parsed.errors).toEqual([]);
        expect(serializeBaseline(parsed.baseline as Baseline)).toBe(text);
        // Key order of the input never shows in the output.
        const reversed: Baseline = {
          version: 1,
          lanes: Object.fromEntries(Object.entries(baseline.lanes).reverse()),
        };
        expect(serializeBaseline(reversed)).toBe(text);
      }),
    );
  });
});

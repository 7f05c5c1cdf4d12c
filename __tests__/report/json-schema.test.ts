/**
 * schema/results.schema.json is generated from results.json's zod schema and must be current:
 * regenerate with `npm run schema`. A results.json of this release is of version 2 (D19).
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';
import { resultsJsonSchema, resultsJsonSchemaText } from '../../src/report/json-schema.js';
import { buildResultsJson } from '../../src/report/results.js';
import { RESULTS_VERSION, ResultsJsonSchema } from '../../src/report/results-schema.js';

describe('schema/results.schema.json', () => {
  test('equals a fresh generation byte for byte (run `npm run schema` after changing src/report/results.ts)', () => {
    expect(readFileSync(join(packageRoot(), 'schema', 'results.schema.json'), 'utf8')).toBe(
      resultsJsonSchemaText(),
    );
  });

  test('describes version 3: outcomes, dismissed, feedback and the examination', () => {
    const props = (resultsJsonSchema() as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(props)).toEqual(
      expect.arrayContaining([
        'version',
        'ok',
        'lanes',
        'findings',
        'outcomes',
        'dismissed',
        'feedback',
        'examination',
      ]),
    );
    expect(JSON.stringify(props['outcomes'])).toContain('"enum":["open","addressed","dismissed","outdated"]');
    expect(RESULTS_VERSION).toBe(3);
    expect(buildResultsJson([], true).version).toBe(3);
  });

  test('a results.json of an earlier release reads as version 1 with no outcomes', () => {
    expect(ResultsJsonSchema.parse({ ok: true, lanes: [] })).toEqual({
      version: 1,
      ok: true,
      lanes: [],
      findings: [],
      outcomes: [],
      dismissed: [],
      feedback: [],
    });
  });
});

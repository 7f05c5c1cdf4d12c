/**
 * schema/track-record.schema.json is generated from the track record's zod schema and must be
 * current (`npm run schema`); the document the stats job writes is of that schema's version.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';
import { trackRecordJsonSchema, trackRecordJsonSchemaText } from '../../src/track/json-schema.js';
import { TRACK_RECORD_VERSION } from '../../src/track/schema.js';

describe('schema/track-record.schema.json', () => {
  test('equals a fresh generation byte for byte (run `npm run schema` after changing src/track/schema.ts)', () => {
    expect(readFileSync(join(packageRoot(), 'schema', 'track-record.schema.json'), 'utf8')).toBe(
      trackRecordJsonSchemaText(),
    );
  });

  test('pins the version and names every lane figure', () => {
    const schema = trackRecordJsonSchema() as {
      properties: { version: { const: number }; lanes: { items: { required: string[] } } };
    };
    expect(schema.properties.version.const).toBe(TRACK_RECORD_VERSION);
    expect(schema.properties.lanes.items.required).toEqual(
      expect.arrayContaining([
        'identity',
        'reviews',
        'findings',
        'agreed',
        'addressed',
        'dismissed',
        'openAtClose',
        'uniqueAddressed',
        'tokens',
        'medianDurationMs',
      ]),
    );
  });
});

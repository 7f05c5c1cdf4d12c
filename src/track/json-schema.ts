/** `schema/track-record.schema.json` from the track record's zod schema (`npm run schema`). */
import { z } from 'zod';
import { TrackRecordSchema } from './schema.js';

export const TRACK_RECORD_SCHEMA_ID =
  'https://github.com/reviewer-lanes/reviewer-lanes/schema/track-record.schema.json';

export function trackRecordJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(TrackRecordSchema, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return { ...schema, $id: TRACK_RECORD_SCHEMA_ID };
}

/** The file's exact text: two-space JSON and a final newline, so regeneration is byte-stable. */
export function trackRecordJsonSchemaText(): string {
  return `${JSON.stringify(trackRecordJsonSchema(), null, 2)}\n`;
}

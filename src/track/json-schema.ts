/** `schema/track-record.schema.json` from the track record's zod schema (`npm run schema`). */
import { jsonSchemaText, publishedJsonSchema } from '../catalog/json-schema.js';
import { TrackRecordSchema } from './schema.js';

export const TRACK_RECORD_SCHEMA_ID =
  'https://github.com/reviewer-lanes/reviewer-lanes/schema/track-record.schema.json';

export function trackRecordJsonSchema(): Record<string, unknown> {
  return publishedJsonSchema(TrackRecordSchema, TRACK_RECORD_SCHEMA_ID, 'output');
}

export function trackRecordJsonSchemaText(): string {
  return jsonSchemaText(trackRecordJsonSchema());
}

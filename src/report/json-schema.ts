/**
 * `schema/results.schema.json` from the zod schema results.json is written and read with
 * (`npm run schema`): what a tool reading the `results` output or the artifact's file can rely on.
 */
import { jsonSchemaText, publishedJsonSchema } from '../catalog/json-schema.js';
import { ResultsJsonSchema } from './results-schema.js';

export const RESULTS_SCHEMA_ID =
  'https://github.com/reviewer-lanes/reviewer-lanes/schema/results.schema.json';

export function resultsJsonSchema(): Record<string, unknown> {
  // `output`: what the file holds (every defaulted list is written).
  return publishedJsonSchema(ResultsJsonSchema, RESULTS_SCHEMA_ID, 'output');
}

export function resultsJsonSchemaText(): string {
  return jsonSchemaText(resultsJsonSchema());
}

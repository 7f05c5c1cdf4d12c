/**
 * `schema/results.schema.json` from the zod schema results.json is written and read with
 * (`npm run schema`): what a tool reading the `results` output or the artifact's file can rely on.
 */
import { z } from 'zod';
import { ResultsJsonSchema } from './results.js';

export const RESULTS_SCHEMA_ID =
  'https://github.com/reviewer-lanes/reviewer-lanes/schema/results.schema.json';

export function resultsJsonSchema(): Record<string, unknown> {
  // `output`: what the file holds (every defaulted list is written).
  const schema = z.toJSONSchema(ResultsJsonSchema, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return { ...schema, $id: RESULTS_SCHEMA_ID };
}

/** The file's exact text: two-space JSON and a final newline, so regeneration is byte-stable. */
export function resultsJsonSchemaText(): string {
  return `${JSON.stringify(resultsJsonSchema(), null, 2)}\n`;
}

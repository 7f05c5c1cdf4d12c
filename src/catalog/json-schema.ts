/**
 * `schema/capability.schema.json` from the zod schemas the validator applies (`npm run schema`);
 * cross-field rules are the validator's, described here, not encoded.
 */
import { z } from 'zod';
import { CapabilitySchema } from './schema.js';

export const SCHEMA_ID = 'https://github.com/reviewer-lanes/reviewer-lanes/schema/capability.schema.json';

export function capabilityJsonSchema(): Record<string, unknown> {
  // `input`: what an author writes (fields with defaults, such as reviewer.env, are optional).
  const schema = z.toJSONSchema(CapabilitySchema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return { ...schema, $id: SCHEMA_ID };
}

/** The file's exact text: two-space JSON and a final newline, so regeneration is byte-stable. */
export function capabilityJsonSchemaText(): string {
  return `${JSON.stringify(capabilityJsonSchema(), null, 2)}\n`;
}

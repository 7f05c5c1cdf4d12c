/**
 * The published JSON Schema (`schema/capability.schema.json`), generated from the same zod
 * schemas the validator applies, so the two cannot disagree. `npm run schema` writes it; a test proves the
 * committed file current. Cross-field rules (roles, the transport discriminator's "mixes" error,
 * probe kinds' forbidden fields, uniqueness) are the validator's and are described, not encoded.
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

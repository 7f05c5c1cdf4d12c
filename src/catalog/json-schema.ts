/**
 * `schema/capability.schema.json` from the zod schemas the validator applies (`npm run schema`);
 * cross-field rules are the validator's, described here, not encoded.
 */
import { z } from 'zod';
import { CapabilitySchema } from './schema.js';

export const SCHEMA_ID = 'https://github.com/reviewer-lanes/reviewer-lanes/schema/capability.schema.json';

/**
 * How every schema this package publishes is made from its zod schema: draft 2020-12 under its
 * `$id`; `io` says which side of a default the file describes (`input`: what an author writes).
 */
export function publishedJsonSchema(
  source: z.ZodType,
  id: string,
  io: 'input' | 'output',
): Record<string, unknown> {
  return { ...z.toJSONSchema(source, { io, unrepresentable: 'any', target: 'draft-2020-12' }), $id: id };
}

/** A published schema's exact text: two-space JSON and a final newline, so regeneration is byte-stable. */
export const jsonSchemaText = (schema: Record<string, unknown>): string =>
  `${JSON.stringify(schema, null, 2)}\n`;

export function capabilityJsonSchema(): Record<string, unknown> {
  // `input`: fields with defaults, such as reviewer.env, are optional to an author.
  return publishedJsonSchema(CapabilitySchema, SCHEMA_ID, 'input');
}

export function capabilityJsonSchemaText(): string {
  return jsonSchemaText(capabilityJsonSchema());
}

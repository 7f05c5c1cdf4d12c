/**
 * The published JSON Schema is generated from the validator's zod schemas and must be current:
 * regenerate with `npm run schema`. It must also accept what the validator accepts.
 */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capabilityJsonSchema, capabilityJsonSchemaText } from '../../src/catalog/json-schema.js';
import { CapabilitySchema } from '../../src/catalog/schema.js';
import { firstPartyCapabilitiesDir, packageRoot } from '../../src/paths.js';

const committed = join(packageRoot(), 'schema', 'capability.schema.json');

describe('schema/capability.schema.json', () => {
  test('equals a fresh generation byte for byte (run `npm run schema` after changing src/catalog/schema.ts)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(capabilityJsonSchemaText());
  });

  test('describes the reviewer body with both transports and our extensions', () => {
    const schema = capabilityJsonSchema() as {
      properties: Record<string, { oneOf?: Array<{ properties: Record<string, unknown> }> }>;
    };
    const variants = schema.properties.reviewer?.oneOf ?? [];
    expect(variants.map((v) => (v.properties.transport as { const?: string }).const)).toEqual([
      'spawn',
      'openai-http',
    ]);
    expect(variants[0]?.properties).toHaveProperty('env');
    expect(JSON.stringify(variants[1]?.properties.invoke)).toContain('apiKeyEnv');
  });

  test.each(readdirSync(firstPartyCapabilitiesDir()))(
    'the first-party manifest %s parses with the schema it points at',
    (id) => {
      const doc = JSON.parse(
        readFileSync(join(firstPartyCapabilitiesDir(), id, 'capability.json'), 'utf8'),
      ) as Record<string, unknown>;
      expect(doc.$schema).toBe('../../schema/capability.schema.json');
      expect(CapabilitySchema.safeParse(doc).success).toBe(true);
    },
  );
});

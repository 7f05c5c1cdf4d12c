#!/usr/bin/env node
// Writes schema/capability.schema.json from the zod schemas in src/catalog.
// The TypeScript is bundled with ncc into a temp dir first (Node 20 cannot run .ts directly);
// __tests__/catalog/json-schema.test.ts proves the committed file equals a fresh generation.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const out = mkdtempSync(join(tmpdir(), 'gen-schema-'));
try {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      join(root, 'src/catalog/json-schema.ts'),
      '-o',
      out,
      '--quiet',
      '--transpile-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const entry = readdirSync(out).find((f) => /^index\.m?js$/.test(f));
  if (!entry) throw new Error(`ncc produced no index.js in ${out}`);
  const { capabilityJsonSchemaText } = await import(pathToFileURL(join(out, entry)).href);
  const target = join(root, 'schema', 'capability.schema.json');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, capabilityJsonSchemaText());
  console.log(`wrote ${target}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

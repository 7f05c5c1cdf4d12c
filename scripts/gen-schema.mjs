#!/usr/bin/env node
// Writes schema/capability.schema.json from the zod schemas in src/catalog, and
// schema/results.schema.json from results.json's (src/report/results.ts), and
// schema/track-record.schema.json from src/track's.
// The TypeScript is bundled with ncc into a temp dir first (Node 20 cannot run .ts directly);
// __tests__/catalog/json-schema.test.ts and __tests__/report/json-schema.test.ts and
// __tests__/track/json-schema.test.ts prove the
// committed files equal a fresh generation.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles `entry` and writes `schema/<file>` from the text its `exported` function returns. */
async function generate(entry, exported, file) {
  const out = mkdtempSync(join(tmpdir(), 'gen-schema-'));
  try {
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
        'build',
        join(root, entry),
        '-o',
        out,
        '--quiet',
        '--transpile-only',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    const index = readdirSync(out).find((f) => /^index\.m?js$/.test(f));
    if (!index) throw new Error(`ncc produced no index.js in ${out}`);
    const mod = await import(pathToFileURL(join(out, index)).href);
    const target = join(root, 'schema', file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, mod[exported]());
    console.log(`wrote ${target}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await generate('src/catalog/json-schema.ts', 'capabilityJsonSchemaText', 'capability.schema.json');
await generate('src/report/json-schema.ts', 'resultsJsonSchemaText', 'results.schema.json');
await generate('src/track/json-schema.ts', 'trackRecordJsonSchemaText', 'track-record.schema.json');

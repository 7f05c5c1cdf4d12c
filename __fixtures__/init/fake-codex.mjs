#!/usr/bin/env node
// A stand-in for `codex exec … -o FILE -` (written for the init tests, not taken from codex): it
// reads the prompt on stdin, writes a review in the fixed structure to the `-o` file, and prints
// one `turn.completed` event as `--json` does.
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const out = args[args.indexOf('-o') + 1];
const prompt = readFileSync(0, 'utf8');
writeFileSync(out, `## Summary\nfake codex read ${prompt.length} characters.\n\n## Risk Assessment\nLOW\n`);
process.stdout.write(
  `${JSON.stringify({ type: 'turn.completed', usage: { input_tokens: 10, output_tokens: 5 } })}\n`,
);

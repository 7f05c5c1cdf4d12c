#!/usr/bin/env node
// A stand-in for `claude -p --output-format json` (written for the init tests, not taken from
// claude): it reads the prompt on stdin and prints one result document whose `result` is a review
// in the fixed structure.
import { readFileSync } from 'node:fs';

const prompt = readFileSync(0, 'utf8');
const result = `## Summary\nfake claude read ${prompt.length} characters.\n\n## Risk Assessment\nLOW\n`;
process.stdout.write(
  JSON.stringify({ type: 'result', result, usage: { input_tokens: 10, output_tokens: 5 } }),
);

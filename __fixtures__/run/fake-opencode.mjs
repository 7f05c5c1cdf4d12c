#!/usr/bin/env node
// A fake `opencode run --format json`: reads the prompt from stdin, then prints the JSONL event
// stream chosen by FAKE_OPENCODE_MODE. Origin: written for this project; the event shapes
// (`text` parts, `step_finish` with reason and tokens) follow opencode 1.x's `--format json`
// output as the pinned release prints it.
//   text     (default) step_start, two text parts (FAKE_OPENCODE_TEXT split on "|"), step_finish
//   no-text  step_start and a step_finish with reason FAKE_OPENCODE_REASON (default "stop"), 0 tokens
//   garbage  the text stream with non-JSON, non-object and truncated lines mixed in
//   crlf     the text stream with CRLF line endings
//   fail     nothing on stdout, a message on stderr, exit FAKE_OPENCODE_EXIT (default 1)
// FAKE_OPENCODE_ARGV_FILE: write argv (JSON) there. FAKE_OPENCODE_STDIN_FILE: write stdin there.
import { writeFileSync } from 'node:fs';

const env = process.env;
const mode = env.FAKE_OPENCODE_MODE ?? 'text';
if (env.FAKE_OPENCODE_ARGV_FILE)
  writeFileSync(env.FAKE_OPENCODE_ARGV_FILE, JSON.stringify(process.argv.slice(2)));

const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  if (env.FAKE_OPENCODE_STDIN_FILE) writeFileSync(env.FAKE_OPENCODE_STDIN_FILE, Buffer.concat(chunks));
  main();
});

function ev(type, part) {
  return JSON.stringify({ type, timestamp: 1700000000000, sessionID: 'ses_fake', part: { type, ...part } });
}

function textStream() {
  const parts = (env.FAKE_OPENCODE_TEXT ?? '## Summary\nLooks right.|## Risk Assessment\nLOW').split('|');
  return [
    ev('step_start', { snapshot: 'abc' }),
    ...parts.map((text) => ev('text', { text, time: { start: 1, end: 2 } })),
    ev('step_finish', { reason: 'stop', tokens: { input: 120, output: 42, reasoning: 0 }, cost: 0 }),
  ];
}

function main() {
  switch (mode) {
    case 'text':
      process.stdout.write(textStream().join('\n') + '\n');
      break;
    case 'crlf':
      process.stdout.write(textStream().join('\r\n') + '\r\n');
      break;
    case 'garbage': {
      const [start, ...rest] = textStream();
      const lines = [
        'opencode v1.0 starting…',
        start,
        '{"type":"text","part":',
        'null',
        '[1,2,3]',
        '"just a string"',
        '{"type":"text","part":{"text":42}}',
        '{"type":"text"}',
        '',
        '   ',
        ...rest,
        '\u001b[31mnot json\u001b[0m',
      ];
      process.stdout.write(lines.join('\n') + '\n');
      break;
    }
    case 'no-text':
      process.stdout.write(
        [
          ev('step_start', { snapshot: 'abc' }),
          ev('step_finish', {
            reason: env.FAKE_OPENCODE_REASON ?? 'stop',
            tokens: { input: 120, output: 0 },
          }),
        ].join('\n') + '\n',
      );
      process.stderr.write('agent build finished\n');
      break;
    case 'fail':
      process.stderr.write('Error: provider fake not configured\n');
      process.exitCode = Number(env.FAKE_OPENCODE_EXIT ?? 1);
      break;
    default:
      process.stderr.write(`fake-opencode: unknown FAKE_OPENCODE_MODE ${mode}\n`);
      process.exitCode = 64;
  }
}

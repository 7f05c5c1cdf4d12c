#!/usr/bin/env node
// A fake Antigravity CLI (`agy`). Origin: written for this project; the on-disk layout it writes
// under $HOME/.gemini/antigravity-cli/ (cache/last_conversations.json mapping a workspace to a
// conversation id, brain/<id>/.system_generated/logs/transcript.jsonl entries with
// source/status/type/content, cli.log) follows what the real `agy` writes there.
//   --help               help text; FAKE_AGY_HELP = add-dir (default) | plain | hang | fail
//   FAKE_AGY_MODE=print        FAKE_AGY_TEXT on stdout, exit FAKE_AGY_EXIT (default 0)
//   FAKE_AGY_MODE=transcript   nothing on stdout; the response FAKE_AGY_TEXT goes to the transcript of
//                              conversation FAKE_AGY_CONV (default conv-new) for the workspace
//   FAKE_AGY_MODE=session-only a new conversation directory appears, but no response is written
//   FAKE_AGY_MODE=silent       nothing at all, exit FAKE_AGY_EXIT (default 0)
//   FAKE_AGY_MODE=hang         never exits
// FAKE_AGY_WORKSPACE: the workspace key (default: cwd). FAKE_AGY_STDERR: printed on stderr.
// FAKE_AGY_CLI_LOG: lines ("|"-separated) appended to cli.log. FAKE_AGY_ARGV_FILE: each
// invocation's argv appended as one JSON line.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const env = process.env;
const args = process.argv.slice(2);
const root = join(env.HOME ?? '/nonexistent', '.gemini', 'antigravity-cli');
if (env.FAKE_AGY_ARGV_FILE) appendFileSync(env.FAKE_AGY_ARGV_FILE, JSON.stringify(args) + '\n');

if (args.includes('--help')) {
  const help = env.FAKE_AGY_HELP ?? 'add-dir';
  if (help === 'hang') setInterval(() => {}, 1000);
  else if (help === 'fail') process.exitCode = 2;
  else {
    const lines = [
      'Usage: agy [options]',
      '  -p, --prompt <text>   run one prompt and print the answer',
      '  --model <name>',
    ];
    if (help === 'add-dir') lines.push('  --add-dir <dir>       allow reading files in <dir>');
    process.stdout.write(lines.join('\n') + '\n');
  }
} else {
  run();
}

function conversationDir(conv) {
  return join(root, 'brain', conv, '.system_generated', 'logs');
}

function mapWorkspace(conv) {
  const cache = join(root, 'cache', 'last_conversations.json');
  let map = {};
  try {
    map = JSON.parse(readFileSync(cache, 'utf8'));
  } catch {
    // no cache yet: this is the workspace's first conversation
  }
  map[env.FAKE_AGY_WORKSPACE ?? process.cwd()] = conv;
  mkdirSync(join(root, 'cache'), { recursive: true });
  writeFileSync(cache, JSON.stringify(map));
}

function run() {
  if (env.FAKE_AGY_STDERR) process.stderr.write(env.FAKE_AGY_STDERR + '\n');
  if (env.FAKE_AGY_CLI_LOG) {
    mkdirSync(root, { recursive: true });
    appendFileSync(join(root, 'cli.log'), env.FAKE_AGY_CLI_LOG.split('|').join('\n') + '\n');
  }
  const exit = Number(env.FAKE_AGY_EXIT ?? 0);
  const conv = env.FAKE_AGY_CONV ?? 'conv-new';
  switch (env.FAKE_AGY_MODE ?? 'print') {
    case 'print':
      process.stdout.write(env.FAKE_AGY_TEXT ?? '## Summary\nFine.\n');
      break;
    case 'transcript': {
      mkdirSync(conversationDir(conv), { recursive: true });
      mapWorkspace(conv);
      const entries = [
        { source: 'USER', status: 'DONE', type: 'USER_INPUT', content: args.at(-1) ?? '' },
        { source: 'MODEL', status: 'RUNNING', type: 'PLANNER_RESPONSE', content: 'thinking…' },
        {
          source: 'MODEL',
          status: 'DONE',
          type: 'PLANNER_RESPONSE',
          content: env.FAKE_AGY_TEXT ?? '## Summary\nFrom transcript.',
        },
      ];
      appendFileSync(
        join(conversationDir(conv), 'transcript.jsonl'),
        entries.map((e) => JSON.stringify(e)).join('\n') + '\n',
      );
      break;
    }
    case 'session-only':
      mkdirSync(conversationDir(conv), { recursive: true });
      mapWorkspace(conv);
      break;
    case 'silent':
      break;
    case 'hang':
      setInterval(() => {}, 1000);
      return;
    default:
      process.stderr.write(`fake-agy: unknown FAKE_AGY_MODE\n`);
      process.exitCode = 64;
      return;
  }
  process.exitCode = exit;
}

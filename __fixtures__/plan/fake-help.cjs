#!/usr/bin/env node
/*
 * A fake reviewer CLI for probe tests (origin: written for this project). Tests symlink it onto a
 * temp PATH under the binary name a lane probes (`kimi`, `gemini`, …). A probe passes it no env
 * worth choosing by, so its behaviour is chosen by the name it was invoked as (argv[1]): the file
 * `<that path>.mode` next to the link holds one of
 *   needle        print a help text that mentions --output-format, exit 0
 *   stderr-needle print the needle on stderr only and exit 1
 *   plain         print a help text without the needle (a different tool with the same name)
 *   hang          never exit
 *   hang-tree     start a grandchild that never exits, record both pids in `<path>.pids`, hang
 *   needle-leftover  print the needle and exit 0, leaving behind a grandchild that never exits
 *                 (detached from the pipes), its pid in `<path>.pids`
 * Every run appends a line to `<that path>.runs`, so a test can tell whether (and how often) a
 * probe executed it.
 * CommonJS on purpose: the link's name has no extension (so modules are loaded with import()).
 */
void main();

async function main() {
  const { appendFileSync, readFileSync, writeFileSync } = await import('node:fs');
  const { spawn } = await import('node:child_process');

  const self = process.argv[1];
  let mode = 'needle';
  try {
    mode = readFileSync(`${self}.mode`, 'utf8').trim();
  } catch {
    // no mode file: the well-behaved tool
  }

  appendFileSync(`${self}.runs`, `${process.argv.slice(2).join(' ')}\n`);
  const forever = () => setInterval(() => {}, 1 << 30);

  switch (mode) {
    case 'needle':
      process.stdout.write('Usage: kimi [options]\n  --output-format <fmt>  text | stream-json\n');
      break;
    case 'stderr-needle':
      process.stderr.write('unknown option --help; try --output-format\n');
      process.exitCode = 1;
      break;
    case 'plain':
      process.stdout.write('Usage: kimi [--verbose] [--model NAME]\n');
      break;
    case 'hang':
      forever();
      break;
    case 'hang-tree': {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
      writeFileSync(`${self}.pids`, `${process.pid} ${child.pid}\n`);
      forever();
      break;
    }
    case 'needle-leftover': {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
      writeFileSync(`${self}.pids`, `${child.pid}\n`);
      process.stdout.write('Usage: kimi [options]\n  --output-format <fmt>  text | stream-json\n');
      // Exit while the grandchild lives on (it holds no pipe of ours).
      process.exit(0);
      break;
    }
    default:
      process.stderr.write(`fake-help: unknown mode ${mode}\n`);
      process.exitCode = 2;
  }
}

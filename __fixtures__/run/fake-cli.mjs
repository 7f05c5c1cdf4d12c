#!/usr/bin/env node
// A fake reviewer CLI for the run-stage tests and benches. Written for this project (not taken
// from any real CLI): its behaviour is a script of steps given as argv, run in order, e.g.
//   fake-cli.mjs eprint "warming up" print "## Summary" exit 3
// Steps:
//   print TEXT          write TEXT to the review output (stdout, or the -o file when one was given)
//   noise TEXT          write TEXT to stdout even when -o was given (teardown noise a CLI prints after its review)
//   eprint TEXT         write TEXT to stderr
//   -o PATH             the file-arg convention: later `print`/`echo-stdin` go to PATH
//   echo-stdin          copy stdin to the review output
//   exit N              stop and exit with code N
//   crash               throw an uncaught error
//   signal SIG          kill itself with SIG
//   sleep MS            wait MS milliseconds
//   hang                never finish on its own
//   ignore-term         ignore SIGTERM from now on
//   grandchild PIDFILE  fork a grandchild that ignores SIGTERM, holds stdout open, hangs, and
//                       writes its pid to PIDFILE
//   escapee PIDFILE     like grandchild, but in a process group of its own (as a process that
//                       calls setsid would be): it escapes the lane's group kill
//   pidfile PATH        write this process's pid to PATH
//   flood MIB           write MIB mebibytes to stdout as fast as the pipe takes them
//   fill BYTES          write BYTES bytes of text lines to the review output
//   bad-utf8            write invalid UTF-8 bytes around the text "ok"
//   whitespace          write only whitespace
//   env-dump PATH       write this process's environment as JSON to PATH
//   stamp PATH TAG      append "TAG start|end <epoch ms>" lines around the remaining steps
//   examine SCRIPT STYLE read the prompt from stdin; a cross-examination request is answered
//                       from SCRIPT (JSON: location -> verdict, see __fixtures__/examine/
//                       scripted-answer.mjs) in STYLE (json, lines, bold, cut); any other prompt
//                       gets a short review
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { isExamination, scriptedAnswer } from '../examine/scripted-answer.mjs';

const steps = process.argv.slice(2);
let outFile = null;
const stamps = [];

function write(stream, data) {
  return new Promise((resolve) => {
    if (stream.write(data)) resolve();
    else stream.once('drain', resolve);
  });
}

function output(data) {
  if (outFile) appendFileSync(outFile, data);
  else return write(process.stdout, data);
}

function endStamps() {
  for (const { path, tag } of stamps) appendFileSync(path, `${tag} end ${Date.now()}\n`);
  stamps.length = 0;
}

async function flood(mib) {
  const chunk = Buffer.alloc(1024 * 1024, 'x\n');
  for (let i = 0; i < mib; i++) await write(process.stdout, chunk);
}

function grandchild(pidFile, detached = false) {
  const code = `process.on('SIGTERM', () => {}); require('fs').writeFileSync(${JSON.stringify(
    pidFile,
  )}, String(process.pid)); setInterval(() => {}, 1000);`;
  // stdout inherited on purpose: the grandchild keeps the lane's stdout pipe open.
  const child = spawn(process.execPath, ['-e', code], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached,
  });
  child.unref();
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = setInterval(() => {
      try {
        if (Number(readFileSync(pidFile, 'utf8')) > 0 || Date.now() - started > 5000) {
          clearInterval(poll);
          resolve();
        }
      } catch {
        // not written yet
      }
    }, 10);
  });
}

async function main() {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const arg = () => steps[++i] ?? '';
    switch (step) {
      case 'print':
        await output(arg());
        break;
      case 'noise':
        await write(process.stdout, arg());
        break;
      case 'eprint':
        await write(process.stderr, arg());
        break;
      case '-o':
        outFile = arg();
        break;
      case 'echo-stdin': {
        const chunks = [];
        for await (const c of process.stdin) chunks.push(c);
        await output(Buffer.concat(chunks));
        break;
      }
      case 'examine': {
        const script = JSON.parse(arg());
        const style = arg();
        const chunks = [];
        for await (const c of process.stdin) chunks.push(c);
        const prompt = Buffer.concat(chunks).toString('utf8');
        await output(
          isExamination(prompt)
            ? scriptedAnswer(prompt, script, style)
            : '## Summary\nFine.\n\n## Risk Assessment\nLOW\n',
        );
        break;
      }
      case 'exit':
        endStamps();
        process.exitCode = Number(arg());
        return;
      case 'crash':
        throw new Error('fake-cli crashed on purpose');
      case 'signal':
        process.kill(process.pid, arg());
        await new Promise((r) => setTimeout(r, 5000));
        break;
      case 'sleep':
        await new Promise((r) => setTimeout(r, Number(arg())));
        break;
      case 'hang':
        await new Promise(() => setInterval(() => {}, 1000));
        break;
      case 'ignore-term':
        process.on('SIGTERM', () => {});
        break;
      case 'grandchild':
        await grandchild(arg());
        break;
      case 'escapee':
        await grandchild(arg(), true);
        break;
      case 'pidfile':
        writeFileSync(arg(), String(process.pid));
        break;
      case 'flood':
        await flood(Number(arg()));
        break;
      case 'fill':
        await output(Buffer.alloc(Number(arg()), 'filler line\n'));
        break;
      case 'bad-utf8':
        await output(Buffer.from([0xff, 0xfe, 0x6f, 0x6b, 0xc3, 0x28, 0xe2, 0x82]));
        break;
      case 'whitespace':
        await output(' \n\t\r\n  \n');
        break;
      case 'env-dump':
        writeFileSync(arg(), JSON.stringify(process.env));
        break;
      case 'stamp': {
        const path = arg();
        const tag = arg();
        appendFileSync(path, `${tag} start ${Date.now()}\n`);
        stamps.push({ path, tag });
        break;
      }
      default:
        process.stderr.write(`fake-cli: unknown step ${JSON.stringify(step)}\n`);
        process.exitCode = 64;
        return;
    }
  }
  endStamps();
}

await main();

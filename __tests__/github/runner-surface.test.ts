/**
 * The runner surface writes workflow commands and environment files itself: these tests hold it
 * to what @actions/core (a dev dependency, kept as the reference) writes for the same calls, byte
 * for byte, hostile messages and properties included, and show the parts of the format that keep
 * a lane's text from forging a command or another output.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  outputBlock,
  readRunnerInput,
  runnerSurface,
  workflowCommand,
  type Annotation,
} from '../../src/github/log.js';

/** What a call wrote to stdout. */
function stdoutOf(call: () => void): string {
  const write = process.stdout.write.bind(process.stdout);
  let written = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    call();
  } finally {
    process.stdout.write = write;
  }
  return written;
}

const MESSAGES = [
  'plain',
  '',
  'two\nlines\r\nand a CR',
  '100% sure: a,b',
  '::error::forged on one line',
  'line\n::warning file=x::forged on the next',
  'ünïcödé ✓ and emoji 🚀',
];

const ANNOTATIONS: Annotation[] = [
  {},
  { file: 'src/a.ts' },
  { file: 'src/a,b:c.ts', startLine: 3, endLine: 5, title: 'x: y, z\nw' },
  { title: 'only a title' },
  { file: 'a.ts', startLine: 0 },
  { file: '', title: '' },
];

describe('the runner surface writes what @actions/core writes', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-surface-'));
  });
  afterEach(() => {
    process.env = { ...saved };
    process.exitCode = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  for (const level of ['notice', 'warning', 'error'] as const) {
    it(`${level}: every message with every annotation`, () => {
      for (const m of MESSAGES)
        for (const at of ANNOTATIONS)
          expect(stdoutOf(() => runnerSurface[level](m, at))).toBe(
            // core leaves a space after the name when the properties given are all empty; the
            // runner reads both forms alike, and ours has none.
            stdoutOf(() => core[level](m, at)).replace(/^::(\w+) ::/, '::$1::'),
          );
    });
  }

  it('info and the mask', () => {
    for (const m of MESSAGES) {
      expect(stdoutOf(() => runnerSurface.info(m))).toBe(stdoutOf(() => core.info(m)));
      expect(stdoutOf(() => runnerSurface.setSecret(m))).toBe(stdoutOf(() => core.setSecret(m)));
    }
  });

  it('setFailed: the error command, and exit code 1', () => {
    const ours = stdoutOf(() => runnerSurface.setFailed('it broke\nbadly'));
    expect(process.exitCode).toBe(1);
    process.exitCode = undefined;
    expect(ours).toBe(stdoutOf(() => core.setFailed('it broke\nbadly')));
    expect(ours).toBe('::error::it broke%0Abadly\n');
  });

  it('outputs in GITHUB_OUTPUT, the same blocks but for the random delimiter', () => {
    const file = join(dir, 'output');
    process.env['GITHUB_OUTPUT'] = file;
    const values: Array<[string, string]> = [
      ['results', '{"ok":true}'],
      ['multi', 'a\nb\n\nc'],
      ['empty', ''],
      ['forged', 'x\nother<<EOF\nowned\nEOF'],
    ];
    writeFileSync(file, '');
    for (const [n, v] of values) runnerSurface.setOutput(n, v);
    const ours = readFileSync(file, 'utf8');
    writeFileSync(file, '');
    for (const [n, v] of values) core.setOutput(n, v);
    const theirs = readFileSync(file, 'utf8');
    const anon = (s: string) => s.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIM');
    expect(anon(ours)).toBe(anon(theirs));
    // Each block has a delimiter of its own.
    expect(new Set(ours.match(/ghadelimiter_[0-9a-f-]{36}/g)).size).toBe(values.length);
  });

  it('an output without GITHUB_OUTPUT goes to stdout as set-output', () => {
    delete process.env['GITHUB_OUTPUT'];
    const ours = stdoutOf(() => runnerSurface.setOutput('a,b', 'x\ny'));
    expect(ours).toBe(stdoutOf(() => core.setOutput('a,b', 'x\ny')));
    expect(ours).toBe('\n::set-output name=a%2Cb::x%0Ay\n');
  });

  it('a value holding its delimiter is refused, not written', () => {
    expect(() => outputBlock('v', 'a\nghadelimiter_x\nb', 'ghadelimiter_x')).toThrow(
      'Unexpected input: value should not contain the delimiter "ghadelimiter_x"',
    );
    expect(() => outputBlock('ghadelimiter_x', 'v', 'ghadelimiter_x')).toThrow(/name should not contain/);
  });

  it('the summary is appended with a line end, as core.summary.addRaw(…, true).write() does', async () => {
    const file = join(dir, 'summary');
    process.env['GITHUB_STEP_SUMMARY'] = file;
    writeFileSync(file, 'before\n');
    await runnerSurface.summary('## one');
    await runnerSurface.summary('two');
    const ours = readFileSync(file, 'utf8');
    writeFileSync(file, 'before\n');
    await core.summary.emptyBuffer().addRaw('## one', true).write();
    await core.summary.emptyBuffer().addRaw('two', true).write();
    expect(ours).toBe(readFileSync(file, 'utf8'));
  });

  it('no summary file: a line in the log says the summary is skipped', async () => {
    delete process.env['GITHUB_STEP_SUMMARY'];
    const write = process.stdout.write.bind(process.stdout);
    let written = '';
    process.stdout.write = ((c: string) => ((written += c), true)) as typeof process.stdout.write;
    try {
      await runnerSurface.summary('x');
    } finally {
      process.stdout.write = write;
    }
    expect(written).toBe('No job summary file (GITHUB_STEP_SUMMARY is unset); the summary is skipped.\n');
  });

  it('inputs: INPUT_<NAME>, spaces as underscores, upper case, trimmed, as core.getInput', () => {
    const env = { 'INPUT_MAX-PARALLEL': ' 4 \n', INPUT_SOME_NAME: 'x', INPUT_EMPTY: '' };
    Object.assign(process.env, env);
    for (const name of ['max-parallel', 'some name', 'empty', 'missing']) {
      expect(readRunnerInput(name, process.env)).toBe(core.getInput(name));
    }
    expect(readRunnerInput('max-parallel', env)).toBe('4');
  });

  it('a message cannot start a command of its own on the next line', () => {
    expect(workflowCommand('warning', 'a\n::error::b')).toBe('::warning::a%0A::error::b');
  });
});

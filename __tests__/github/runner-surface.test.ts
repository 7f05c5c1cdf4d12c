/**
 * The runner surface as the runner reads it: the workflow commands on stdout, the GITHUB_OUTPUT
 * and GITHUB_STEP_SUMMARY files (temporary files here, as the runner's are), the exit code. A lane's
 * text in a message or an output must not forge a command or another output.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRunnerInput, runnerSurface } from '../../src/github/log.js';

/** What a call wrote to stdout. */
async function stdoutOf(call: () => unknown): Promise<string> {
  const write = process.stdout.write.bind(process.stdout);
  let written = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    await call();
  } finally {
    process.stdout.write = write;
  }
  return written;
}

/** The outputs as the runner reads GITHUB_OUTPUT: `name<<delimiter`, the value's lines, `delimiter`. */
function outputsIn(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] as string);
    if (!m) continue;
    const end = lines.indexOf(m[2] as string, i + 1);
    out.push([m[1] as string, lines.slice(i + 1, end).join('\n')]);
    i = end;
  }
  return out;
}

const saved = { ...process.env };
let dir: string;
// @actions/core keeps the summary file it found first: one per test file, emptied per test.
let summary: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'runner-surface-'));
  summary = join(dir, 'summary');
});
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the runner surface', () => {
  it('annotations: the file, lines and title, and a message that cannot start a command of its own', async () => {
    expect(
      await stdoutOf(() =>
        runnerSurface.warning('a\n::error::forged', {
          file: 'src/a,b:c.ts',
          startLine: 3,
          endLine: 5,
          title: 'x: y',
        }),
      ),
    ).toBe('::warning title=x%3A y,file=src/a%2Cb%3Ac.ts,line=3,endLine=5::a%0A::error::forged\n');
    expect(await stdoutOf(() => runnerSurface.notice('100% sure'))).toBe('::notice::100%25 sure\n');
    expect(await stdoutOf(() => runnerSurface.error('it broke', { file: 'x.ts' }))).toBe(
      '::error file=x.ts::it broke\n',
    );
    expect(await stdoutOf(() => runnerSurface.info('plain ::text::'))).toBe('plain ::text::\n');
  });

  it('a secret is masked, and a failure is an error with exit code 1', async () => {
    expect(await stdoutOf(() => runnerSurface.setSecret('ghs_abc'))).toBe('::add-mask::ghs_abc\n');
    expect(await stdoutOf(() => runnerSurface.setFailed('it broke\nbadly'))).toBe(
      '::error::it broke%0Abadly\n',
    );
    expect(process.exitCode).toBe(1);
  });

  it('outputs in GITHUB_OUTPUT, read back as they were set; a value cannot set another output', async () => {
    const file = join(dir, 'output');
    writeFileSync(file, '');
    process.env['GITHUB_OUTPUT'] = file;
    const values: Array<[string, string]> = [
      ['results', '{"ok":true}'],
      ['multi', 'a\nb\n\nc'],
      ['empty', ''],
      ['forged', 'x\nother<<EOF\nowned\nEOF'],
    ];
    expect(await stdoutOf(() => values.forEach(([n, v]) => runnerSurface.setOutput(n, v)))).toBe('');
    expect(outputsIn(readFileSync(file, 'utf8'))).toEqual(values);
  });

  it('the summary is appended, each part on its own line', async () => {
    process.env['GITHUB_STEP_SUMMARY'] = summary;
    writeFileSync(summary, 'before\n');
    await Promise.all([runnerSurface.summary('## one'), runnerSurface.summary('two')]);
    expect(readFileSync(summary, 'utf8')).toBe('before\n## one\ntwo\n');
  });

  it('no summary file: a line in the log says the summary is skipped', async () => {
    delete process.env['GITHUB_STEP_SUMMARY'];
    expect(await stdoutOf(() => runnerSurface.summary('x'))).toBe(
      'No job summary file (GITHUB_STEP_SUMMARY is unset); the summary is skipped.\n',
    );
  });

  it('inputs: INPUT_<NAME>, spaces as underscores, upper case, trimmed', () => {
    Object.assign(process.env, { 'INPUT_MAX-PARALLEL': ' 4 \n', INPUT_SOME_NAME: 'x' });
    expect(readRunnerInput('max-parallel')).toBe('4');
    expect(readRunnerInput('some name')).toBe('x');
    expect(readRunnerInput('missing')).toBe('');
  });
});

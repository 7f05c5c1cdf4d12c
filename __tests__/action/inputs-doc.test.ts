/**
 * scripts/gen-inputs-doc.mjs keeps docs/inputs.md's inputs and outputs tables equal to action.yml:
 * the committed page is current, and a changed action.yml makes `--check` fail until the tables
 * are regenerated.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const script = join(ROOT, 'scripts/gen-inputs-doc.mjs');
const gen = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8' });

describe('gen-inputs-doc', () => {
  it('finds the committed page current', () => {
    const r = gen('--check');
    expect([r.status, r.stdout]).toEqual([0, 'docs/inputs.md inputs/outputs tables are current.\n']);
  });

  it('fails --check on a stale table, then regenerates it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rl-inputs-doc-'));
    mkdirSync(join(dir, 'docs'));
    copyFileSync(join(ROOT, 'docs/inputs.md'), join(dir, 'docs/inputs.md'));
    const action = readFileSync(join(ROOT, 'action.yml'), 'utf8').replace(
      'How many lanes run at once, a whole number from 1 to 32.',
      'How many lanes run at once | at most 32.',
    );
    writeFileSync(join(dir, 'action.yml'), action);
    const stale = gen('--check', '--root', dir);
    expect([stale.status, stale.stderr]).toEqual([
      1,
      'docs/inputs.md inputs/outputs tables are stale: run node scripts/gen-inputs-doc.mjs and commit\n',
    ]);
    expect(gen('--root', dir).status).toBe(0);
    expect(readFileSync(join(dir, 'docs/inputs.md'), 'utf8')).toContain(
      'How many lanes run at once \\| at most 32.',
    );
    expect(gen('--check', '--root', dir).status).toBe(0);
  });

  it('lists every input and output of action.yml', () => {
    const readme = readFileSync(join(ROOT, 'docs/inputs.md'), 'utf8');
    const section = (name: string) =>
      readme.slice(readme.indexOf(`<!-- ${name}:start -->`), readme.indexOf(`<!-- ${name}:end -->`));
    for (const name of ['github-token', 'max-parallel', 'on-stale', 'artifact-prefix', 'pr-number']) {
      expect(section('inputs')).toContain(`| \`${name}\``);
    }
    expect(section('inputs')).toContain('`${{ github.token }}`');
    for (const name of ['reviews-path', 'results', 'failed-lanes', 'comment-url', 'matrix']) {
      expect(section('outputs')).toContain(`| \`${name}\``);
    }
  });

  it('refuses a page without the markers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rl-inputs-doc-'));
    copyFileSync(join(ROOT, 'action.yml'), join(dir, 'action.yml'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/inputs.md'), '# no markers\n');
    const r = gen('--root', dir);
    expect([r.status, r.stderr]).toEqual([
      2,
      'gen-inputs-doc: docs/inputs.md has no <!-- inputs:start --> ... <!-- inputs:end --> markers\n',
    ]);
  });
});

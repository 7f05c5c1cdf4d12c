/**
 * The documentation's workflows have one source, docs/examples/: review.yml and manifest-check.yml
 * are the init templates rendered for codex and claude, every workflow README.md and docs/*.md show
 * is an example's copy between markers, and scripts/gen-docs.mjs --check fails (and then
 * regenerates) when a copy drifts.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentedWorkflows, withExamples } from '../../src/init/docs.js';
import { packageRoot } from '../../src/paths.js';

const ROOT = packageRoot();
const script = join(ROOT, 'scripts/gen-docs.mjs');
const gen = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8' });
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const example = (name: string): string | undefined => {
  try {
    return read(`docs/examples/${name}`);
  } catch {
    return undefined;
  }
};

/** A copy of the documents and the examples in a temp root, for the script's `--root`. */
function copyRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rl-gen-docs-'));
  mkdirSync(join(dir, 'docs/examples'), { recursive: true });
  const examples = readdirSync(join(ROOT, 'docs/examples')).map((f) => `docs/examples/${f}`);
  for (const path of [...DOCUMENTS, ...examples]) copyFileSync(join(ROOT, path), join(dir, path));
  return dir;
}

describe('the documented workflows', () => {
  it('review.yml and manifest-check.yml are the init templates rendered for codex and claude', async () => {
    const { review, check } = await documentedWorkflows();
    expect(read('docs/examples/review.yml')).toBe(review);
    expect(read('docs/examples/manifest-check.yml')).toBe(check);
    expect(read('README.md')).toContain(`\`\`\`yaml\n${review}\`\`\``);
  });

  it.each(DOCUMENTS)('%s: every workflow it shows is a current copy of an example', (path) => {
    const text = read(path);
    const rendered = withExamples(text, example);
    expect(rendered.missing).toEqual([]);
    expect(rendered.text).toBe(text);
    // No workflow outside the markers: every ```yaml block is an example's copy.
    const outside = text.replace(/<!-- example:(\S+):start -->[\s\S]*?<!-- example:\1:end -->/g, '');
    expect(outside).not.toMatch(/```ya?ml/);
  });

  it('the README shows the review workflow, docs/on-demand.md its own, docs/workflows.md code scanning', () => {
    expect(withExamples(read('README.md'), example).names).toEqual(['review.yml']);
    expect(withExamples(read('docs/on-demand.md'), example).names).toEqual(['on-demand.yml']);
    expect(withExamples(read('docs/workflows.md'), example).names).toEqual(['code-scanning.yml']);
  });

  it('gen-docs --check finds the committed copies current', () => {
    const r = gen('--check');
    expect([r.status, r.stdout]).toEqual([0, 'the documented workflows are current.\n']);
  });

  it('gen-docs --check fails on a drifted copy, then regenerates it', () => {
    const dir = copyRoot();
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const workflows = readFileSync(join(dir, 'docs/workflows.md'), 'utf8');
    writeFileSync(join(dir, 'README.md'), readme.replace('fetch-depth: 0 #', 'fetch-depth: 1 #'));
    writeFileSync(
      join(dir, 'docs/workflows.md'),
      workflows.replace('category: reviewer-lanes', 'category: x'),
    );
    writeFileSync(join(dir, 'docs/examples/manifest-check.yml'), 'name: hand-edited\n');
    const stale = gen('--check', '--root', dir);
    expect([stale.status, stale.stderr]).toEqual([
      1,
      'gen-docs: docs/examples/manifest-check.yml, README.md, docs/workflows.md differ from docs/examples/: run node scripts/gen-docs.mjs and commit\n',
    ]);
    expect(gen('--root', dir).status).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(readme);
    expect(readFileSync(join(dir, 'docs/workflows.md'), 'utf8')).toBe(workflows);
    expect(gen('--check', '--root', dir).status).toBe(0);
  });

  it('an edit to an example reaches every copy', () => {
    const dir = copyRoot();
    const path = join(dir, 'docs/examples/on-demand.yml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('timeout-minutes: 30', 'timeout-minutes: 31'));
    expect(gen('--check', '--root', dir).status).toBe(1);
    expect(gen('--root', dir).status).toBe(0);
    expect(readFileSync(join(dir, 'docs/on-demand.md'), 'utf8')).toContain('timeout-minutes: 31');
  });

  it('gen-docs refuses a README without the review workflow, or one showing an example that is not there', () => {
    const dir = copyRoot();
    writeFileSync(join(dir, 'README.md'), '# no markers\n');
    const r = gen('--root', dir);
    expect([r.status, r.stderr]).toEqual([
      2,
      'gen-docs: README.md has no <!-- example:review.yml:start --> ... <!-- example:review.yml:end --> markers\n',
    ]);
    writeFileSync(join(dir, 'README.md'), '<!-- example:nope.yml:start -->\n<!-- example:nope.yml:end -->\n');
    const missing = gen('--root', dir);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      'gen-docs: README.md shows nope.yml, which docs/examples/ does not hold\n',
    ]);
  });
});

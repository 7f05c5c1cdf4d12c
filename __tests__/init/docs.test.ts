/**
 * The documentation shows what `init` writes: docs/examples/review.yml, docs/examples/manifest-check.yml
 * and the README's workflow are the init templates rendered for codex and claude, and
 * scripts/gen-docs.mjs --check fails (and then regenerates) when a copy drifts.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentedWorkflows, readmeWithWorkflow } from '../../src/init/docs.js';
import { packageRoot } from '../../src/paths.js';

const ROOT = packageRoot();
const script = join(ROOT, 'scripts/gen-docs.mjs');
const gen = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8' });
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** A copy of the three documented files in a temp root, for the script's `--root`. */
function copyRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rl-gen-docs-'));
  mkdirSync(join(dir, 'docs/examples'), { recursive: true });
  for (const path of ['README.md', 'docs/examples/review.yml', 'docs/examples/manifest-check.yml'])
    copyFileSync(join(ROOT, path), join(dir, path));
  return dir;
}

describe('the documented workflows', () => {
  it('are the init templates rendered for codex and claude', async () => {
    const { review, check } = await documentedWorkflows();
    expect(read('docs/examples/review.yml')).toBe(review);
    expect(read('docs/examples/manifest-check.yml')).toBe(check);
    expect(readmeWithWorkflow(read('README.md'), review)).toBe(read('README.md'));
    expect(read('README.md')).toContain(`\`\`\`yaml\n${review}\`\`\``);
  });

  it('gen-docs --check finds the committed copies current', () => {
    const r = gen('--check');
    expect([r.status, r.stdout]).toEqual([0, 'the documented workflows are current.\n']);
  });

  it('gen-docs --check fails on a drifted copy, then regenerates it', () => {
    const dir = copyRoot();
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    writeFileSync(join(dir, 'README.md'), readme.replace('fetch-depth: 0 #', 'fetch-depth: 1 #'));
    writeFileSync(join(dir, 'docs/examples/manifest-check.yml'), 'name: hand-edited\n');
    const stale = gen('--check', '--root', dir);
    expect([stale.status, stale.stderr]).toEqual([
      1,
      'gen-docs: docs/examples/manifest-check.yml, README.md differ from the init templates: run node scripts/gen-docs.mjs and commit\n',
    ]);
    expect(gen('--root', dir).status).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(readme);
    expect(gen('--check', '--root', dir).status).toBe(0);
  });

  it('gen-docs refuses a README without the markers', () => {
    const dir = copyRoot();
    writeFileSync(join(dir, 'README.md'), '# no markers\n');
    const r = gen('--root', dir);
    expect([r.status, r.stderr]).toEqual([
      2,
      'gen-docs: README.md has no <!-- review-workflow:start --> ... <!-- review-workflow:end --> markers\n',
    ]);
  });
});

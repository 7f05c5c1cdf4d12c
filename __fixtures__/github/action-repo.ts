/**
 * A real git repository for running the action against, written for these tests: repository
 * lanes that run the self-test's fake reviewer CLI (one per behaviour), a consent baseline for
 * them committed at the base, and a head commit that changes a source file. The baseline is
 * written by the trust code itself (what `reviewer-lanes consent --write` does).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { loadConfig } from '../../src/config/config.js';
import { serializeBaseline } from '../../src/trust/baseline.js';
import { writeBaseline } from '../../src/trust/consent.js';
import { runGit, writeFiles } from '../sys/git.js';
import type { FakePullFile } from './fake-github.js';

export const FAKE_BIN = join(import.meta.dirname, 'self-test/bin');
export const BEHAVIOURS = ['good', 'fail', 'hostile', 'huge'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export const LANES_DIR = '.github/reviewer-lanes/capabilities';
export const CONSENT = '.github/reviewer-lanes/consent.json';

/**
 * A repository lane running `fake-reviewer <behaviour>` (as the self-test's manifests do), or
 * `<binary> <behaviour>`: the lane then runs, and probes for, a binary of that name.
 */
export function fakeLaneManifest(behaviour: string, binary = 'fake-reviewer'): string {
  const template = readFileSync(
    join(import.meta.dirname, 'self-test/capabilities/fake-good/capability.json'),
    'utf8',
  );
  const manifest = JSON.parse(template.replaceAll('good', behaviour)) as {
    reviewer: { invoke: { binary: string }; probe: { binary: string } };
  };
  manifest.reviewer.invoke.binary = binary;
  manifest.reviewer.probe.binary = binary;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export interface ActionRepo {
  root: string;
  base: string;
  head: string;
  git(...args: string[]): string;
  /** Commits `files` on the current branch and returns the new head. */
  commit(message: string, files: Record<string, string>): string;
}

/** The consent baseline for the lanes under `root`, as `consent --write` would write it. */
export async function consentFor(root: string): Promise<string> {
  const catalog = await loadCatalog({ cwd: root, firstParty: true, capabilityDirs: [] });
  const { config } = await loadConfig(root);
  return serializeBaseline(writeBaseline(catalog.lanes, config, null, new Date('2026-11-30T00:00:00.000Z')));
}

export async function createActionRepo(
  behaviours: readonly string[] = BEHAVIOURS,
  opts: {
    baseFiles?: Record<string, string>;
    headFiles?: Record<string, string>;
    /** The binary each behaviour's lane runs (default `fake-reviewer`, from FAKE_BIN). */
    binaryOf?: (behaviour: string) => string;
  } = {},
): Promise<ActionRepo> {
  const root = mkdtempSync(join(tmpdir(), 'rl-action-repo-'));
  const git = (...args: string[]) => runGit(root, args);
  const commit = (message: string, files: Record<string, string>) => {
    writeFiles(root, files);
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '-q', '-b', 'main');
  const lanes: Record<string, string> = {};
  for (const b of behaviours)
    lanes[`${LANES_DIR}/fake-${b}/capability.json`] = fakeLaneManifest(b, opts.binaryOf?.(b));
  writeFiles(root, {
    'README.md': '# widgets\n',
    'src/widget.js': 'export const widget = () => 1;\n',
    ...lanes,
    ...(opts.baseFiles ?? {}),
  });
  const base = commit('base', { [CONSENT]: await consentFor(root) });
  git('checkout', '-q', '-b', 'feature');
  const head = commit('change the widget', {
    'src/widget.js': 'export const widget = () => 2;\n',
    ...(opts.headFiles ?? {}),
  });
  return { root, base, head, git, commit };
}

/**
 * The pull request's files as GET /pulls/{n}/files serves them for `base...head` (what GitHub
 * checks a review's comments against): each changed file's patch from its first hunk header.
 */
export function pullFilesOf(repo: ActionRepo): FakePullFile[] {
  const numstat = repo.git('diff', '--numstat', `${repo.base}...${repo.head}`);
  return numstat
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [added = '0', deleted = '0', filename = ''] = line.split('\t');
      const diff = repo.git('diff', '-U3', `${repo.base}...${repo.head}`, '--', filename);
      const at = diff.indexOf('\n@@');
      return {
        filename,
        status: 'modified',
        additions: Number(added),
        deletions: Number(deleted),
        ...(at >= 0 ? { patch: diff.slice(at + 1) } : {}),
      };
    });
}

/**
 * The fake cart lanes' `src/cart.js`: 60 lines; the head changes lines 26-30 and 50-52, so lines
 * 10 and 40 are outside every hunk (the self-test's cart-* reviewers cite 10, 28 and 51).
 */
export const cartSource = (changed: boolean): string =>
  `${Array.from({ length: 60 }, (_, i) => {
    const n = i + 1;
    if (changed && ((n >= 26 && n <= 30) || (n >= 50 && n <= 52)))
      return `export const line${n} = 'changed';`;
    return `export const line${n} = ${n};`;
  }).join('\n')}\n`;

/**
 * Builders for the select/probe/plan tests (origin: written for this project). Lanes come from the
 * real catalog over `capabilities/`, or from small overrides of them; a config is a
 * plain object behind the real ReviewConfig; fake CLIs are `fake-help.cjs` linked onto a
 * temp PATH under the names lanes probe.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { FIRST_PARTY_ORDER } from '../../src/catalog/first-party.js';
import type { Lane, LaneSource, ReviewerBody } from '../../src/catalog/types.js';
import { createConfig } from '../../src/config/config.js';
import type { ReviewConfig } from '../../src/config/types.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';

export const FAKE_HELP = fileURLToPath(new URL('./fake-help.cjs', import.meta.url));

/** The first-party lanes in their declared order: the catalog's own list. */
export const FIRST_PARTY_IDS = FIRST_PARTY_ORDER;

export function readManifest(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(firstPartyCapabilitiesDir(), id, 'capability.json'), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** A Lane over a manifest's reviewer body (already valid: the catalog's checks are not repeated). */
export function laneFromManifest(
  manifest: Record<string, unknown>,
  options: { source?: LaneSource; order?: number; path?: string } = {},
): Lane {
  const reviewer = manifest.reviewer as Record<string, unknown>;
  const body = {
    modelConfigKey: null,
    env: [],
    ...reviewer,
  } as unknown as ReviewerBody;
  return {
    id: String(manifest.id),
    source: options.source ?? 'first-party',
    path: options.path ?? `/capabilities/${String(manifest.id)}/capability.json`,
    order: options.order ?? 0,
    reviewer: body,
    rawReviewer: reviewer,
    config: {},
    diagnostics: [],
  };
}

/** The first-party lanes as the real catalog loads them (no repository lanes: an empty cwd). */
const firstParty = await loadCatalog({
  cwd: mkdtempSync(join(tmpdir(), 'rl-empty-repo-')),
  firstParty: true,
  capabilityDirs: [],
});

export function firstPartyLanes(): Lane[] {
  return [...firstParty.lanes];
}

export function firstPartyLane(id: (typeof FIRST_PARTY_IDS)[number]): Lane {
  const lane = firstParty.lanes.find((l) => l.id === id);
  if (!lane) throw new Error(`the catalog has no first-party lane ${id}`);
  return lane;
}

/** A repository (overlay) lane: a copy of a first-party spawn body under a new id and slug. */
export function repositoryLane(
  id: string,
  slug: string,
  overrides: Partial<Record<keyof ReviewerBody, unknown>> = {},
  order = 100,
): Lane {
  const base = readManifest('qwen');
  const reviewer = {
    ...(base.reviewer as Record<string, unknown>),
    slug,
    flags: [`--${slug.replace(/_/g, '-')}`],
    reviewsSection: `Repo ${slug}`,
    probe: { kind: 'command-exists', binary: slug },
    invoke: { ...((base.reviewer as Record<string, unknown>).invoke as object), binary: slug },
    ...overrides,
  };
  return laneFromManifest(
    { id, reviewer },
    { source: 'repository', order, path: `/repo/.github/reviewer-lanes/capabilities/${id}/capability.json` },
  );
}

/** A lane with parts of its reviewer body replaced (for malformed-lane rows). */
export function withReviewer(lane: Lane, patch: Record<string, unknown>): Lane {
  const reviewer = { ...lane.reviewer, ...patch } as ReviewerBody;
  return { ...lane, reviewer, rawReviewer: { ...lane.rawReviewer, ...patch } };
}

export function withInvoke(lane: Lane, patch: Record<string, unknown>): Lane {
  return withReviewer(lane, { invoke: { ...lane.reviewer.invoke, ...patch } });
}

/** The real ReviewConfig over a plain object (unvalidated: resolve's own defences stay visible). */
export function fakeConfig(
  doc: Record<string, unknown> = {},
  source: string | null = '.github/reviewer-lanes/config.json',
): ReviewConfig {
  return createConfig(doc, source);
}

export type FakeMode = 'needle' | 'stderr-needle' | 'plain' | 'hang' | 'hang-tree' | 'needle-leftover';

/**
 * A temp directory holding fake CLIs: `name -> mode` links to fake-help.cjs; `name -> 'noexec'`
 * is a regular file without the executable bit. Returns the dir and a cleanup.
 */
export function fakeBinDir(bins: Record<string, FakeMode | 'noexec'>): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'rl-probe-bin-'));
  // The fakes' shebang finds `node` on PATH; linking it here keeps PATH to this one directory,
  // so no CLI installed on the machine can leak into a test.
  symlinkSync(process.execPath, join(dir, 'node'));
  for (const [name, mode] of Object.entries(bins)) {
    const path = join(dir, name);
    if (mode === 'noexec') {
      writeFileSync(path, '#!/bin/sh\necho not executable\n');
      chmodSync(path, 0o644);
      continue;
    }
    symlinkSync(FAKE_HELP, path);
    writeFileSync(`${path}.mode`, mode);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An environment whose PATH is only the fake directory. */
export function fakePathEnv(dir: string): NodeJS.ProcessEnv {
  return { PATH: dir, HOME: tmpdir() };
}

/**
 * Writes a repository lane manifest under `<repo>/.github/reviewer-lanes/capabilities/<id>/`: the
 * qwen manifest's envelope and reviewer body with `reviewer` fields replaced.
 */
export function writeRepositoryManifest(
  repo: string,
  id: string,
  reviewer: Record<string, unknown>,
  envelope: Record<string, unknown> = {},
): void {
  const base = readManifest('qwen');
  const slug = String(reviewer.slug ?? id);
  const body = {
    ...(base.reviewer as Record<string, unknown>),
    slug,
    flags: [`--${slug.replace(/_/g, '-')}`],
    reviewsSection: `Repo ${slug}`,
    ...reviewer,
  };
  const manifest = {
    ...base,
    id,
    title: `Repository lane ${id}`,
    config: undefined,
    ...envelope,
    reviewer: body,
  };
  const dir = join(repo, '.github', 'reviewer-lanes', 'capabilities', id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'capability.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

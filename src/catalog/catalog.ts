/**
 * The catalog stage: first-party lanes, then the repository's, each read, validated, gated and
 * merged (D2). Unreadable, invalid and colliding manifests are errors, reserved ids and engines
 * warnings, each with a skipped entry; one bad manifest never stops the others.
 */
import { join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { firstPartyCapabilitiesDir, packageVersion } from '../paths.js';
import { DEFAULTS, RESERVED_ID_PREFIX_RE, VOCABULARY_VERSION } from '../vocabulary.js';
import { firstPartyRank } from './first-party.js';
import { displayPath, readCapabilityDir } from './load.js';
import { checkRequires, mergeCandidates, type Candidate } from './merge.js';
import type { Catalog, Lane, LaneSource, SkippedManifest } from './types.js';
import { validateManifest } from './validate.js';
import { linkedFolderInRepository } from '../sys/linked-folder.js';
import satisfies from 'semver/functions/satisfies.js';

export interface LoadCatalogOptions {
  /** The repository root; repository paths and extra dirs are relative to it. */
  cwd: string;
  firstParty: boolean;
  /** Extra directories of `<id>/capability.json`, relative to `cwd` or absolute. */
  capabilityDirs: string[];
  /** D23: the pinned catalog's files, layered between first-party and the repository's lanes. */
  catalog?: CatalogLayer;
  /** Overrides for tests and benchmarks. */
  firstPartyDir?: string;
  /** The versions the engines gate compares against (default: ours). */
  versions?: { gsd: string; reviewerLanes: string };
}

export interface CatalogLayer {
  /** The catalog's root on disk (holding `capabilities/`). */
  dir: string;
  /** How output names it: the pin (`OWNER/REPO[/PATH]@SHA`). */
  label: string;
}

/** A catalog file as output names it: the pin, then the file inside the catalog. */
export function catalogFilePath(layer: CatalogLayer, absPath: string): string {
  return `${layer.label}:${relative(layer.dir, absPath).split(sep).join('/')}`;
}

interface Source {
  dir: string;
  source: LaneSource;
  /** The default repository directory may be absent; a directory named on the command line may not. */
  optional: boolean;
}

export async function loadCatalog(opts: LoadCatalogOptions): Promise<Catalog> {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const skipped: SkippedManifest[] = [];
  const { catalog } = opts;
  const showFrom = (source: LaneSource) => (abs: string) =>
    catalog && source === 'catalog' ? catalogFilePath(catalog, abs) : displayPath(opts.cwd, abs);

  const sources: Source[] = [];
  if (opts.firstParty) {
    sources.push({
      dir: opts.firstPartyDir ?? firstPartyCapabilitiesDir(),
      source: 'first-party',
      optional: false,
    });
  }
  if (catalog) sources.push({ dir: join(catalog.dir, 'capabilities'), source: 'catalog', optional: false });
  sources.push({
    dir: resolve(opts.cwd, DEFAULTS.repositoryCapabilitiesDir),
    source: 'repository',
    optional: true,
  });
  for (const dir of opts.capabilityDirs)
    sources.push({ dir: resolve(opts.cwd, dir), source: 'repository', optional: false });
  // The same directory named twice must not collide with itself.
  const unique = sources.filter((s, i) => sources.findIndex((o) => o.dir === s.dir) === i);

  // A folder of the checkout committed as a link would list and read another folder of this
  // machine (its names reach the output, the check's comment included): never followed.
  const linked = unique.map((s) =>
    s.source === 'repository' ? linkedFolderInRepository(s.dir, opts.cwd) : null,
  );
  const reads = unique.map((s, i) => (linked[i] ? null : readCapabilityDir(s.dir)));
  const candidates: Candidate[] = [];
  let versions: { gsd: string; reviewerLanes: string } | undefined = opts.versions;

  for (const [i, src] of unique.entries()) {
    const show = showFrom(src.source);
    const read = reads[i];
    const link = linked[i];
    if (link) {
      errors.push({
        message: `is reached through a symbolic link (${show(link)}); a link in the repository is not followed`,
        code: 'capabilities_dir_link',
        path: show(src.dir),
      });
      continue;
    }
    if (!read || read.status !== 'ok') {
      if (!src.optional) {
        errors.push({
          message:
            read?.status === 'not_a_directory'
              ? 'the capabilities directory is not a directory'
              : 'the capabilities directory does not exist',
          code: 'missing_capabilities_dir',
          path: show(src.dir),
        });
      }
      continue;
    }
    for (const m of read.manifests) {
      const path = show(m.absPath);
      const base = { path, id: m.folderId, source: src.source };
      if (m.kind === 'unreadable') {
        skipped.push({ ...base, reason: m.reason, message: m.message });
        errors.push({ message: m.message, code: m.reason, path, id: m.folderId });
        continue;
      }
      if (src.source !== 'first-party' && RESERVED_ID_PREFIX_RE.test(m.folderId)) {
        const message = `capability id ${JSON.stringify(m.folderId)} uses a prefix reserved for first-party capabilities (gsd-, gsd-core-, anthropic-); the lane is skipped`;
        skipped.push({ ...base, reason: 'reserved_id', message });
        warnings.push({ message, code: 'reserved_id', path, id: m.folderId, field: 'id' });
        continue;
      }
      const verdict = validateManifest(m.doc, { path, folderId: m.folderId });
      warnings.push(...verdict.warnings);
      const claims = {
        ...(verdict.slug ? { slug: verdict.slug } : {}),
        ...(verdict.flags ? { flags: verdict.flags } : {}),
      };
      if (!verdict.capability) {
        errors.push(...verdict.errors);
        const first = verdict.errors[0];
        const more = verdict.errors.length > 1 ? ` (and ${verdict.errors.length - 1} more)` : '';
        skipped.push({
          ...base,
          ...claims,
          reason: 'invalid',
          message: `failed validation: ${first?.field ? `${first.field}: ` : ''}${first?.message ?? 'invalid'}${more}`,
        });
        continue;
      }
      if (src.source !== 'first-party') {
        versions ??= { gsd: VOCABULARY_VERSION, reviewerLanes: packageVersion() };
        const unmet = unmetEngines(verdict.capability.engines, versions);
        if (unmet) {
          skipped.push({ ...base, ...claims, reason: 'incompatible', message: unmet.message });
          warnings.push({
            message: unmet.message,
            code: 'incompatible',
            path,
            id: m.folderId,
            field: unmet.field,
          });
          continue;
        }
      }
      candidates.push({
        source: src.source,
        absPath: m.absPath,
        path,
        capability: verdict.capability,
        warnings: verdict.warnings,
      });
    }
  }

  candidates.sort(catalogOrder);
  const merged = mergeCandidates(candidates);
  errors.push(...merged.errors);
  skipped.push(...merged.skipped);

  const requireProblems = checkRequires(merged.accepted);
  const accepted = merged.accepted.filter((c) => !requireProblems.has(c));
  for (const [c, problems] of requireProblems) {
    errors.push(...problems);
    const r = c.capability.reviewer;
    skipped.push({
      path: c.path,
      id: c.capability.id,
      ...(r ? { slug: r.slug, flags: r.flags } : {}),
      source: c.source,
      reason: 'invalid',
      message: `failed validation: ${problems[0]?.field}: ${problems[0]?.message}`,
    });
  }

  const configOwners = new Map<string, string>();
  const lanes: Lane[] = [];
  for (const c of accepted) {
    for (const key of Object.keys(c.capability.config)) configOwners.set(key, c.capability.id);
    const { reviewer, rawReviewer } = c.capability;
    if (!reviewer || !rawReviewer) continue; // a capability without `reviewer` is not a lane
    lanes.push({
      id: c.capability.id,
      source: c.source,
      path: c.absPath,
      ...(c.source === 'catalog' ? { shownPath: c.path } : {}),
      order: lanes.length,
      reviewer,
      rawReviewer,
      config: c.capability.config,
      diagnostics: c.warnings,
    });
  }
  return { lanes, skipped, errors, warnings, configOwners };
}

const LAYER_RANK: Record<LaneSource, number> = { 'first-party': 0, catalog: 1, repository: 2 };

/**
 * First-party in declared order, then the catalog's lanes by id, then the repository's by id
 * (D11, D23): a later layer's lane that collides with an earlier one is the one skipped.
 */
function catalogOrder(a: Candidate, b: Candidate): number {
  if (a.source !== b.source) return LAYER_RANK[a.source] - LAYER_RANK[b.source];
  if (a.source === 'first-party') {
    const rank = firstPartyRank(a.capability.id) - firstPartyRank(b.capability.id);
    if (rank !== 0) return rank;
  }
  const x = a.capability.id;
  const y = b.capability.id;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** D1: `engines.gsd` against the vocabulary version, `engines["reviewer-lanes"]` against ours. */
function unmetEngines(
  engines: { gsd?: string; 'reviewer-lanes'?: string },
  versions: { gsd: string; reviewerLanes: string },
): { message: string; field: string } | undefined {
  const gate = [
    { range: engines.gsd, version: versions.gsd, field: 'engines.gsd', what: 'lane vocabulary' },
    {
      range: engines['reviewer-lanes'],
      version: versions.reviewerLanes,
      field: 'engines["reviewer-lanes"]',
      what: 'reviewer-lanes',
    },
  ];
  for (const g of gate) {
    if (g.range === undefined || g.range.trim() === '') continue;
    let ok = false;
    try {
      ok = satisfies(g.version, g.range);
    } catch {
      ok = false;
    }
    if (!ok) {
      return {
        field: g.field,
        message: `is incompatible with ${g.what} ${g.version} (requires ${g.field} ${JSON.stringify(g.range)}); the lane is skipped`,
      };
    }
  }
  return undefined;
}

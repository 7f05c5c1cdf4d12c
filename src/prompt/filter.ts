/**
 * Path filters (D10): which changed files have their diff sent; an excluded file stays listed with
 * why. Order: binary, `exclude`, not `include`d, default excludes (unless `include` names them).
 * Globs read as in .gitignore: without `/` at any depth, a leading `/` anchors at the root.
 */
import picomatch from 'picomatch';
import type { Diagnostic } from '../diagnostics.js';
import type { Change, ChangedFile } from './change.js';

export type ExclusionReason = 'binary' | 'excluded' | 'not_included' | 'lockfile' | 'generated' | 'minified';

/** Lock files, by file name at any depth. */
const LOCKFILE_NAMES: readonly string[] = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'deno.lock',
  'Cargo.lock',
  'poetry.lock',
  'Pipfile.lock',
  'uv.lock',
  'pdm.lock',
  'go.sum',
  'composer.lock',
  'Gemfile.lock',
  'mix.lock',
  'pubspec.lock',
  'Podfile.lock',
  'Package.resolved',
  'packages.lock.json',
  'flake.lock',
  'gradle.lockfile',
];
/** Build output: a directory of this name at any depth. */
const GENERATED_DIR = 'dist';
/** Minified files and source maps, by the end of the file name. */
const MINIFIED_SUFFIXES: readonly string[] = ['.min.js', '.min.mjs', '.min.cjs', '.min.css', '.map'];

/** The default excludes as globs, in the syntax of the include/exclude settings. */
export const DEFAULT_EXCLUDES: ReadonlyArray<{
  reason: 'lockfile' | 'generated' | 'minified';
  globs: string[];
}> = [
  { reason: 'lockfile', globs: [...LOCKFILE_NAMES] },
  { reason: 'generated', globs: [`${GENERATED_DIR}/**`, `**/${GENERATED_DIR}/**`] },
  { reason: 'minified', globs: MINIFIED_SUFFIXES.map((s) => `*${s}`) },
];

const LOCKFILES = new Set(LOCKFILE_NAMES);

/** DEFAULT_EXCLUDES as string tests; the filter tests hold it to what picomatch decides. */
export function defaultExclusion(path: string): 'lockfile' | 'generated' | 'minified' | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (LOCKFILES.has(name)) return 'lockfile';
  if (
    path === GENERATED_DIR ||
    path.startsWith(`${GENERATED_DIR}/`) ||
    path.endsWith(`/${GENERATED_DIR}`) ||
    path.includes(`/${GENERATED_DIR}/`)
  )
    return 'generated';
  if (MINIFIED_SUFFIXES.some((s) => name.endsWith(s))) return 'minified';
  return null;
}

export interface FileFilterSettings {
  include: readonly string[];
  exclude: readonly string[];
}

export interface FilteredFile extends ChangedFile {
  /** Why the diff is not sent, or null when it is. */
  excluded: ExclusionReason | null;
}

export interface FilteredChange extends Omit<Change, 'files'> {
  files: FilteredFile[];
}

const GLOB_OPTIONS: picomatch.PicomatchOptions = { dot: true };

/** .gitignore-like: a glob without `/` matches the name at any depth; a leading `/` anchors it. */
function normaliseGlob(g: string): string {
  const t = g.trim();
  if (t.startsWith('/')) return t.slice(1);
  return t.includes('/') ? t : `**/${t}`;
}

type Matcher = (path: string) => boolean;

/**
 * A warning for each glob that is empty or does not compile, and the usable ones normalised:
 * picomatch silently turns a bad glob into one that matches nothing.
 */
export function checkGlobs(
  globs: readonly unknown[],
  setting: string,
): { usable: string[]; problems: Diagnostic[] } {
  const usable: string[] = [];
  const problems: Diagnostic[] = [];
  for (const g of globs) {
    if (typeof g !== 'string' || g.trim() === '') {
      problems.push({
        code: 'invalid_glob',
        field: setting,
        message: `${setting}: an empty glob was ignored.`,
      });
      continue;
    }
    try {
      picomatch.makeRe(normaliseGlob(g), { ...GLOB_OPTIONS, debug: true });
      usable.push(normaliseGlob(g));
    } catch (e) {
      problems.push({
        code: 'invalid_glob',
        field: setting,
        message: `${setting}: the glob "${g}" was ignored: ${(e as Error).message}`,
      });
    }
  }
  return { usable, problems };
}

function compile(globs: readonly string[], setting: string, warnings: Diagnostic[]): Matcher | null {
  const { usable, problems } = checkGlobs(globs, setting);
  warnings.push(...problems);
  return usable.length === 0 ? null : picomatch(usable, GLOB_OPTIONS);
}

/** A reusable classifier; compile once, call per path. */
export function createFileFilter(settings: FileFilterSettings): {
  classify(file: Pick<ChangedFile, 'path' | 'binary'>): ExclusionReason | null;
  warnings: Diagnostic[];
} {
  const warnings: Diagnostic[] = [];
  const include = compile(settings.include, 'include', warnings);
  const exclude = compile(settings.exclude, 'exclude', warnings);
  return {
    warnings,
    classify(file) {
      if (file.binary) return 'binary';
      if (exclude?.(file.path)) return 'excluded';
      if (include) return include(file.path) ? null : 'not_included';
      return defaultExclusion(file.path);
    },
  };
}

/** The change with every file marked; the diffs of excluded files are released. */
export function filterChange(
  change: Change,
  settings: FileFilterSettings,
): { change: FilteredChange; warnings: Diagnostic[] } {
  const filter = createFileFilter(settings);
  const files = change.files.map((f): FilteredFile => {
    const excluded = filter.classify(f);
    return excluded === null ? { ...f, excluded } : { ...f, diff: null, excluded };
  });
  return { change: { ...change, files }, warnings: filter.warnings };
}

/**
 * The committed consent baseline, `consent.json` (DESIGN.md D4), and reading it from a trusted
 * git ref (D5): as a git object at the PR base — never from the working tree the PR controls.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { Git } from '../sys/git.js';
import { NO_VERDICTS, sameData, type Verdicts } from '../sys/verdicts.js';
import type { Baseline, BaselineEntry, BaselineOrigin } from './types.js';

export const MAX_BASELINE_BYTES = 1024 * 1024;

/** Entries in a canonical form: `env` sorted and deduplicated, empty `env` dropped. */
export function canonicalEntry(entry: BaselineEntry): BaselineEntry {
  const out: BaselineEntry = {
    slug: entry.slug,
    signature: entry.signature,
    disclosure: entry.disclosure,
    consentedAt: entry.consentedAt,
  };
  if (entry.host !== undefined) out.host = entry.host;
  if (entry.env && entry.env.length > 0) out.env = [...new Set(entry.env)].sort();
  return out;
}

/**
 * The baseline of a document known to validate clean (sys/verdicts.ts): what parseBaseline
 * returns for it, built without the schema (and without loading zod).
 */
export function acceptBaseline(doc: { lanes: Record<string, BaselineEntry> }): Baseline {
  // A null-prototype map: lane ids are data, never keys into Object.prototype.
  const lanes: Record<string, BaselineEntry> = Object.create(null) as Record<string, BaselineEntry>;
  for (const [id, entry] of Object.entries(doc.lanes)) lanes[id] = canonicalEntry(entry);
  return { version: 1, lanes };
}

/**
 * Parses `consent.json` text, through the recorded verdicts first: text this build validated
 * clean before skips the schema. Diagnostics are the schema's, every time there are any.
 */
export async function parseBaselineText(
  text: string,
  path: string,
  verdicts: Verdicts = NO_VERDICTS,
): Promise<{ baseline: Baseline | null; errors: Diagnostic[] }> {
  if (verdicts.known('baseline', path, text)) {
    try {
      const doc = JSON.parse(text.replace(/^\uFEFF/, '')) as { lanes: Record<string, BaselineEntry> };
      return { baseline: acceptBaseline(doc), errors: [] };
    } catch {
      // cannot happen for text that parsed before; fall through to the full parse
    }
  }
  const { parseBaseline } = await import('./baseline-parse.js');
  const parsed = parseBaseline(text, path);
  if (verdicts !== NO_VERDICTS && parsed.baseline && parsed.errors.length === 0) {
    // Recorded only when the fast path rebuilds exactly what the schema gave.
    const doc = JSON.parse(text.replace(/^\uFEFF/, '')) as { lanes: Record<string, BaselineEntry> };
    if (sameData(acceptBaseline(doc), parsed.baseline)) verdicts.remember('baseline', path, text);
  }
  return parsed;
}

/** Deterministic text: keys sorted at every level, `env` sorted, two-space JSON, final newline. */
export function serializeBaseline(baseline: Baseline): string {
  const lanes: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const id of Object.keys(baseline.lanes).sort()) {
    const entry = canonicalEntry(baseline.lanes[id] as BaselineEntry);
    const sortedEntry: Record<string, unknown> = {};
    for (const key of Object.keys(entry).sort()) sortedEntry[key] = entry[key as keyof BaselineEntry];
    lanes[id] = sortedEntry;
  }
  return `${JSON.stringify({ lanes, version: baseline.version }, null, 2)}\n`;
}

/** What `consent --write` says to do when there is no baseline to check against. */
export function bootstrapHint(path: string): string {
  return `run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${path} on the base branch first`;
}

/**
 * Reads the baseline at `ref` as a git object (never the working tree). A missing file is not an
 * error — `origin.missing` is set and every lane that needs an entry is blocked; a symlink, a
 * non-file, an unresolvable ref or malformed content is.
 */
export async function readBaseline(
  git: Git,
  ref: string,
  path: string,
  verdicts: Verdicts = NO_VERDICTS,
): Promise<{ baseline: Baseline | null; origin: BaselineOrigin; errors: Diagnostic[] }> {
  const origin: BaselineOrigin = { ref, sha: null, path, missing: false };
  const fail = (message: string, code = 'invalid_baseline') => ({
    baseline: null,
    origin,
    errors: [{ code, path, message }],
  });
  try {
    origin.sha = await git.revParse(ref);
    if (origin.sha === null) {
      return fail(
        `cannot be read: ${JSON.stringify(ref)} does not name a commit in this repository`,
        'baseline_ref',
      );
    }
    const file = await git.readFile(origin.sha, path);
    switch (file.kind) {
      case 'missing':
        origin.missing = true;
        return { baseline: null, origin, errors: [] };
      case 'symlink':
        return fail(
          `is a symlink at ${origin.sha} (-> ${file.target}); the consent baseline must be a regular file`,
        );
      case 'not_a_file':
        return fail(`is not a regular file at ${origin.sha}`);
      case 'file': {
        if (Buffer.byteLength(file.content, 'utf8') > MAX_BASELINE_BYTES) {
          return fail(`is larger than 1 MiB at ${origin.sha}`);
        }
        const parsed = await parseBaselineText(file.content, path, verdicts);
        return { baseline: parsed.baseline, origin, errors: parsed.errors };
      }
    }
  } catch (error) {
    return fail(`cannot be read at ${ref}: ${(error as Error).message}`, 'baseline_ref');
  }
}

/**
 * The known name a misspelling most likely meant, for "did you mean …?" messages: the closest by
 * edit distance (a transposition counts as one edit), or one that contains the name as whole words
 * (`reviewers` → `default_reviewers`). Undefined when nothing is close enough to be a good guess.
 */

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

const words = (name: string): string[] => name.split(/[._-]+/).filter(Boolean);

/** True when `inner`'s words appear, in order and adjacent, among `outer`'s. */
function containsWords(outer: string, inner: string): boolean {
  const o = words(outer);
  const i = words(inner);
  if (i.length === 0 || i.length >= o.length) return false;
  return o.some((_, start) => i.every((w, k) => o[start + k] === w));
}

export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  // A third of the name's length, at most 3: `codx` → `codex` is a guess, `ab` → `ac` is not.
  const limit = Math.min(3, Math.floor(lower.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  let containing: string | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
    if (containing === undefined && containsWords(candidate.toLowerCase(), lower)) containing = candidate;
  }
  return best?.candidate ?? containing;
}

/** ` (did you mean "x"?)`, or nothing when no known name is close. */
export function didYouMean(given: string, known: Iterable<string>): string {
  const name = nearestName(given, known);
  return name === undefined ? '' : ` (did you mean ${JSON.stringify(name)}?)`;
}

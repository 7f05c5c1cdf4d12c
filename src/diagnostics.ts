/** Errors are data (D2): only bugs throw; a diagnostic names the file, capability and field. */

export interface Diagnostic {
  message: string;
  /** A stable machine code (e.g. `invalid_field`, `collision`, a lane reason). */
  code?: string;
  /** The file the problem is in (repository-relative where possible). */
  path?: string;
  /** The capability id. */
  id?: string;
  /** The JSON path inside the document, e.g. `reviewer.invoke.binary`. */
  field?: string;
  slug?: string;
}

export interface Diagnostics {
  errors: Diagnostic[];
  warnings: Diagnostic[];
  infos: Diagnostic[];
}

/** A user-fixable problem with the configuration (a file, an input, a flag). */
export class ConfigurationError extends Error {
  readonly diagnostic: Diagnostic;
  constructor(diagnostic: Diagnostic) {
    super(formatDiagnostic(diagnostic));
    this.name = 'ConfigurationError';
    this.diagnostic = diagnostic;
  }
}

/** A bad command line or action input: exit 2, decided before any other work. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * GitHub or the artifact service failed, or answered what cannot be read: neither the user's
 * mistake nor a bug, so reported without a stack.
 */
export class ServiceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ServiceError';
  }
}

/** A bug: an invariant of this code broken. Reported as one, with its stack. */
export class InternalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InternalError';
  }
}

/** `path: id: field: message` with the parts that are known. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.path, d.id && `[${d.id}]`, d.field].filter(Boolean).join(' ');
  return where ? `${where}: ${d.message}` : d.message;
}

/** The message of anything thrown (errors from another realm fail `instanceof Error`). */
export function messageOf(err: unknown): string {
  const m = (err as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : String(err);
}

/** Edit distance of two short names: Levenshtein's, with a swap of two neighbours one edit (`reveiw`). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  const at = (i: number, j: number): number => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known name closest to a mistyped one, when it is close enough to be the one meant: at most
 * a third of its letters changed (at least one), never all of them; ties to the first listed.
 */
export function closestName(given: string, known: Iterable<string>): string | undefined {
  if (given.length > 64) return undefined;
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(given.length / 3)) + 1;
  for (const name of known) {
    const d = distance(given.toLowerCase(), name.toLowerCase());
    if (d < bestDistance && d < given.length && name !== given) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or nothing when no known name is close. */
export function didYouMean(given: string, known: Iterable<string>): string {
  const name = closestName(given, known);
  return name === undefined ? '' : ` (did you mean ${JSON.stringify(name)}?)`;
}

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

/**
 * What a CLI command is: an option spec (parsed before any work, so a usage error exits 2 having
 * done nothing) and a `run` that returns the exit code.
 */
import type { Diagnostic } from '../diagnostics.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** Repeatable (`--capabilities A --capabilities B`); the value is then a string[]. */
  multiple?: boolean;
  short?: string;
  /** Shown in usage: `--config F`. */
  valueName?: string;
  description: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

export type OptionValues = Record<string, string | boolean | string[] | undefined>;

export interface CommandSpec {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Extra lines after the synopsis. */
  description?: string;
  options: OptionSpecs;
  /**
   * Checks option values that parse but are wrong (`--max-parallel x`); throw UsageError. Runs
   * before any work, like parsing itself.
   */
  check?(values: OptionValues): void;
}

export interface CommandContext {
  /** Absolute repository root (`--cwd`, default the current directory), known to be a directory. */
  cwd: string;
  /** `--json`: one JSON document on stdout. */
  json: boolean;
  /** This command's own option values (globals excluded). */
  values: OptionValues;
  out: Output;
  env: NodeJS.ProcessEnv;
  /** Aborted on SIGINT/SIGTERM: a command running lanes stops them and reports what it has. */
  signal?: AbortSignal;
}

export interface CommandModule {
  spec: CommandSpec;
  run(ctx: CommandContext): Promise<number>;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

export interface DiagnosticLists {
  errors?: Diagnostic[];
  warnings?: Diagnostic[];
  infos?: Diagnostic[];
}

/** Output helpers shared by every command: one JSON document, or readable text. */
export interface Output extends CliIo {
  /** Writes one JSON document (two-space indented, final newline) on stdout. */
  json(doc: unknown): void;
  /** Writes `error: path [id] field: message` lines (stdout: in text mode they are the report). */
  diagnostics(lists: DiagnosticLists): void;
  /** Left-aligned columns; the first row is the header. */
  table(rows: string[][]): void;
}

/** Exit code for a command's check: 1 when anything landed in `errors`. */
export function exitCodeFor(errors: readonly unknown[]): number {
  return errors.length > 0 ? 1 : 0;
}

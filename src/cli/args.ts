/**
 * Command-line parsing with node:util parseArgs (strict): global options anywhere, command options
 * after the command name. Every problem is a UsageError with a short message of our own (Node's
 * wording varies between versions), decided before any work is done.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../diagnostics.js';
import { didYouMean } from '../sys/nearest.js';
import type { CommandSpec, OptionSpecs, OptionValues } from './command.js';
import { GLOBAL_OPTIONS } from './options.js';

export const PROGRAM = 'reviewer-lanes';

export interface GlobalValues {
  json: boolean;
  cwd?: string;
  help: boolean;
  version: boolean;
}

/** Finds the command name: the first token that is neither an option nor a global option's value. */
export function splitCommand(argv: string[]): { before: string[]; name?: string; after: string[] } {
  const takesValue = new Set(
    Object.entries(GLOBAL_OPTIONS)
      .filter(([, o]) => o.type === 'string')
      .map(([name]) => `--${name}`),
  );
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '--') break;
    if (token.startsWith('-')) {
      if (takesValue.has(token)) i++;
      continue;
    }
    return { before: argv.slice(0, i), name: token, after: argv.slice(i + 1) };
  }
  return { before: argv, after: [] };
}

function quoted(message: string): string {
  const m = /'([^']*)'/.exec(message);
  return (m?.[1] ?? '').replace(/ <value>$/, '');
}

export function parseOptions(tokens: string[], specs: OptionSpecs): OptionValues {
  try {
    // parseArgs reads `type`, `multiple` and `short` of each spec and ignores the rest.
    return parseArgs({ args: tokens, options: specs, strict: true, allowPositionals: false })
      .values as OptionValues;
  } catch (e) {
    const code = (e as { code?: string }).code;
    const message = e instanceof Error ? e.message : String(e);
    const name = quoted(message);
    switch (code) {
      case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
        throw new UsageError(
          `unknown option ${name}${didYouMean(
            name,
            Object.keys(specs).map((k) => `--${k}`),
          )}`,
        );
      case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
        throw new UsageError(`unexpected argument ${JSON.stringify(name)}`);
      case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
        throw new UsageError(
          /does not take an argument/.test(message)
            ? `option ${name} takes no value`
            : `option ${name} needs a value`,
        );
      default:
        throw new UsageError(message);
    }
  }
}

export function globalValues(values: OptionValues): GlobalValues {
  return {
    json: values.json === true,
    ...(typeof values.cwd === 'string' ? { cwd: values.cwd } : {}),
    help: values.help === true,
    version: values.version === true,
  };
}

/** Splits parsed values into the globals and the command's own. */
export function withoutGlobals(values: OptionValues): OptionValues {
  const own: OptionValues = {};
  for (const [k, v] of Object.entries(values)) if (!(k in GLOBAL_OPTIONS)) own[k] = v;
  return own;
}

function optionLines(specs: OptionSpecs): string[] {
  const rows = Object.entries(specs).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` ${o.valueName ?? 'VALUE'}` : ''}`;
    return [flag + (o.multiple ? ' ...' : ''), o.description] as const;
  });
  const width = Math.max(...rows.map(([f]) => f.length));
  return rows.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`);
}

export function synopsis(spec: CommandSpec): string {
  const parts = Object.entries(spec.options).map(([name, o]) => {
    const flag = `--${name}${o.type === 'string' ? ` ${o.valueName ?? 'VALUE'}` : ''}`;
    return `[${flag}]${o.multiple ? '...' : ''}`;
  });
  return [`${PROGRAM} ${spec.name}`, ...parts].join(' ');
}

export function commandUsage(spec: CommandSpec): string {
  return [
    `Usage: ${synopsis(spec)} [--json] [--cwd DIR]`,
    '',
    spec.summary + (spec.description ? `\n${spec.description}` : ''),
    '',
    'Options:',
    ...optionLines({ ...spec.options, ...GLOBAL_OPTIONS }),
    '',
  ].join('\n');
}

export function topUsage(commands: Record<string, { summary: string }>): string {
  const names = Object.keys(commands);
  const width = Math.max(...names.map((n) => n.length));
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${commands[n]?.summary ?? ''}`),
    '',
    'Global options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    `Run '${PROGRAM} <command> --help' for a command's options.`,
    'Exit codes: 0 success, 1 the check failed, 2 usage error.',
    '',
  ].join('\n');
}

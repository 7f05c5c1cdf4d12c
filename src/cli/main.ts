/**
 * CLI entry: parses argv (exit 2 on usage errors, before any work) and dispatches a command from
 * the static registry. Exit codes: 0 success, 1 the command's check failed,
 * 2 usage error. Only the command that runs is imported.
 */
import { lstatSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigurationError, messageOf, ServiceError, UsageError, type Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../sys/nearest.js';
import {
  PROGRAM,
  commandUsage,
  globalValues,
  parseOptions,
  splitCommand,
  topUsage,
  withoutGlobals,
} from './args.js';
import type { CliIo, CommandModule } from './command.js';
import { packageVersion } from '../paths.js';
import { removeLiveDirs } from '../sys/live-dirs.js';
import { killLiveGroups } from '../sys/live-groups.js';
import { checkPathOptions, GLOBAL_OPTIONS } from './options.js';
import { createOutput, processIo } from './output.js';
import { COMMANDS, findCommand, type CommandEntry } from './registry.js';

export interface MainDeps {
  io?: CliIo;
  env?: NodeJS.ProcessEnv;
  /** The directory `--cwd` is resolved against (default: process.cwd()). */
  cwd?: string;
  /** Where SIGINT/SIGTERM are listened for (default: the process). */
  signals?: Pick<NodeJS.Process, 'on' | 'off'>;
  /** The command registry (default: COMMANDS); tests pass their own to watch what runs. */
  commands?: Readonly<Record<string, CommandEntry>>;
}

export async function main(argv: string[], deps: MainDeps = {}): Promise<number> {
  const io = deps.io ?? processIo;
  const commands = deps.commands ?? COMMANDS;
  const { before, name, after } = splitCommand(argv);
  // Known before parsing, which may fail: a script that asked for JSON gets a document even then.
  const json = wantsJson(argv);
  const base = createOutput(io);
  let written = false;
  const out = {
    ...base,
    json: (doc: unknown) => {
      written = true;
      base.json(doc);
    },
  };
  // One document on stdout: a command that printed its own before it failed keeps it.
  const failed = (error: Diagnostic): void => {
    if (json && !written) out.json({ ok: false, errors: [error] });
  };
  // What was wrong (with the name that was probably meant), then where the usage is: not the
  // whole usage text, which buried the one line that mattered.
  const usageError = (message: string, command?: string): number => {
    io.stderr(`${PROGRAM}: ${message}\nRun '${PROGRAM}${command ? ` ${command}` : ''} --help' for usage.\n`);
    failed({ message, code: 'usage_error' });
    return 2;
  };

  let module: CommandModule | undefined;
  let globals;
  let values;
  try {
    globals = globalValues(parseOptions(before, GLOBAL_OPTIONS));
    if (name === undefined) {
      if (globals.version) {
        io.stdout(`${packageVersion()}\n`);
        return 0;
      }
      if (globals.help) {
        io.stdout(topUsage(commands));
        return 0;
      }
      return usageError('no command given');
    }
    const entry = findCommand(commands, name);
    if (!entry)
      return usageError(`unknown command ${JSON.stringify(name)}${didYouMean(name, Object.keys(commands))}`);
    module = await entry.load();
    const parsed = parseOptions([...before, ...after], { ...module.spec.options, ...GLOBAL_OPTIONS });
    globals = globalValues(parsed);
    values = withoutGlobals(parsed);
    if (globals.help) {
      io.stdout(commandUsage(module.spec));
      return 0;
    }
    module.spec.check?.(values);
  } catch (e) {
    if (e instanceof UsageError) return usageError(e.message, module?.spec.name);
    throw e;
  }

  const cwd = resolve(deps.cwd ?? process.cwd(), globals.cwd ?? '.');
  if (!isDirectory(cwd)) {
    return usageError(`--cwd: ${JSON.stringify(globals.cwd ?? cwd)} is not a directory`, module.spec.name);
  }
  try {
    checkPathOptions(values, cwd, { exists, isDirectory });
  } catch (e) {
    if (e instanceof UsageError) return usageError(e.message, module.spec.name);
    throw e;
  }

  // Lanes run in process groups of their own, so a terminal's Ctrl-C does not reach them: the
  // command is told instead, stops its lanes and still writes what it has.
  const controller = new AbortController();
  const signals = deps.signals ?? process;
  const cancel = (sig: NodeJS.Signals): void => {
    // A second signal means "now": leave without waiting for the lanes to be stopped, but not
    // without them: every lane's group is killed outright first, then the lanes' workspace goes.
    if (controller.signal.aborted) {
      if (signals === process) {
        killLiveGroups();
        removeLiveDirs();
        process.exit(130);
      }
      return;
    }
    io.stderr(`${PROGRAM}: ${sig}: stopping the lanes\n`);
    controller.abort(new DOMException(`cancelled by ${sig}`, 'AbortError'));
  };
  signals.on('SIGINT', cancel);
  signals.on('SIGTERM', cancel);
  try {
    return await module.run({
      cwd,
      json: globals.json,
      values,
      out,
      env: deps.env ?? process.env,
      signal: controller.signal,
    });
  } catch (e) {
    if (e instanceof UsageError) return usageError(e.message, module.spec.name);
    // A user-fixable problem with a file or a ref: the message says where and what, no stack.
    if (e instanceof ConfigurationError) {
      io.stderr(`${PROGRAM}: error: ${e.message}\n`);
      failed(e.diagnostic);
      return 1;
    }
    if (e instanceof ServiceError) {
      io.stderr(`${PROGRAM}: error: ${e.message}\n`);
      failed({ message: e.message, code: 'service_error' });
      return 1;
    }
    // A bug, not a user error: say so plainly, with the stack for the report.
    io.stderr(`${PROGRAM}: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    failed({ message: `internal error: ${messageOf(e)}`, code: 'internal_error' });
    return 1;
  } finally {
    signals.off('SIGINT', cancel);
    signals.off('SIGTERM', cancel);
  }
}

/**
 * Whether the command line asks for JSON, read from the tokens themselves: `--json` (or a
 * mistaken `--json=…`) before a `--`. A string option's value can never be `--json`: the parser
 * refuses a value that starts with a dash.
 */
function wantsJson(argv: readonly string[]): boolean {
  for (const token of argv) {
    if (token === '--') return false;
    if (token === '--json' || token.startsWith('--json=')) return true;
  }
  return false;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

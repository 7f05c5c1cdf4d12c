/**
 * The runner's log, annotations, summary, inputs and outputs behind one interface. Production
 * writes GitHub's documented workflow commands and environment files itself, in the format
 * @actions/core writes them (a test holds the two byte for byte): that package loads an OIDC
 * client, and with it an HTTP client and undici, at start-up whatever the run does (DESIGN D15,
 * as amended in docs/architecture.md).
 */
import { appendFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';
import { InternalError } from '../diagnostics.js';

export interface Annotation {
  file?: string;
  startLine?: number;
  endLine?: number;
  title?: string;
}

export interface ActionLog {
  info(message: string): void;
  notice(message: string, at?: Annotation): void;
  warning(message: string, at?: Annotation): void;
  error(message: string, at?: Annotation): void;
}

export interface RunnerSurface extends ActionLog {
  /** Appends markdown to the job summary. */
  summary(markdown: string): Promise<void>;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  setSecret(value: string): void;
}

/** GitHub rejects a step summary over 1 MiB; keep well under it. */
export const SUMMARY_LIMIT_BYTES = 1_000_000;

/** A command's message: `%`, CR and LF would end or forge the command, so they are encoded. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: `:` and `,` also delimit properties. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

type Properties = Array<[string, string | number | undefined]>;

/** `::name key=value,…::message`; properties without a value are left out, as the runner would ignore them. */
function command(name: string, properties: Properties, message: string): string {
  const given = properties.filter(([, v]) => v !== undefined && v !== '' && v !== 0);
  const props = given.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/** An annotation (or a plain log command), with the properties GitHub reads for one. */
export function workflowCommand(name: string, message: string, at: Annotation = {}): string {
  return command(
    name,
    [
      ['title', at.title],
      ['file', at.file],
      ['line', at.startLine],
      ['endLine', at.endLine],
    ],
    message,
  );
}

/**
 * A `name<<delimiter` block for GITHUB_OUTPUT: a random delimiter, refused if the name or value
 * holds it, so no value can end the block early and set another output.
 */
export function outputBlock(name: string, value: string, delimiter = `ghadelimiter_${randomUUID()}`): string {
  if (name.includes(delimiter))
    throw new InternalError(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (value.includes(delimiter))
    throw new InternalError(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

/** An input as the runner hands it over: `INPUT_<NAME>` (spaces as `_`, upper case), trimmed. */
export function readRunnerInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

const issue = (line: string): void => {
  process.stdout.write(line + EOL);
};

export const runnerSurface: RunnerSurface = {
  info: (m) => issue(m),
  notice: (m, at) => issue(workflowCommand('notice', m, at)),
  warning: (m, at) => issue(workflowCommand('warning', m, at)),
  error: (m, at) => issue(workflowCommand('error', m, at)),
  async summary(markdown) {
    const file = process.env['GITHUB_STEP_SUMMARY'];
    if (!file) {
      issue('No job summary file (GITHUB_STEP_SUMMARY is unset); the summary is skipped.');
      return;
    }
    await appendFile(file, markdown + EOL, 'utf8');
  },
  setOutput(name, value) {
    const file = process.env['GITHUB_OUTPUT'];
    // A runner without the file (older runners) takes the command on stdout.
    if (!file) issue(`${EOL}${command('set-output', [['name', name]], value)}`);
    else appendFileSync(file, outputBlock(name, value), 'utf8');
  },
  setFailed(m) {
    process.exitCode = 1;
    issue(workflowCommand('error', m));
  },
  setSecret: (v) => issue(workflowCommand('add-mask', v)),
};

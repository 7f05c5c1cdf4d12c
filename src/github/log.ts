/**
 * The runner's log, annotations, summary, inputs and outputs behind one interface, so the stages
 * and the action's tests can be given a fake one. Production is @actions/core (D15).
 */
import * as core from '@actions/core';

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

/** An input as the runner hands it over (`INPUT_<NAME>`), trimmed. */
export function readRunnerInput(name: string): string {
  return core.getInput(name);
}

/**
 * core.summary is one buffer for the process: two appends in flight at once would each write
 * the other's text too, so they go one after the other.
 */
let summaryWritten: Promise<void> = Promise.resolve();

async function appendSummary(markdown: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) {
    core.info('No job summary file (GITHUB_STEP_SUMMARY is unset); the summary is skipped.');
    return;
  }
  await core.summary.addRaw(markdown, true).write();
}

export const runnerSurface: RunnerSurface = {
  info: (m) => core.info(m),
  notice: (m, at) => core.notice(m, at),
  warning: (m, at) => core.warning(m, at),
  error: (m, at) => core.error(m, at),
  summary(markdown) {
    const written = summaryWritten.then(() => appendSummary(markdown));
    // The next append waits for this one, whether or not it failed; the caller hears how it went.
    summaryWritten = written.catch(() => undefined);
    return written;
  },
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (m) => core.setFailed(m),
  setSecret: (v) => core.setSecret(v),
};

/**
 * The runner's log, annotations, summary and outputs behind one interface; production is
 * @actions/core, which escapes workflow commands and delimits outputs at random.
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

export const coreSurface: RunnerSurface = {
  info: (m) => core.info(m),
  notice: (m, at) => core.notice(m, at ?? {}),
  warning: (m, at) => core.warning(m, at ?? {}),
  error: (m, at) => core.error(m, at ?? {}),
  async summary(markdown) {
    if (!process.env['GITHUB_STEP_SUMMARY']) {
      core.info('No job summary file (GITHUB_STEP_SUMMARY is unset); the summary is skipped.');
      return;
    }
    await core.summary.emptyBuffer().addRaw(markdown, true).write();
  },
  setOutput: (n, v) => core.setOutput(n, v),
  setFailed: (m) => core.setFailed(m),
  setSecret: (v) => core.setSecret(v),
};

import * as core from '@actions/core';

/** The action's single orchestrator: settings, stages, outputs, and one catch. */
export async function run(): Promise<void> {
  try {
    throw new Error('the action is not built yet');
  } catch (err) {
    core.setFailed(err instanceof Error ? err.message : String(err));
  }
}

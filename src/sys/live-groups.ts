/**
 * The process groups of the lanes running now (POSIX; each lane leads its own group). The runner
 * adds a group when its lane starts and removes it once nothing of the group is left; the CLI's
 * second Ctrl-C, which leaves at once without waiting for lanes to stop, kills what is listed
 * here first, so no lane outlives it.
 */
export const liveGroups = new Set<number>();

/** SIGKILL to every listed group. Best effort: a group that is already gone is skipped. */
export function killLiveGroups(): void {
  for (const pgid of liveGroups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  liveGroups.clear();
}

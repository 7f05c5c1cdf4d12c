/** The lanes' running process groups, for the CLI's second Ctrl-C to kill before it leaves. */
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

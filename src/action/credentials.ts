/**
 * actions/checkout leaves the job's token in the git config (`http.<url>.extraheader`, by default).
 * Lanes never see repository credentials (D6): the entries are taken out while lanes run and put
 * back after, so later steps that push still can.
 */
import type { Git } from '../sys/git.js';

export interface CredentialEntry {
  file: string;
  key: string;
  value: string;
}

/** Every `http.*.extraheader` git can see from here; null when git cannot say. Reads only. */
export async function listCheckoutCredentials(git: Git): Promise<CredentialEntry[] | null> {
  const listed = await git.exec([
    'config',
    '--includes',
    '--show-origin',
    '--null',
    '--get-regexp',
    '^http\\..*\\.extraheader$',
  ]);
  // Exit 1: none set. Anything else: nothing we can safely change.
  if (listed.exitCode === 1) return [];
  if (listed.exitCode !== 0) return null;
  const entries: CredentialEntry[] = [];
  // --null: "file:<path>\0<key>\n<value>\0" per entry.
  const parts = listed.stdout.split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const origin = parts[i] ?? '';
    const kv = parts[i + 1] ?? '';
    const nl = kv.indexOf('\n');
    if (!origin.startsWith('file:') || nl < 0) continue;
    entries.push({ file: origin.slice('file:'.length), key: kv.slice(0, nl), value: kv.slice(nl + 1) });
  }
  return entries;
}

/**
 * Removes every `http.*.extraheader` git can see from here; returns how to put them back.
 * `listed`: the listing, when the caller started it earlier (it only reads).
 */
export async function hideCheckoutCredentials(
  git: Git,
  log: { warning(message: string): void },
  listed: Promise<CredentialEntry[] | null> = listCheckoutCredentials(git),
): Promise<() => Promise<void>> {
  const entries = await listed;
  if (!entries) return async () => undefined;
  const removed: CredentialEntry[] = [];
  for (const e of new Map(entries.map((x) => [`${x.file}\0${x.key}`, x])).values()) {
    const r = await git.exec(['config', '--file', e.file, '--unset-all', e.key]);
    if (r.exitCode === 0) removed.push(...entries.filter((x) => x.file === e.file && x.key === e.key));
    else
      log.warning(
        `Could not take the checkout's credential (${e.key}) out of ${e.file} while the lanes run.`,
      );
  }
  return async () => {
    for (const e of removed) {
      const r = await git.exec(['config', '--file', e.file, '--add', e.key, e.value]);
      if (r.exitCode !== 0)
        log.warning(`Could not put the checkout's credential (${e.key}) back into ${e.file}.`);
    }
  };
}

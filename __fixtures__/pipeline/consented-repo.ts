/**
 * A real git repository as a review finds it: repository lanes (and any other files) committed on
 * `main` with a consent baseline written by `reviewer-lanes consent --write`, as a maintainer
 * would, and a one-line change to `a.txt` on branch `f`, checked out. Written for these tests.
 */
import { main } from '../../src/cli/main.js';
import { tempRepo, type TempRepo } from '../trust/repo.js';

/** `files`: repository-relative path -> text, written before the baseline is. */
export async function consentedRepo(files: Record<string, string>): Promise<TempRepo> {
  const repo = tempRepo();
  for (const [path, text] of Object.entries(files)) repo.write(path, text);
  repo.write('a.txt', 'one\n');
  let stderr = '';
  const code = await main(['consent', '--write', '--no-first-party'], {
    cwd: repo.dir,
    io: { stdout: () => undefined, stderr: (s) => void (stderr += s) },
  });
  if (code !== 0) throw new Error(`consent --write failed: ${stderr}`);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'f');
  repo.write('a.txt', 'one\ntwo\n');
  repo.commit('change');
  return repo;
}

/** The path of repository lane `id`'s manifest. */
export const lanePath = (id: string): string => `.github/reviewer-lanes/capabilities/${id}/capability.json`;

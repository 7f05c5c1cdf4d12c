/**
 * The checkout's persisted token is out of the repository's git config while lanes run, and
 * back after (src/action/credentials.ts): in .git/config, and in a file .git/config includes
 * (where newer checkouts keep it). Real git repositories in temp dirs.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hideCheckoutCredentials } from '../../src/action/credentials.js';
import { createGit } from '../../src/sys/git.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';

const HEADER = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==';

let repo: TempRepo;
let extra: string | undefined;
afterEach(() => {
  repo?.cleanup();
  if (extra) rmSync(extra, { recursive: true, force: true });
});

/** What any process in the checkout (a lane) can read. */
const visible = (r: TempRepo): string => {
  try {
    return r.git('config', '--includes', '--get-regexp', '^http\\..*\\.extraheader$');
  } catch {
    return '';
  }
};

describe('hideCheckoutCredentials', () => {
  it('takes the header out of .git/config while lanes run and puts it back', async () => {
    repo = tempRepo();
    repo.git('config', '--local', 'http.https://github.com/.extraheader', HEADER);
    const before = visible(repo);
    expect(before).toContain(HEADER);
    const warnings: string[] = [];
    const restore = await hideCheckoutCredentials(createGit(repo.dir), { warning: (m) => warnings.push(m) });
    expect(visible(repo)).toBe('');
    await restore();
    expect(visible(repo)).toBe(before);
    expect(warnings).toEqual([]);
  });

  it('reaches a header kept in an included file too', async () => {
    repo = tempRepo();
    extra = mkdtempSync(join(tmpdir(), 'rl-cred-'));
    const file = join(extra, 'credentials.config');
    writeFileSync(file, `[http "https://github.com/"]\n\textraheader = ${HEADER}\n`);
    repo.git('config', '--local', 'include.path', file);
    expect(visible(repo)).toContain(HEADER);
    const restore = await hideCheckoutCredentials(createGit(repo.dir), { warning: () => undefined });
    expect(visible(repo)).toBe('');
    await restore();
    expect(visible(repo)).toContain(HEADER);
  });

  it('changes nothing when there is no header', async () => {
    repo = tempRepo();
    const restore = await hideCheckoutCredentials(createGit(repo.dir), { warning: () => undefined });
    await restore();
    expect(visible(repo)).toBe('');
  });
});

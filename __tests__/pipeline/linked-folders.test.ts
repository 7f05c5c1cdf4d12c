/**
 * A folder of the checkout that the pull request commits as a symbolic link is never followed
 * to read lanes, config or the baseline from elsewhere on the machine: the names and contents
 * of that other folder must not reach any output (the required check posts it as a comment).
 * Real repositories and the CLI entry point.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { echoLaneFile } from '../../__fixtures__/pipeline/echo-lane.js';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli } from '../cli/helpers.js';

let repo: TempRepo;
let elsewhere: string;

beforeEach(() => {
  repo = tempRepo();
  // Another folder of this machine, shaped like the repository's lane folder.
  elsewhere = mkdtempSync(join(tmpdir(), 'rl-elsewhere-'));
  mkdirSync(join(elsewhere, 'reviewer-lanes', 'capabilities', 'private-project'), { recursive: true });
  writeFileSync(
    join(elsewhere, 'reviewer-lanes', 'capabilities', 'private-project', 'capability.json'),
    'SECRET-CONTENT not json',
  );
  writeFileSync(join(elsewhere, 'reviewer-lanes', 'config.json'), 'SECRET-CONFIG not json');
  writeFileSync(join(elsewhere, 'reviewer-lanes', 'consent.json'), 'SECRET-BASELINE not json');
});
afterEach(() => {
  repo.cleanup();
  rmSync(elsewhere, { recursive: true, force: true });
});

const run = (argv: string[]) => runCli([...argv, '--no-first-party'], { cwd: repo.dir });
const leaks = (text: string) => ['private-project', 'SECRET'].filter((s) => text.includes(s));

describe('a linked folder in the repository', () => {
  it('.github as a link: lanes, config and baseline are refused, nothing from there is shown', async () => {
    repo.symlink('.github', elsewhere);
    const validate = await run(['validate']);
    expect(validate.code).toBe(1);
    expect(validate.stdout + validate.stderr).toContain(
      'error: .github/reviewer-lanes/capabilities: is reached through a symbolic link (.github); a link in the repository is not followed',
    );
    const consent = await run(['consent']);
    expect(consent.code).toBe(1);
    expect(consent.stdout + consent.stderr).toContain(
      'error: .github/reviewer-lanes/config.json: is reached through a symbolic link (.github); a link in the repository is not followed',
    );
    expect(consent.stdout + consent.stderr).toContain(
      'error: .github/reviewer-lanes/consent.json: is reached through a symbolic link (.github); a link in the repository is not followed',
    );
    expect(leaks(validate.stdout + validate.stderr + consent.stdout + consent.stderr)).toEqual([]);
  });

  it("the checkout itself reached through a link (--cwd) is the user's choice, never refused", async () => {
    repo.write('cfg.json', '{}\n');
    repo.write('.github/reviewer-lanes/capabilities/ok/capability.json', echoLaneFile('ok'));
    const viaLink = join(elsewhere, 'checkout');
    symlinkSync(repo.dir, viaLink);
    const plan = await runCli(
      ['plan', '--json', '--no-first-party', '--cwd', viaLink, '--config', 'cfg.json'],
      {},
    );
    const doc = JSON.parse(plan.stdout) as { errors: unknown[]; warnings: Array<{ message: string }> };
    expect(doc.errors).toEqual([]);
    expect(doc.warnings.filter((w) => /symbolic link/.test(w.message))).toEqual([]);
  });

  it('the capabilities folder alone as a link is refused too, and a real one next to it still loads', async () => {
    repo.write('.github/reviewer-lanes/README.md', 'lanes\n');
    repo.symlink('.github/reviewer-lanes/capabilities', join(elsewhere, 'reviewer-lanes', 'capabilities'));
    repo.write('more-lanes/ok/capability.json', echoLaneFile('ok'));
    const lanes = await runCli(['validate', '--json', '--no-first-party', '--capabilities', 'more-lanes'], {
      cwd: repo.dir,
    });
    const doc = JSON.parse(lanes.stdout) as {
      lanes: Array<{ id: string }>;
      errors: Array<{ path: string; code: string }>;
    };
    expect(doc.lanes.map((l) => l.id)).toEqual(['ok']);
    expect(doc.errors).toEqual([
      expect.objectContaining({ path: '.github/reviewer-lanes/capabilities', code: 'capabilities_dir_link' }),
    ]);
    expect(leaks(lanes.stdout + lanes.stderr)).toEqual([]);
  });
});

/**
 * A PATH entry that is not absolute (`node_modules/.bin`, `.`) names a folder of the checkout under
 * review, where a pull request can commit programs. A lane consented under a bare name, and git,
 * must still be the programs found in absolute folders. Real processes and a real repository:
 * the consented lane is a script in a temporary folder; the pull request commits its own `rlfake`
 * and `git` under node_modules/.bin, each of which would leave a mark if it ran.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli } from '../cli/helpers.js';

const SH = '/bin/sh';

describe('a relative PATH entry never supplies a lane or git', () => {
  let repo: TempRepo;
  let bin: string;
  let marks: string;
  const savedPath = process.env.PATH;

  beforeAll(async () => {
    bin = mkdtempSync(join(tmpdir(), 'rl-bin-'));
    marks = mkdtempSync(join(tmpdir(), 'rl-marks-'));
    writeFileSync(
      join(bin, 'rlfake'),
      `#!${SH}\nprintf '## Summary\\nThe consented lane.\\n\\n## Risk Assessment\\nLOW\\n'\n`,
    );
    chmodSync(join(bin, 'rlfake'), 0o755);
    const manifest = echoLaneManifest('rf') as { reviewer: Record<string, Record<string, unknown>> };
    manifest.reviewer.probe = { kind: 'command-exists', binary: 'rlfake' };
    manifest.reviewer.invoke = { ...manifest.reviewer.invoke, binary: 'rlfake', args: [] };
    repo = await consentedRepo({ [lanePath('rf')]: `${JSON.stringify(manifest, null, 2)}\n` });
    // What the pull request commits: programs of the same names, in a folder of the checkout.
    for (const name of ['rlfake', 'git']) {
      const path = `node_modules/.bin/${name}`;
      repo.write(path, `#!${SH}\ntouch '${join(marks, name)}'\nprintf '## Summary\\nPWNED\\n'\n`);
      chmodSync(join(repo.dir, path), 0o755);
    }
    repo.commit('the pull request adds programs');
  });
  afterAll(() => {
    process.env.PATH = savedPath;
    repo.cleanup();
    rmSync(bin, { recursive: true, force: true });
    rmSync(marks, { recursive: true, force: true });
  });

  it('runs the lane found in an absolute folder and git from the system, never the checkout', async () => {
    // git takes this process's PATH; the lane, the env the CLI is given.
    process.env.PATH = `node_modules/.bin:.:${bin}:${savedPath}`;
    const run = await runCli(
      ['review', '--base', 'main', '--reviewers', 'rf', '--json', '--no-first-party'],
      {
        cwd: repo.dir,
        env: { ...process.env },
      },
    );
    process.env.PATH = savedPath;
    expect(run.code).toBe(0);
    const results = JSON.parse(run.stdout) as { lanes: Array<{ slug: string; status: string }> };
    expect(results.lanes).toEqual([expect.objectContaining({ slug: 'rf', status: 'reviewed' })]);
    const reviews = readFileSync(join(repo.dir, '.reviewer-lanes', 'REVIEWS.md'), 'utf8');
    expect(reviews).toContain('The consented lane.');
    expect(reviews).not.toContain('PWNED');
    expect([existsSync(join(marks, 'rlfake')), existsSync(join(marks, 'git'))]).toEqual([false, false]);
  });
});

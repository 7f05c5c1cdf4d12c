/**
 * What a user of `reviewer-lanes review` saw (issue 39), through `main(argv)` in a real git
 * repository with /bin/echo lanes whose fixed reviews are below (written for this test): findings
 * of two lanes a few lines apart about different things are not agreement; a lane's two concerns
 * both reach results.json and reviews.sarif; a review in which no lane reviewed fails; an empty
 * change runs no lane.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import { echoLaneManifest } from '../../__fixtures__/pipeline/echo-lane.js';

const REVIEWS: Record<string, string> = {
  // The example: a HIGH at :3 in one lane, an unrelated MEDIUM at :6 in the other.
  ollama:
    '## Concerns\n- **HIGH** `src/cart.js:3` — Off-by-one reads past the end of the array.\n\n## Risk Assessment\nHIGH',
  llama:
    '## Concerns\n- **MEDIUM** `src/cart.js:6` — The tax rate is a magic number; name it.\n\n## Risk Assessment\nLOW',
  // One lane raising both.
  both: '## Concerns\n- **HIGH** `src/cart.js:3` — Off-by-one reads past the end of the array.\n- **MEDIUM** `src/cart.js:6` — The tax rate is a magic number; name it.\n\n## Risk Assessment\nHIGH',
  fresh: '## Summary\nFine.\n\n## Risk Assessment\nLOW',
  // Both lanes on the same line: agreement that is agreement.
  again:
    '## Concerns\n- **HIGH** `src/cart.js:3` — The loop reads one element past the end.\n\n## Risk Assessment\nHIGH',
};

function laneFile(id: string, binary = '/bin/echo'): string {
  const m = echoLaneManifest(id) as {
    reviewer: { invoke: { args: string[]; binary: string }; probe: { binary: string } };
  };
  m.reviewer.invoke.args = [REVIEWS[id] ?? ''];
  m.reviewer.invoke.binary = binary;
  m.reviewer.probe.binary = binary;
  return `${JSON.stringify(m, null, 2)}\n`;
}

const CART =
  'const items = [];\nlet total = 0;\nfor (let i = 0; i <= items.length; i++) total += items[i];\nconst TAX = 0.2;\n\nconst withTax = total * (1 + TAX);\n';

describe('review: agreement, outcome and an empty change', () => {
  let repo: TempRepo;
  beforeAll(async () => {
    repo = await consentedRepo({
      [lanePath('ollama')]: laneFile('ollama'),
      [lanePath('llama')]: laneFile('llama'),
      [lanePath('both')]: laneFile('both'),
      [lanePath('again')]: laneFile('again'),
      [lanePath('gone')]: laneFile('gone', '/nonexistent/reviewer-lanes-test/gone'),
    });
    repo.write('src/cart.js', CART);
    repo.commit('cart');
  });
  afterAll(() => repo.cleanup());

  async function review(args: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await main(['review', '--base', 'main', '--no-first-party', ...args], {
      cwd: repo.dir,
      io: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) },
    });
    return { code, stdout, stderr };
  }
  const read = (out: string, file: string) => readFileSync(join(repo.dir, out, file), 'utf8');

  it('a HIGH at :3 and an unrelated MEDIUM at :6 of two lanes are two findings: --fail-on agreed-high exits 0', async () => {
    const r = await review([
      '--reviewers',
      'ollama,llama',
      '--fail-on',
      'agreed-high',
      '--out',
      'o1',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const results = JSON.parse(r.stdout) as { ok: boolean; findings: Array<Record<string, unknown>> };
    expect(results.ok).toBe(true);
    expect(results.findings.map((f) => [f.severity, f.line, f.lanes, f.agreement])).toEqual([
      ['HIGH', 3, ['ollama'], 1],
      ['MEDIUM', 6, ['llama'], 1],
    ]);
    expect(read('o1', 'REVIEWS.md')).toContain('| ollama | 1 of 2 |');
  });

  it('the same line flagged by two lanes fails --fail-on agreed-high, naming the finding', async () => {
    const r = await review(['--reviewers', 'ollama,again', '--fail-on', 'agreed-high', '--out', 'o2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'reviewer-lanes: HIGH findings flagged by 2 or more lanes (fail-on: agreed-high): src/cart.js:3 "The loop reads one element past the end" (again, ollama)\n',
    );
  });

  it("one lane's two concerns three lines apart are both in results.json and reviews.sarif", async () => {
    const r = await review(['--reviewers', 'both', '--out', 'o3', '--json']);
    expect(r.code).toBe(0);
    const results = JSON.parse(read('o3', 'results.json')) as {
      findings: Array<{ line: number; title: string }>;
    };
    expect(results.findings.map((f) => [f.line, f.title])).toEqual([
      [3, 'Off-by-one reads past the end of the array'],
      [6, 'The tax rate is a magic number; name it'],
    ]);
    const sarif = JSON.parse(read('o3', 'reviews.sarif')) as {
      runs: Array<{
        results: Array<{
          level: string;
          locations: Array<{ physicalLocation: { region: { startLine: number } } }>;
        }>;
      }>;
    };
    expect(
      sarif.runs[0]?.results.map((x) => [x.level, x.locations[0]?.physicalLocation.region.startLine]),
    ).toEqual([
      ['error', 3],
      ['warning', 6],
    ]);
  });

  it('no lane reviewed: the run fails, and the page says why each selected lane did not', async () => {
    const r = await review(['--reviewers', 'gone', '--out', 'o4', '--json']);
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout) as { ok: boolean; lanes: Array<{ status: string; reason: string }> };
    expect(results.ok).toBe(false);
    expect(results.lanes.map((l) => [l.status, l.reason])).toEqual([['unavailable', 'missing_binary']]);
    expect(read('o4', 'REVIEWS.md')).toMatch(
      /> No lane reviewed this change: gone unavailable \(missing_binary/,
    );
    expect(r.stderr).toContain('reviewer-lanes: No lane reviewed the change');
  });

  it('an empty change (head = base) is sent to no lane: nothing to review, exit 0', async () => {
    const r = await review(['--head', 'main', '--reviewers', 'ollama', '--out', 'o5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('nothing to review: the change has no files; no lane was run\n');
    const results = JSON.parse(read('o5', 'results.json')) as { ok: boolean; lanes: unknown[] };
    expect(results).toMatchObject({ ok: true, lanes: [] });
    // No lane wrote an output, nor was given a prompt.
    const lanes = join(repo.dir, 'o5', 'lanes');
    expect(existsSync(lanes) ? readdirSync(lanes) : []).toEqual([]);
  });

  it('a lane the branch consents to but the base does not: blocked, and told how to try it locally', async () => {
    repo.write(lanePath('fresh'), laneFile('fresh'));
    const code = await main(['consent', '--write', '--no-first-party'], {
      cwd: repo.dir,
      io: { stdout: () => undefined, stderr: () => undefined },
    });
    expect(code).toBe(0);
    repo.commit('fresh lane and its consent');
    const r = await review(['--reviewers', 'fresh', '--out', 'o6', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ lanes: [{ status: 'blocked', reason: 'not_consented' }] });
    expect(r.stderr).toContain(
      "reviewer-lanes: fresh is not consented in the baseline at main (review reads the baseline at --base, plan at HEAD), but HEAD's .github/reviewer-lanes/consent.json has its entry: try it locally with --baseline-ref HEAD, or commit the baseline on main\n",
    );
    // As the hint says: with HEAD's baseline the lane runs.
    expect((await review(['--reviewers', 'fresh', '--out', 'o7', '--baseline-ref', 'HEAD'])).code).toBe(0);
  });
});

/**
 * Cross-examination through the whole review (D22), as `reviewer-lanes review` runs it: one lane
 * raises a finding on the diff and one outside it, two others refute both against the code. Real
 * git repository; the lanes are the fake CLI (__fixtures__/run/fake-cli.mjs), whose `examine` step
 * answers a cross-examination request from a script and any other prompt with a short review.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Log } from 'sarif';
import { main } from '../../src/cli/main.js';
import type { TempRepo } from '../../__fixtures__/trust/repo.js';
import { consentedRepo, lanePath } from '../../__fixtures__/pipeline/consented-repo.js';
import '../../__fixtures__/findings/sarif-matcher.js';

const FAKE = resolve('__fixtures__/run/fake-cli.mjs');

/** The change adds `a.txt:2`; `lib/other.txt` is in the head tree only. */
const RAISED =
  '## Summary\nTwo concerns.\n\n## Concerns\n### HIGH\n- `a.txt:2` — The new line repeats the first.\n### MEDIUM\n- `lib/other.txt:1` — The old file spells the word wrong.\n\n## Risk Assessment\nHIGH\n';

const REFUTE = JSON.stringify({
  'a.txt:2': {
    verdict: 'refuted',
    evidence: 'a.txt:1',
    reason: 'Line 1 says one, line 2 says two: no repeat.',
  },
  'lib/other.txt:1': { verdict: 'refuted', evidence: 'lib/other.txt:1', reason: 'The word is spelt right.' },
});

function lane(id: string, args: string[]): string {
  const manifest = {
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: id,
    description: `Fake lane ${id} for the cross-examination test.`,
    tier: 'full',
    requires: [],
    reviewer: {
      slug: id,
      flags: [`--${id}`],
      transport: 'spawn',
      probe: { kind: 'command-exists', binary: FAKE },
      invoke: {
        binary: FAKE,
        args,
        promptChannel: 'stdin',
        outputChannel: 'stdout',
        modelArg: null,
        effortChannel: 'none',
      },
      timeoutFloorMs: 60000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${id}`,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: null,
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

describe('a review whose findings the other lanes refute', () => {
  let repo: TempRepo;
  let md: string;
  let results: {
    findings: Array<{ path: string; inline: boolean; examination?: { standing: string } }>;
    examination?: unknown;
    lanes: Array<{ identity: string; examination?: { status: string; verdicts: number } }>;
  };
  let sarif: Log;
  let code: number;

  beforeAll(async () => {
    repo = await consentedRepo({
      // la reads no prompt: it prints its review, and is never sent a request (it raised both).
      [lanePath('la')]: lane('la', ['print', RAISED]),
      [lanePath('lb')]: lane('lb', ['examine', REFUTE, 'json']),
      [lanePath('lc')]: lane('lc', ['examine', REFUTE, 'lines']),
      'lib/other.txt': 'old\n',
    });
    code = await main(['review', '--base', 'main', '--reviewers', 'la,lb,lc', '--out', 'out'], {
      cwd: repo.dir,
      io: { stdout: () => undefined, stderr: () => undefined },
    });
    const out = join(repo.dir, 'out');
    md = readFileSync(join(out, 'REVIEWS.md'), 'utf8');
    results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as typeof results;
    sarif = JSON.parse(readFileSync(join(out, 'reviews.sarif'), 'utf8')) as Log;
  }, 60_000);
  afterAll(() => repo.cleanup());

  it('refutes both: results.json keeps whether the diff shows each line', () => {
    expect(code).toBe(0);
    expect(results.findings.map((f) => [f.path, f.inline, f.examination?.standing])).toEqual([
      ['a.txt', true, 'refuted'],
      ['lib/other.txt', false, 'refuted'],
    ]);
    expect(results.examination).toEqual({ mode: 'auto', examined: 2, unexamined: 0 });
    expect(results.lanes.map((l) => [l.identity, l.examination?.status, l.examination?.verdicts])).toEqual([
      ['la', undefined, undefined],
      ['lb', 'answered', 2],
      ['lc', 'answered', 2],
    ]);
  });

  it('the Findings table marks only the one outside the diff', () => {
    const findings = md.slice(md.indexOf('## Findings'), md.indexOf('## Refuted'));
    expect(findings).toContain(
      '| HIGH | `a.txt:2` | The new line repeats the first | la | 1 of 3, refuted by lb, lc |',
    );
    expect(findings).toContain(
      '| MEDIUM | `lib/other.txt:1` (outside the diff) | The old file spells the word wrong | la | 1 of 3, refuted by lb, lc |',
    );
    expect(findings).toContain(
      '**Cross-examination:** 2 findings examined by the lanes that did not raise them (lb, lc). 2 refuted (listed under Refuted, counted nowhere).',
    );
  });

  it("lists both under Refuted with each refuter's evidence and reason", () => {
    const refuted = md.slice(md.indexOf('\n## Refuted\n'), md.indexOf('| Lane | Status |'));
    expect(refuted).toContain(
      '- **HIGH** `a.txt:2`: The new line repeats the first — raised by la (1 of 3 lanes support it)\n' +
        '  - refuted by lb: `a.txt:1` — Line 1 says one, line 2 says two: no repeat.\n' +
        // lc answered in list lines: its reason keeps the location it ended with.
        '  - refuted by lc: `a.txt:1` — Line 1 says one, line 2 says two: no repeat. (a.txt:1)\n',
    );
    expect(refuted).toContain('- **MEDIUM** `lib/other.txt:1` (outside the diff): The old file spells');
  });

  it("shows each examiner's part in its row", () => {
    expect(md).toMatch(/\| lb \| reviewed \|[^\n]*\| answered, 2 verdicts · [^|]+ tokens \|\n/);
    expect(md).toMatch(/\| la \| reviewed \|[^\n]*\| — \|\n/);
  });

  it('reviews.sarif has both as notes, with their standing', () => {
    expect(sarif).toBeValidSarifLog();
    expect(sarif.runs[0]?.results?.map((r) => [r.level, r.properties?.['standing']])).toEqual([
      ['note', 'refuted'],
      ['note', 'refuted'],
    ]);
  });
});

/**
 * The self-test workflow's fixtures stay usable: its lanes validate, its consent baseline is
 * current for them (else every lane would be blocked on GitHub), the fake CLI behaves as
 * documented, and the verdict scripts catch what they are meant to catch.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { loadConfig } from '../../src/config/config.js';
import { parseBaseline } from '../../src/trust/baseline.js';
import { consentReport } from '../../src/trust/consent.js';

const ROOT = join(import.meta.dirname, '../..');
const ST = '__fixtures__/github/self-test';
const fake = join(ROOT, ST, 'bin/fake-reviewer');

describe('self-test lanes', () => {
  it('validate, and the committed baseline is current for them', async () => {
    const catalog = await loadCatalog({
      cwd: ROOT,
      firstParty: true,
      capabilityDirs: [`${ST}/capabilities`],
    });
    expect(catalog.errors).toEqual([]);
    expect(catalog.warnings).toEqual([]);
    const lanes = catalog.lanes.filter((l) => l.source === 'repository');
    expect(lanes.map((l) => l.id).sort()).toEqual(['fake-fail', 'fake-good', 'fake-hostile']);
    const { config } = await loadConfig(ROOT, `${ST}/config.json`);
    const { baseline, errors } = parseBaseline(
      readFileSync(join(ROOT, ST, 'consent.json'), 'utf8'),
      `${ST}/consent.json`,
    );
    expect(errors).toEqual([]);
    const report = consentReport(catalog.lanes, config, baseline);
    // On failure: regenerate as __fixtures__/github/self-test/README.md says.
    expect(report.lanes.filter((l) => l.needsEntry).map((l) => [l.id, l.state])).toEqual([
      ['fake-fail', 'current'],
      ['fake-good', 'current'],
      ['fake-hostile', 'current'],
    ]);
  });
});

describe('fake-reviewer', () => {
  const run = (behaviour: string, input = 'the prompt', env: NodeJS.ProcessEnv = process.env) =>
    spawnSync(fake, [behaviour], { input, encoding: 'utf8', env });
  const cartPrompt = 'a prompt with\n### `src/cart.js`\n```diff\n+x\n```\n';

  it('good: a review in the fixed structure', () => {
    const r = run('good');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('A fake review of a prompt of 10 characters.');
    expect(r.stdout).toMatch(/## Risk Assessment\nLOW\n$/);
  });

  it('fail: exit 3, nothing on stdout, the reason on stderr', () => {
    const r = run('fail');
    expect([r.status, r.stdout]).toEqual([3, '']);
    expect(r.stderr).toBe('fake-reviewer: failing on purpose (prompt of 10 characters)\n');
  });

  it('cart-a, cart-b, cart-c: concerns that cite lines of src/cart.js, in three styles', () => {
    expect(run('cart-a', cartPrompt).stdout).toContain(
      '### HIGH\n- `src/cart.js:28` — Division by zero: `averagePrice()` divides by the item count.',
    );
    expect(run('cart-b', cartPrompt).stdout).toContain(
      '- **MEDIUM** `src/cart.js:10` — The tax rate is hard-coded.',
    );
    expect(run('cart-c', cartPrompt).stdout).toContain('- **MEDIUM** `src/cart.js:30` —');
    expect(run('cart-c', cartPrompt).stdout).not.toContain('README.md:1');
  });

  it('cart-*: no concern about src/cart.js when the prompt does not show its diff', () => {
    for (const b of ['cart-a', 'cart-b', 'cart-c']) {
      const out = run(b, 'an incremental prompt of other files').stdout;
      expect(out).toContain('## Concerns\nNone.\n');
      expect(out).not.toContain('src/cart.js');
    }
  });

  it('ledger-*: concerns about src/ledger.js only when the prompt shows its diff', () => {
    const ledgerPrompt = 'a prompt with\n### `src/ledger.js`\n```diff\n+x\n```\n';
    for (const b of ['ledger-a', 'ledger-b', 'ledger-c', 'ledger-d', 'ledger-sly']) {
      expect(run(b, ledgerPrompt).stdout).toMatch(
        /## Concerns\n- \*\*(HIGH|MEDIUM|LOW)\*\* `src\/ledger\.js:\d+` — /,
      );
      const out = run(b, 'an incremental prompt of other files').stdout;
      expect(out).toContain('## Concerns\nNone.\n');
      expect(out).not.toContain('src/ledger.js');
    }
  });

  it('keeps the prompt it was given in $HOME/saved-prompts when that folder exists', () => {
    const home = mkdtempSync(join(tmpdir(), 'rl-fake-home-'));
    run('good', 'kept prompt', { ...process.env, HOME: home });
    expect(existsSync(join(home, 'saved-prompts'))).toBe(false);
    mkdirSync(join(home, 'saved-prompts'));
    const r = run('good', 'kept prompt', { ...process.env, HOME: home });
    expect(readdirSync(join(home, 'saved-prompts'))).toEqual([`good-${r.pid}.md`]);
    expect(readFileSync(join(home, 'saved-prompts', `good-${r.pid}.md`), 'utf8')).toBe('kept prompt');
    rmSync(home, { recursive: true, force: true });
  });

  describe('a cross-examination request', () => {
    const request =
      '# Cross-examination request\n\n### F1 · HIGH · `src/ledger.js:6`\n\nx\n\n### F2 · LOW · `src/ledger.js:36-38`\n';
    let home: string;
    beforeEach(() => {
      home = mkdtempSync(join(tmpdir(), 'rl-fake-home-'));
      mkdirSync(join(home, 'saved-prompts'));
    });
    afterEach(() => rmSync(home, { recursive: true, force: true }));
    const scripted = (scripts: unknown) => {
      writeFileSync(join(home, 'verdict-scripts.json'), JSON.stringify(scripts));
      return { ...process.env, HOME: home };
    };

    it('is answered from $HOME/verdict-scripts.json per location, and kept apart from review prompts', () => {
      const env = scripted({ 'ledger-b': { script: { 'src/ledger.js:6': 'confirmed', '*': 'refuted' } } });
      const r = run('ledger-b', request, env);
      expect(r.status).toBe(0);
      const block = /```json\n([\s\S]*?)\n```/.exec(r.stdout)?.[1] ?? '';
      expect(JSON.parse(block)).toEqual({
        verdicts: [
          {
            id: 'F1',
            verdict: 'confirmed',
            evidence: 'src/ledger.js:6',
            reason: 'scripted confirmed for src/ledger.js:6',
          },
          {
            id: 'F2',
            verdict: 'refuted',
            evidence: 'src/ledger.js:36',
            reason: 'scripted refuted for src/ledger.js:36-38',
          },
        ],
      });
      run('ledger-b', 'a review prompt', env);
      expect(
        readdirSync(join(home, 'saved-prompts'))
          .map((f) => f.replace(/\d+/, 'N'))
          .sort(),
      ).toEqual(['ledger-b-N.md', 'ledger-b-examine-N.md']);
      expect(readFileSync(join(home, 'saved-prompts', `ledger-b-examine-${r.pid}.md`), 'utf8')).toBe(request);
    });

    it('in the style asked, then the exit code asked; or a text of its own, or the request back', () => {
      const env = scripted({
        'ledger-a': { script: { '*': 'refuted' }, style: 'lines', exit: 3 },
        'ledger-c': { print: 'Looks fine.\n' },
        'ledger-d': { echo: true },
      });
      const a = run('ledger-a', request, env);
      expect([a.status, a.stdout]).toEqual([
        3,
        'Checked each finding.\n\n- F1: refuted — scripted refuted for src/ledger.js:6 (src/ledger.js:6)\n- F2: refuted — scripted refuted for src/ledger.js:36-38 (src/ledger.js:36)\n',
      ]);
      expect(run('ledger-c', request, env).stdout).toBe('Looks fine.\n');
      expect(run('ledger-d', request, env).stdout).toBe(request);
    });

    it('hang: answers nothing until it is stopped', () => {
      const env = scripted({ 'ledger-d': { hang: true } });
      const r = spawnSync(fake, ['ledger-d'], { input: request, encoding: 'utf8', env, timeout: 1500 });
      expect([r.signal, r.stdout]).toEqual(['SIGTERM', '']);
    });

    it('without an entry for the behaviour: answered as a review, which holds no verdict', () => {
      const r = run(
        'ledger-d',
        `${request}\n### \`src/ledger.js\`\n`,
        scripted({ 'ledger-a': { script: {} } }),
      );
      expect(r.stdout).toContain('## Concerns\n- **MEDIUM** `src/ledger.js:16` — Rounding');
    });
  });

  it('hostile: carries what must never be published', () => {
    const r = run('hostile');
    expect(r.stdout).toContain('ghp_0123456789abcdefghijABCDEFGHIJ0123456789');
    expect(r.stdout).toContain('![tracker](https://evil.example/pixel.png)');
    expect(r.stdout).toContain('<!-- reviewer-lanes:comment id=default -->');
  });
});

describe('the verdict scripts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rl-verdict-'));
  const good = `## Fake good Review\nok\n## Fake fail Review\nfake-fail failed or returned empty output\n## Fake hostile Review\n[REDACTED]\n`;
  const results = {
    ok: false,
    lanes: [
      { identity: 'fake-good', status: 'reviewed', explicit: true },
      { identity: 'fake-fail', status: 'failed', reason: 'exit_nonzero', explicit: true },
      { identity: 'fake-hostile', status: 'reviewed', explicit: true },
    ],
  };
  const check = (reviews: string, env: Record<string, string> = {}) => {
    const path = join(dir, `R${Math.random()}.md`);
    writeFileSync(path, reviews);
    return spawnSync(process.execPath, [join(ROOT, ST, 'check-review.mjs')], {
      encoding: 'utf8',
      env: {
        PATH: process.env['PATH'] ?? '',
        OUTCOME: 'failure',
        FAILED_LANES: 'fake-fail',
        RESULTS: JSON.stringify(results),
        REVIEWS_PATH: path,
        ...env,
      },
    });
  };

  it('check-review passes a run that behaved', () => {
    const r = check(good);
    expect([r.status, r.stdout]).toEqual([0, 'The review run behaved as expected.\n']);
  });

  it.each([
    [
      'a leaked token',
      `${good}ghp_0123456789abcdefghijABCD\n`,
      '::error::a token-shaped string was published',
    ],
    [
      'a remote image',
      `${good}![x](https://e.example/p.png)\n`,
      '::error::a remote markdown image was published',
    ],
    ['a raw img', `${good}<img src=x>\n`, '::error::a raw <img> was published'],
    [
      'a planted marker',
      `${good}<!-- reviewer-lanes:comment id=x -->\n`,
      '::error::lane output planted a comment marker',
    ],
    ['an open fence', `${good}\`\`\`js\n`, '::error::a code fence is left open'],
  ])('check-review catches %s', (_n, reviews, message) => {
    const r = check(reviews);
    expect(r.status).toBe(1);
    expect(r.stdout.trim()).toBe(message);
  });

  it('check-review catches a green step and wrong failed-lanes', () => {
    const r = check(good, { OUTCOME: 'success', FAILED_LANES: '' });
    expect(r.stdout.trim().split('\n')).toEqual([
      '::error::the step should fail (fake-fail was requested), outcome: success',
      "::error::failed-lanes should be 'fake-fail', got ''",
    ]);
  });

  it('compare-results agrees on equal runs and names the difference otherwise', () => {
    const a = mkdtempSync(join(dir, 'a-'));
    const b = mkdtempSync(join(dir, 'b-'));
    for (const d of [a, b]) {
      writeFileSync(join(d, 'results.json'), JSON.stringify(results));
      writeFileSync(join(d, 'REVIEWS.md'), good);
    }
    const cmp = () =>
      spawnSync(process.execPath, [join(ROOT, ST, 'compare-results.mjs'), a, b], { encoding: 'utf8' });
    expect(cmp().status).toBe(0);
    writeFileSync(join(b, 'results.json'), JSON.stringify({ ...results, lanes: results.lanes.slice(1) }));
    const r = cmp();
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('::error::The lanes and statuses differ');
  });
});

/**
 * `reviewer-lanes consent` and `reviewer-lanes check` through the CLI entry point, on real git
 * repositories: the disclosure a maintainer reads, the deterministic baseline `--write` produces,
 * `--check` failing on drift with the lane and the reason, and `check`'s disclosure diff against
 * the base commit.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli } from '../cli/helpers.js';

const CONSENT = '.github/reviewer-lanes/consent.json';

function httpLane(id: string, hostKey: string): string {
  return JSON.stringify({
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: id,
    description: `HTTP lane ${id}.`,
    tier: 'full',
    requires: [],
    reviewer: {
      slug: id,
      flags: [`--${id}`],
      transport: 'openai-http',
      probe: { kind: 'http-reachable', hostConfigKey: hostKey, path: '/v1/models', timeoutMs: 1000 },
      invoke: {
        hostConfigKey: hostKey,
        path: '/v1/chat/completions',
        modelDiscovery: 'none',
        effortChannel: 'none',
      },
      timeoutFloorMs: 5000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${id}`,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: 'openai-compatible',
    },
    config: { [hostKey]: { type: 'string', default: '', description: 'host' } },
  });
}

const cli = (argv: string[], cwd: string) => runCli(argv, { cwd });

let repo: TempRepo;
afterEach(() => repo?.cleanup());

function setUp(host: string): void {
  repo.write(
    '.github/reviewer-lanes/capabilities/team-llm/capability.json',
    httpLane('team-llm', 'review.team_llm_host'),
  );
  repo.write('.github/reviewer-lanes/config.json', JSON.stringify({ review: { team_llm_host: host } }));
}

describe('reviewer-lanes consent', () => {
  it('shows the destination and what is sent, and --write records a deterministic baseline', async () => {
    repo = tempRepo();
    setUp('https://llm.example.com/');
    const bare = await cli(['consent'], repo.dir);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toContain('team-llm (team-llm): MISSING');
    expect(bare.stdout).toContain(
      'team-llm -> [openai-http] review.team_llm_host => https://llm.example.com [remote]',
    );

    const check = await cli(['consent', '--check', '--json'], repo.dir);
    expect(check.code).toBe(1);
    const doc = JSON.parse(check.stdout);
    expect(doc.ok).toBe(false);
    expect(doc.errors).toEqual([
      expect.objectContaining({ id: 'team-llm', slug: 'team-llm', code: 'missing', path: CONSENT }),
    ]);

    expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
    const first = readFileSync(join(repo.dir, CONSENT), 'utf8');
    const parsed = JSON.parse(first);
    expect(Object.keys(parsed.lanes)).toEqual(['team-llm']);
    expect(parsed.lanes['team-llm']).toMatchObject({ slug: 'team-llm', host: 'https://llm.example.com' });
    expect(parsed.lanes['team-llm'].signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.endsWith('}\n')).toBe(true);
    // Unchanged lanes keep their consent date: a second write is byte-identical.
    expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
    expect(readFileSync(join(repo.dir, CONSENT), 'utf8')).toBe(first);
    expect((await cli(['consent', '--check'], repo.dir)).code).toBe(0);
  });

  it('--check names the lane whose host changed', async () => {
    repo = tempRepo();
    setUp('http://localhost:8080');
    expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
    // Cosmetic spellings of the same host are not drift.
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({ review: { team_llm_host: 'http://LOCALHOST:8080/' } }),
    );
    expect((await cli(['consent', '--check'], repo.dir)).code).toBe(0);
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({ review: { team_llm_host: 'https://collector.example.net' } }),
    );
    const check = await cli(['consent', '--check', '--json'], repo.dir);
    expect(check.code).toBe(1);
    const doc = JSON.parse(check.stdout);
    expect(doc.lanes.find((l: { id: string }) => l.id === 'team-llm').state).toBe('host_changed');
  });

  it('--write and --check together are a usage error', async () => {
    repo = tempRepo();
    const r = await cli(['consent', '--write', '--check'], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--write and --check cannot be used together');
  });

  it('a malformed baseline is reported with its file and never overwritten', async () => {
    repo = tempRepo();
    setUp('http://localhost:8080');
    repo.write(CONSENT, '{"version": 1, "lanes": ');
    const r = await cli(['consent', '--write', '--json'], repo.dir);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.errors[0]).toMatchObject({ path: CONSENT, code: 'invalid_baseline' });
    expect(doc.errors[0].message).toMatch(/not valid JSON/);
    expect(readFileSync(join(repo.dir, CONSENT), 'utf8')).toBe('{"version": 1, "lanes": ');
  });

  it('a baseline over 1 MiB is refused before it is read, and never overwritten', async () => {
    repo = tempRepo();
    const huge = `{"version": 1, "lanes": {}, "pad": "${'x'.repeat(1024 * 1024)}"}`;
    repo.write(CONSENT, huge);
    const r = await cli(['consent', '--write', '--json', '--no-first-party'], repo.dir);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.errors[0]).toEqual({
      path: CONSENT,
      code: 'invalid_baseline',
      message: `is ${huge.length} bytes, over the 1048576-byte limit`,
    });
    expect(readFileSync(join(repo.dir, CONSENT), 'utf8')).toBe(huge);
  });

  it('--write never writes through a folder the pull request committed as a link', async () => {
    repo = tempRepo();
    const elsewhere = mkdtempSync(join(tmpdir(), 'rl-elsewhere-'));
    try {
      // `.github` itself is the link: the baseline would land in the folder it points at.
      repo.symlink('.github', elsewhere);
      const r = await cli(['consent', '--write', '--no-first-party'], repo.dir);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(
        `error: ${CONSENT}: ${join(repo.dir, '.github')} is a symbolic link; the baseline is written only through real folders of the repository`,
      );
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('reviewer-lanes check', () => {
  it('passes on a current baseline and shows what a PR changes about where content goes', async () => {
    repo = tempRepo();
    setUp('http://localhost:8080');
    expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    setUp('https://collector.example.net');
    expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
    const r = await cli(['check', '--base', 'main', '--json'], repo.dir);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.ok).toBe(true);
    expect(doc.consent.lanes.find((l: { id: string }) => l.id === 'team-llm').state).toBe('current');
    expect(doc.disclosureDiff).toEqual([
      expect.objectContaining({ id: 'team-llm', slug: 'team-llm', change: 'changed' }),
    ]);
    expect(doc.disclosureDiff[0].before).toContain('http://localhost:8080 [local]');
    expect(doc.disclosureDiff[0].after).toContain('https://collector.example.net [remote]');
  });

  it('fails on a stale baseline and on an invalid repository lane, naming the file and field', async () => {
    repo = tempRepo();
    setUp('http://localhost:8080');
    const broken = JSON.parse(httpLane('broken', 'review.broken_host'));
    broken.reviewer.transport = 'carrier-pigeon';
    repo.write('.github/reviewer-lanes/capabilities/broken/capability.json', JSON.stringify(broken));
    const r = await cli(['check', '--json'], repo.dir);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.disclosureDiff).toEqual([]);
    expect(doc.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'baseline_not_current',
          id: 'team-llm',
          path: CONSENT,
          // The fix goes in the pull request being checked, not on the base branch first.
          message: `lane 'team-llm' is missing in the consent baseline; run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${CONSENT} with this change`,
        }),
        expect.objectContaining({
          id: 'broken',
          field: 'reviewer.transport',
          path: '.github/reviewer-lanes/capabilities/broken/capability.json',
        }),
      ]),
    );
  });
});

describe('a malformed entry in the baseline stops only the lane it names', () => {
  const SIG_ERROR = `${CONSENT} [team-llm] lanes.team-llm.signature: must be 64 lowercase hex characters (a SHA-256) (got string "abc")`;
  const GHOST = `${CONSENT} [ghost] lanes.ghost.signature: is missing; no lane has the id "ghost", so this entry is ignored`;
  const CLAUDE = `${CONSENT} [claude] lanes.claude: must be an object (got string "x"); lane 'claude' needs no entry, so this one is ignored`;
  const BAD_KEY = `${CONSENT} [Bad_Id] lanes.Bad_Id: key must be a capability id (lower case letters, digits and -, starting with a letter); no lane has the id "Bad_Id", so this entry is ignored`;
  const consentedLanes = ['team-llm', 'other-llm'];

  /** Two consented repository lanes, then the baseline edited by `edit`. */
  async function consented(edit: (lanes: Record<string, unknown>) => void, host = 'http://localhost:8080') {
    for (const id of consentedLanes)
      repo.write(
        `.github/reviewer-lanes/capabilities/${id}/capability.json`,
        httpLane(id, `review.${id.replace('-', '_')}_host`),
      );
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({ review: { team_llm_host: host, other_llm_host: host } }),
    );
    expect((await cli(['consent', '--write'], repo.dir)).code).toBe(0);
    const doc = JSON.parse(readFileSync(join(repo.dir, CONSENT), 'utf8'));
    edit(doc.lanes);
    repo.write(CONSENT, JSON.stringify(doc, null, 2));
  }
  const breakTeamLlm = (lanes: Record<string, unknown>) => {
    lanes['team-llm'] = { ...(lanes['team-llm'] as object), signature: 'abc' };
    lanes['ghost'] = { slug: 'ghost', disclosure: '', consentedAt: '2025-01-01T00:00:00Z' };
  };
  const unneededOnly = (lanes: Record<string, unknown>) => {
    lanes['ghost'] = { slug: 'ghost', disclosure: '', consentedAt: '2025-01-01T00:00:00Z' };
    lanes['claude'] = 'x';
    lanes['Bad_Id'] = {};
  };

  it('consent and consent --check: an error for the lane that needs it, a warning for one nobody needs', async () => {
    repo = tempRepo();
    await consented(breakTeamLlm);
    const bare = await cli(['consent', '--json'], repo.dir);
    expect(bare.code).toBe(1);
    const doc = JSON.parse(bare.stdout);
    expect(doc.errors).toEqual([
      {
        code: 'invalid_baseline',
        path: CONSENT,
        id: 'team-llm',
        field: 'lanes.team-llm.signature',
        message: 'must be 64 lowercase hex characters (a SHA-256) (got string "abc")',
      },
    ]);
    expect(doc.warnings).toEqual([expect.objectContaining({ id: 'ghost', field: 'lanes.ghost.signature' })]);
    const states = Object.fromEntries(doc.lanes.map((l: { id: string; state: string }) => [l.id, l.state]));
    expect(states).toMatchObject({ 'team-llm': 'missing', 'other-llm': 'current' });

    const check = await cli(['consent', '--check'], repo.dir);
    expect(check.code).toBe(1);
    const said = check.stdout.split('\n').filter((l) => /^(error|warning): /.test(l));
    expect(said).toEqual([
      `error: ${SIG_ERROR}`,
      `error: ${CONSENT} [team-llm]: lane 'team-llm' needs a current baseline entry: missing; run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${CONSENT} on the base branch first`,
      `warning: ${GHOST}`,
    ]);
  });

  it('consent --write replaces the malformed entry, drops the one nobody needs, and keeps the others', async () => {
    repo = tempRepo();
    await consented(breakTeamLlm);
    const before = JSON.parse(readFileSync(join(repo.dir, CONSENT), 'utf8'));
    const write = await cli(['consent', '--write'], repo.dir);
    expect(write.code).toBe(0);
    expect(write.stdout).toContain(`warning: ${SIG_ERROR}\n`);
    expect(write.stdout).toContain(`warning: ${GHOST}\n`);
    const after = JSON.parse(readFileSync(join(repo.dir, CONSENT), 'utf8'));
    expect(Object.keys(after.lanes)).toEqual(['other-llm', 'team-llm']);
    expect(after.lanes['other-llm']).toEqual(before.lanes['other-llm']);
    expect(after.lanes['team-llm'].signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await cli(['consent', '--check'], repo.dir)).code).toBe(0);
  });

  it('an entry nobody needs, however malformed, never blocks consent --check or check', async () => {
    repo = tempRepo();
    await consented(unneededOnly);
    const check = await cli(['consent', '--check'], repo.dir);
    expect(check.code).toBe(0);
    expect(check.stdout.split('\n').filter((l) => l.startsWith('warning: '))).toEqual([
      `warning: ${GHOST}`,
      `warning: ${CLAUDE}`,
      `warning: ${BAD_KEY}`,
    ]);
    expect(check.stdout).toContain(`the baseline ${CONSENT} is current.`);
    const required = await cli(['check', '--json'], repo.dir);
    expect(required.code).toBe(0);
    const doc = JSON.parse(required.stdout);
    expect(doc.ok).toBe(true);
    expect(doc.errors).toEqual([]);
    expect(
      doc.warnings.map(
        (w: { path: string; id: string; field: string; message: string }) =>
          `${w.path} [${w.id}] ${w.field}: ${w.message}`,
      ),
    ).toEqual([GHOST, CLAUDE, BAD_KEY]);
  });

  it('check fails for the lane whose entry is malformed, and only for it', async () => {
    repo = tempRepo();
    await consented(breakTeamLlm);
    const r = await cli(['check', '--json'], repo.dir);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.errors).toEqual([
      expect.objectContaining({
        id: 'team-llm',
        field: 'lanes.team-llm.signature',
        code: 'invalid_baseline',
      }),
      {
        code: 'baseline_not_current',
        path: CONSENT,
        id: 'team-llm',
        slug: 'team-llm',
        message: `lane 'team-llm' is missing in the consent baseline; run \`reviewer-lanes consent --write\`, review the disclosure, and commit ${CONSENT} with this change`,
      },
    ]);
    expect(doc.warnings).toEqual([expect.objectContaining({ id: 'ghost' })]);
  });

  it('a file that is not JSON, or not an object, is still an error for every lane', async () => {
    repo = tempRepo();
    await consented(() => undefined);
    for (const [text, message] of [
      ['[]', `${CONSENT} (document): must be an object (got an array)`],
      ['{"version": 1, "lanes": ', `${CONSENT}: is not valid JSON: Unexpected end of JSON input`],
    ]) {
      repo.write(CONSENT, text!);
      for (const argv of [['consent', '--check'], ['check']]) {
        const r = await cli(argv, repo.dir);
        expect({ argv, code: r.code }).toEqual({ argv, code: 1 });
        expect(r.stdout).toContain(`error: ${message}\n`);
      }
    }
  });

  it('review: the lane with the malformed entry on the base is blocked, the other runs', async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.method === 'GET') return res.end(JSON.stringify({ data: [{ id: 'm' }] }));
        res.end(
          JSON.stringify({
            model: 'm',
            choices: [{ message: { content: '## Summary\nFine.\n\n## Risk Assessment\nLOW' } }],
          }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      repo = tempRepo();
      for (const id of consentedLanes) {
        const lane = JSON.parse(httpLane(id, `review.${id.replace('-', '_')}_host`));
        lane.reviewer.invoke.fallbackModel = 'm';
        repo.write(`.github/reviewer-lanes/capabilities/${id}/capability.json`, JSON.stringify(lane));
      }
      await consented(breakTeamLlm, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      repo.write('a.txt', 'one\n');
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'f');
      repo.write('a.txt', 'one\ntwo\n');
      repo.commit('change');
      const r = await cli(
        [
          'review',
          '--no-first-party',
          '--base',
          'main',
          '--reviewers',
          'team-llm,other-llm',
          '--out',
          'out',
          '--json',
        ],
        repo.dir,
      );
      const doc = JSON.parse(r.stdout);
      const lane = (id: string) => doc.lanes.find((l: { slug: string }) => l.slug === id);
      expect(lane('other-llm')).toMatchObject({ status: 'reviewed' });
      expect(lane('team-llm')).toMatchObject({
        status: 'blocked',
        reason: 'not_consented',
        detail: expect.stringContaining(
          `its entry in ${CONSENT} at main (${repo.git('rev-parse', 'main')}) is malformed (lanes.team-llm.signature: must be 64 lowercase hex characters (a SHA-256) (got string "abc")); fix it on the base branch`,
        ),
      });
      expect(r.stderr).toContain(`warning: ${GHOST}\n`);
    } finally {
      await new Promise((done) => server.close(done));
    }
  }, 60_000);
});

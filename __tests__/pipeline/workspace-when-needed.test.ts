/**
 * The lanes' workspace (D18) is made only when a spawn lane is selected to run: an HTTP lane
 * never reads a working directory. Observed for real, through `reviewer-lanes review` on a real
 * repository: every git process of the run goes through a `git` on PATH that logs its arguments
 * (then runs the real one), and the loopback model server looks into the temp folder while the
 * HTTP lane's request is being answered.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli } from '../cli/helpers.js';

const REVIEW = '## Summary\nFine.\n\n## Risk Assessment\nLOW';

function lane(id: string, reviewer: Record<string, unknown>, config?: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: id,
    description: `Lane ${id}.`,
    tier: 'full',
    requires: [],
    reviewer: {
      slug: id,
      flags: [`--${id}`],
      timeoutFloorMs: 20000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${id}`,
      evidenceClass: 'diff-only',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: null,
      ...reviewer,
    },
    ...(config ? { config } : {}),
  });
}

const httpLane = (id: string) =>
  lane(
    id,
    {
      transport: 'openai-http',
      probe: {
        kind: 'http-reachable',
        hostConfigKey: `review.${id}_host`,
        path: '/v1/models',
        timeoutMs: 5000,
      },
      invoke: {
        hostConfigKey: `review.${id}_host`,
        path: '/v1/chat/completions',
        modelDiscovery: 'none',
        fallbackModel: 'm',
        effortChannel: 'none',
      },
      handler: 'openai-compatible',
    },
    { [`review.${id}_host`]: { type: 'string', default: '', description: 'host' } },
  );

/** A spawn lane that writes the folder it runs in to `pwdFile`, then its review. */
const shellLane = (id: string, pwdFile: string) =>
  lane(id, {
    transport: 'spawn',
    probe: { kind: 'command-exists', binary: '/bin/sh' },
    invoke: {
      binary: '/bin/sh',
      args: ['-c', `pwd > '${pwdFile}'; printf '${REVIEW.replace(/\n/g, '\\n')}\\n'`],
      promptChannel: 'none',
      outputChannel: 'stdout',
      modelArg: null,
      effortChannel: 'none',
    },
  });

const workspacesIn = (dir: string): string[] =>
  readdirSync(dir).filter((n) => n.startsWith('reviewer-lanes-ws-'));

let scratch: string;
let tempDir: string;
let gitLog: string;
let pwdFile: string;
let repo: TempRepo;
let server: Server;
/** What the temp folder held each time the HTTP lane's request arrived. */
const seenDuringRequest: string[][] = [];
let savedPath: string | undefined;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'rl-ws-needed-'));
  tempDir = join(scratch, 'tmp');
  mkdirSync(tempDir);
  gitLog = join(scratch, 'git.log');
  pwdFile = join(scratch, 'pwd');
  // git is found on this process's PATH (the one git runs with): a logging git goes first.
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const bin = join(scratch, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${gitLog}'\nexec '${realGit}' "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);

  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.method === 'GET') return res.end(JSON.stringify({ data: [{ id: 'm' }] }));
      seenDuringRequest.push(workspacesIn(tempDir));
      res.end(JSON.stringify({ model: 'm', choices: [{ message: { content: REVIEW } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  repo = tempRepo();
  repo.write('.github/reviewer-lanes/capabilities/web/capability.json', httpLane('web'));
  repo.write('.github/reviewer-lanes/capabilities/sh/capability.json', shellLane('sh', pwdFile));
  repo.write('.github/reviewer-lanes/config.json', JSON.stringify({ review: { web_host: host } }));
  repo.write('a.txt', 'one\n');
  expect((await runCli(['consent', '--write', '--no-first-party'], { cwd: repo.dir })).code).toBe(0);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'f');
  repo.write('a.txt', 'one\ntwo\n');
  repo.commit('change');

  savedPath = process.env.PATH;
  process.env.PATH = `${bin}:${savedPath ?? ''}`;
}, 60000);

afterAll(async () => {
  process.env.PATH = savedPath;
  repo.cleanup();
  await new Promise((resolve) => server.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

/** One review with `reviewers`; returns the git command lines it ran. */
async function review(reviewers: string) {
  rmSync(gitLog, { force: true });
  rmSync(pwdFile, { force: true });
  seenDuringRequest.length = 0;
  const run = await runCli(
    ['review', '--no-first-party', '--base', 'main', '--reviewers', reviewers, '--out', 'out', '--json'],
    { cwd: repo.dir, env: { ...process.env, TMPDIR: tempDir } },
  );
  const results = JSON.parse(run.stdout) as { lanes: Array<{ slug: string; status: string }> };
  const gitLines = readFileSync(gitLog, 'utf8').trim().split('\n');
  return { run, lanes: results.lanes.map((l) => [l.slug, l.status]), gitLines };
}

describe('a review whose lanes are all HTTP lanes', () => {
  it('makes no workspace: no git init, nothing in the temp folder while the lane runs', async () => {
    const { run, lanes, gitLines } = await review('web');
    expect(run.code).toBe(0);
    expect(lanes).toEqual([['web', 'reviewed']]);
    expect(seenDuringRequest).toEqual([[]]);
    expect(gitLines.filter((l) => /(^| )(init|read-tree)( |$)/.test(l))).toEqual([]);
    // The diff is still read from the repository.
    expect(gitLines.some((l) => / diff /.test(` ${l} `))).toBe(true);
    expect(workspacesIn(tempDir)).toEqual([]);
    // The prompt names no workspace it would not have.
    expect(readFileSync(join(repo.dir, 'out', 'prompt.md'), 'utf8')).not.toContain(tempDir);
  });
});

describe('a review with an HTTP lane and a spawn lane', () => {
  it('makes the workspace once, runs the spawn lane in it, and removes it', async () => {
    const { run, lanes, gitLines } = await review('web,sh');
    expect(run.code).toBe(0);
    expect(lanes).toEqual([
      ['sh', 'reviewed'],
      ['web', 'reviewed'],
    ]);
    expect(gitLines.filter((l) => / init /.test(` ${l} `))).toHaveLength(1);
    const ran = readFileSync(pwdFile, 'utf8').trim();
    expect(ran.startsWith(join(tempDir, 'reviewer-lanes-ws-'))).toBe(true);
    expect(seenDuringRequest).toEqual([[ran.slice(tempDir.length + 1)]]);
    expect(workspacesIn(tempDir)).toEqual([]);
  });
});

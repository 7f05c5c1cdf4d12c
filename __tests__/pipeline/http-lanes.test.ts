/**
 * HTTP lanes through `reviewer-lanes review`, on a real git repository against a loopback
 * OpenAI-compatible server started here (127.0.0.1, an ephemeral port): what the server receives
 * (the bearer token named by `apiKeyEnv`, and never a repository credential), and what the user
 * is told when the server answers with another model than the one requested.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { runCli, type CliRun } from '../cli/helpers.js';

const KEY = 'sk-team-key-0123456789';
const GH = 'ghs_repositorycredential0123';

/** An HTTP lane at `review.<id>_host` with the given extra invoke and reviewer fields. */
function httpLane(
  id: string,
  invoke: Record<string, unknown>,
  reviewer: Record<string, unknown> = {},
): string {
  const hostKey = `review.${id}_host`;
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
      probe: { kind: 'http-reachable', hostConfigKey: hostKey, path: '/v1/models', timeoutMs: 2000 },
      invoke: {
        hostConfigKey: hostKey,
        path: `/${id}/v1/chat/completions`,
        modelDiscovery: 'none',
        fallbackModel: 'asked-model',
        effortChannel: 'none',
        ...invoke,
      },
      timeoutFloorMs: 10000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${id}`,
      evidenceClass: 'diff-only',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: 'openai-compatible',
      ...reviewer,
    },
    config: { [hostKey]: { type: 'string', default: '', description: 'host' } },
  });
}

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('review with HTTP lanes against a loopback server', () => {
  let repo: TempRepo;
  let server: Server;
  const seen: Seen[] = [];
  let run: CliRun;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.method === 'GET') return res.end(JSON.stringify({ data: [{ id: 'asked-model' }] }));
        // The `mismatch` lane is answered by another model than the one it asked for.
        const model = req.url?.startsWith('/mismatch/') ? 'other-model' : 'asked-model';
        res.end(
          JSON.stringify({
            model,
            choices: [{ message: { content: '## Summary\nFine.\n\n## Risk Assessment\nLOW' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    repo = tempRepo();
    const lanes: Record<string, string> = {
      keyed: httpLane('keyed', { apiKeyEnv: 'TEAM_KEY' }),
      ghkey: httpLane('ghkey', { apiKeyEnv: 'GITHUB_TOKEN' }, { env: ['GITHUB_TOKEN'] }),
      mismatch: httpLane('mismatch', {}),
    };
    for (const [id, text] of Object.entries(lanes))
      repo.write(`.github/reviewer-lanes/capabilities/${id}/capability.json`, text);
    repo.write(
      '.github/reviewer-lanes/config.json',
      JSON.stringify({ review: Object.fromEntries(Object.keys(lanes).map((id) => [`${id}_host`, host])) }),
    );
    repo.write('a.txt', 'one\n');
    const env = { ...process.env, TEAM_KEY: KEY, GITHUB_TOKEN: GH };
    const consent = await runCli(['consent', '--write', '--no-first-party'], { cwd: repo.dir, env });
    expect(consent.code).toBe(0);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'f');
    repo.write('a.txt', 'one\ntwo\n');
    repo.commit('change');
    run = await runCli(
      ['review', '--no-first-party', '--base', 'main', '--reviewers', 'keyed,ghkey,mismatch', '--out', 'out'],
      { cwd: repo.dir, env },
    );
  }, 60000);

  afterAll(async () => {
    repo.cleanup();
    await new Promise((resolve) => server.close(resolve));
  });

  const posts = (lane: string) => seen.filter((s) => s.path.startsWith(`/${lane}/`));

  it('reviews with all three lanes', () => {
    expect(run.code).toBe(0);
    const results = JSON.parse(readFileSync(join(repo.dir, 'out', 'results.json'), 'utf8')) as {
      lanes: Array<{ slug: string; status: string }>;
    };
    expect(results.lanes.map((l) => [l.slug, l.status])).toEqual([
      ['ghkey', 'reviewed'],
      ['keyed', 'reviewed'],
      ['mismatch', 'reviewed'],
    ]);
  });

  it('sends the apiKeyEnv value as the bearer token, though reviewer.env does not list it', () => {
    expect(posts('keyed').map((s) => s.headers.authorization)).toEqual([`Bearer ${KEY}`]);
  });

  it('never sends a repository credential, even named as the api key and listed in env', () => {
    expect(posts('ghkey').map((s) => s.headers.authorization)).toEqual([undefined]);
    expect(JSON.stringify(seen)).not.toContain(GH);
  });

  it('tells the user when the server answered with another model: in the output and in REVIEWS.md', () => {
    const warning =
      "mismatch served model 'other-model' but 'asked-model' was requested. Review may be from a different model.";
    expect(run.stdout).toContain(`warning: ${warning}`);
    const reviews = readFileSync(join(repo.dir, 'out', 'REVIEWS.md'), 'utf8');
    const section = reviews.slice(reviews.indexOf('## Lane mismatch Review'));
    expect(section).toContain(`> Warning: ${warning}`);
    const keyed = reviews.slice(
      reviews.indexOf('## Lane keyed Review'),
      reviews.indexOf('## Lane mismatch Review'),
    );
    expect(keyed).not.toContain('> Warning:');
  });
});

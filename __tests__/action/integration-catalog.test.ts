/**
 * An organization's catalog through the bundled action, run as the runner runs it (D23): the
 * loopback GitHub API serves the catalog repository's archive at each pinned commit, an HTTP
 * lane of the catalog reviews through a loopback OpenAI-compatible server and a spawned one runs
 * the self-test's fake reviewer; `catalog_consent` needs no entry in the repository's baseline;
 * a pull request bumping the pin to a commit that changes a lane's arguments gets a red check;
 * a catalog that cannot be read (404, a branch as the pin, private, 403) fails an explicit lane of
 * it, and the page says which key and why.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { httpManifest } from '../../__fixtures__/catalog/manifests.js';
import { orgCatalog } from '../../__fixtures__/catalog/org-catalog.js';
import type { ActionRepo } from '../../__fixtures__/github/action-repo.js';
import { CONSENT, createActionRepo, fakeLaneManifest } from '../../__fixtures__/github/action-repo.js';
import { gitTarball } from '../../__fixtures__/github/catalog-tarball.js';
import type { FakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import { startFakeArtifacts } from '../../__fixtures__/github/fake-artifacts.js';
import type { FakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { pullRequestPayload, startFakeGitHub } from '../../__fixtures__/github/fake-github.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../__fixtures__/servers/openai-fake.js';
import { actionBundle } from './helpers/bundle.js';
import { runAsRunner, type RunnerResult } from './helpers/runner.js';

const CONFIG = '.github/reviewer-lanes/config.json';

let bundle: string;
let artifacts: FakeArtifacts;
let github: FakeGitHub;
let llm: FakeOpenAI;
const repos: ActionRepo[] = [];
let runs = 0;

beforeAll(async () => {
  bundle = actionBundle();
  artifacts = await startFakeArtifacts();
  llm = await startFakeOpenAI();
}, 300_000);
afterAll(async () => {
  await artifacts.close();
  await llm.close();
  for (const r of repos) rmSync(r.root, { recursive: true, force: true });
});
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(async () => github.close());

/**
 * A commit of the catalog repository `acme/lanes`, served by the fake API: an HTTP lane whose
 * host the catalog's config.json names, the fake reviewer as a spawned lane (with `args`), and
 * the consent.json its owner wrote for them — or kept from an earlier commit (`consent`).
 */
async function catalogCommit(args?: string[], consent?: string): Promise<{ sha: string; consent: string }> {
  const folder = orgCatalog();
  try {
    folder.write('capabilities/org-llm/capability.json', httpManifest('org-llm'));
    const spawned = JSON.parse(fakeLaneManifest('good')) as { reviewer: { invoke: { args: string[] } } };
    if (args) spawned.reviewer.invoke.args = args;
    folder.write('capabilities/fake-good/capability.json', spawned);
    folder.write('config.json', { review: { org_llm_host: llm.url } });
    if (consent === undefined) await folder.consentAll();
    else folder.write('consent.json', consent);
    const files: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const abs = join(dir, name);
        if (statSync(abs).isDirectory()) walk(abs);
        else files[relative(folder.dir, abs)] = readFileSync(abs, 'utf8');
      }
    };
    walk(folder.dir);
    const { sha, tarball } = gitTarball('acme', 'lanes', files);
    const served = github.archives.get('acme/lanes') ?? { commits: new Map<string, Buffer>() };
    served.commits.set(sha, tarball);
    github.archives.set('acme/lanes', served);
    return { sha, consent: files['consent.json'] ?? '' };
  } finally {
    folder.cleanup();
  }
}

async function repoPinning(sha: string, headFiles: Record<string, string> = {}): Promise<ActionRepo> {
  const config = { review: { catalog: `acme/lanes@${sha}`, catalog_consent: true } };
  const repo = await createActionRepo([], { baseFiles: { [CONFIG]: JSON.stringify(config) }, headFiles });
  repos.push(repo);
  github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
  return repo;
}

function act(repo: ActionRepo, inputs: Record<string, string>): Promise<RunnerResult> {
  return runAsRunner({
    bundle,
    workspace: repo.root,
    github,
    artifacts,
    inputs: { 'github-token': 'ghs_t', ...inputs },
    event: {
      name: 'pull_request',
      payload: { pull_request: pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }) },
    },
    runId: String(9000 + ++runs),
  });
}

describe('a pinned catalog, bundled', () => {
  it("reviews with the catalog's HTTP and spawned lanes; the page and results.json name their source", async () => {
    const { sha } = await catalogCommit();
    const repo = await repoPinning(sha);
    // catalog_consent: the repository's own baseline holds no entry for the catalog's lanes.
    expect(JSON.parse(readFileSync(join(repo.root, CONSENT), 'utf8'))).toEqual({ lanes: {}, version: 1 });

    const r = await act(repo, { reviewers: 'org_llm,fake-good', comment: 'false' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const results = JSON.parse(r.outputs['results'] ?? '{}') as {
      lanes: Array<{ identity: string; status: string; source?: string }>;
    };
    expect(results.lanes.map((l) => [l.identity, l.status, l.source]).sort()).toEqual([
      ['fake-good', 'reviewed', 'catalog'],
      ['org_llm', 'reviewed', 'catalog'],
    ]);
    const page = readFileSync(r.outputs['reviews-path'] ?? '', 'utf8');
    expect(page).toContain('| Lane | Source | Status |');
    expect(page).toMatch(/\| org_llm \| catalog \| reviewed \|/);
    expect(page).toMatch(/\| fake-good \| catalog \| reviewed \|/);
    expect(llm.requests.some((q) => q.url === '/v1/chat/completions')).toBe(true);
    // The pinned commit's archive, read once with the step's token.
    const archive = github.requests.filter((q) => q.path === `/repos/acme/lanes/tarball/${sha}`);
    expect(archive).toHaveLength(1);
  });

  it("a pull request bumping the pin to a commit that changes a lane's args gets a red check naming it", async () => {
    const first = await catalogCommit();
    // The catalog's owner changed the spawned lane's arguments but not its consent.json.
    const next = await catalogCommit(['good', '--everything'], first.consent);
    const bumped = { review: { catalog: `acme/lanes@${next.sha}`, catalog_consent: true } };
    const repo = await repoPinning(first.sha, { [CONFIG]: JSON.stringify(bumped) });

    const r = await act(repo, { mode: 'check' });
    expect(r.status).toBe(1);
    expect(r.summary).toContain(
      '- **fake-good** (`fake-good`, catalog lane) will now run `fake-reviewer good --everything` (was `fake-reviewer good`).',
    );
    expect(r.summary).toContain(
      `- **fake-good** (\`fake-good\`): signature_changed in the consent.json of catalog \`acme/lanes@${next.sha}\``,
    );
    // The annotation names the catalog's file in its message: it is no file of the checkout.
    expect(r.stdout).toContain(
      `::error title=reviewer-lanes check::acme/lanes@${next.sha}:consent.json [fake-good]: catalog lane 'fake-good' is signature changed in the consent.json of catalog acme/lanes@${next.sha}`,
    );
  });

  // D23 *Failure*: a catalog that cannot be read is a configuration error naming the key and the
  // reason, a lane of it somebody asked for fails the job (D9), and nothing falls back.
  it.each([
    [
      'a commit the catalog repository does not have',
      async (): Promise<string> => `acme/lanes@${'d'.repeat(40)}`,
      {},
      /review\.catalog: acme\/lanes@d{40} cannot be read: GitHub answered 404/,
    ],
    [
      'a branch as the pin',
      async (): Promise<string> => 'acme/lanes@main',
      {},
      /review\.catalog.*full.*commit/i,
    ],
    [
      'a private catalog the token cannot see, no catalog-token',
      async (): Promise<string> => {
        const { sha } = await catalogCommit();
        const served = github.archives.get('acme/lanes');
        if (served) {
          served.private = true;
          served.tokens = ['ghs_catalog_reader'];
        }
        return `acme/lanes@${sha}`;
      },
      {},
      /review\.catalog: acme\/lanes@[0-9a-f]{40} cannot be read: .*set catalog-token/,
    ],
    [
      'a token the catalog repository refuses (403)',
      async (): Promise<string> => {
        const { sha } = await catalogCommit();
        const served = github.archives.get('acme/lanes');
        if (served) served.forbidden = ['ghs_refused'];
        return `acme/lanes@${sha}`;
      },
      { 'catalog-token': 'ghs_refused' },
      /review\.catalog: acme\/lanes@[0-9a-f]{40} cannot be read: .*403/,
    ],
  ] as const)(
    '%s: the explicit catalog lane fails the job, and the error says why',
    async (_name, pin, inputs, message) => {
      const config = { review: { catalog: await pin(), catalog_consent: true } };
      const repo = await createActionRepo([], { baseFiles: { [CONFIG]: JSON.stringify(config) } });
      repos.push(repo);
      github.pulls.set(7, pullRequestPayload({ number: 7, baseSha: repo.base, headSha: repo.head }));
      const r = await act(repo, { reviewers: 'fake-good', comment: 'false', ...inputs });
      expect(r.status).toBe(1);
      expect(r.stdout).toContain(
        '::error::Requested lanes did not end reviewed: fake-good (unavailable: malformed_lane)',
      );
      // The page says why the lane is not there: the catalog, by its key, and the reason.
      expect(r.summary).toMatch(
        /fake-good unavailable \(malformed_lane: no lane named 'fake-good' is declared; the pinned catalog's lanes are not loaded \(review\.catalog/,
      );
      expect(r.summary).toMatch(message);
      // Nothing ran from an unpinned or unread copy: no lane reviewed.
      const results = JSON.parse(r.outputs['results'] || '{"lanes":[]}') as {
        lanes: Array<{ status: string }>;
      };
      expect(results.lanes.filter((l) => l.status === 'reviewed')).toEqual([]);
    },
  );
});

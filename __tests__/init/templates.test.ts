/**
 * The init templates and what feeds them: a lane's secrets from its manifest, its CLI's pinned
 * npm package from package.json, the action from package.json's repository.
 */
import { describe, expect, it } from '@jest/globals';
import { REAL_CLIS } from '../../__fixtures__/e2e/real-clis.js';
import { loadCatalog } from '../../src/catalog/catalog.js';
import { ACTION_RE, defaultAction, laneSecrets, repositoryOf, workflowLane } from '../../src/init/setup.js';
import { reviewWorkflow } from '../../src/init/templates.js';
import { packageJson, packageRoot, packageVersion } from '../../src/paths.js';

const catalog = await loadCatalog({ cwd: packageRoot(), firstParty: true, capabilityDirs: [] });
const lane = (slug: string) => {
  const found = catalog.lanes.find((l) => l.reviewer.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('a lane in the review workflow', () => {
  it.each([
    ['codex', ['OPENAI_API_KEY', 'CODEX_API_KEY']],
    ['claude', ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'CLAUDE_CODE_OAUTH_TOKEN']],
    ['gemini', ['GEMINI_API_KEY', 'GOOGLE_API_KEY']],
    ['qwen', ['OPENAI_API_KEY']],
    ['opencode', []],
    ['ollama', []],
  ])('%s passes the credentials its manifest declares: %j', (slug, secrets) => {
    expect(laneSecrets(lane(slug))).toEqual(secrets);
  });

  it('an HTTP lane passes its apiKeyEnv', () => {
    const ollama = lane('ollama');
    const withKey = {
      ...ollama,
      reviewer: { ...ollama.reviewer, invoke: { ...ollama.reviewer.invoke, apiKeyEnv: 'OLLAMA_TOKEN' } },
    };
    expect(laneSecrets(withKey as typeof ollama)).toEqual(['OLLAMA_TOKEN']);
  });

  it('installs the first-party CLIs from package.json’s lanePackages, and nothing for a lane without one', () => {
    const pins = (packageJson() as { lanePackages: Record<string, string> }).lanePackages;
    // The CLIs the end-to-end tests install (scripts/install-real-clis.sh reads the same list).
    expect(Object.keys(pins).sort()).toEqual([...REAL_CLIS].sort());
    for (const [slug, spec] of Object.entries(pins)) expect(workflowLane(lane(slug)).npmPackage).toBe(spec);
    expect(workflowLane(lane('cursor'))).toEqual({
      identity: 'cursor',
      binary: 'cursor-agent',
      secrets: ['CURSOR_API_KEY'],
    });
    expect(workflowLane(lane('ollama'))).toEqual({ identity: 'ollama', binary: null, secrets: [] });
  });

  it('a secret two lanes share is passed once, under the first lane that needs it', () => {
    const text = reviewWorkflow({
      action: 'o/r@v1',
      lanes: [workflowLane(lane('codex')), workflowLane(lane('qwen'))],
    });
    expect(text.match(/OPENAI_API_KEY: /g)).toHaveLength(1);
    // The lanes are named in the config only: the workflow has no list that would replace it.
    expect(text).not.toMatch(/^\s*reviewers:/m);
    expect(text).toContain(
      '# The lanes: codex, qwen, from review.default_reviewers in .github/reviewer-lanes/config.json',
    );
  });

  it('a lane with no secret and no CLI leaves no env block and no install step', () => {
    const text = reviewWorkflow({ action: 'o/r@v1', lanes: [workflowLane(lane('ollama'))] });
    expect(text).not.toContain('env:');
    expect(text).not.toContain('npm install');
    expect(text).not.toMatch(/^\s*reviewers:/m);
    expect(text).toContain('      - uses: o/r@v1\n');
  });

  it('refuses to write a name that is not a plain word into the workflow', () => {
    expect(() =>
      reviewWorkflow({ action: 'o/r@v1', lanes: [{ identity: 'x # y', binary: null, secrets: [] }] }),
    ).toThrow('the lane "x # y" cannot be written into a workflow');
    expect(() => reviewWorkflow({ action: 'o/r@v1\n  evil: 1', lanes: [] })).toThrow(/the action/);
  });
});

describe('the action', () => {
  it('defaults to package.json’s repository at the release tag', () => {
    expect(defaultAction()).toBe(`reviewer-lanes/reviewer-lanes@v${packageVersion()}`);
  });

  it.each([
    ['git+https://github.com/acme/lanes.git', 'acme/lanes'],
    ['https://github.com/acme/lanes', 'acme/lanes'],
    ['git@github.com:acme/lanes.git', 'acme/lanes'],
    ['github:acme/lanes', 'acme/lanes'],
    ['acme/lanes', 'acme/lanes'],
    ['https://gitlab.com/acme/lanes.git', undefined],
  ])('repository %s -> %s', (url, repo) => {
    expect(repositoryOf({ url })).toBe(repo);
    expect(repositoryOf(url)).toBe(repo);
  });

  it.each([
    ['acme/lanes@v1.2.3', true],
    ['acme/lanes/sub@main', true],
    ['acme/lanes@0123456789abcdef0123456789abcdef01234567', true],
    ['acme/lanes', false],
    ['acme@v1', false],
    ['acme/lanes@v1 # x', false],
    ['-x/lanes@v1', false],
  ])('--action %s is accepted: %s', (value, ok) => {
    expect(ACTION_RE.test(value)).toBe(ok);
  });
});

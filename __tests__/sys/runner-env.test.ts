/**
 * The runner's environment values, each read in one place: a missing or malformed one is an
 * EnvironmentError (a ConfigurationError) that names the variable and says what is wrong.
 */
import { describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import { ConfigurationError } from '../../src/diagnostics.js';
import {
  EnvironmentError,
  githubApiUrl,
  githubRepository,
  githubRunAttempt,
  githubServerUrl,
  repositoryName,
  runnerPaths,
} from '../../src/sys/runner-env.js';

describe('repositoryName', () => {
  it.each([
    ['octo/app', { owner: 'octo', repo: 'app' }],
    ['my-org/my.repo_2', { owner: 'my-org', repo: 'my.repo_2' }],
    ['', null],
    ['octo', null],
    ['octo/app/extra', null],
    ['octo/..', null],
    ['-octo/app', null],
    ['octo/a b', null],
    ['octo/app\n', null],
  ])('%j -> %j', (value, out) => expect(repositoryName(value)).toEqual(out));
});

describe('the values, read', () => {
  it.each([
    [() => githubRepository({ GITHUB_REPOSITORY: 'octo/app' }), { owner: 'octo', repo: 'app' }],
    [() => githubApiUrl({}), 'https://api.github.com'],
    [() => githubApiUrl({ GITHUB_API_URL: 'https://ghe.example/api/v3/' }), 'https://ghe.example/api/v3'],
    [() => githubApiUrl({ GITHUB_API_URL: 'http://127.0.0.1:8080' }), 'http://127.0.0.1:8080'],
    [() => githubServerUrl({ GITHUB_SERVER_URL: '' }), 'https://github.com'],
    [() => githubServerUrl({ GITHUB_SERVER_URL: 'https://ghe.example//' }), 'https://ghe.example'],
    [() => githubRunAttempt({}), 1],
    [() => githubRunAttempt({ GITHUB_RUN_ATTEMPT: '3' }), 3],
  ])('case %#', (read, out) => expect(read()).toEqual(out));

  it('puts scratch space under the workspace outside a runner', () => {
    expect(runnerPaths({ GITHUB_WORKSPACE: '/w', RUNNER_TEMP: '/t' })).toEqual({
      workspace: resolve('/w'),
      runnerTemp: resolve('/t'),
    });
    expect(runnerPaths({ GITHUB_WORKSPACE: '/w' }).runnerTemp).toBe(
      join(resolve('/w'), '.reviewer-lanes', 'tmp'),
    );
  });
});

describe('a missing or malformed value', () => {
  it.each([
    [
      () => githubRepository({}),
      'GITHUB_REPOSITORY',
      "GITHUB_REPOSITORY must be 'owner/name', got '' (is this running in GitHub Actions?)",
    ],
    [
      () => githubRepository({ GITHUB_REPOSITORY: 'octo' }),
      'GITHUB_REPOSITORY',
      "GITHUB_REPOSITORY must be 'owner/name', got 'octo' (is this running in GitHub Actions?)",
    ],
    [
      () => githubApiUrl({ GITHUB_API_URL: 'api.github.com' }),
      'GITHUB_API_URL',
      "GITHUB_API_URL must be an http(s) URL, got 'api.github.com' (is this running in GitHub Actions?)",
    ],
    [
      () => githubServerUrl({ GITHUB_SERVER_URL: 'file:///etc' }),
      'GITHUB_SERVER_URL',
      "GITHUB_SERVER_URL must be an http(s) URL, got 'file:///etc' (is this running in GitHub Actions?)",
    ],
    [
      () => githubRunAttempt({ GITHUB_RUN_ATTEMPT: '0' }),
      'GITHUB_RUN_ATTEMPT',
      "GITHUB_RUN_ATTEMPT must be a whole number of at least 1, got '0' (is this running in GitHub Actions?)",
    ],
  ])('case %# is an EnvironmentError naming %s', (read, variable, message) => {
    let thrown: unknown;
    try {
      read();
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(EnvironmentError);
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect(thrown).toMatchObject({ variable, message, diagnostic: { code: 'invalid_environment' } });
  });
});

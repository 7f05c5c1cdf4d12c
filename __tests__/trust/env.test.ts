import { describe, expect, it } from '@jest/globals';
import { isForbiddenEnvName, laneEnvironment, laneEnvNames } from '../../src/trust/env.js';
import { configOf, laneFrom, spawnReviewer, withField } from '../../__fixtures__/trust/lanes.js';

/** What an Actions runner's process env looks like (canary values, never real secrets). */
const RUNNER_ENV: NodeJS.ProcessEnv = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  USER: 'runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C',
  LC_CTYPE: 'en_US.UTF-8',
  TZ: 'UTC',
  TMPDIR: '/tmp',
  CI: 'true',
  NO_COLOR: '1',
  TERM: 'xterm-256color',
  SHELL: '/bin/bash',
  GITHUB_TOKEN: 'ghs_CANARYCANARYCANARYCANARYCANARYCANARY',
  GH_TOKEN: 'ghp_CANARY',
  ACTIONS_RUNTIME_TOKEN: 'CANARY_runtime',
  ACTIONS_RESULTS_URL: 'https://results.example/',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'CANARY_oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/',
  INPUT_X: 'CANARY_input',
  'INPUT_GITHUB-TOKEN': 'CANARY_input_token',
  GITHUB_REPOSITORY: 'o/r',
  OPENAI_API_KEY: 'sk-CANARY',
  ACME_API_KEY: 'CANARY_acme',
  OTHER_LANE_KEY: 'CANARY_other',
  UNSET_BUT_LISTED: undefined,
};

describe('laneEnvironment (D6)', () => {
  it('passes only the allow-list and TERM=dumb when no names are given', () => {
    expect(laneEnvironment(RUNNER_ENV, [])).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/home/runner',
      USER: 'runner',
      LANG: 'C.UTF-8',
      LC_ALL: 'C',
      LC_CTYPE: 'en_US.UTF-8',
      TZ: 'UTC',
      TMPDIR: '/tmp',
      CI: 'true',
      NO_COLOR: '1',
      TERM: 'dumb',
    });
  });

  it("never passes a variable that makes a CLI trust the pull request's configuration, even when listed", () => {
    const env = laneEnvironment({ ...RUNNER_ENV, GEMINI_CLI_TRUST_WORKSPACE: 'true', GEMINI_API_KEY: 'k' }, [
      'GEMINI_CLI_TRUST_WORKSPACE',
      'gemini_cli_trust_workspace',
      'GEMINI_API_KEY',
    ]);
    expect(env['GEMINI_API_KEY']).toBe('k');
    expect(Object.keys(env).filter((k) => /trust_workspace/i.test(k))).toEqual([]);
  });

  it('adds the listed names that are set, and never the credentials even when listed', () => {
    const env = laneEnvironment(RUNNER_ENV, [
      'ACME_API_KEY',
      'UNSET_BUT_LISTED',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'INPUT_X',
      'github_token',
      'not a name',
    ]);
    expect(env['ACME_API_KEY']).toBe('CANARY_acme');
    expect(Object.keys(env).sort()).toEqual(
      [
        'ACME_API_KEY',
        'CI',
        'HOME',
        'LANG',
        'LC_ALL',
        'LC_CTYPE',
        'NO_COLOR',
        'PATH',
        'TERM',
        'TMPDIR',
        'TZ',
        'USER',
      ].sort(),
    );
    const values = Object.values(env).join('\n');
    for (const canary of [
      'ghs_',
      'ghp_',
      'CANARY_runtime',
      'CANARY_oidc',
      'CANARY_input',
      'sk-CANARY',
      'CANARY_other',
    ]) {
      expect(values).not.toContain(canary);
    }
  });

  it('keeps Windows-cased PATH and never lets a listed name override TERM', () => {
    // An absolute folder on this platform (a relative PATH entry is dropped: see below).
    const dir = process.platform === 'win32' ? 'C:\\Windows' : '/usr/bin';
    const env = laneEnvironment({ Path: dir, TERM: 'xterm' }, ['TERM']);
    expect(env).toEqual({ Path: dir, TERM: 'dumb' });
  });

  it('keeps only the absolute PATH entries: a relative one resolves inside the checkout', () => {
    const env = laneEnvironment({ PATH: 'node_modules/.bin::/usr/local/bin:.:bin:/usr/bin' }, []);
    expect(env.PATH).toBe('/usr/local/bin:/usr/bin');
  });

  const forbidden = [
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'github_token',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_CACHE_URL',
    'INPUT_TOKEN',
    'GH_ENTERPRISE_TOKEN',
  ];
  it.each(forbidden)('%s is forbidden', (name) => expect(isForbiddenEnvName(name)).toBe(true));
  it.each(['OPENAI_API_KEY', 'GITHUB_REPOSITORY', 'MY_ACTIONS_KEY'])('%s is not forbidden', (name) =>
    expect(isForbiddenEnvName(name)).toBe(false),
  );
});

describe('laneEnvNames', () => {
  it('separates declared names from config-added ones, sorted and valid only', () => {
    const lane = laneFrom(withField(spawnReviewer(), 'env', ['ZED_KEY', 'ACME_API_KEY', 'ACME_API_KEY']));
    const config = configOf({ env: { acme: ['B_EXTRA', 'A_EXTRA', '1BAD', 'has-dash', 7] } });
    expect(laneEnvNames(lane, config)).toEqual({
      declared: ['ACME_API_KEY', 'ZED_KEY'],
      fromConfig: ['A_EXTRA', 'B_EXTRA'],
    });
  });

  it('reads nothing from config for another slug or a non-array value', () => {
    const lane = laneFrom(spawnReviewer());
    expect(laneEnvNames(lane, configOf({ env: { other: ['X'] } })).fromConfig).toEqual([]);
    expect(laneEnvNames(lane, configOf({ env: { acme: 'X' } })).fromConfig).toEqual([]);
  });
});

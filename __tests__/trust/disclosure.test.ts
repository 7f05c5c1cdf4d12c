import { describe, expect, it } from '@jest/globals';
import { laneDisclosure } from '../../src/trust/disclosure.js';
import {
  configOf,
  httpReviewer,
  laneFrom,
  spawnReviewer,
  withField,
} from '../../__fixtures__/trust/lanes.js';

const SENDS = '  sends: PR title and body, unified diff, changed-file list, repository review guidance';

describe('laneDisclosure', () => {
  it('shows a spawn lane binary and raw args, what it runs, its env and what it is sent', () => {
    const lane = laneFrom(withField(spawnReviewer(), 'env', ['ACME_API_KEY']));
    expect(laneDisclosure(lane, configOf({ env: { acme: ['ACME_ORG'] } }))).toBe(
      [
        'acme -> acme-cli review --json {{model}} {{prompt}}',
        '  runs in a workspace: a checkout of the reviewed commit, agent configuration (CLAUDE.md, AGENTS.md, .claude/ and the like) from the trusted ref; it can read the repository files',
        '  probe: runs acme-cli --help',
        '  env: ACME_API_KEY, ACME_ORG (config)',
        SENDS,
      ].join('\n'),
    );
  });

  it('renders non-string args visibly and quotes args that would read ambiguously', () => {
    const raw = withField(spawnReviewer(), 'invoke.args', [
      '-c',
      'print(1); exit 0',
      '',
      7,
      true,
      null,
      { b: 1, a: [2] },
    ]);
    const first = laneDisclosure(laneFrom(raw), configOf()).split('\n')[0];
    expect(first).toBe(
      'acme -> acme-cli -c "print(1); exit 0" "" <json:7> <json:true> <json:null> <json:{"a":[2],"b":1}>',
    );
  });

  it('shows an openai-http lane destination marked local', () => {
    const lane = laneFrom(httpReviewer(), { source: 'first-party' });
    expect(laneDisclosure(lane, configOf())).toBe(
      [
        'ollama -> [openai-http] review.ollama_host => http://localhost:11434 [local]',
        '  request: POST /v1/chat/completions',
        '  handler: openai-compatible',
        '  probe: GET /v1/models',
        '  env: none',
        SENDS,
      ].join('\n'),
    );
  });

  it('shows a remote destination, its api key variable, and a probe that goes elsewhere', () => {
    let raw = withField(httpReviewer('acme-llm', null), 'invoke.apiKeyEnv', 'ACME_LLM_KEY');
    raw = withField(raw, 'probe.hostConfigKey', 'review.other_host');
    const config = configOf({
      'acme-llm_host': 'https://LLM.example.com/',
      other_host: 'http://127.0.0.1:9',
    });
    expect(laneDisclosure(laneFrom(raw), config)).toBe(
      [
        'acme-llm -> [openai-http] review.acme-llm_host => https://llm.example.com [remote]',
        '  request: POST /v1/chat/completions',
        '  api key: ACME_LLM_KEY sent as Authorization: Bearer',
        '  handler: openai-compatible',
        '  probe: GET /v1/models at review.other_host => http://127.0.0.1:9 [local]',
        '  env: none',
        SENDS,
      ].join('\n'),
    );
  });

  it('says a repository credential named as the api key is never sent', () => {
    const raw = withField(httpReviewer('acme-llm', null), 'invoke.apiKeyEnv', 'GITHUB_TOKEN');
    const config = configOf({ 'acme-llm_host': 'https://llm.example.com' });
    expect(laneDisclosure(laneFrom(raw), config).split('\n')).toContain(
      '  api key: GITHUB_TOKEN is a repository credential and is never sent',
    );
  });

  it('says so when no host resolves', () => {
    const first = laneDisclosure(laneFrom(httpReviewer('bare', null)), configOf()).split('\n')[0];
    expect(first).toBe('bare -> [openai-http] review.bare_host => (no host resolved)');
  });

  it('is deterministic', () => {
    const lane = laneFrom(spawnReviewer());
    expect(laneDisclosure(lane, configOf())).toBe(laneDisclosure(laneFrom(spawnReviewer()), configOf()));
  });
});

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { laneSignature, stableJson } from '../../src/trust/signature.js';
import {
  httpReviewer,
  laneFrom,
  spawnReviewer,
  withField,
  type RawReviewer,
} from '../../__fixtures__/trust/lanes.js';

const sig = (raw: RawReviewer): string => laneSignature(laneFrom(raw));

describe('stableJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(stableJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });
  it('renders values JSON cannot carry as null and cycles as a marker', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(stableJson([NaN, Infinity, undefined])).toBe('[null,null,null]');
    expect(stableJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(stableJson(cyclic)).toBe('{"a":1,"self":"[Circular]"}');
  });
  it('is the same for any key order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(stableJson(reversed)).toBe(stableJson(obj));
        expect(JSON.parse(stableJson(obj))).toEqual(JSON.parse(JSON.stringify(obj)));
      }),
    );
  });
});

describe('laneSignature (D3)', () => {
  it('is 64 hex characters and stable', () => {
    const s = sig(spawnReviewer());
    expect(s).toMatch(/^[0-9a-f]{64}$/);
    expect(sig(spawnReviewer())).toBe(s);
  });

  // Every bound field: changing it must force re-consent.
  const spawnBound: Array<[string, unknown]> = [
    ['slug', 'acme2'],
    ['invoke.binary', 'python3'],
    ['invoke.args', ['review', '--json', '{{model}}', '{{prompt}}', '--dangerously-skip-permissions']],
    ['invoke.args', ['-c', 'import os; os.system("curl evil")']],
    ['invoke.args', ['--json', 'review', '{{model}}', '{{prompt}}']],
    ['invoke.args', ['review', '--json', '{{model}}', '{{prompt}}', 7]],
    ['invoke.args', ['review', '--json', '{{model}}', '{{prompt}}', { nested: ['x'] }]],
    ['invoke.promptChannel', 'argv'],
    ['invoke.outputChannel', 'file-arg'],
    ['invoke.outputArg', '--out'],
    ['invoke.modelArg', '-m'],
    ['invoke.modelArg', null],
    ['invoke.effortChannel', 'argv'],
    ['handler', 'opencode'],
    ['probe.kind', 'command-exists'],
    ['probe.binary', 'other-cli'],
    ['probe.needle', 'other'],
    ['requiresBinaries', ['jq']],
    ['env', ['ACME_API_KEY']],
  ];
  it.each(spawnBound)('spawn: changing %s changes the signature', (path, value) => {
    expect(sig(withField(spawnReviewer(), path, value))).not.toBe(sig(spawnReviewer()));
  });

  const httpBound: Array<[string, unknown]> = [
    ['transport', 'spawn'],
    ['invoke.hostConfigKey', 'review.other_host'],
    ['invoke.defaultHost', 'http://evil.example:11434'],
    ['invoke.defaultHost', undefined],
    ['invoke.path', '/v2/chat'],
    ['invoke.modelDiscovery', 'none'],
    ['invoke.apiKeyEnv', 'OLLAMA_KEY'],
    ['handler', null],
    ['probe.hostConfigKey', 'review.other_host'],
    ['probe.path', '/health'],
  ];
  it.each(httpBound)('openai-http: changing %s changes the signature', (path, value) => {
    expect(sig(withField(httpReviewer(), path, value))).not.toBe(sig(httpReviewer()));
  });

  // Cosmetic fields: changing them must not force re-consent.
  const unbound: Array<[string, unknown]> = [
    ['reviewsSection', 'Acme Reviewer'],
    ['timeoutFloorMs', 1],
    ['flags', ['--acme', '--acme-review']],
    ['emptyOutput', 'handler-owned'],
    ['evidenceClass', 'diff-only'],
    ['description', 'a different description'],
    ['promptBudgetKey', 'review.max_prompt_tokens_per_reviewer.acme'],
    ['modelConfigKey', null],
    ['probe.timeoutMs', 9999],
  ];
  it.each(unbound)('changing %s leaves the signature alone', (path, value) => {
    expect(sig(withField(spawnReviewer(), path, value))).toBe(sig(spawnReviewer()));
  });

  it('leaves an http lane signature alone when only its fallback model or probe timeout changes', () => {
    expect(sig(withField(httpReviewer(), 'invoke.fallbackModel', 'qwen'))).toBe(sig(httpReviewer()));
    expect(sig(withField(httpReviewer(), 'probe.timeoutMs', 1))).toBe(sig(httpReviewer()));
  });

  it('does not bind the key order inside an object arg', () => {
    const a = withField(spawnReviewer(), 'invoke.args', ['--cfg', { a: 1, b: { c: 2, d: 3 } }]);
    const b = withField(spawnReviewer(), 'invoke.args', ['--cfg', { b: { d: 3, c: 2 }, a: 1 }]);
    expect(sig(a)).toBe(sig(b));
  });

  it('binds raw args that the validated lane would not carry (non-strings)', () => {
    const withNumber = withField(spawnReviewer(), 'invoke.args', ['x', 7]);
    const withString = withField(spawnReviewer(), 'invoke.args', ['x', '7']);
    expect(laneFrom(withNumber).reviewer.invoke).toEqual(
      laneFrom(withField(spawnReviewer(), 'invoke.args', ['x'])).reviewer.invoke,
    );
    expect(sig(withNumber)).not.toBe(sig(withString));
  });

  it('treats env and requiresBinaries as sets', () => {
    const a = withField(spawnReviewer(), 'env', ['A_KEY', 'B_KEY']);
    const b = withField(spawnReviewer(), 'env', ['B_KEY', 'A_KEY']);
    expect(sig(a)).toBe(sig(b));
    const c = withField(spawnReviewer(), 'requiresBinaries', ['jq', 'git']);
    const d = withField(spawnReviewer(), 'requiresBinaries', ['git', 'jq']);
    expect(sig(c)).toBe(sig(d));
  });

  it('ignores the capability id and manifest path (the baseline keys by id)', () => {
    const raw = spawnReviewer();
    expect(laneSignature(laneFrom(raw, { id: 'other', path: '/elsewhere/capability.json' }))).toBe(sig(raw));
  });
});

/**
 * The config with the runtime verdict cache (sys/verdicts.ts): config text this build checked
 * with no diagnostic is not checked again (the checker, and zod with it, stays unloaded), and
 * that must change nothing. Real files in temp repositories and a real cache directory: a config
 * loaded with no cache, then twice through one cache (as two processes would), reads the same at
 * every key it spells and reports the same diagnostics; text with a diagnostic is never recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { loadConfig } from '../../src/config/config.js';
import { configNodes } from '../../src/config/lookup.js';
import type { LoadedConfig } from '../../src/config/types.js';
import { fileVerdicts, type Verdicts } from '../../src/sys/verdicts.js';

const CONFIG = '.github/reviewer-lanes/config.json';
const BUILD = 'c5'.repeat(32);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'config-verdicts-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function repo(text: string): string {
  const cwd = join(root, `repo-${++n}`);
  mkdirSync(join(cwd, '.github', 'reviewer-lanes'), { recursive: true });
  writeConfig(cwd, text);
  return cwd;
}
function writeConfig(cwd: string, text: string): void {
  writeFileSync(join(cwd, CONFIG), text);
}
const freshCache = () => join(root, `cache-${++n}`);
const recorded = (cache: string): string[] => {
  try {
    return readdirSync(join(cache, 'verdicts', BUILD.slice(0, 16)));
  } catch {
    return [];
  }
};

/** The real cache, with what loadConfig asked of it written down. */
function watched(cache: string): { verdicts: Verdicts; hits: number; remembered: number } {
  const inner = fileVerdicts(cache, BUILD);
  const log = { hits: 0, remembered: 0 };
  const verdicts: Verdicts = {
    known(kind, key, bytes) {
      expect([kind, key]).toEqual(['config', CONFIG]);
      const known = inner.known(kind, key, bytes);
      if (known) log.hits++;
      return known;
    },
    remember(kind, key, bytes) {
      log.remembered++;
      inner.remember(kind, key, bytes);
    },
  };
  return Object.assign(log, { verdicts });
}

/** What a config reads as: every key the document spells, and the diagnostics. */
function reading(loaded: LoadedConfig, doc: unknown) {
  const keys = [...new Set(configNodes(doc, 4).map((node) => node.key))];
  return {
    source: loaded.config.source,
    values: Object.fromEntries(keys.map((k) => [k, loaded.config.get(k)])),
    strings: Object.fromEntries(keys.map((k) => [k, loaded.config.getString(k)])),
    errors: loaded.errors,
    warnings: loaded.warnings,
  };
}

/** Uncached, then twice through one cache; both cached readings must equal the uncached one. */
async function loadThrice(cwd: string, cache = freshCache()) {
  const doc = (() => {
    try {
      return JSON.parse(readText(cwd)) as unknown;
    } catch {
      return {};
    }
  })();
  const plain = reading(await loadConfig(cwd), doc);
  const first = watched(cache);
  const firstReading = reading(await loadConfig(cwd, undefined, first.verdicts), doc);
  const second = watched(cache);
  const secondReading = reading(await loadConfig(cwd, undefined, second.verdicts), doc);
  expect(firstReading).toStrictEqual(plain);
  expect(secondReading).toStrictEqual(plain);
  return { plain, first, second, cache };
}
function readText(cwd: string): string {
  return readFileSync(join(cwd, CONFIG), 'utf8').replace(/^\uFEFF/, '');
}

describe('config verdicts', () => {
  it('clean text is checked once, recorded, then taken as it is', async () => {
    const cwd = repo(
      JSON.stringify({
        review: {
          models: { codex: 'gpt-5' },
          timeouts: { codex: 60000 },
          ollama_host: 'http://127.0.0.1:11434',
        },
        'review.env.codex': ['OPENAI_BASE_URL'],
        other: { tool: true },
      }),
    );
    const { plain, first, second, cache } = await loadThrice(cwd);
    expect(plain.warnings).toEqual([]);
    expect(plain.values['review.models.codex']).toBe('gpt-5');
    expect([first.hits, first.remembered]).toEqual([0, 1]);
    expect([second.hits, second.remembered]).toEqual([1, 0]);
    expect(recorded(cache)).toHaveLength(1);
  });

  it('text with a warning is checked, and the warning reported, every time; never recorded', async () => {
    const cwd = repo(JSON.stringify({ review: { timeouts: { codex: 'soon' }, models: { codex: 'm' } } }));
    const { plain, first, second, cache } = await loadThrice(cwd);
    expect(plain.warnings.map((w) => `${w.field}: ${w.message}`)).toEqual([
      'review.timeouts.codex: must be a positive integer (milliseconds); got string "soon". It is treated as unset.',
    ]);
    // The bad value reads as unset, cached or not.
    expect(plain.values['review.timeouts.codex']).toBeUndefined();
    expect([first.remembered, second.remembered, second.hits]).toEqual([0, 0, 0]);
    expect(recorded(cache)).toEqual([]);
  });

  it('text that is not JSON is an error every time; never recorded', async () => {
    const cwd = repo('{"review": {"models": }');
    const { plain, cache } = await loadThrice(cwd);
    expect(plain.errors).toHaveLength(1);
    expect(plain.errors[0]?.message).toBe(
      `is not valid JSON: Unexpected token '}', ...""models": }" is not valid JSON`,
    );
    expect(recorded(cache)).toEqual([]);
  });

  it('an edited file is checked again: a value made bad is caught', async () => {
    const cwd = repo(JSON.stringify({ review: { timeouts: { codex: 1000 } } }));
    const { cache } = await loadThrice(cwd);
    writeConfig(cwd, JSON.stringify({ review: { timeouts: { codex: -1 } } }));
    const again = watched(cache);
    const loaded = await loadConfig(cwd, undefined, again.verdicts);
    expect(again.hits).toBe(0);
    expect(loaded.warnings.map((w) => w.field)).toEqual(['review.timeouts.codex']);
    expect(loaded.config.get('review.timeouts.codex')).toBeUndefined();
  });

  it('a byte-order mark is read past on the fast path as on the checked one', async () => {
    const cwd = repo(`\uFEFF${JSON.stringify({ review: { models: { gemini: 'g' } } })}`);
    const { plain, second } = await loadThrice(cwd);
    expect(plain.values['review.models.gemini']).toBe('g');
    expect(second.hits).toBe(1);
  });

  it('any document reads the same through the cache as without it', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 100000 }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    );
    const slug = fc.constantFrom('codex', 'gemini', 'ollama', 'x.y');
    const section = fc.constantFrom('models', 'effort', 'timeouts', 'env', 'max_prompt_tokens_per_reviewer');
    const doc = fc.record({
      review: fc.dictionary(section, fc.dictionary(slug, value, { maxKeys: 3 }), { maxKeys: 4 }),
      flat: fc.dictionary(
        fc.tuple(section, slug).map(([s, l]) => `review.${s}.${l}`),
        value,
        { maxKeys: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(doc, async ({ review, flat }) => {
        const cwd = repo(JSON.stringify({ review, ...flat }));
        await loadThrice(cwd);
      }),
      { numRuns: 60 },
    );
  });
});

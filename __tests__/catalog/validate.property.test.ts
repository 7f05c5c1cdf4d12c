/**
 * The validator is total (D2): thousands of randomly mutated manifests —
 * values of any type, deleted and added keys (reserved names included), getters and proxies that
 * throw — never make it throw or hang, and its verdict stays well-formed. The seeds are real
 * manifests — ours — and manifests of gsd-core's shape (runtimes and features with their bodies).
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateManifest } from '../../src/catalog/validate.js';
import { firstPartyCapabilitiesDir } from '../../src/paths.js';
import { gsdCoreShapedCorpus } from '../../__fixtures__/catalog/gsd-core-shaped.js';

type Json = Record<string, unknown>;
const seedsFrom = (dir: string) =>
  readdirSync(dir).map((id) => ({
    id,
    doc: JSON.parse(readFileSync(join(dir, id, 'capability.json'), 'utf8')) as Json,
  }));
const SEEDS = [
  ...seedsFrom(firstPartyCapabilitiesDir()),
  ...Object.entries(gsdCoreShapedCorpus()).map(([id, doc]) => ({ id, doc })),
];

type Path = Array<string | number>;

function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  }
  return out;
}

const hostile = {
  throwingProxy: () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error('get trap');
        },
        ownKeys() {
          throw new Error('ownKeys trap');
        },
        getOwnPropertyDescriptor() {
          throw new Error('descriptor trap');
        },
        has() {
          throw new Error('has trap');
        },
        getPrototypeOf() {
          throw new Error('prototype trap');
        },
      },
    ),
  arrayProxy: () =>
    new Proxy([], {
      get(target, key) {
        if (key === 'length') return 3;
        throw new Error(`get ${String(key)}`);
      },
    }),
  throwingGetter: () => {
    const o: Json = {};
    Object.defineProperty(o, 'slug', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    return o;
  },
};

type Mutation =
  | { op: 'set'; at: number; value: unknown }
  | { op: 'delete'; at: number }
  | { op: 'add'; at: number; key: string; value: unknown }
  | { op: 'hostile'; at: number; kind: keyof typeof hostile }
  | { op: 'getter'; at: number; key: string };

const keyArb = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'slug',
    'transport',
    'invoke',
    'kind',
    'reviewer',
  ),
  fc.string({ maxLength: 12 }),
);
const valueArb = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(null, undefined, NaN, Infinity, -0, '', ' ', '{{prompt}}', 'spawn', 'openai-http', [], {}),
  fc.string({ minLength: 200, maxLength: 2000 }),
);
const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: valueArb }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('add' as const), at: fc.nat(), key: keyArb, value: valueArb }),
  fc.record({
    op: fc.constant('hostile' as const),
    at: fc.nat(),
    kind: fc.constantFrom(...(Object.keys(hostile) as Array<keyof typeof hostile>)),
  }),
  fc.record({ op: fc.constant('getter' as const), at: fc.nat(), key: keyArb }),
);

function parentOf(doc: Json, path: Path): { parent: Json | unknown[]; key: string | number } | undefined {
  if (path.length === 0) return undefined;
  let cur: unknown = doc;
  for (const seg of path.slice(0, -1)) cur = (cur as Record<string | number, unknown>)[seg];
  return { parent: cur as Json, key: path[path.length - 1] as string | number };
}

function mutate(doc: Json, mutations: Mutation[]): unknown {
  let root: unknown = doc;
  for (const m of mutations) {
    if (typeof root !== 'object' || root === null) break;
    const all = paths(root);
    const path = all[m.at % all.length] ?? [];
    const target = parentOf(root as Json, path);
    const replace = (value: unknown) => {
      if (target) (target.parent as Record<string | number, unknown>)[target.key] = value;
      else root = value;
    };
    switch (m.op) {
      case 'set':
        // a copy: later mutations must not reach fast-check's own values (it prints them on failure)
        replace(structuredClone(m.value));
        break;
      case 'delete':
        if (target && Array.isArray(target.parent)) target.parent.splice(Number(target.key), 1);
        else if (target) delete (target.parent as Json)[target.key as string];
        break;
      case 'add': {
        const at =
          path.length === 0
            ? root
            : (target?.parent as Record<string | number, unknown>)[target?.key as string];
        if (typeof at === 'object' && at !== null && !Array.isArray(at)) {
          Object.defineProperty(at, m.key, {
            value: structuredClone(m.value),
            enumerable: true,
            configurable: true,
            writable: true,
          });
        }
        break;
      }
      case 'hostile':
        replace(hostile[m.kind]());
        return root; // nothing can be walked after a trap that throws
      case 'getter': {
        const at =
          path.length === 0
            ? root
            : (target?.parent as Record<string | number, unknown>)[target?.key as string];
        // An array's `length` cannot be redefined: such a mutation is not a manifest JSON can hold.
        const fixed =
          typeof at === 'object' &&
          at !== null &&
          Object.getOwnPropertyDescriptor(at, m.key)?.configurable === false;
        if (typeof at === 'object' && at !== null && !fixed) {
          Object.defineProperty(at, m.key, {
            enumerable: true,
            configurable: true,
            get() {
              throw new Error('hostile getter');
            },
          });
        }
        return root;
      }
    }
  }
  return root;
}

describe('the validator never throws or hangs', () => {
  test('on thousands of mutated real manifests', () => {
    let invalid = 0;
    let couldNotValidate = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...SEEDS),
        fc.array(mutationArb, { minLength: 1, maxLength: 6 }),
        (seed, mutations) => {
          const doc = mutate(structuredClone(seed.doc), mutations);
          const started = performance.now();
          const verdict = validateManifest(doc, { path: `x/${seed.id}/capability.json`, folderId: seed.id });
          expect(performance.now() - started).toBeLessThan(1000);
          expect(Array.isArray(verdict.errors)).toBe(true);
          expect(Array.isArray(verdict.warnings)).toBe(true);
          expect(verdict.capability === undefined).toBe(verdict.errors.length > 0);
          if (verdict.errors.length > 0) invalid++;
          if (verdict.errors.some((e) => e.message.includes('could not be validated'))) couldNotValidate++;
          for (const d of [...verdict.errors, ...verdict.warnings]) {
            expect(typeof d.message).toBe('string');
            expect(d).toMatchObject({ path: `x/${seed.id}/capability.json`, id: seed.id });
            if (d.field !== undefined) expect(typeof d.field).toBe('string');
          }
        },
      ),
      { numRuns: 4000 },
    );
    // The mutations bite: many manifests turn invalid, and hostile objects are reached.
    expect(invalid).toBeGreaterThan(1000);
    expect(couldNotValidate).toBeGreaterThan(50);
  });

  test('unmutated seeds are all valid (the mutations, not the seeds, cause the errors)', () => {
    for (const seed of SEEDS) {
      expect(validateManifest(seed.doc, { path: 'x', folderId: seed.id }).errors).toEqual([]);
    }
  });
});

/**
 * Own-property dotted lookup (never the prototype: `__proto__` reads as unset). A key may be
 * nested, flat or mixed; the most nested spelling wins, a longer dotted key only when it is unset.
 */

import { isPlainObject } from '../sys/plain-object.js';

/** The value at `key` in `doc`, or undefined. Total: never throws, never reads inherited keys. */
export function lookup(doc: unknown, key: string): unknown {
  if (key === '') return undefined;
  return resolve(doc, key.split('.'));
}

function resolve(node: unknown, segments: readonly string[]): unknown {
  if (!isPlainObject(node)) return undefined;
  for (let i = 1; i <= segments.length; i++) {
    const name = segments.slice(0, i).join('.');
    if (!Object.hasOwn(node, name)) continue;
    const value = node[name];
    if (i === segments.length) return value;
    const found = resolve(value, segments.slice(i));
    if (found !== undefined) return found;
  }
  return undefined;
}

export interface ConfigNode {
  key: string;
  value: unknown;
}

/** The deepest key we check has three segments (`review.<group>.<slug>`). */
const MAX_KEY_SEGMENTS = 3;

/** Every dotted key a document spells, once per spelling, bounded so hostile nesting is harmless. */
export function configNodes(doc: unknown): ConfigNode[] {
  const out: ConfigNode[] = [];
  const walk = (node: unknown, prefix: string | null, depth: number): void => {
    if (!isPlainObject(node)) return;
    for (const name of Object.keys(node)) {
      const key = prefix === null ? name : `${prefix}.${name}`;
      const segments = depth + name.split('.').length;
      if (segments > MAX_KEY_SEGMENTS) continue;
      const value = node[name];
      out.push({ key, value });
      if (segments < MAX_KEY_SEGMENTS) walk(value, key, segments);
    }
  };
  walk(doc, null, 0);
  return out;
}

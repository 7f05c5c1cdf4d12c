/** Contract: the probe registry, the kinds/ folder and the closed PROBE_KINDS enum agree. */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROBES } from '../../src/probe/registry.js';
import { PROBE_KINDS } from '../../src/vocabulary.js';

describe('probe registry', () => {
  it('has exactly one entry per probe kind', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...PROBE_KINDS].sort());
    for (const kind of PROBE_KINDS) expect(typeof PROBES[kind]).toBe('function');
  });
  it('has one module per probe kind in src/probe/kinds/', () => {
    const dir = fileURLToPath(new URL('../../src/probe/kinds/', import.meta.url));
    const files = readdirSync(dir).map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...PROBE_KINDS].sort());
  });
  it('is frozen', () => {
    expect(Object.isFrozen(PROBES)).toBe(true);
  });
});

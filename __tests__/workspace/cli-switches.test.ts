/**
 * Defence in depth beside the workspace (D18): each first-party CLI lane passes its CLI's own
 * switch against project configuration, as verified against the pinned releases (the attack
 * end-to-end test, __tests__/e2e/workspace-attacks.test.ts, runs them for real). Changing a
 * first-party manifest changes its signature, and first-party lanes on their defaults still need
 * no consent entry (D4).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/catalog.js';
import type { Catalog, Lane } from '../../src/catalog/types.js';
import { createConfig } from '../../src/config/config.js';
import { consentReport } from '../../src/trust/consent.js';

let catalog: Catalog;
beforeAll(async () => {
  const empty = mkdtempSync(join(tmpdir(), 'rl-switches-'));
  try {
    catalog = await loadCatalog({ cwd: empty, firstParty: true, capabilityDirs: [] });
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

const lane = (slug: string): Lane => {
  const found = catalog.lanes.find((l) => l.reviewer.slug === slug);
  if (!found) throw new Error(`no first-party lane ${slug}`);
  return found;
};
const args = (slug: string): unknown[] => {
  const l = lane(slug);
  return l.reviewer.transport === 'spawn' ? l.reviewer.invoke.args : [];
};
/** `flag value` appears in that order, next to each other. */
const pair = (list: unknown[], flag: string, value: string): boolean =>
  list.some((a, i) => a === flag && list[i + 1] === value);

describe('first-party CLI lanes turn their project configuration off', () => {
  it('claude loads only the user settings: no project settings, hooks, MCP servers or CLAUDE.md', () => {
    expect(pair(args('claude'), '--setting-sources', 'user')).toBe(true);
  });

  it('codex keeps its read-only sandbox and never trusts the project', () => {
    expect(pair(args('codex'), '--sandbox', 'read-only')).toBe(true);
    expect(
      args('codex').filter((a) => typeof a === 'string' && /trust|dangerously|full-auto/.test(a)),
    ).toEqual([]);
  });

  it('gemini is never given the variable that trusts the workspace, and does not trust it by flag', () => {
    expect(lane('gemini').reviewer.env).not.toContain('GEMINI_CLI_TRUST_WORKSPACE');
    expect(args('gemini')).toContain('--skip-trust');
  });

  it('qwen pins the approval mode, so a settings file cannot turn on yolo', () => {
    expect(pair(args('qwen'), '--approval-mode', 'default')).toBe(true);
    expect(args('qwen')).not.toContain('--yolo');
  });

  it('opencode runs through its handler, which sets its switches (see the handler test)', () => {
    expect(lane('opencode').reviewer.handler).toBe('opencode');
  });

  it('first-party lanes on their defaults still need no consent entry', () => {
    const report = consentReport(catalog.lanes, createConfig({}, null), null);
    expect(report.lanes.filter((l) => l.needsEntry).map((l) => l.slug)).toEqual([]);
    expect(new Set(report.lanes.map((l) => l.state))).toEqual(new Set(['unneeded']));
  });
});

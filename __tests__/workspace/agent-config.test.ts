/**
 * The closed list of agent-configuration paths, one test per entry: which paths it covers, and
 * that in a real lane workspace each entry holds the trusted ref's content at every place it is
 * matched (and the pull request's only where it is not).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempRepo, type TempRepo } from '../../__fixtures__/trust/repo.js';
import { createGit } from '../../src/sys/git.js';
import { AGENT_CONFIG, agentConfigEntry, type AgentConfigEntry } from '../../src/workspace/agent-config.js';
import {
  fillWorkspace,
  removeWorkspace,
  reserveWorkspace,
  type LaneWorkspace,
} from '../../src/workspace/workspace.js';

/** Where a test puts an entry: the file itself, or a settings file inside the folder. */
const fileOf = (e: AgentConfigEntry, at = ''): string =>
  `${at}${e.kind === 'folder' ? `${e.name}/settings.json` : e.name}`;
const swapCase = (name: string): string =>
  name.replace(/[a-z]/gi, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

describe('the list', () => {
  it('names each path once, and says what reads it and why it matters', () => {
    const names = AGENT_CONFIG.map((e) => e.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const e of AGENT_CONFIG) {
      expect(e.readBy.length).toBeGreaterThan(0);
      expect(e.what).not.toBe('');
    }
  });

  it('covers the files the pinned CLIs were seen reading from their working directory', () => {
    for (const path of [
      '.claude/settings.json',
      '.claude/settings.local.json',
      '.mcp.json',
      'CLAUDE.md',
      '.qwen/settings.json',
      'QWEN.md',
      'AGENTS.md',
      'opencode.json',
      '.opencode/plugin/evil.js',
      '.gemini/settings.json',
      'GEMINI.md',
      '.agents/skills/x/SKILL.md',
      '.codex/skills/x/SKILL.md',
      '.codex/config.toml',
      '.env',
    ])
      expect([path, agentConfigEntry(path) !== undefined]).toEqual([path, true]);
  });

  it('leaves ordinary source alone', () => {
    for (const path of [
      'src/claude.ts',
      'docs/CLAUDE.md.bak',
      'x.claude/a',
      'my.env',
      'src/.env.example',
      'README.md',
    ])
      expect([path, agentConfigEntry(path)]).toEqual([path, undefined]);
  });
});

describe.each(AGENT_CONFIG)('$name ($kind, $where)', (entry) => {
  it('matches at the root, inside, and in any case', () => {
    expect(agentConfigEntry(fileOf(entry))).toBe(entry);
    expect(agentConfigEntry(swapCase(fileOf(entry)))).toBe(entry);
    expect(agentConfigEntry(`${entry.name}/deeper/file`)).toBe(entry);
  });

  it(entry.where === 'any-depth' ? 'matches in any subfolder' : 'matches only at the root', () => {
    const nested = agentConfigEntry(fileOf(entry, 'packages/app/'));
    if (entry.where === 'any-depth') expect(nested).toBe(entry);
    else expect(nested).toBeUndefined();
  });

  it('does not match a name that only starts or ends like it', () => {
    expect(agentConfigEntry(`x${entry.name.split('/').pop() ?? ''}`)).toBeUndefined();
    expect(agentConfigEntry(`${entry.name}.orig`)).toBeUndefined();
  });
});

describe('every entry in a workspace of a head that rewrites them all', () => {
  let repo: TempRepo;
  let ws: LaneWorkspace;

  beforeAll(async () => {
    repo = tempRepo();
    repo.write('src/app.js', 'app\n');
    for (const e of AGENT_CONFIG) {
      repo.write(fileOf(e), `trusted ${e.name}\n`);
      repo.write(fileOf(e, 'pkg/'), `trusted nested ${e.name}\n`);
    }
    const base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    for (const e of AGENT_CONFIG) {
      repo.write(fileOf(e), `pr ${e.name}\n`);
      repo.write(fileOf(e, 'pkg/'), `pr nested ${e.name}\n`);
      repo.write(fileOf(e, 'added/'), `pr added ${e.name}\n`);
    }
    const head = repo.commit('rewrite them all');
    ws = reserveWorkspace({ cwd: repo.dir, outDir: join(repo.dir, 'out') });
    await fillWorkspace(ws, createGit(repo.dir), { tree: head, diffBase: base, trusted: base });
  });
  afterAll(async () => {
    await removeWorkspace(ws);
    repo.cleanup();
  });

  const at = (path: string): string | null =>
    existsSync(join(ws.root, path)) ? readFileSync(join(ws.root, path), 'utf8') : null;

  it.each(AGENT_CONFIG)('$name holds the trusted ref’s content where it is matched', (e) => {
    expect(at(fileOf(e))).toBe(`trusted ${e.name}\n`);
    if (e.where === 'any-depth') {
      expect(at(fileOf(e, 'pkg/'))).toBe(`trusted nested ${e.name}\n`);
      expect(at(fileOf(e, 'added/'))).toBeNull();
    } else {
      // Not read there by any CLI: the pull request's file stays, as any source file does.
      expect(at(fileOf(e, 'pkg/'))).toBe(`pr nested ${e.name}\n`);
      expect(at(fileOf(e, 'added/'))).toBe(`pr added ${e.name}\n`);
    }
  });

  it('and the source is the head’s', () => {
    expect(at('src/app.js')).toBe('app\n');
  });
});

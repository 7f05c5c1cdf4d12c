/**
 * The closed list of files a reviewer CLI reads from its working directory as configuration or
 * instructions (D18). In the lane workspace each holds the trusted ref's content, so a pull request
 * cannot make a lane run a command or follow its instructions. Each entry says which CLI reads it.
 */

export interface AgentConfigEntry {
  /** A path component (`.claude`, `CLAUDE.md`), or a root-relative path for `root` entries. */
  name: string;
  /** What the CLI keeps there (the path is matched as either: a file named so is replaced too). */
  kind: 'folder' | 'file';
  /** `any-depth`: the name as any component of a path; `root`: only at the repository root. */
  where: 'any-depth' | 'root';
  /** The CLIs that read it. */
  readBy: readonly string[];
  /** What it can do to a lane. */
  what: string;
}

/**
 * The CLIs' own names match at any depth (they read nested files); names projects use too (`.env`,
 * `CONTEXT.md`) only at the root, where a CLI reads them.
 */
export const AGENT_CONFIG: readonly AgentConfigEntry[] = [
  {
    name: '.claude',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['claude', 'opencode', 'gemini'],
    what: 'settings (hooks, env, apiKeyHelper, permissions), skills, agents, commands',
  },
  {
    name: 'CLAUDE.md',
    kind: 'file',
    where: 'any-depth',
    readBy: ['claude', 'opencode', 'cursor'],
    what: 'instructions',
  },
  { name: 'CLAUDE.local.md', kind: 'file', where: 'any-depth', readBy: ['claude'], what: 'instructions' },
  {
    name: '.mcp.json',
    kind: 'file',
    where: 'any-depth',
    readBy: ['claude'],
    what: 'MCP servers (commands it starts)',
  },
  {
    name: '.gemini',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['gemini'],
    what: 'settings (hooks, MCP servers, tool discovery), extensions, commands, .env',
  },
  {
    name: 'GEMINI.md',
    kind: 'file',
    where: 'any-depth',
    readBy: ['gemini', 'antigravity'],
    what: 'instructions',
  },
  {
    name: '.geminiignore',
    kind: 'file',
    where: 'any-depth',
    readBy: ['gemini'],
    what: 'hides files from its tools',
  },
  {
    name: '.qwen',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['qwen'],
    what: 'settings (hooks, MCP servers, tool discovery, approval mode), skills, agents, commands, .env',
  },
  { name: 'QWEN.md', kind: 'file', where: 'any-depth', readBy: ['qwen'], what: 'instructions' },
  {
    name: '.qwenignore',
    kind: 'file',
    where: 'any-depth',
    readBy: ['qwen'],
    what: 'hides files from its tools',
  },
  {
    name: 'AGENTS.md',
    kind: 'file',
    where: 'any-depth',
    readBy: ['codex', 'qwen', 'opencode', 'cursor', 'kimi-code'],
    what: 'instructions',
  },
  { name: 'AGENTS.override.md', kind: 'file', where: 'any-depth', readBy: ['codex'], what: 'instructions' },
  {
    name: '.agents',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['codex', 'qwen', 'opencode', 'gemini'],
    what: 'skills',
  },
  {
    name: '.agent',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['antigravity'],
    what: 'rules, workflows, skills',
  },
  {
    name: '.codex',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['codex'],
    what: 'project config (MCP servers, sandbox), skills',
  },
  {
    name: 'opencode.json',
    kind: 'file',
    where: 'any-depth',
    readBy: ['opencode'],
    what: 'config (MCP servers, plugins, permissions, instruction files)',
  },
  {
    name: 'opencode.jsonc',
    kind: 'file',
    where: 'any-depth',
    readBy: ['opencode'],
    what: 'config (MCP servers, plugins, permissions, instruction files)',
  },
  {
    name: '.opencode',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['opencode'],
    what: 'plugins (code it runs), agents, commands',
  },
  {
    name: '.cursor',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['cursor'],
    what: 'rules, MCP servers, CLI permissions',
  },
  {
    name: '.cursorrules',
    kind: 'file',
    where: 'any-depth',
    readBy: ['cursor', 'coderabbit'],
    what: 'instructions',
  },
  {
    name: '.cursorignore',
    kind: 'file',
    where: 'any-depth',
    readBy: ['cursor'],
    what: 'hides files from its tools',
  },
  {
    name: '.cursorindexingignore',
    kind: 'file',
    where: 'any-depth',
    readBy: ['cursor'],
    what: 'hides files from its index',
  },
  {
    name: '.kimi',
    kind: 'folder',
    where: 'any-depth',
    readBy: ['kimi-code'],
    what: 'project config, skills',
  },
  {
    name: '.coderabbit.yaml',
    kind: 'file',
    where: 'any-depth',
    readBy: ['coderabbit'],
    what: 'review configuration',
  },
  {
    name: '.coderabbit.yml',
    kind: 'file',
    where: 'any-depth',
    readBy: ['coderabbit'],
    what: 'review configuration',
  },
  // CodeRabbit takes these as review guidelines (its documented defaults).
  { name: 'AGENT.md', kind: 'file', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
  { name: '.windsurfrules', kind: 'file', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
  { name: '.clinerules', kind: 'folder', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
  { name: '.rules', kind: 'folder', where: 'any-depth', readBy: ['coderabbit'], what: 'instructions' },
  {
    name: '.github/instructions',
    kind: 'folder',
    where: 'root',
    readBy: ['copilot', 'coderabbit'],
    what: 'instructions (scoped to paths)',
  },
  {
    name: '.github/copilot-instructions.md',
    kind: 'file',
    where: 'root',
    readBy: ['copilot', 'coderabbit'],
    what: 'instructions',
  },
  {
    name: 'CONTEXT.md',
    kind: 'file',
    where: 'root',
    readBy: ['opencode'],
    what: 'instructions (when there is no AGENTS.md or CLAUDE.md)',
  },
  {
    name: '.env',
    kind: 'file',
    where: 'root',
    readBy: ['qwen', 'gemini'],
    what: 'environment variables (base URLs, proxies)',
  },
];

/** git compares path names in ASCII when told to ignore case; so does this. */
const asciiLower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

const ANY_DEPTH = new Map(
  AGENT_CONFIG.filter((e) => e.where === 'any-depth').map((e) => [asciiLower(e.name), e]),
);
const AT_ROOT = AGENT_CONFIG.filter((e) => e.where === 'root').map((e) => ({
  entry: e,
  parts: asciiLower(e.name).split('/'),
}));

/** The entry a git path falls under, ignoring case as macOS and Windows file systems do. */
export function agentConfigEntry(path: string): AgentConfigEntry | undefined {
  const parts = asciiLower(path).split('/');
  for (const part of parts) {
    const hit = ANY_DEPTH.get(part);
    if (hit) return hit;
  }
  for (const { entry, parts: root } of AT_ROOT) {
    if (root.length <= parts.length && root.every((p, i) => parts[i] === p)) return entry;
  }
  return undefined;
}

export function isAgentConfigPath(path: string): boolean {
  return agentConfigEntry(path) !== undefined;
}

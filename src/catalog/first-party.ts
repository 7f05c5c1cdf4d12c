/**
 * The declared order of the first-party lanes: REVIEWS.md sections, listings and plans follow it
 * (D11). A contract test checks it against the folders under `capabilities/`.
 */
export const FIRST_PARTY_ORDER = [
  'gemini',
  'claude',
  'codex',
  'coderabbit',
  'opencode',
  'qwen',
  'cursor',
  'antigravity',
  'kimi-code',
  'ollama',
  'lm-studio',
  'llama-cpp',
] as const;

/** Position of a first-party capability id; unknown ids sort after the declared ones. */
export function firstPartyRank(id: string): number {
  const i = (FIRST_PARTY_ORDER as readonly string[]).indexOf(id);
  return i === -1 ? FIRST_PARTY_ORDER.length : i;
}

/**
 * The five first-party CLI lanes the end-to-end tests run for real, and where their pinned
 * releases are installed (by scripts/install-real-clis.sh, into a cache outside the repository).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';
import type { FakeProtocol, RecordedRequest } from '../servers/fake-llm.js';

export const REAL_CLIS = ['codex', 'claude', 'gemini', 'qwen', 'opencode'] as const;
export type RealCli = (typeof REAL_CLIS)[number];

/**
 * What each CLI speaks to the fake model server: the protocol whose answer is the review, and every
 * protocol it may use (besides the answer: probes, token counts, npm lookups).
 */
export const CLI_PROTOCOLS: Record<RealCli, { answeredBy: FakeProtocol; allowed: FakeProtocol[] }> = {
  codex: { answeredBy: 'openai.responses', allowed: ['openai.responses'] },
  claude: {
    answeredBy: 'anthropic.messages',
    allowed: ['anthropic.messages', 'anthropic.count_tokens', 'probe'],
  },
  gemini: {
    answeredBy: 'gemini.stream',
    allowed: ['gemini.stream', 'gemini.generate', 'gemini.count_tokens'],
  },
  qwen: { answeredBy: 'openai.chat', allowed: ['openai.chat'] },
  opencode: { answeredBy: 'openai.chat', allowed: ['openai.chat', 'npm'] },
};

/**
 * The model each CLI's machine-readable output names as having answered, when the fake model
 * answers (it echoes the requested model, and gemini's per-model stats key on the `modelVersion`
 * it answers with, `fake`); codex and opencode name none (D19 "The page": `servedModel`).
 */
export const SERVED_MODEL: Record<RealCli, string | undefined> = {
  codex: undefined,
  claude: 'claude-fake',
  gemini: 'fake',
  qwen: 'fake-model',
  opencode: undefined,
};

/** The fake model's answer; it names the client and protocol, so a review proves which CLI spoke which wire format. */
export const reviewTextFor = (r: Pick<RecordedRequest, 'client' | 'protocol'>): string =>
  `LGTM: fake review for ${r.client} over ${r.protocol}`;

/** The line of the review repository's change (`__fixtures__/e2e/git-repo.ts`) the fake model's review cites. */
export const CITED = { path: 'src/calc.js', line: 6 } as const;

/** The fix each model proposes for the cited line (`  return a / b;` at the head), as the prompt asks. */
export const CITED_FIX = '  return b === 0 ? NaN : a / b;';

/**
 * A whole review in the fixed structure: the client-naming line, then one HIGH concern citing a
 * real line of the change, location first, with its fix as a suggestion block under it, as the
 * prompt asks.
 */
export const reviewFor = (r: Pick<RecordedRequest, 'client' | 'protocol'>): string =>
  `${reviewTextFor(r)}\n\n## Concerns\n### HIGH\n- \`${CITED.path}:${CITED.line}\` — Division by zero: \`divide()\` returns Infinity when b is 0.\n\n  \`\`\`suggestion\n  ${CITED_FIX}\n  \`\`\`\n\n## Risk Assessment\nMEDIUM\n`;

/** Long enough for a cold `npm install` of ~1.2 GB on a slow link. */
export const INSTALL_TIMEOUT_MS = 15 * 60_000;

export const INSTALL_HINT =
  'The real reviewer CLIs are needed by the end-to-end tests: run `bash scripts/install-real-clis.sh` ' +
  '(it installs pinned releases from the npm registry into a cache outside the repository; ' +
  'REVIEWER_LANES_CLI_CACHE chooses the directory).';

/**
 * The bin directory holding all five CLIs. The install script is idempotent (a no-op when the
 * cache is present), so calling it here installs on first use instead of skipping the tests.
 */
export async function realClisBinDir(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const script = join(packageRoot(), 'scripts', 'install-real-clis.sh');
  // Asynchronous so a loopback server in this process (a test's fake registry) can still answer.
  const { stdout, failure } = await new Promise<{ stdout: string; failure?: string }>((resolve) => {
    execFile(
      'bash',
      [script],
      { encoding: 'utf8', env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, out, err) => {
        resolve(error ? { stdout: out, failure: `${error.message}\n${err}` } : { stdout: out });
      },
    );
  });
  if (failure !== undefined) {
    const tail = failure.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${INSTALL_HINT}\nInstalling them failed:\n${tail}`);
  }
  const binDir = stdout.trim().split('\n').pop() ?? '';
  const missing = REAL_CLIS.filter((cli) => !existsSync(join(binDir, cli)));
  if (binDir === '' || missing.length > 0) {
    throw new Error(`${INSTALL_HINT}\n'${binDir}' lacks: ${missing.join(', ')}`);
  }
  return binDir;
}

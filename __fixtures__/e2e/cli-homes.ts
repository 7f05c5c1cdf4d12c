/**
 * What a user does to point each real CLI at a model endpoint, here the loopback fake: files
 * under HOME plus environment variables. Origin: the recipes each pinned CLI release was verified
 * with here (its own config files, and the telemetry and update switches that keep every request
 * on loopback).
 *
 * Each setup writes only under its own dot-directory of `home`, so several CLIs can share one
 * HOME (as they do when `reviewer-lanes review` runs them all) or each get a fresh one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RealCli } from './real-clis.js';

export interface CliSetup {
  /** Variables the user exports; the lane passes on only those its manifest declares. */
  env: Record<string, string>;
  /** The value for the lane's `modelConfigKey` (`review.models.<x>`), or null when it has none. */
  model: string | null;
}

/**
 * The prices opencode is given for the fake model (US dollars per million tokens, its config's
 * `cost` keys), so it prices each step as it would a real model's: a test can check its figure.
 */
export const OPENCODE_FAKE_RATES = { input: 2, output: 8, cache_read: 0.5, cache_write: 2.5 } as const;

/** Dummy credentials: no CLI checks the key's shape and the fake never checks it at all. */
export const FAKE_KEYS = {
  openai: 'sk-fake-e2e-openai',
  anthropic: 'sk-ant-fake-e2e',
  gemini: 'fake-e2e-gemini-key',
} as const;

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

type Setup = (home: string, fakeUrl: string) => CliSetup;

const SETUPS: Record<RealCli, Setup> = {
  // codex 0.171 ignores OPENAI_BASE_URL and speaks only the Responses API, so a custom provider
  // is the way in; analytics and plugin sync would otherwise reach chatgpt.com and github.com.
  codex(home, fakeUrl) {
    const codexHome = join(home, '.codex');
    mkdirSync(codexHome, { recursive: true });
    writeFileSync(
      join(codexHome, 'config.toml'),
      [
        'model_provider = "fake"',
        '',
        '[analytics]',
        'enabled = false',
        '',
        '[features]',
        'plugins = false',
        '',
        '[model_providers.fake]',
        'name = "Loopback fake"',
        `base_url = "${fakeUrl}/v1"`,
        'env_key = "OPENAI_API_KEY"',
        'wire_api = "responses"',
        'supports_websockets = false',
        '',
      ].join('\n'),
    );
    return { env: { CODEX_HOME: codexHome, OPENAI_API_KEY: FAKE_KEYS.openai }, model: 'fake-model' };
  },

  claude(_home, fakeUrl) {
    return {
      env: {
        ANTHROPIC_BASE_URL: fakeUrl,
        ANTHROPIC_API_KEY: FAKE_KEYS.anthropic,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      },
      model: 'claude-fake',
    };
  },

  // Without an explicit auth type, GOOGLE_GEMINI_BASE_URL makes gemini 0.61 pick the `gateway`
  // auth type and refuse to start (exit 41); the settings file is the fix.
  gemini(home, fakeUrl) {
    const dir = join(home, '.gemini');
    mkdirSync(dir, { recursive: true });
    writeJson(join(dir, 'settings.json'), {
      security: { auth: { selectedType: 'gemini-api-key' } },
      privacy: { usageStatisticsEnabled: false },
      general: { disableAutoUpdate: true, disableUpdateNag: true },
    });
    return {
      env: { GOOGLE_GEMINI_BASE_URL: fakeUrl, GEMINI_API_KEY: FAKE_KEYS.gemini },
      model: 'gemini-fake',
    };
  },

  // The qwen lane has no model config key: the model comes from OPENAI_MODEL.
  qwen(home, fakeUrl) {
    const dir = join(home, '.qwen');
    mkdirSync(dir, { recursive: true });
    writeJson(join(dir, 'settings.json'), {
      privacy: { usageStatisticsEnabled: false },
      memory: { enableManagedAutoMemory: false },
      general: { enableAutoUpdate: false },
    });
    return {
      env: { OPENAI_BASE_URL: `${fakeUrl}/v1`, OPENAI_API_KEY: FAKE_KEYS.openai, OPENAI_MODEL: 'fake-model' },
      model: null,
    };
  },

  // opencode's plugin metadata lookup cannot be switched off; the registry override sends it to
  // the fake (a 404 there does not fail the run).
  opencode(_home, fakeUrl) {
    const config = {
      autoupdate: false,
      share: 'disabled',
      provider: {
        fake: {
          npm: '@ai-sdk/openai-compatible',
          name: 'Loopback fake',
          options: { baseURL: `${fakeUrl}/v1`, apiKey: FAKE_KEYS.openai },
          models: { 'fake-model': { name: 'Fake model', cost: OPENCODE_FAKE_RATES } },
        },
      },
    };
    return {
      env: {
        OPENCODE_CONFIG_CONTENT: JSON.stringify(config),
        OPENCODE_DISABLE_MODELS_FETCH: '1',
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
        OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
        OPENCODE_DISABLE_SHARE: '1',
        NPM_CONFIG_REGISTRY: `${fakeUrl}/npm/`,
      },
      model: 'fake/fake-model',
    };
  },
};

export function prepareCli(cli: RealCli, home: string, fakeUrl: string): CliSetup {
  return SETUPS[cli](home, fakeUrl);
}

/**
 * Sets up several CLIs under one HOME and merges what the user would export. Two CLIs sharing a
 * variable must agree on its value (codex and qwen both read OPENAI_API_KEY).
 */
export function prepareClis(
  clis: readonly RealCli[],
  home: string,
  fakeUrl: string,
): { env: Record<string, string>; setups: Partial<Record<RealCli, CliSetup>> } {
  const env: Record<string, string> = {};
  const setups: Partial<Record<RealCli, CliSetup>> = {};
  for (const cli of clis) {
    const setup = prepareCli(cli, home, fakeUrl);
    for (const [name, value] of Object.entries(setup.env)) {
      if (env[name] !== undefined && env[name] !== value) {
        throw new Error(`prepareClis: ${cli} and an earlier CLI disagree on ${name}`);
      }
      env[name] = value;
    }
    setups[cli] = setup;
  }
  return { env, setups };
}

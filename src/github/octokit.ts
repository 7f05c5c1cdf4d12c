/**
 * The Octokit the action talks to GitHub with: @octokit/core with the REST methods, pagination,
 * bounded retries and throttling — what @actions/github assembles, without its transport, which
 * sends every request through a bundled undici that costs a run ~90 ms to load before its first
 * request. Requests go through node:http (github/transport.ts); only a runner behind a proxy loads
 * undici, for its proxy agent (D15, as amended in docs/architecture.md).
 */
import { Octokit as OctokitCore } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { httpFetch } from './transport.js';

export const GitHubOctokit = OctokitCore.plugin(restEndpointMethods, paginateRest, retry, throttling);
export type Octokit = InstanceType<typeof GitHubOctokit>;

const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];

/** Whether the runner names a proxy, in the variables the runner (and @actions/http-client) read. */
export function proxyConfigured(env: NodeJS.ProcessEnv): boolean {
  return PROXY_VARIABLES.some((v) => Boolean(env[v]));
}

type Fetch = typeof globalThis.fetch;

/**
 * node:http's (github/transport.ts), or behind a proxy undici's fetch with its EnvHttpProxyAgent,
 * which honours `no_proxy` as the runner does.
 */
export function fetchFor(env: NodeJS.ProcessEnv): Fetch {
  if (!proxyConfigured(env)) return httpFetch();
  let proxied: Promise<Fetch> | undefined;
  const load = async (): Promise<Fetch> => {
    const undici = await import('undici');
    // The variables are handed over: the agent would read the process's, not the run's.
    const pick = (...names: string[]) => names.map((n) => env[n]).find((v) => v !== undefined);
    const dispatcher = new undici.EnvHttpProxyAgent({
      httpProxy: pick('http_proxy', 'HTTP_PROXY') ?? '',
      httpsProxy: pick('https_proxy', 'HTTPS_PROXY') ?? '',
      noProxy: pick('no_proxy', 'NO_PROXY') ?? '',
    });
    return ((input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) =>
      undici.fetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as Fetch;
  };
  return (async (input, init) => (await (proxied ??= load()))(input, init)) as Fetch;
}

/**
 * The user agent tag GitHub attributes a job's API use by, as @actions/github adds it: the
 * runner's orchestration id, with anything outside `[a-z0-9_.-]` replaced.
 */
export function userAgentFor(env: NodeJS.ProcessEnv): string | undefined {
  const id = env['ACTIONS_ORCHESTRATION_ID']?.trim();
  return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : undefined;
}

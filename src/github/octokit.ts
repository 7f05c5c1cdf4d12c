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
import Bottleneck from 'bottleneck/light.js';
import { httpFetch } from './transport.js';

/** The part of Bottleneck's (untyped) in-process store a zero-delay yield goes through. */
interface LocalStore {
  Promise: PromiseConstructor;
  yieldLoop(t?: number): Promise<void>;
}

/**
 * Both plugins queue every request through Bottleneck, whose in-process store yields to the
 * event loop with setTimeout(0) three times a job; Node clamps each to 1 ms, so a request sat
 * idle 10-14 ms in its three or four queues (SGrondin/bottleneck#144, open; 2.19.5 is the last
 * release). A yield with no delay is a resolved promise: the store is this process's memory, so
 * there is nothing to wait for, and a request started while the run's git processes are being
 * started (the look back's, beside the plan) no longer waits for a turn of the loop per step.
 * Every wait with a delay (the write pace, retry-after) is Bottleneck's own, untouched.
 */
function yieldWithoutClamp(): void {
  const store = Object.getPrototypeOf(
    (new Bottleneck() as unknown as { _store: LocalStore })._store,
  ) as LocalStore;
  const clamped = store.yieldLoop;
  store.yieldLoop = function (this: LocalStore, t = 0) {
    return t > 0 ? clamped.call(this, t) : this.Promise.resolve();
  };
}
yieldWithoutClamp();

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

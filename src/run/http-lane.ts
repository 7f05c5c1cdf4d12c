/**
 * The `openai-http` transport (D7): one chat completion against the lane's pinned host, one status
 * (D8). `plan.timeoutMs` bounds discovery and request (`timed_out`); a phase bound that fires first
 * is `failed: http_error`. Only the chat request is retried (discovery falls back to
 * `fallbackModel`). Everything written or returned is redacted of the bearer token, even echoes.
 */
import type { HttpLanePlan } from '../plan/types.js';
import type { Reason } from '../vocabulary.js';
import { DEFAULTS } from '../vocabulary.js';
import {
  createHttpClient,
  httpDeadlines,
  type HttpClient,
  type HttpDeadlines,
  type HttpExchange,
} from '../sys/http.js';
import { readRegularText } from '../sys/regular-file.js';
import { DEFAULT_RETRY_POLICY, sendWithRetry, type RetryPolicy } from './http/retry.js';
import { ChatCompletionSchema, ModelListSchema, parseJsonAs, readUsage } from './http/schema.js';
import { writeLaneFiles } from './http/write.js';
import { isEmptyOutput } from './output.js';
import type { LaneOutcome, LaneRunContext } from './types.js';
import { estimatedUsage, reportedUsage, type LaneUsage } from './usage.js';

export interface HttpLaneOptions {
  /** The HTTP client; undici on a dedicated Agent by default. */
  client?: HttpClient;
  /** Phase bounds; the overall bound is always `plan.timeoutMs`. */
  deadlines?: Partial<Omit<HttpDeadlines, 'overallMs'>>;
  /** Model discovery's own bound (2000 ms: a slow models endpoint must not eat the review's time). */
  discoveryTimeoutMs?: number;
  /** Retries of the chat request on 429/503; 3 attempts, 1 s then 2 s backoff by default. */
  retry?: Partial<RetryPolicy>;
}

/** How much of a raw response body a stub shows; the rest is counted, not printed. */
export const RAW_BODY_DISPLAY_BYTES = 16 * 1024;

type Ending = {
  status: LaneOutcome['status'];
  reason?: Reason;
  detail?: string;
  /** What the `.err` sidecar holds: the transport-level diagnostic, if any. */
  errText: string;
  review: string | null;
  /** Shown under `Raw response body:` in a stub. */
  rawBody?: string;
  servedModel?: string;
  warnings?: string[];
  /** What the server reported in the response's `usage`. */
  usage?: LaneUsage;
};

/** Removes the token's value from any text we keep. Values under 4 chars would garble text, so are left. */
export function redactor(secret: string | undefined): (text: string) => string {
  if (!secret || secret.length < 4) return (text) => text;
  return (text) => text.split(secret).join('[redacted]');
}

export function capForDisplay(body: string, maxBytes = RAW_BODY_DISPLAY_BYTES): string {
  const buf = Buffer.from(body, 'utf8');
  if (buf.length <= maxBytes) return body;
  const shown = buf.subarray(0, maxBytes).toString('utf8');
  return `${shown}\n[… ${buf.length - maxBytes} more bytes of the response not shown]`;
}

function hostOf(plan: HttpLanePlan): string {
  try {
    return new URL(plan.url).host || plan.host;
  } catch {
    return plan.host;
  }
}

function locationHost(location: string | null, base: string): string {
  if (!location) return '(no Location header)';
  try {
    return new URL(location, base).host || location;
  } catch {
    return location;
  }
}

/** The lane's prompt: a link or a FIFO another lane left at its name reads as no prompt. */
function readPrompt(path: string): string {
  return readRegularText(path, DEFAULTS.maxPromptFileBytes) ?? '';
}

function secretFrom(plan: HttpLanePlan, env: Record<string, string>): string | undefined {
  if (!plan.apiKeyEnv || !Object.hasOwn(env, plan.apiKeyEnv)) return undefined;
  const value = env[plan.apiKeyEnv];
  return value ? value : undefined;
}

async function discoverModel(
  plan: HttpLanePlan,
  client: HttpClient,
  headers: Record<string, string>,
  deadlines: HttpDeadlines,
  ctx: LaneRunContext,
): Promise<{ model: string | null } | { redirect: Ending }> {
  if (!plan.modelsUrl) return { model: null };
  const res = await client.send({
    method: 'GET',
    url: plan.modelsUrl,
    headers,
    maxBodyBytes: ctx.maxOutputBytes,
    deadlines,
    signal: ctx.signal,
  });
  if (res.kind === 'response' && res.status >= 300 && res.status <= 399)
    return { redirect: redirectEnding(plan, res.status, res.location, plan.modelsUrl, 'model discovery') };
  if (res.kind !== 'response' || res.status < 200 || res.status > 299) return { model: null };
  const list = parseJsonAs(ModelListSchema, res.body);
  return { model: list.ok ? list.value.data[0].id : null };
}

/** A 3xx is never followed (D7): the lane fails and names where it was sent. */
function redirectEnding(
  plan: HttpLanePlan,
  status: number,
  location: string | null,
  url: string,
  what?: string,
): Ending {
  const to = locationHost(location, url);
  const answered = `${hostOf(plan)} answered HTTP ${status}${what ? ` to ${what},` : ''}`;
  const detail = `${answered} redirecting to ${to}; redirects are never followed (the lane's host is pinned)`;
  return { status: 'failed', reason: 'redirect_refused', detail, errText: detail, review: null };
}

/** Turns the chat exchange into an ending (D7/D8). */
function judge(plan: HttpLanePlan, res: HttpExchange, model: string): Ending {
  const host = hostOf(plan);
  if (res.kind === 'failure') {
    const rawBody = res.partialBody;
    if (res.cause === 'overall_timeout' || res.cause === 'cancelled') {
      const detail =
        res.cause === 'cancelled'
          ? `the run was cancelled before ${host} answered`
          : `no complete response from ${host} within ${plan.timeoutMs} ms`;
      return { status: 'timed_out', reason: 'timed_out', detail, errText: detail, review: null, rawBody };
    }
    const detail = `request to ${host} failed: ${res.message}`;
    return { status: 'failed', reason: 'http_error', detail, errText: detail, review: null, rawBody };
  }
  if (res.status >= 300 && res.status <= 399) return redirectEnding(plan, res.status, res.location, plan.url);
  const rawBody = res.body.length > 0 ? res.body : `HTTP ${res.status}`;
  if (res.status < 200 || res.status > 299) {
    // A non-2xx is a failure even when it carries a `choices` body (D7).
    const detail = `${host} answered HTTP ${res.status}`;
    return { status: 'failed', reason: 'http_error', detail, errText: '', review: null, rawBody };
  }
  const parsed = parseJsonAs(ChatCompletionSchema, res.body);
  if (!parsed.ok) {
    const detail = `${host} answered HTTP ${res.status} but ${parsed.why}`;
    return { status: 'failed', reason: 'http_error', detail, errText: '', review: null, rawBody };
  }
  const content = parsed.value.choices[0]?.message.content ?? '';
  const served = parsed.value.model?.trim() ? parsed.value.model : undefined;
  const warnings =
    served !== undefined && served !== model
      ? [
          `${plan.slug} served model '${served}' but '${model}' was requested. Review may be from a different model.`,
        ]
      : [];
  const read = readUsage(parsed.value.usage);
  if (!read.ok) {
    warnings.push(
      `${plan.slug}: ${host} sent a usage the lane cannot read (${read.why}); its tokens are estimated.`,
    );
  }
  const usage =
    read.ok && read.usage
      ? reportedUsage({ inputTokens: read.usage.prompt_tokens, outputTokens: read.usage.completion_tokens })
      : undefined;
  if (isEmptyOutput(content)) {
    const detail = `${host} returned an empty review (choices[0].message.content is blank)`;
    return {
      status: 'empty',
      reason: 'empty_output',
      detail,
      errText: '',
      review: null,
      rawBody,
      servedModel: served,
      warnings,
      ...(usage ? { usage } : {}),
    };
  }
  return {
    status: 'reviewed',
    errText: '',
    review: content,
    servedModel: served,
    warnings,
    ...(usage ? { usage } : {}),
  };
}

export async function runHttpLane(
  plan: HttpLanePlan,
  ctx: LaneRunContext,
  opts: HttpLaneOptions = {},
): Promise<LaneOutcome> {
  const started = Date.now();
  const client = opts.client ?? ctx.httpClient ?? createHttpClient();
  const secret = secretFrom(plan, ctx.env);
  const redact = redactor(secret);
  // `sent`: the prompt went out, so the lane has spent something even when it did not say what.
  const finish = async (e: Ending, model?: string, sent = false): Promise<LaneOutcome> => {
    const body = await writeLaneFiles(plan, {
      errText: redact(e.errText),
      review: e.review === null ? null : redact(e.review),
      rawBody: e.rawBody === undefined ? undefined : redact(capForDisplay(e.rawBody)),
    });
    const usage =
      e.usage ??
      (sent ? await estimatedUsage(plan.paths.prompt, e.status === 'reviewed' ? e.review : null) : undefined);
    return {
      status: e.status,
      ...(e.reason ? { reason: e.reason } : {}),
      ...(e.detail ? { detail: redact(e.detail) } : {}),
      body,
      ...(model ? { model } : {}),
      ...(e.servedModel ? { servedModel: redact(e.servedModel) } : {}),
      warnings: (e.warnings ?? []).map(redact),
      caveats: [],
      ...(usage ? { usage } : {}),
    };
  };

  const host = hostOf(plan);
  const prompt = readPrompt(plan.paths.prompt);
  if (isEmptyOutput(prompt)) {
    const detail = `the prompt file ${plan.paths.prompt} is empty or missing; nothing was sent to ${host}`;
    return finish({ status: 'failed', reason: 'http_error', detail, errText: detail, review: null });
  }
  if (ctx.signal?.aborted) {
    const detail = `the run was cancelled before anything was sent to ${host}`;
    return finish({ status: 'timed_out', reason: 'timed_out', detail, errText: detail, review: null });
  }

  const headers: Record<string, string> = secret ? { authorization: `Bearer ${secret}` } : {};
  const remaining = (): number => Math.max(1, plan.timeoutMs - (Date.now() - started));
  const discoveryMs = opts.discoveryTimeoutMs ?? DEFAULTS.modelDiscoveryTimeoutMs;
  let model = plan.model;
  if (model === null) {
    const found = await discoverModel(
      plan,
      client,
      { ...headers, accept: 'application/json' },
      httpDeadlines(Math.min(discoveryMs, remaining()), opts.deadlines),
      ctx,
    );
    // Redirected: the prompt is not sent anywhere, not even to the lane's own host.
    if ('redirect' in found) return finish(found.redirect);
    model = found.model ?? plan.fallbackModel;
  }

  const body = JSON.stringify({ model, messages: [{ role: 'user', content: prompt }] });
  const { res, notes } = await sendWithRetry(
    () =>
      client.send({
        method: 'POST',
        url: plan.url,
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        maxBodyBytes: ctx.maxOutputBytes,
        // Each attempt gets what is left of the lane's one overall bound.
        deadlines: httpDeadlines(remaining(), opts.deadlines),
        signal: ctx.signal,
      }),
    {
      slug: plan.slug,
      deadlineAt: started + plan.timeoutMs,
      timeoutMs: plan.timeoutMs,
      signal: ctx.signal,
      policy: { ...DEFAULT_RETRY_POLICY, ...opts.retry },
    },
  );
  const ending = judge(plan, res, model);
  return finish(
    {
      ...ending,
      errText: [...notes, ending.errText].filter((line) => line !== '').join('\n'),
      warnings: [...notes, ...(ending.warnings ?? [])],
    },
    model,
    true,
  );
}

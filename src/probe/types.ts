/** What a probe answers: available, or unavailable with a typed reason and a detail. */
import type { HttpClient } from '../sys/http.js';
import type { ProcessRunner } from '../sys/process.js';
import type { Reason } from '../vocabulary.js';

export type ProbeReason = Extract<
  Reason,
  'missing_binary' | 'missing_required_binary' | 'probe_failed' | 'probe_timeout' | 'host_unreachable'
>;

export type ProbeResult = { ok: true } | { ok: false; reason: ProbeReason; detail: string };

export interface ProbeContext {
  /** The environment whose PATH is scanned and from which a probed process's env is drawn. */
  env: NodeJS.ProcessEnv;
  /** Working directory of a probed process (the repository root). */
  cwd: string;
  platform?: NodeJS.Platform;
  /** Starts a probed process (`--help`); the production runner when absent. */
  processRunner?: ProcessRunner;
  /** Sends an `http-reachable` probe's GET; undici when absent. */
  httpClient?: HttpClient;
}

/** What one probe kind needs beyond the context. */
export interface ProbeKindContext extends ProbeContext {
  slug: string;
  /** The normalised base URL an `http-reachable` probe checks, or null when none resolved. */
  host: string | null;
}

/**
 * A lane's consent signature (D3): SHA-256 of key-sorted JSON of what executes or where data goes.
 * Cosmetic fields are left out, so people are not trained to click through re-consent.
 */
import { createHash } from 'node:crypto';
import type { Lane } from '../catalog/types.js';

/** JSON with keys sorted at every level; what JSON cannot carry is `null`, a cycle "[Circular]". */
export function stableJson(value: unknown): string {
  const seen = new Set<object>();
  const encode = (v: unknown): string => {
    if (v === null || typeof v === 'boolean' || typeof v === 'string') return JSON.stringify(v);
    if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v) : 'null';
    if (typeof v === 'bigint') return JSON.stringify(`${v}n`);
    if (typeof v !== 'object') return 'null';
    if (seen.has(v)) return JSON.stringify('[Circular]');
    seen.add(v);
    let out: string;
    if (Array.isArray(v)) {
      out = `[${v.map(encode).join(',')}]`;
    } else {
      const record = v as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      out = `{${keys.map((k) => `${JSON.stringify(k)}:${encode(record[k])}`).join(',')}}`;
    }
    seen.delete(v);
    return out;
  };
  return encode(value);
}

/** The raw `invoke.args` exactly as declared (all members, any type), or null. */
function rawArgs(lane: Lane): unknown {
  const invoke = lane.rawReviewer['invoke'];
  if (typeof invoke !== 'object' || invoke === null || Array.isArray(invoke)) return null;
  const args = Object.hasOwn(invoke, 'args') ? (invoke as Record<string, unknown>)['args'] : undefined;
  return args === undefined ? null : args;
}

const sorted = (names: readonly string[]): string[] => [...names].sort();

/**
 * The bound fields, each present (null when the lane does not declare it) so that adding a
 * field is a change. `env` and `requiresBinaries` are sets: their order is not bound.
 */
function boundFields(lane: Lane): Record<string, unknown> {
  const r = lane.reviewer;
  const spawn = r.transport === 'spawn' ? r.invoke : null;
  const http = r.transport === 'openai-http' ? r.invoke : null;
  const probe = r.probe;
  return {
    slug: r.slug,
    transport: r.transport,
    binary: spawn?.binary ?? null,
    args: rawArgs(lane),
    promptChannel: spawn?.promptChannel ?? null,
    outputChannel: spawn?.outputChannel ?? null,
    outputArg: spawn?.outputArg ?? null,
    modelArg: spawn?.modelArg ?? null,
    effortChannel: r.invoke.effortChannel,
    handler: r.handler,
    hostConfigKey: http?.hostConfigKey ?? null,
    defaultHost: http?.defaultHost ?? null,
    path: http?.path ?? null,
    modelDiscovery: http?.modelDiscovery ?? null,
    apiKeyEnv: http?.apiKeyEnv ?? null,
    probe: {
      kind: probe.kind,
      binary: 'binary' in probe ? probe.binary : null,
      needle: 'needle' in probe ? probe.needle : null,
      hostConfigKey: 'hostConfigKey' in probe ? probe.hostConfigKey : null,
      path: 'path' in probe ? probe.path : null,
    },
    requiresBinaries: sorted(r.requiresBinaries),
    env: sorted(r.env),
  };
}

/** SHA-256 (hex) of the stable JSON of the lane's bound fields. */
export function laneSignature(lane: Lane): string {
  return createHash('sha256')
    .update(stableJson(boundFields(lane)))
    .digest('hex');
}

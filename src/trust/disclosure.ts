/**
 * What a person is shown before consenting to a lane (D5): what executes or where PR content goes,
 * the env names it gets, what it is sent. Deterministic, so the baseline can store and diff it.
 */
import type { Lane } from '../catalog/types.js';
import type { ReviewConfig } from '../config/types.js';
import { isForbiddenEnvName, laneEnvNames } from './env.js';
import { isLoopbackHost } from '../config/host.js';
import { stableJson } from './signature.js';
import { resolveHostAt, resolveLaneHost } from './trust.js';

/** The payload classes every lane receives (D10). */
const PAYLOAD_CLASSES = [
  'PR title and body',
  'unified diff',
  'changed-file list',
  'repository review guidance',
] as const;

/** A plain word stays as it is; anything that could be misread (spaces, quotes, empty) is quoted. */
function renderArg(arg: unknown): string {
  if (typeof arg !== 'string') return `<json:${stableJson(arg)}>`;
  return /^[A-Za-z0-9_@%+=:,./{}-]+$/.test(arg) ? arg : JSON.stringify(arg);
}

function rawArgs(lane: Lane): unknown[] {
  const invoke = lane.rawReviewer['invoke'];
  if (typeof invoke !== 'object' || invoke === null || Array.isArray(invoke)) return [];
  const args = Object.hasOwn(invoke, 'args') ? (invoke as Record<string, unknown>)['args'] : undefined;
  return Array.isArray(args) ? args : [];
}

function destination(host: string): string {
  if (host === '') return '(no host resolved)';
  return `${host} [${isLoopbackHost(host) ? 'local' : 'remote'}]`;
}

export function laneDisclosure(lane: Lane, config: ReviewConfig): string {
  const r = lane.reviewer;
  const lines: string[] = [];
  if (r.transport === 'openai-http') {
    lines.push(
      `${r.slug} -> [openai-http] ${r.invoke.hostConfigKey} => ${destination(resolveLaneHost(lane, config))}`,
    );
    lines.push(`  request: POST ${r.invoke.path}`);
    if (r.invoke.apiKeyEnv) {
      lines.push(
        isForbiddenEnvName(r.invoke.apiKeyEnv)
          ? `  api key: ${r.invoke.apiKeyEnv} is a repository credential and is never sent`
          : `  api key: ${r.invoke.apiKeyEnv} sent as Authorization: Bearer`,
      );
    }
  } else {
    lines.push(`${r.slug} -> ${[r.invoke.binary, ...rawArgs(lane)].map(renderArg).join(' ')}`);
    lines.push(
      '  runs in a workspace: a checkout of the reviewed commit, agent configuration (CLAUDE.md, AGENTS.md, .claude/ and the like) from the trusted ref; it can read the repository files',
    );
  }
  if (r.handler) lines.push(`  handler: ${r.handler}`);
  const probe = r.probe;
  if (probe.kind === 'command-capability') lines.push(`  probe: runs ${renderArg(probe.binary)} --help`);
  if (probe.kind === 'http-reachable') {
    const sameKey = r.transport === 'openai-http' && r.invoke.hostConfigKey === probe.hostConfigKey;
    const where = sameKey
      ? ''
      : ` at ${probe.hostConfigKey} => ${destination(resolveHostAt(probe.hostConfigKey, '', config))}`;
    lines.push(`  probe: GET ${probe.path}${where}`);
  }
  const { declared, fromConfig } = laneEnvNames(lane, config);
  const env = [...declared, ...fromConfig.filter((n) => !declared.includes(n)).map((n) => `${n} (config)`)];
  lines.push(`  env: ${env.length ? env.join(', ') : 'none'}`);
  lines.push(`  sends: ${PAYLOAD_CLASSES.join(', ')}`);
  return lines.join('\n');
}

/**
 * `command-capability`: the binary must exist AND its `--help` must mention the needle, which tells
 * apart tools sharing a name (Kimi Code's `kimi` vs the legacy Python `kimi`). Bounded by
 * `timeoutMs`; a hanging `--help` (first-run prompt, auth wait) is `probe_timeout`, never a hang.
 */
import type { Probe } from '../../catalog/types.js';
import { probeEnv } from '../env.js';
import { lookupBinary } from '../lookup.js';
import { runBounded } from '../spawn.js';
import type { ProbeKindContext, ProbeResult } from '../types.js';

export async function probeCommandCapability(
  probe: Extract<Probe, { kind: 'command-capability' }>,
  ctx: ProbeKindContext,
): Promise<ProbeResult> {
  const found = await lookupBinary(probe.binary, ctx.env, { platform: ctx.platform });
  if (!found) return { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
  const outcome = await runBounded(found, ['--help'], {
    timeoutMs: probe.timeoutMs,
    env: probeEnv(ctx.env),
    cwd: ctx.cwd,
    platform: ctx.platform,
  });
  switch (outcome.kind) {
    case 'timeout':
      return {
        ok: false,
        reason: 'probe_timeout',
        detail: `'${probe.binary} --help' did not finish within ${probe.timeoutMs} ms`,
      };
    case 'spawn_error':
      return {
        ok: false,
        reason: 'probe_failed',
        detail: `'${probe.binary} --help' could not start: ${outcome.code}`,
      };
    case 'exited':
      // Some tools exit non-zero on --help; the needle is what identifies the tool.
      if (`${outcome.stdout}\n${outcome.stderr}`.includes(probe.needle)) return { ok: true };
      return {
        ok: false,
        reason: 'probe_failed',
        detail: `'${probe.binary} --help' does not mention '${probe.needle}': '${probe.binary}' is a different tool sharing the name`,
      };
  }
}

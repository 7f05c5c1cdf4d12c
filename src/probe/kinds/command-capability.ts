/**
 * `command-capability`: the binary must exist AND its `--help` must mention the needle, which tells
 * apart tools sharing a name (Kimi Code's `kimi` vs the legacy Python `kimi`). Bounded by
 * `timeoutMs`; a hanging `--help` (first-run prompt, auth wait) is `probe_timeout`, never a hang.
 */
import type { Probe } from '../../catalog/types.js';
import { probeEnv } from '../env.js';
import { lookupBinary } from '../../sys/path-lookup.js';
import { createProcessRunner } from '../../sys/process.js';
import type { ProbeKindContext, ProbeResult } from '../types.js';

/** `--help` text is small; a tool that floods is cut here rather than growing memory. */
const OUTPUT_CAP_BYTES = 1024 * 1024;

export async function probeCommandCapability(
  probe: Extract<Probe, { kind: 'command-capability' }>,
  ctx: ProbeKindContext,
): Promise<ProbeResult> {
  const found = await lookupBinary(probe.binary, ctx.env, { platform: ctx.platform });
  if (!found) return { ok: false, reason: 'missing_binary', detail: `'${probe.binary}' not found on PATH` };
  const runner = ctx.processRunner ?? createProcessRunner({ platform: ctx.platform });
  // A probe has no output worth a grace period: the group is killed at once when time is up.
  const outcome = await runner.run({
    binary: found,
    argv: ['--help'],
    cwd: ctx.cwd,
    env: probeEnv(ctx.env),
    stdinPath: null,
    stdoutPath: null,
    stderrPath: null,
    timeoutMs: probe.timeoutMs,
    killGraceMs: 0,
    maxOutputBytes: OUTPUT_CAP_BYTES,
  });
  if (outcome.timedOut) {
    return {
      ok: false,
      reason: 'probe_timeout',
      detail: `'${probe.binary} --help' did not finish within ${probe.timeoutMs} ms`,
    };
  }
  if (outcome.spawnError !== undefined) {
    return {
      ok: false,
      reason: 'probe_failed',
      detail: `'${probe.binary} --help' could not start: ${outcome.spawnError}`,
    };
  }
  // Some tools exit non-zero on --help; the needle is what identifies the tool.
  const text = `${outcome.stdout?.toString('utf8') ?? ''}\n${outcome.stderr?.toString('utf8') ?? ''}`;
  if (text.includes(probe.needle)) return { ok: true };
  return {
    ok: false,
    reason: 'probe_failed',
    detail: `'${probe.binary} --help' does not mention '${probe.needle}': '${probe.binary}' is a different tool sharing the name`,
  };
}

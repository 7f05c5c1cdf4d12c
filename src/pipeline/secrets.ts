/**
 * What a run must never publish: the lanes' credentials and the step's own secrets. Whoever reads
 * the comment or the artifact reads what a lane wrote, so its text is redacted first.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CrossExamination, LaneVerdict } from '../examine/index.js';
import type { Finding } from '../findings/types.js';
import type { PlanOutcome } from '../plan/types.js';
import type { LaneResult } from '../run/types.js';
import { redactSecrets } from '../report/redact.js';
import { readRegularFile, writeNoFollow } from '../sys/regular-file.js';

/** Env names that hold credentials, by the conventions CLIs and providers use. */
const CREDENTIAL_NAME_RE = /(KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;

/** The lanes' credentials (`apiKeyEnv`, credential-like names) and `extra`; URLs stay readable. */
export function secretValues(plan: PlanOutcome, env: NodeJS.ProcessEnv, extra: string[] = []): string[] {
  const names = new Set<string>();
  for (const l of plan.lanes) {
    for (const n of l.plan?.envNames ?? []) if (CREDENTIAL_NAME_RE.test(n)) names.add(n);
    if (l.plan?.transport === 'openai-http' && l.plan.apiKeyEnv) names.add(l.plan.apiKeyEnv);
  }
  const values = [...names].map((n) => env[n]).filter((v): v is string => typeof v === 'string');
  return [...values, ...extra].filter((v) => v.length >= 8);
}

/** Lane files larger than this are left as they are (the capture cap is 10 MiB). */
const MAX_REDACTED_FILE_BYTES = 16 * 1024 * 1024;

/** Rewrites, redacted, each lane file that holds a secret or a token shape. Best effort per file. */
export function redactLaneFiles(dir: string, secrets: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    // A lane may have left a link or a FIFO among its files: read and written, never followed.
    const read = readRegularFile(path, MAX_REDACTED_FILE_BYTES);
    if (read.kind !== 'file') continue;
    try {
      const text = read.bytes.toString('utf8');
      const redacted = redactSecrets(text, secrets);
      if (redacted !== text) writeNoFollow(path, redacted);
    } catch {
      // a file that cannot be read or written stays as it is
    }
  }
}

export function redactedResult(r: LaneResult, secrets: string[]): LaneResult {
  const clean = (t: string) => redactSecrets(t, secrets);
  return {
    ...r,
    body: clean(r.body),
    ...(r.detail !== undefined ? { detail: clean(r.detail) } : {}),
    caveats: r.caveats.map(clean),
    warnings: r.warnings.map(clean),
  };
}

/**
 * D22: the round with its examiners' words redacted: each verdict's evidence and reason, and an
 * examiner's failure detail. results.json and reviews.sarif carry them as they are.
 */
export function redactedExamination(x: CrossExamination, secrets: string[]): CrossExamination {
  const clean = (t: string) => redactSecrets(t, secrets);
  const verdict = (v: LaneVerdict): LaneVerdict => ({
    ...v,
    ...(v.evidence !== undefined ? { evidence: clean(v.evidence) } : {}),
    ...(v.reason !== undefined ? { reason: clean(v.reason) } : {}),
  });
  return {
    ...x,
    findings: x.findings.map((f) =>
      f.examination
        ? { ...f, examination: { ...f.examination, verdicts: f.examination.verdicts.map(verdict) } }
        : f,
    ),
    lanes: new Map(
      [...x.lanes].map(([lane, e]) => [lane, e.detail !== undefined ? { ...e, detail: clean(e.detail) } : e]),
    ),
  };
}

export function redactedFinding(f: Finding, secrets: string[]): Finding {
  const clean = (t: string) => redactSecrets(t, secrets);
  const { suggestion, ...rest } = f;
  // A suggestion is committed as written: one the redaction would change is not offered (D19).
  const keep = suggestion && suggestion.lines.every((l) => clean(l) === l);
  return {
    ...rest,
    title: clean(f.title),
    byLane: f.byLane.map((l) => ({
      ...l,
      title: clean(l.title),
      text: clean(l.text),
      ...(l.fixes ? { fixes: l.fixes.map((x) => ({ ...x, lines: x.lines.map(clean) })) } : {}),
    })),
    ...(keep ? { suggestion } : {}),
  };
}

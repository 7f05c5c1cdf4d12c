/**
 * The files the matrix's jobs hand each other (D14): `plan.json` (plan job -> publish job) and
 * `lane-results.json` (each lane job -> publish job). One schema each, the types taken from it,
 * and a version: the jobs of one workflow can run different releases of the action (a moving tag,
 * a re-run), and a file from another release is refused by name rather than misread.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from '../diagnostics.js';
import { jsonErrorText } from '../config/config.js';
import { LaneUsageSchema } from '../run/usage.js';
import { readRegularFile } from '../sys/regular-file.js';
import { issueMessage, jsonPath, type SchemaIssue } from '../trust/issues.js';
import { LANE_STATUSES, PLANNED_STATUSES, REASONS, SELECTION_SOURCES } from '../vocabulary.js';

/** Raise it whenever either file changes shape; readers take exactly their own. */
export const HANDOVER_VERSION = 1;

export const PLAN_FILE = 'plan.json';
export const LANE_RESULTS_FILE = 'lane-results.json';

/** Both files are our own JSON, but a lane job's folder is where a lane ran: read as untrusted. */
const MAX_HANDOVER_BYTES = 64 * 1024 * 1024;

const version = z.literal(HANDOVER_VERSION);

const DiagnosticSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  path: z.string().optional(),
  id: z.string().optional(),
  field: z.string().optional(),
  slug: z.string().optional(),
});

/** The plan without resolved argv, paths or manifests: what the publish job needs of it. */
export const PlanHandoverSchema = z.object({
  version,
  ok: z.boolean(),
  source: z.enum(SELECTION_SOURCES),
  baseline: z.object({ ref: z.string(), sha: z.string().nullable(), path: z.string(), missing: z.boolean() }),
  lanes: z.array(
    z.object({
      slug: z.string(),
      identity: z.string(),
      explicit: z.boolean(),
      status: z.enum(PLANNED_STATUSES),
      reason: z.enum(REASONS).optional(),
      detail: z.string().optional(),
    }),
  ),
  errors: z.array(DiagnosticSchema),
  warnings: z.array(DiagnosticSchema),
});
export type PlanHandover = z.infer<typeof PlanHandoverSchema>;

/** plan.json for a plan: each lane's standing, without what resolving it produced. */
export function planHandover(plan: Omit<PlanHandover, 'version'>): PlanHandover {
  return {
    version: HANDOVER_VERSION,
    ok: plan.ok,
    source: plan.source,
    baseline: plan.baseline,
    lanes: plan.lanes.map((l) => ({
      slug: l.slug,
      identity: l.identity,
      explicit: l.explicit,
      status: l.status,
      ...(l.reason ? { reason: l.reason } : {}),
      ...(l.detail ? { detail: l.detail } : {}),
    })),
    errors: plan.errors,
    warnings: plan.warnings,
  };
}

const LaneResultSchema = z.object({
  slug: z.string(),
  identity: z.string(),
  status: z.enum(LANE_STATUSES),
  reason: z.enum(REASONS).optional(),
  detail: z.string().optional(),
  explicit: z.boolean(),
  durationMs: z.number().nonnegative(),
  model: z.string().optional(),
  servedModel: z.string().optional(),
  exitCode: z.number().int().optional(),
  reviewPath: z.string().optional(),
  errPath: z.string().optional(),
  body: z.string(),
  caveats: z.array(z.string()),
  warnings: z.array(z.string()),
  trimmed: z
    .object({
      budget: z.number(),
      effective_budget: z.number(),
      estimated_tokens: z.number(),
      omitted: z.array(z.string()),
      truncated_files: z.array(z.string()),
      hard_failed: z.boolean(),
    })
    .optional(),
  // A usage not of its shape is dropped, the rest kept: a damaged figure must not reach the page.
  usage: LaneUsageSchema.optional().catch(undefined),
});

/** A lane job's results: the lane's full result (body, caveats), which results.json leaves out. */
export const LaneResultsHandoverSchema = z.object({ version, results: z.array(LaneResultSchema) });
export type LaneResultsHandover = z.infer<typeof LaneResultsHandoverSchema>;

export function laneResultsHandover(results: LaneResultsHandover['results']): LaneResultsHandover {
  return { version: HANDOVER_VERSION, results };
}

/** What was read, or why not, in words that name the file. */
type HandoverRead<T> = { ok: true; value: T } | { ok: false; missing: boolean; message: string };

/** `from` names the job that wrote the file, as the user knows it (its artifact's name says the same). */
function readHandover<T>(dir: string, file: string, from: string, schema: z.ZodType<T>): HandoverRead<T> {
  const path = join(dir, file);
  const refused = (message: string, missing = false): HandoverRead<T> => ({
    ok: false,
    missing,
    message: `${file} from ${from}: ${message}`,
  });
  const read = readRegularFile(path, MAX_HANDOVER_BYTES);
  switch (read.kind) {
    case 'missing':
      return refused('does not exist', true);
    case 'link':
    case 'not_a_file':
      return refused('is not a regular file; it is not followed');
    case 'too_large':
      return refused(`is ${read.bytes} bytes, over the ${MAX_HANDOVER_BYTES}-byte limit`);
    case 'error':
      return refused(`cannot be read: ${read.error.message}`);
  }
  const text = read.bytes.toString('utf8');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return refused(`is not valid JSON: ${jsonErrorText(error, text)}`);
  }
  const written =
    typeof doc === 'object' && doc !== null && !Array.isArray(doc)
      ? (doc as { version?: unknown }).version
      : undefined;
  if (written !== HANDOVER_VERSION) {
    const theirs =
      written === undefined
        ? 'has no handover version (an older release wrote it)'
        : `is handover version ${JSON.stringify(written)}`;
    return refused(
      `${theirs}, and this release of reviewer-lanes reads version ${HANDOVER_VERSION}: run the plan, lane and publish jobs with the same release`,
    );
  }
  const parsed = schema.safeParse(doc);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const at = issue ? jsonPath(issue.path) : '';
    return refused(
      `is not a ${file} of version ${HANDOVER_VERSION}: ${issue ? issueMessage(issue as SchemaIssue, doc) : 'unknown'}${at ? ` (at ${at})` : ''}`,
    );
  }
  return { ok: true, value: parsed.data };
}

/** The plan job's plan.json in `dir`; a publish job cannot go on without it, so this throws. */
export function readPlanHandover(dir: string): PlanHandover {
  const read = readHandover(dir, PLAN_FILE, 'the plan job', PlanHandoverSchema);
  if (!read.ok) throw new ConfigurationError({ code: 'invalid_handover', message: read.message });
  return read.value;
}

/** A lane job's results in `dir`, or why they cannot be used (the lane is then reported failed). */
export function readLaneResultsHandover(
  dir: string,
  identity: string,
): HandoverRead<LaneResultsHandover['results']> {
  const read = readHandover(dir, LANE_RESULTS_FILE, `the job of lane ${identity}`, LaneResultsHandoverSchema);
  return read.ok ? { ok: true, value: read.value.results } : read;
}

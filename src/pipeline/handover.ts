/**
 * The files the matrix's jobs hand each other (D14), `plan.json`, `lane-results.json` and (D22)
 * `examine-verdicts.json`: one schema and a version each, since one workflow's jobs can run
 * different releases (a moving tag).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigurationError, type Diagnostic } from '../diagnostics.js';
import { jsonErrorText } from '../config/config.js';
import { ExaminerPartSchema } from '../examine/schema.js';
import { TrimInfoSchema } from '../prompt/types.js';
import { LaneResultJsonSchema } from '../report/results-schema.js';
import { LaneUsageSchema } from '../run/usage.js';
import { readRegularFile } from '../sys/regular-file.js';
import { issueMessage, jsonPath, type SchemaIssue } from '../trust/issues.js';
import { PLANNED_STATUSES, REASONS, SELECTION_SOURCES } from '../vocabulary.js';

/** Raise it whenever any of the files changes shape; readers take exactly their own. */
export const HANDOVER_VERSION = 1;

export const PLAN_FILE = 'plan.json';
export const LANE_RESULTS_FILE = 'lane-results.json';
export const EXAMINE_VERDICTS_FILE = 'examine-verdicts.json';

/** Both files are our own JSON, but a lane job's folder is where a lane ran: read as untrusted. */
export const MAX_HANDOVER_BYTES = 64 * 1024 * 1024;

const version = z.literal(HANDOVER_VERSION);
/** Carried for whoever reads the file; the publish job makes its own. */
const diagnostics = z.array(
  z.custom<Diagnostic>((d) => typeof (d as Diagnostic | null)?.message === 'string', {
    error: 'needs a message',
  }),
);

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
  errors: diagnostics,
  warnings: diagnostics,
});
export type PlanHandover = z.infer<typeof PlanHandoverSchema>;

/** plan.json for a plan: the schema keeps each lane's standing and drops what resolving it produced. */
export function planHandover(plan: Omit<PlanHandover, 'version'>): PlanHandover {
  return PlanHandoverSchema.parse({ ...plan, version: HANDOVER_VERSION });
}

/** A lane job's results: each lane's full result (its text, caveats), which results.json leaves out. */
export const LaneResultsHandoverSchema = z.object({
  version,
  results: z.array(
    LaneResultJsonSchema.extend({
      body: z.string(),
      caveats: z.array(z.string()),
      warnings: z.array(z.string()),
      trimmed: TrimInfoSchema.optional(),
      // A usage not of its shape is dropped, the rest kept: a damaged figure must not reach the page.
      usage: LaneUsageSchema.optional().catch(undefined),
    }),
  ),
});
export type LaneResultsHandover = z.infer<typeof LaneResultsHandoverSchema>;

/** A `mode: examine` job's part of the round (D22 *Matrix*): its lane's verdicts, by finding. */
export const ExamineHandoverSchema = z.object({ version, part: ExaminerPartSchema });
export type ExamineHandover = z.infer<typeof ExamineHandoverSchema>;

/** Where the handover was downloaded: the plan job's folder, and each lane job's by identity. */
export interface LaneHandover {
  planDir: string;
  laneDirs: Map<string, string>;
  /** By identity: why a lane job's artifact was not taken (over its cap), for that lane's failure. */
  refused?: Map<string, string>;
  /**
   * The publish job's: each examine job's folder, and why one was refused, by identity. Absent in
   * an examine job; empty when the workflow ran none (no round, and the page says why).
   */
  examine?: { dirs: Map<string, string>; refused: Map<string, string> };
}

/** What was read, or why not, in words that name the file and `from`, the job that wrote it. */
type HandoverRead<T> = { ok: true; value: T } | { ok: false; missing: boolean; message: string };

function readHandover<T>(dir: string, file: string, from: string, schema: z.ZodType<T>): HandoverRead<T> {
  const refused = (why: string, missing = false) => ({
    ok: false as const,
    missing,
    message: `${file} from ${from}: ${why}`,
  });
  const read = readRegularFile(join(dir, file), MAX_HANDOVER_BYTES);
  if (read.kind === 'missing') return refused('does not exist', true);
  if (read.kind === 'too_large')
    return refused(`is ${read.bytes} bytes, over the ${MAX_HANDOVER_BYTES}-byte limit`);
  if (read.kind === 'error') return refused(`cannot be read: ${read.error.message}`);
  if (read.kind !== 'file') return refused('is not a regular file; it is not followed');
  const text = read.bytes.toString('utf8');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return refused(`is not valid JSON: ${jsonErrorText(error, text)}`);
  }
  const written =
    doc !== null && typeof doc === 'object' && !Array.isArray(doc)
      ? (doc as { version?: unknown }).version
      : undefined;
  if (written !== HANDOVER_VERSION) {
    const theirs =
      written === undefined
        ? 'has no handover version (an older release wrote it)'
        : `is handover version ${JSON.stringify(written)}`;
    return refused(
      `${theirs}, and this release of reviewer-lanes reads version ${HANDOVER_VERSION}: run the plan, lane, examine and publish jobs with the same release`,
    );
  }
  const parsed = schema.safeParse(doc);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0] as SchemaIssue;
  const at = jsonPath(issue.path);
  return refused(
    `is not ${/^[aeiou]/.test(file) ? 'an' : 'a'} ${file} of version ${HANDOVER_VERSION}: ${issueMessage(issue, doc)}${at ? ` (at ${at})` : ''}`,
  );
}

/** The plan job's plan.json in `dir`; a publish job cannot go on without it, so this throws. */
export function readPlanHandover(dir: string): PlanHandover {
  const read = readHandover(dir, PLAN_FILE, 'the plan job', PlanHandoverSchema);
  if (!read.ok) throw new ConfigurationError({ code: 'invalid_handover', message: read.message });
  return read.value;
}

/** A lane job's results in `dir`, or why they cannot be used (the lane is then reported failed). */
export function readLaneResultsHandover(dir: string, identity: string): HandoverRead<LaneResultsHandover> {
  return readHandover(dir, LANE_RESULTS_FILE, `the job of lane ${identity}`, LaneResultsHandoverSchema);
}

/** An examine job's verdicts in `dir`, or why they cannot be used (that examiner then left none). */
export function readExamineHandover(dir: string, identity: string): HandoverRead<ExamineHandover> {
  return readHandover(
    dir,
    EXAMINE_VERDICTS_FILE,
    `the examine job of lane ${identity}`,
    ExamineHandoverSchema,
  );
}

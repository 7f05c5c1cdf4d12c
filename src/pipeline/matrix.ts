/**
 * The publish job of the Actions matrix (D14): the lane jobs' results and the plan's unrunnable
 * lanes, merged and rendered as one review; and the examine jobs between them (D22 *Matrix*),
 * each merging the same results and examining them for its own lane.
 */
import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanOutcome } from '../plan/types.js';
import type { LaneResult } from '../run/types.js';
import { LANES_DIR, sanitizeIdentity } from '../plan/resolve.js';
import { renderPrompt } from '../prompt/build.js';
import { decodeUtf8, renderStub } from '../run/output.js';
import { resultWithoutRunning } from '../run/runner.js';
import { truncationNote, utf8Boundary } from '../sys/byte-cap.js';
import { notReadBecause, readRegularFile, writeFresh } from '../sys/regular-file.js';
import { DEFAULTS } from '../vocabulary.js';
import { examinerPart, type ExaminerPart } from '../examine/index.js';
import { InternalError } from '../diagnostics.js';
import type { HandedExamination } from './examine.js';
import {
  EXAMINE_VERDICTS_FILE,
  HANDOVER_VERSION,
  MAX_HANDOVER_BYTES,
  readExamineHandover,
  readLaneResultsHandover,
  readPlanHandover,
  type ExamineHandover,
  type LaneHandover,
} from './handover.js';
import { forOneRun, type PipelineDeps, type PipelineInput } from './input.js';
import { prepareOutDir } from './outdir.js';
import { isReported, planChosen, planReview, type PlannedRun } from './plan-job.js';
import { collectPromptParts, fillLaneWorkspace } from './prompt.js';
import { report, type ReviewOutcome } from './report.js';
import { checkoutOf, inLaneWorkspace, laneContexts } from './review-job.js';

/** `mode: publish`: a runnable lane whose job left nothing is `failed`, never missing. */
export async function mergeLaneResults(
  input: PipelineInput,
  handover: LaneHandover,
  pipelineDeps: PipelineDeps,
): Promise<ReviewOutcome> {
  const { settings } = input;
  const deps = forOneRun(pipelineDeps);
  await prepareOutDir(settings.outDir, settings.cwd);
  // Availability was decided in each lane's job, on its runner; this one may have no lane's CLI.
  const plan = await planReview(input, deps, 'none');
  const prompt = await collectPromptParts(input, deps);
  const { lanes, results } = handedLanes(input, handover, plan, deps);
  writeFileSync(join(settings.outDir, 'prompt.md'), renderPrompt(prompt.parts, null).text);
  const examined = handover.examine ? handedExamination(handover.examine, deps) : undefined;
  return report(input, deps, plan, lanes, results, prompt, examined);
}

/** What `mode: examine` leaves: the review as publish would merge it, and its lane's part of the round. */
export interface ExamineJobOutcome {
  outcome: ReviewOutcome;
  part: ExaminerPart;
  /** examine-verdicts.json, absolute. */
  verdictsPath: string;
}

/**
 * `mode: examine` (D22 *Matrix*): the lane jobs' results merged as the publish job merges them,
 * and the round run for the one lane `identity` as its lane job ran it (its plan, probed here, on
 * this runner; its workspace, environment and timeout); its verdicts, by finding, are written to
 * examine-verdicts.json for the publish job.
 */
export async function examineAsLane(
  input: PipelineInput,
  handover: LaneHandover,
  identity: string,
  pipelineDeps: PipelineDeps,
): Promise<ExamineJobOutcome> {
  const { settings } = input;
  return inLaneWorkspace(input, pipelineDeps, identity, async (deps, choice, workspace) => {
    const plan = await planChosen(input, deps, choice, { identity }, workspace?.root);
    // Not runnable here (its CLI missing on this runner): the round says so as this examiner's failure.
    const own = plan.lanes.find((l) => l.identity === identity);
    const filled =
      workspace && own?.status === 'runnable' && own.plan?.transport === 'spawn'
        ? await fillLaneWorkspace(workspace, input, deps)
        : undefined;
    const prompt = await collectPromptParts(input, deps, filled);
    const { lanes, results } = handedLanes(input, handover, plan, deps);
    const outcome = await report(input, deps, plan, lanes, results, prompt, {
      lanes: own ? [own] : [],
      ctxFor: laneContexts(input, deps, filled),
      checkout: checkoutOf(settings, prompt.headSha, filled),
      only: identity,
    });
    const examination = outcome.examination;
    if (!examination) throw new InternalError('the report of an examine job holds no round');
    const part = examinerPart(identity, examination);
    const verdictsPath = join(settings.outDir, EXAMINE_VERDICTS_FILE);
    const file: ExamineHandover = { version: HANDOVER_VERSION, part };
    writeFresh(verdictsPath, `${JSON.stringify(file, null, 2)}\n`);
    return { outcome, part, verdictsPath };
  });
}

/**
 * The examine jobs' parts, read; one that cannot be read is that examiner's failure, by name. No
 * artifact at all (a workflow without the job): `parts` is null and the page says so.
 */
function handedExamination(
  examine: NonNullable<LaneHandover['examine']>,
  deps: { log?: (line: string) => void },
): HandedExamination {
  const parts = new Map<string, ExaminerPart>();
  const why = new Map(examine.refused);
  for (const [identity, dir] of examine.dirs) {
    const read = readExamineHandover(dir, identity);
    if (!read.ok) why.set(identity, read.message);
    else if (read.value.part.examiner !== identity)
      why.set(
        identity,
        `${EXAMINE_VERDICTS_FILE} from the examine job of lane ${identity} holds the part of ${read.value.part.examiner}`,
      );
    else parts.set(identity, read.value.part);
  }
  for (const [identity, message] of why)
    if (!examine.refused.has(identity)) deps.log?.(`warning: ${message}`);
  const none = examine.dirs.size === 0 && examine.refused.size === 0;
  return {
    parts: none ? null : parts,
    missing: (examiner) =>
      why.get(examiner) ??
      `the examine job of lane ${examiner} left no verdicts (did it run, and upload its artifact?)`,
  };
}

/**
 * Each lane of the plan job's plan.json with its lane job's result; a runnable lane whose job left
 * nothing (or an artifact refused) is `failed`, never missing.
 */
function handedLanes(
  input: PipelineInput,
  handover: LaneHandover,
  plan: PlannedRun,
  deps: { log?: (line: string) => void },
): { lanes: PlanOutcome['lanes']; results: LaneResult[] } {
  const { settings } = input;
  const handed = readPlanHandover(handover.planDir);
  const results: LaneResult[] = [];
  const lanes: PlanOutcome['lanes'] = [];
  for (const h of handed.lanes) {
    const planned = plan.lanes.find((l) => l.identity === h.identity);
    if (!isReported(h, plan.source)) continue;
    const dir = handover.laneDirs.get(h.identity);
    const fromJob = h.status === 'runnable' && dir ? readLaneResultsHandover(dir, h.identity) : null;
    const r = fromJob?.ok ? fromJob.value.results.find((x) => x.identity === h.identity) : undefined;
    // A lane nobody asked for that its job found unavailable is left out, as one review job would.
    if (r?.status === 'unavailable' && !isReported({ status: r.status, explicit: h.explicit }, plan.source))
      continue;
    lanes.push(
      planned ?? { slug: h.slug, identity: h.identity, explicit: h.explicit, status: 'unavailable' },
    );
    if (h.status !== 'runnable') {
      results.push(
        resultWithoutRunning({
          slug: h.slug,
          identity: h.identity,
          explicit: h.explicit,
          status: h.status,
          ...(h.reason ? { reason: h.reason } : {}),
          ...(h.detail ? { detail: h.detail } : {}),
        }),
      );
      continue;
    }
    if (r && dir) {
      const copied = copyLaneFiles(dir, settings.outDir, r);
      for (const w of copied.warnings) deps.log?.(`warning: ${w}`);
      const { reviewPath: _review, errPath: _err, ...rest } = r;
      results.push({
        ...rest,
        ...copied.paths,
        explicit: h.explicit,
        warnings: [...r.warnings, ...copied.warnings],
      });
    } else {
      // A refused artifact or a file from another release or not of its shape says so; no file at
      // all, that none was left.
      const why =
        handover.refused?.get(h.identity) ??
        (fromJob && !fromJob.ok && !fromJob.missing ? fromJob.message : undefined);
      results.push({
        slug: h.slug,
        identity: h.identity,
        status: 'failed',
        reason: 'spawn_error',
        detail: why ?? 'the lane job left no result (did it run, and upload its artifact?)',
        explicit: h.explicit,
        durationMs: 0,
        body: renderStub({ slug: h.slug, stderr: why ?? 'the lane job left no result.' }),
        caveats: [],
        warnings: [],
      });
    }
  }
  return { lanes, results };
}

/**
 * Room over the capture cap for what a run writes around a capped output: the truncation note,
 * a stub's lines, the `.err` file's spawn-error marker.
 */
const LANE_FILE_ROOM = 64 * 1024;
/** A lane job's file is kept to what one review job keeps of a lane's output. */
export const MAX_LANE_FILE_BYTES = DEFAULTS.maxOutputBytes + LANE_FILE_ROOM;
/**
 * A lane job's artifact, unpacked, is held to what its job honestly writes: lane-results.json
 * (read up to MAX_HANDOVER_BYTES), the lane's four own files, the shared prompt.md (up to the
 * prompt cap) and REVIEWS.md, results.json and reviews.sarif around one capped output. A zip
 * deflates, so its listed size is held to the same.
 */
export const MAX_LANE_ARTIFACT_BYTES =
  MAX_HANDOVER_BYTES + 7 * MAX_LANE_FILE_BYTES + DEFAULTS.maxPromptFileBytes;
/**
 * A lane job's artifact holds a handful of files (lane-results.json, the lane's own files, the
 * shared prompt.md, REVIEWS.md, results.json, reviews.sarif); unpacking is held to this many
 * entries, so a zip of millions of empty files cannot use up the runner's inodes or time.
 */
export const MAX_LANE_ARTIFACT_ENTRIES = 64;
/** An examine job's artifact holds its examine-verdicts.json alone (D22 *Matrix*). */
export const MAX_EXAMINE_ARTIFACT_BYTES = MAX_HANDOVER_BYTES;
export const MAX_EXAMINE_ARTIFACT_ENTRIES = 8;
/** Past this many, the names a lane job left that are not its lane's are counted, not listed. */
const NAMED_EXTRAS = 10;

interface CopiedLaneFiles {
  /** `reviewPath`/`errPath` for results.json: only files that were copied. */
  paths: Partial<Pick<LaneResult, 'reviewPath' | 'errPath'>>;
  /** What was left out or cut, each naming the file, for the lane's notes and the log. */
  warnings: string[];
}

/**
 * The lane job's own files joined to this run's out directory (D12: the artifact holds every
 * lane's output and stderr), so results.json's paths stay relative to it, as in one job. The lane
 * ran where the pull request steers it and its job's artifact is unpacked as it comes: only the
 * lane's own names are taken (another lane's name would overwrite or block that lane's files),
 * each only as a regular file, never through a link or blocking on a FIFO, and at most
 * MAX_LANE_FILE_BYTES of it. Anything else is left out, by name.
 */
function copyLaneFiles(jobDir: string, outDir: string, r: LaneResult): CopiedLaneFiles {
  const from = `the job of lane ${r.identity}`;
  const name = sanitizeIdentity(r.identity);
  const paths: CopiedLaneFiles['paths'] = {};
  const warnings: string[] = [];
  // The files the run writes under the lane's name: its review and stderr, which
  // lane-results.json declares, its raw stdout, and a budgeted lane's trimmed prompt.
  const own = new Map<string, keyof CopiedLaneFiles['paths'] | null>(
    (['.md', '.err', '.stdout', '.prompt.md'] as const).map((ext) => [
      `${name}${ext}`,
      ext === '.md' ? 'reviewPath' : ext === '.err' ? 'errPath' : null,
    ]),
  );
  for (const [file, key] of own) {
    if (key === null) continue;
    const declared = r[key];
    if (declared === `${LANES_DIR}/${file}`) continue;
    // Only a file lane-results.json declares is taken, and only at the lane's own name.
    own.delete(file);
    if (declared !== undefined)
      warnings.push(
        `lane-results.json from ${from} gives ${key} ${JSON.stringify(declared)}, not ${LANES_DIR}/${file}; it is left out`,
      );
  }
  const lanesDir = join(jobDir, LANES_DIR);
  let entries: string[];
  try {
    if (!lstatSync(lanesDir).isDirectory())
      return { paths, warnings: [...warnings, `${LANES_DIR} from ${from} is not a folder; it is left out`] };
    entries = readdirSync(lanesDir).sort();
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ENOENT') return { paths, warnings };
    return { paths, warnings: [...warnings, `${LANES_DIR} from ${from} cannot be read: ${e.message}`] };
  }
  const extras = entries.filter((e) => !own.has(e)).map((e) => `${LANES_DIR}/${e}`);
  if (extras.length > 0) {
    const more = extras.length > NAMED_EXTRAS ? ` and ${extras.length - NAMED_EXTRAS} more` : '';
    warnings.push(
      `the artifact of ${from} holds ${extras.slice(0, NAMED_EXTRAS).join(', ')}${more}, which are not this lane's files (or not declared in its lane-results.json); left out`,
    );
  }
  for (const file of entries.filter((e) => own.has(e))) {
    const key = own.get(file);
    const rel = `${LANES_DIR}/${file}`;
    const read = readRegularFile(join(jobDir, rel), MAX_LANE_FILE_BYTES, { prefix: true });
    if (read.kind === 'missing') continue;
    if (read.kind !== 'file') {
      const why = notReadBecause(read, `the ${MAX_LANE_FILE_BYTES}-byte cap`);
      warnings.push(`${rel} from ${from} ${why}; it is left out`);
      continue;
    }
    let bytes: Uint8Array = read.bytes;
    if (read.size > MAX_LANE_FILE_BYTES) {
      const kept = utf8Boundary(read.bytes, read.bytes.length);
      bytes = Buffer.from(decodeUtf8(read.bytes.subarray(0, kept)) + truncationNote(kept, read.size));
      warnings.push(`${rel} from ${from} is ${read.size} bytes; its first ${kept} are kept`);
    }
    try {
      writeFresh(join(outDir, rel), bytes);
    } catch (error) {
      warnings.push(`${rel} from ${from} could not be copied: ${(error as Error).message}`);
      continue;
    }
    if (key) paths[key] = rel;
  }
  return { paths, warnings };
}

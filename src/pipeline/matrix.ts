/**
 * The publish job of the Actions matrix (D14): the lane jobs' results and the plan's unrunnable
 * lanes, merged and rendered as one review.
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
import {
  MAX_HANDOVER_BYTES,
  readLaneResultsHandover,
  readPlanHandover,
  type LaneHandover,
} from './handover.js';
import { forOneRun, type PipelineDeps, type PipelineInput } from './input.js';
import { prepareOutDir } from './outdir.js';
import { isReported, planReview } from './plan-job.js';
import { collectPromptParts } from './prompt.js';
import { report, type ReviewOutcome } from './report.js';

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
  const handed = readPlanHandover(handover.planDir);
  const prompt = await collectPromptParts(input, deps);
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
  writeFileSync(join(settings.outDir, 'prompt.md'), renderPrompt(prompt.parts, null).text);
  return report(input, deps, plan, lanes, results, prompt);
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

/** The tail of every review: findings, the outcome, and the run's files in the out directory. */
import { join } from 'node:path';
import type { Catalog, Lane } from '../catalog/types.js';
import { collectFindings, headTreeFiles } from '../findings/index.js';
import type { FileHunks, Finding } from '../findings/types.js';
import type { CrossExamination, ExaminedFinding, RoundPlan } from '../examine/index.js';
import type { PreviousFinding, RecordedFinding } from '../incremental/types.js';
import { findingFingerprint } from '../incremental/fingerprint.js';
import { settleOutcomes } from '../incremental/outcomes.js';
import { withExamination } from '../incremental/standing.js';
import { readFilesOf, type Git } from '../sys/git.js';
import type { PlanOutcome } from '../plan/types.js';
import type { ChangeContext } from '../prompt/types.js';
import {
  buildResultsJson,
  computeOutcome,
  nothingReviewedNote,
  withCarried,
  withOutcomes,
} from '../report/results.js';
import type { Failure } from '../report/results.js';
import type { ResultsJson } from '../report/results-schema.js';
import { declaredOrder, renderReviews, type LaneInfo } from '../report/reviews-md.js';
import type { LaneResult } from '../run/types.js';
import { stillCarried } from '../incremental/follow.js';
import { scopeNote } from '../incremental/scope.js';
import { packageVersion } from '../paths.js';
import { SARIF_FILE, buildSarif } from '../report/sarif.js';
import { writeFresh } from '../sys/regular-file.js';
import { HANDOVER_VERSION, LANE_RESULTS_FILE, type LaneResultsHandover } from './handover.js';
import type { PipelineDeps, PipelineInput } from './input.js';
import type { PlannedRun } from './plan-job.js';
import { changeContext, type PromptPieces } from './prompt.js';
import {
  examinationWarnings,
  examineFindings,
  type ExamineContext,
  type HandedExamination,
} from './examine.js';
import {
  redactedExamination,
  redactedFinding,
  redactedResult,
  redactLaneFiles,
  secretValues,
} from './secrets.js';

export interface ReviewOutcome {
  ok: boolean;
  /** Why `ok` is false (D9): each lane or finding that failed the run. */
  failures: Failure[];
  /** Why there was nothing to review, when the change held nothing: no lane was run. */
  nothing?: string;
  plan: PlanOutcome;
  change: ChangeContext;
  results: LaneResult[];
  results_json: ResultsJson;
  /** Absolute paths. */
  outDir: string;
  reviewsPath: string;
  resultsPath: string;
  /** reviews.sarif (D16), absolute. */
  sarifPath: string;
  reviewsMarkdown: string;
  /** The merged findings (D16), redacted, with their standing (D22): what every surface shows. */
  findings: ExaminedFinding[];
  /** D22: the round, its examiners and why there was none. */
  examination?: CrossExamination;
  /** D17: the findings carried from the last review; never inline, but the gate counts them. */
  carried?: PreviousFinding[];
  /** D19: every finding of the pull request with its outcome (the sticky comment's record). */
  record?: RecordedFinding[];
  /** D19: the findings people with write access dismissed: never posted, counted or gated. */
  dismissed?: RecordedFinding[];
  /** The values redacted from the run's files; the artifact's copies are redacted of them again. */
  secrets: string[];
}

export async function report(
  input: PipelineInput,
  deps: PipelineDeps,
  plan: PlannedRun,
  lanes: PlanOutcome['lanes'],
  results: LaneResult[],
  prompt: Omit<PromptPieces, 'parts'>,
  /**
   * D22: how the examiners run, or (the matrix's publish job) what their examine jobs handed over;
   * absent (a lane job of the matrix), no round.
   */
  examine?: ExamineContext | HandedExamination,
): Promise<ReviewOutcome> {
  const { settings } = input;
  const change = changeContext(input, prompt);
  const { changedPaths } = prompt;
  const secrets = secretValues(plan, input.env, input.secrets);
  const laneInfo = laneInfoMap(plan.catalog, lanes);
  const headFiles = headTreeFiles(deps.git, prompt.headSha);
  const { laneRecords } = input;
  const read = await collectFindings({
    lanes: declaredOrder(results, laneInfo),
    changedPaths: prompt.hunks.map((h) => h.path),
    hunks: prompt.hunks,
    roots: [settings.cwd],
    headFiles,
    suggestions: settings.suggestions !== false,
  });
  // What a lane wrote is published (SARIF, inline comments): never with the run's secrets in it.
  const raised = read.findings.map((f) => redactedFinding(f, secrets));
  // D17: a finding the new commits left alone still stands, unless a lane flagged its place again.
  const stillStanding = stillCarried(prompt.carried, raised);
  // D19: what people did with the last review's comments, and what the new commits did to its findings.
  const settled = await settle(input, deps.git, prompt, raised, stillStanding, headFiles);
  const { carried } = settled;
  // D22: the lanes check each other's findings; carried and dismissed ones keep what they had.
  // The examiners' words reach results.json and reviews.sarif: never with the run's secrets in them.
  const examined = await examineFindings({
    settings,
    config: plan.config,
    git: deps.git,
    context: examine,
    results,
    findings: settled.findings,
    changedPaths: prompt.hunks.map((h) => h.path),
    headFiles,
    ...(deps.progress
      ? {
          onRound: (round: RoundPlan) =>
            deps.progress?.({
              kind: 'examining',
              examiners: round.assignments.map((a) => a.examiner),
              findings: round.examined.length,
            }),
        }
      : {}),
  });
  const examination = redactedExamination(examined, secrets);
  for (const w of examinationWarnings(examination)) deps.log?.(`warning: ${w}`);
  // A refuted finding counts in no gate or output; `inline` still says whether the diff shows its
  // line (the page marks it), and the pull request review never chooses it (github/inline.ts).
  const { findings } = examination;
  // D22: the record was settled before the round; it keeps what the round concluded.
  const record = withExamination(settled.record, findings);
  const counted = findings.filter((f) => f.examination?.standing !== 'refuted');
  // A carried finding keeps the standing it had (D17): one refuted then still counts in no gate.
  const gated = [...counted, ...carried.filter((f) => f.standing !== 'refuted')];
  const outcome = computeOutcome(
    results,
    settings.failOn,
    gated,
    read.readings,
    prompt.nothing !== undefined,
  );
  const ok = outcome.ok && plan.errors.length === 0;
  const resultsJson = withOutcomes(
    withCarried(
      buildResultsJson(
        results,
        ok,
        settings.outDir,
        findings,
        examination,
        new Map([...laneInfo].map(([identity, info]) => [identity, info.source])),
      ),
      carried,
    ),
    record,
    settled.dismissed,
    input.history?.feedback ?? [],
  );
  const markdown = renderReviews({
    ...(input.scope
      ? {
          scope: {
            note: scopeNote(input.scope, prompt.headSha, input.previous !== undefined),
            carried,
            omitted: prompt.omitted,
          },
        }
      : {}),
    change,
    baseline: plan.baseline,
    results,
    lanes: laneInfo,
    reviewedAt: (deps.now ?? (() => new Date()))(),
    secrets,
    changedPaths,
    notes: [
      ...(prompt.nothing ? [`Nothing to review: ${prompt.nothing}; no lane was run.`] : []),
      ...(outcome.failures.some((f) => f.why === 'nothing_reviewed')
        ? [nothingReviewedNote(plan.lanes)]
        : []),
      ...plan.errors.map((e) => `Error: ${e.message}`),
    ],
    read: { ...read, findings },
    outcomes: record,
    ...(laneRecords ? { laneRecords } : {}),
    // D22: the round's line, each examiner's cell; why there was none. A job without the
    // examiners' context (the matrix's) holds no round of its own: the page says nothing of one.
    ...(examine ? { examination } : {}),
  });
  const reviewsPath = join(settings.outDir, 'REVIEWS.md');
  const resultsPath = join(settings.outDir, 'results.json');
  const sarifPath = join(settings.outDir, SARIF_FILE);
  if (input.publishes) redactLaneFiles(join(settings.outDir, 'lanes'), secrets);
  const handover = input.publishes ? results.map((r) => redactedResult(r, secrets)) : results;
  // Made anew: a lane is told where the out directory is (its prompt and output are there) and
  // may have left a link or a FIFO at these names (sys/regular-file.ts).
  writeFresh(reviewsPath, markdown);
  writeFresh(resultsPath, `${JSON.stringify(resultsJson, null, 2)}\n`);
  writeFresh(
    sarifPath,
    `${JSON.stringify(buildSarif(findings, { version: packageVersion() }, carried, settled.dismissed), null, 2)}\n`,
  );
  // The full results (bodies, caveats) for a publish job that merges lane jobs (D14).
  writeFresh(
    join(settings.outDir, LANE_RESULTS_FILE),
    `${JSON.stringify({ version: HANDOVER_VERSION, results: handover } satisfies LaneResultsHandover, null, 2)}\n`,
  );
  return {
    ok,
    failures: outcome.failures,
    ...(prompt.nothing ? { nothing: prompt.nothing } : {}),
    plan,
    change,
    results,
    results_json: resultsJson,
    outDir: settings.outDir,
    reviewsPath,
    resultsPath,
    sarifPath,
    reviewsMarkdown: markdown,
    findings,
    examination,
    carried,
    record,
    dismissed: settled.dismissed,
    secrets,
  };
}

/** A fingerprint's line is read from at most this many files of the head; the others hash an empty line. */
const MAX_FINGERPRINT_FILES = 50;

/** D19: every finding's outcome, from the run's findings, the carried ones and the pull request's history. */
async function settle(
  input: PipelineInput,
  git: Git,
  prompt: Omit<PromptPieces, 'parts'>,
  raised: Finding[],
  carried: PreviousFinding[],
  headFiles: () => Promise<ReadonlySet<string>>,
) {
  const lineAt = await headLines(git, prompt.headSha, [...raised, ...carried], prompt.hunks);
  const changedBy = new Map<string, string>();
  if (prompt.delta && input.scope?.kind === 'delta') {
    const since = input.scope.since;
    // The newest commit of the range that changed each touched file: the one an addressed finding names.
    for (const path of new Set(prompt.touched.map((t) => t.path))) {
      const r = await git.exec(['log', '-1', '--format=%H', `${since}..${prompt.headSha}`, '--', path]);
      const sha = r.stdout.trim();
      if (r.exitCode === 0 && sha) changedBy.set(path, sha);
    }
  }
  return settleOutcomes({
    fresh: raised,
    carried,
    touched: prompt.touched,
    fingerprintOf: (f) => findingFingerprint(f.path, f.title, lineAt(f.path, f.line)),
    ...(input.history ? { history: input.history } : {}),
    ...(prompt.delta ? { delta: prompt.delta } : {}),
    headFiles: input.history || prompt.touched.length > 0 ? await headFiles() : new Set(),
    changedBy: (path) => changedBy.get(path) ?? prompt.headSha,
  });
}

/**
 * The head's text of a line, for the fingerprints: from the diff's hunks, which hold the head's
 * text of their lines, else from the file at the head (at most MAX_FINGERPRINT_FILES of those are
 * read). A finding on a changed line, the usual one, costs no git process after the lanes.
 */
async function headLines(
  git: Git,
  head: string,
  at: ReadonlyArray<{ path: string; line: number }>,
  hunks: readonly FileHunks[],
): Promise<(path: string, line: number) => string> {
  const byPath = new Map(hunks.map((h) => [h.path, h.hunks]));
  const inHunk = (path: string, line: number): string | undefined => {
    const h = byPath.get(path)?.find((x) => x.lines && x.start <= line && line <= x.end);
    return h?.lines?.[line - h.start];
  };
  const unread = [...new Set(at.filter((f) => inHunk(f.path, f.line) === undefined).map((f) => f.path))];
  const paths = unread.slice(0, MAX_FINGERPRINT_FILES);
  // Every file in one read where git can (two processes, however many files).
  const read = await readFilesOf(git, head, paths);
  const files = new Map<string, string[]>();
  paths.forEach((p, i) => {
    const f = read[i];
    if (f?.kind === 'file') files.set(p, f.content.split('\n'));
  });
  return (path, line) => inHunk(path, line) ?? files.get(path)?.[line - 1] ?? '';
}

function laneInfoMap(catalog: Catalog, lanes: PlanOutcome['lanes']): Map<string, LaneInfo> {
  const byId = new Map<string, Lane>();
  for (const l of catalog.lanes) byId.set(l.reviewer.slug, l);
  const map = new Map<string, LaneInfo>();
  for (const p of lanes) {
    const lane = p.lane ?? byId.get(p.slug);
    if (!lane) continue;
    map.set(p.identity, {
      reviewsSection: lane.reviewer.reviewsSection,
      evidenceClass: lane.reviewer.evidenceClass,
      order: lane.order,
      source: lane.source,
      ...(p.instance ? { instanceOf: lane.reviewer.slug } : {}),
    });
  }
  return map;
}

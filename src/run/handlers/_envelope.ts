/**
 * Reading a first-party CLI's machine-readable output (D17), total over arbitrary bytes. The review
 * is what its text mode would have printed; output that is not JSON is taken as text; JSON cut
 * short keeps what can be read (tokens then estimated); JSON itself is never shown as a review.
 */
import { basename } from 'node:path';
import { Allow, parse as parsePartialJson } from 'partial-json';
import { isPlainObject } from '../../sys/plain-object.js';
import type { SpawnLanePlan } from '../../plan/types.js';
import { withoutTruncationNote } from '../../sys/byte-cap.js';
import type { HandlerName } from '../../vocabulary.js';
import { collectSpawn, finishSpawn, stdoutPathFor, type CollectedSpawn } from '../spawn-lane.js';
import type { Handler, LaneOutcome } from '../types.js';
import type { LaneUsage } from '../usage.js';
import { wrongTransport } from './_outcomes.js';

/** What a handler made of its CLI's output. */
export interface EnvelopeReading {
  /** The review text, "" when the output held none. */
  review: string;
  /** The CLI's own figures, only from output that was read whole. */
  usage?: LaneUsage;
  caveats: string[];
  warnings: string[];
  /** Why there is no review, for the stub. */
  diagnostic?: string;
  /** The lane's `detail` when it exited 0 with no review (instead of "whitespace-only output"). */
  emptyDetail?: string;
  /** The model(s) the output says answered, as it names them (D19 "The page"). */
  servedModel?: string;
}

/** A model name as a CLI printed it: a short line of text, or nothing. */
export function modelName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  // eslint-disable-next-line no-control-regex
  return name !== '' && name.length <= 200 && !/[\u0000-\u001f\u007f]/.test(name) ? name : undefined;
}

/** At most this many models are named: a run uses one or two (its main model and a small side one). */
const MAX_MODELS = 3;

/** The models a per-model table names (its keys), the busiest first by `weight`, joined. */
export function modelsOf(table: unknown, weight: (entry: unknown) => number = () => 0): string | undefined {
  if (!isPlainObject(table)) return undefined;
  const names = Object.entries(table)
    .map(([name, entry]) => ({ name: modelName(name), weight: weight(entry) }))
    .filter((m): m is { name: string; weight: number } => m.name !== undefined)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_MODELS)
    .map((m) => m.name);
  return names.length > 0 ? names.join(', ') : undefined;
}

/** The detail of a lane that exited 0 with JSON output that held no review. */
export const NO_TEXT_IN_JSON = 'exited 0, and its JSON output held no review text';

export type JsonDocument =
  /** Not JSON at all: the CLI printed plain text. */
  | { kind: 'text' }
  | { kind: 'whole'; value: unknown }
  /** Cut short or malformed: what could be read of it. */
  | { kind: 'partial'; value: unknown }
  /** It starts as JSON, and nothing of it can be read. */
  | { kind: 'unreadable' };

/** JSON output starts with `{` or `[`; anything else is text. */
export function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/** One JSON document, read whole when it is whole, else as much of it as a partial parse finds. */
export function readJsonDocument(stdout: string): JsonDocument {
  if (!looksLikeJson(stdout)) return { kind: 'text' };
  const text = withoutTruncationNote(stdout).trim();
  try {
    return { kind: 'whole', value: JSON.parse(text) as unknown };
  } catch {
    // fall through: keep what can be read
  }
  try {
    return { kind: 'partial', value: parsePartialJson(text, Allow.ALL) as unknown };
  } catch {
    return { kind: 'unreadable' };
  }
}

export interface JsonEvents {
  /** Each line that is a JSON object, in order. */
  events: Record<string, unknown>[];
  /** Non-blank lines that are not (a cut line at the end, or noise). */
  unread: number;
}

/** One JSON event per line; a line that is not a JSON object is counted, never fatal. */
export function readJsonLines(stdout: string): JsonEvents {
  const events: Record<string, unknown>[] = [];
  let unread = 0;
  for (const line of withoutTruncationNote(stdout).split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(trimmed);
    } catch {
      unread += 1;
      continue;
    }
    if (isPlainObject(event)) events.push(event);
    else unread += 1;
  }
  return { events, unread };
}

/** The caveat on a review rebuilt from output that was cut short or malformed. */
export function partialCaveat(cli: string): string {
  return `${cli}'s JSON output was cut short or malformed: the review below is the text that could be read from it, and may be incomplete.`;
}

/** The warning for figures that could not be taken from the output. */
export function estimatedWarning(cli: string, why: string): string {
  return `${cli} ${why}; its tokens are estimated.`;
}

/** The CLI's own figures onto the reading, or the warning that they could not be read. */
export function takeFigures(reading: EnvelopeReading, cli: string, figures: Figures): void {
  if (figures.usage) reading.usage = figures.usage;
  if (figures.problem)
    reading.warnings.push(estimatedWarning(cli, `reported unreadable figures (${figures.problem})`));
}

export interface Figures {
  usage?: LaneUsage;
  problem?: string;
}

/** A lane whose output starts as JSON but is not the document it was asked for. */
export function notTheDocument(
  plan: SpawnLanePlan,
  cli: string,
  [printed, asked]: [printed: string, asked: string],
  stdout: string,
): EnvelopeReading {
  return {
    review: '',
    caveats: [],
    warnings: [estimatedWarning(cli, `printed no readable JSON ${printed}`)],
    emptyDetail: NO_TEXT_IN_JSON,
    diagnostic: noReviewDiagnostic(plan, cli, `its output is not the JSON ${asked} it was asked for`, stdout),
  };
}

/** What a lane that printed plain text instead of its JSON gets: the text, as a text lane would. */
export function plainTextReading(cli: string, stdout: string): EnvelopeReading {
  const warnings =
    stdout.trim() === ''
      ? []
      : [estimatedWarning(cli, 'printed plain text, not the JSON it was asked for (shown as its output)')];
  return { review: stdout, caveats: [], warnings };
}

/** How much of unreadable output the stub quotes; the whole of it stays in the `.stdout` file. */
export const QUOTED_OUTPUT_CHARS = 1000;

/** The stub's diagnostic for output with no review text in it. */
export function noReviewDiagnostic(plan: SpawnLanePlan, cli: string, why: string, stdout: string): string {
  const raw = withoutTruncationNote(stdout).trim();
  const lines = [`${cli} returned no review text: ${why}.`];
  if (raw !== '') {
    const quoted = raw.length > QUOTED_OUTPUT_CHARS ? `${raw.slice(0, QUOTED_OUTPUT_CHARS)} […]` : raw;
    lines.push(`Its output (all of it is in ${basename(stdoutPathFor(plan))}):`, quoted);
  }
  return lines.join('\n');
}

/** Marks a reading as holding no review text, with the stub's diagnostic. */
export function noText(reading: EnvelopeReading, diagnostic: string): void {
  reading.diagnostic = diagnostic;
  reading.emptyDetail = NO_TEXT_IN_JSON;
}

/** A spawn handler that reads its CLI's stdout with `read`. */
export function envelopeHandler(
  cli: HandlerName,
  read: (plan: SpawnLanePlan, stdout: string) => EnvelopeReading,
): Handler {
  return {
    async run(plan, ctx) {
      if (plan.transport !== 'spawn') return wrongTransport(cli, 'spawn', plan);
      const collected = await collectSpawn(plan, ctx);
      return finishReading(plan, collected, read(plan, collected.reviewText));
    },
  };
}

/** Ends the lane with what the handler read: the review (or the stub with its diagnostic) and the figures. */
export function finishReading(
  plan: SpawnLanePlan,
  collected: CollectedSpawn,
  reading: EnvelopeReading,
): Promise<LaneOutcome> {
  return finishSpawn(plan, collected, reading.review, reading.diagnostic, {
    caveats: reading.caveats,
    warnings: reading.warnings,
    ...(reading.usage ? { usage: reading.usage } : {}),
    ...(reading.emptyDetail ? { emptyDetail: reading.emptyDetail } : {}),
    ...(reading.servedModel ? { servedModel: reading.servedModel } : {}),
  });
}

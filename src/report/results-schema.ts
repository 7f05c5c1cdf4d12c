/**
 * results.json's schema (DESIGN.md §5), apart from results.ts so that writing a results.json,
 * which every review does, never loads zod; reading one back (publish mode, tests) does.
 */
import { z } from 'zod';
import { SEVERITIES } from '../findings/types.js';
import { LANE_STATUSES, REASONS, USAGE_SOURCES } from '../vocabulary.js';

/**
 * The published shape; `mode: publish` reads lane results back through it (D14). Built on first
 * use: a review writes results.json without parsing one, and every schema costs start-up.
 */
const buildResultsJsonSchema = () =>
  z.object({
    ok: z.boolean(),
    lanes: z.array(
      z.object({
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
        /** What the lane spent (D17): its own figures (`lane`) or our estimate (`estimate`). */
        usage: z
          .object({
            inputTokens: z.number().int().nonnegative().optional(),
            outputTokens: z.number().int().nonnegative().optional(),
            costUsd: z.number().nonnegative().optional(),
            source: z.enum(USAGE_SOURCES),
          })
          .strict()
          .optional(),
      }),
    ),
    /**
     * D17: the last review's findings on lines the new commits did not touch, carried onto this
     * page (an incremental review); `findings` holds only what the lanes found now.
     */
    carriedFindings: z
      .array(
        z.object({
          id: z.string().min(1),
          severity: z.enum(SEVERITIES),
          path: z.string().min(1),
          line: z.number().int().positive(),
          endLine: z.number().int().positive().optional(),
          title: z.string(),
          lanes: z.array(z.string()),
          agreement: z.number().int().positive(),
        }),
      )
      .optional(),
  });
let resultsSchema: ReturnType<typeof buildResultsJsonSchema> | undefined;
export function resultsJsonSchema(): ReturnType<typeof buildResultsJsonSchema> {
  resultsSchema ??= buildResultsJsonSchema();
  return resultsSchema;
}
export type ResultsJson = z.infer<ReturnType<typeof buildResultsJsonSchema>>;

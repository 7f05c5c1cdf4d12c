/** The two response bodies an openai-http lane reads (spec §7.3), as zod schemas (STYLE.md 6). */
import { z } from 'zod';

/** `choices[0].message.content` must be a string; other members are ignored. */
export const ChatCompletionSchema = z.object({
  /** The model that served the request; a non-string is treated as not reported. */
  model: z.string().optional().catch(undefined),
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1, 'choices is empty'),
});
export type ChatCompletion = z.infer<typeof ChatCompletionSchema>;

/**
 * `GET /v1/models`: `data[0].id`, a non-blank string, is the model discovery picks (spec §7.3
 * step 4), as the server spelled it; later entries are not its business.
 */
export const ModelListSchema = z.object({
  data: z.tuple([z.object({ id: z.string().refine((id) => id.trim() !== '', 'is blank') })], z.unknown()),
});
export type ModelList = z.infer<typeof ModelListSchema>;

/** JSON.parse + schema, total: the value, or why the text is not one. */
export function parseJsonAs<T>(
  schema: z.ZodType<T>,
  text: string,
): { ok: true; value: T } | { ok: false; why: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, why: 'the body is not JSON' };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  return { ok: false, why: `the JSON has no usable ${where}: ${issue?.message ?? 'unexpected shape'}` };
}

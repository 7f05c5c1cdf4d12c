/** The two response bodies an openai-http lane reads, as zod schemas. */
import { z } from 'zod';

/** The response's `usage` (D17): OpenAI's counts already include cached and reasoning tokens. */
const tokens = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const ChatUsageSchema = z.object({
  prompt_tokens: tokens.optional(),
  completion_tokens: tokens.optional(),
});
export type ChatUsage = z.infer<typeof ChatUsageSchema>;

/** `choices[0].message.content` must be a string; other members are ignored. */
export const ChatCompletionSchema = z.object({
  /** The model that served the request; a non-string is treated as not reported. */
  model: z.string().optional().catch(undefined),
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1, 'choices is empty'),
  /** Checked on its own: a malformed usage costs a warning, never the review; `null` is absent. */
  usage: z.unknown().optional(),
});
export type ChatCompletion = z.infer<typeof ChatCompletionSchema>;

/** The response's usage: its counts, none when it sent none, or why the one it sent is unusable. */
export function readUsage(raw: unknown): { ok: true; usage: ChatUsage | null } | { ok: false; why: string } {
  if (raw === undefined || raw === null) return { ok: true, usage: null };
  const parsed = ChatUsageSchema.safeParse(raw);
  if (parsed.success) return { ok: true, usage: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `usage.${issue.path.join('.')}` : 'usage';
  return { ok: false, why: `${where}: ${issue?.message ?? 'unexpected shape'}` };
}

/** `GET /v1/models`: discovery picks `data[0].id` as the server spelled it. */
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

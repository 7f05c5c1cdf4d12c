/** A pull request as the API returns it: what the action reads of it, checked before it is used. */
import { z } from 'zod';
import { COMMIT_SHA_RE } from '../vocabulary.js';

const sha = z.string().regex(COMMIT_SHA_RE);
export const repoRef = z.object({ full_name: z.string() }).passthrough().nullish();

export const pullRequestSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string().optional(),
  base: z.object({ sha, repo: repoRef }),
  head: z.object({ sha, repo: repoRef }),
});
export type PullRequestPayload = z.infer<typeof pullRequestSchema>;

/** What selection produces: where the candidates came from, and the instances it named. */

/** Precedence: explicit > --all > review.default_reviewers > all detected. */
export type { SelectionSource } from '../vocabulary.js';

/** One entry of `review.reviewer_instances`: a named instance of a lane (an adapter). */
export interface InstanceSpec {
  name: string;
  cli: string;
  model?: string;
  agent?: string;
}

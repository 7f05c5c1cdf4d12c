/**
 * The static mode registry: each value of the `mode` input and where its module is. A new mode is
 * a line here, its module beside this file and its name in ACTION_MODES; a contract test holds
 * them. A run loads only its own mode: check mode's YAML parser and stats mode's track record
 * are not compiled by a review.
 */
import type { ActionMode } from '../inputs.js';
import type { Mode } from '../mode.js';

export const MODES: Readonly<Record<ActionMode, () => Promise<Mode>>> = Object.freeze({
  review: async () => (await import('./review.js')).reviewMode,
  check: async () => (await import('./check.js')).checkMode,
  plan: async () => (await import('./plan.js')).planMode,
  lane: async () => (await import('./lane.js')).laneMode,
  publish: async () => (await import('./publish.js')).publishMode,
  stats: async () => (await import('./stats.js')).statsMode,
});

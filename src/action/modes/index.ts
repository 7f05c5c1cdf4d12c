/**
 * The static mode registry: each value of the `mode` input and its function. A new mode is a line
 * here, its module beside this file and its name in ACTION_MODES; a contract test holds them.
 */
import type { ActionMode } from '../inputs.js';
import type { Mode } from '../mode.js';
import { checkMode } from './check.js';
import { examineMode } from './examine.js';
import { laneMode } from './lane.js';
import { planMode } from './plan.js';
import { publishMode } from './publish.js';
import { reviewMode } from './review.js';
import { statsMode } from './stats.js';

export const MODES: Readonly<Record<ActionMode, Mode>> = Object.freeze({
  review: reviewMode,
  check: checkMode,
  plan: planMode,
  lane: laneMode,
  examine: examineMode,
  publish: publishMode,
  stats: statsMode,
});

/**
 * A finding's standing (D22) as it passes from run to run: this run's comes from its examination;
 * a carried finding keeps the one its record gave it, since the round examines no carried finding.
 */
import type { ExaminedFinding } from '../examine/standing.js';
import { findingCore } from '../findings/core.js';
import type { PreviousFinding } from './types.js';

/** A finding's standing, where it has one, as a field to spread. */
export function keptStanding(f: ExaminedFinding | PreviousFinding): Pick<PreviousFinding, 'standing'> {
  const standing = 'examination' in f ? f.examination?.standing : 'standing' in f ? f.standing : undefined;
  return standing !== undefined ? { standing } : {};
}

/** The core fields of a finding of this run or the last, and its standing. */
export function previousOf(f: ExaminedFinding | PreviousFinding): PreviousFinding {
  return { ...findingCore(f), ...keptStanding(f) };
}

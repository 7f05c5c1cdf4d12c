/**
 * A finding's core: where it is, what it says and who agrees. results.json, the sticky comment's
 * record and the incremental review's carried findings each keep these fields of a finding, and
 * only these, so they are copied in one place.
 */
import type { Finding } from './types.js';

export type FindingCore = Pick<
  Finding,
  'id' | 'severity' | 'path' | 'line' | 'endLine' | 'title' | 'lanes' | 'agreement' | 'of'
>;

/** The core fields of `f` (anything else it carries left behind), its lanes a list of its own. */
export function findingCore(f: FindingCore): FindingCore {
  return {
    id: f.id,
    severity: f.severity,
    path: f.path,
    line: f.line,
    ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
    title: f.title,
    lanes: [...f.lanes],
    agreement: f.agreement,
    of: f.of,
  };
}

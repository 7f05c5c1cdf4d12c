/**
 * Dismissals given after the last run wrote its record (D19's rule): a 👎 on our inline comment
 * or a reply starting `/dismiss` counts only from someone with write access, and a resolved
 * thread counts as dismissed. Whoever wrote anything on the pull requests read is known by their
 * `author_association`; only the others who gave a 👎 are asked about, once each.
 */
import type { HistoryPull } from '../github/history.js';
import { isWriteAssociation, type WriteCheck } from '../github/permission.js';
import type { FindingsRecord } from '../github/sticky-record.js';
import { sameLogin, type PullRecord } from './records.js';

type RecordedFinding = FindingsRecord['findings'][number];

const DISMISS_RE = /^\/dismiss(?:\s+(.*))?$/;
const MAX_REASON_CHARS = 200;

/** Every author's association on the pull requests read, by lowercased login. */
export function knownAssociations(pulls: readonly HistoryPull[]): Map<string, string> {
  const known = new Map<string, string>();
  const note = (login: string, association: string) => {
    if (login !== '' && association !== '') known.set(login.toLowerCase(), association);
  };
  for (const p of pulls) {
    note(p.author, p.association);
    for (const c of p.comments) note(c.login, c.association);
    for (const t of p.threads) for (const c of t.comments) note(c.login, c.association);
  }
  return known;
}

/** The check the live feedback is held to: an association seen settles it, else `ask` (the API). */
export function writeAccess(known: Map<string, string>, ask: WriteCheck): WriteCheck {
  return (login) => {
    const association = known.get(login.toLowerCase());
    return association !== undefined ? Promise.resolve(isWriteAssociation(association)) : ask(login);
  };
}

/** The records with what was done to their open findings since they were written. */
export async function withLiveDismissals(
  records: readonly PullRecord[],
  identity: string,
  hasWriteAccess: WriteCheck,
): Promise<PullRecord[]> {
  return Promise.all(
    records.map(async (r) => {
      const findings = await Promise.all(
        r.record.findings.map((f) => liveOutcome(f, r, identity, hasWriteAccess)),
      );
      return { ...r, record: { ...r.record, findings } };
    }),
  );
}

async function liveOutcome(
  f: RecordedFinding,
  r: PullRecord,
  identity: string,
  hasWriteAccess: WriteCheck,
): Promise<RecordedFinding> {
  if (f.outcome !== 'open' || f.commentId === undefined) return f;
  const thread = r.threads.find((t) => t.comments[0]?.id === f.commentId);
  const ours = thread?.comments[0];
  // Only our own comment's thread says anything about our finding.
  if (!thread || !ours || !sameLogin(ours.login, identity)) return f;
  for (const reply of thread.comments.slice(1)) {
    const m = DISMISS_RE.exec(reply.body.split(/\r?\n/, 1)[0]?.trim() ?? '');
    if (m && isWriteAssociation(reply.association)) {
      const reason = (m[1] ?? '').trim().slice(0, MAX_REASON_CHARS);
      return { ...f, outcome: 'dismissed', by: reply.login, how: 'reply', ...(reason ? { reason } : {}) };
    }
  }
  for (const login of ours.thumbsDown) {
    if (await hasWriteAccess(login)) return { ...f, outcome: 'dismissed', by: login, how: 'reaction' };
  }
  if (thread.resolved) return { ...f, outcome: 'dismissed', how: 'thread' };
  return f;
}

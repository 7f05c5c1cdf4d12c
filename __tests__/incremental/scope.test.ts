/**
 * D17's decision, table-driven: the event, the last review's marker and what git says of the two
 * heads, and the scope each combination gives (asserted by reason code; the page's sentence once).
 */
import { describe, expect, it } from '@jest/globals';
import type { Ancestry, ScopeInput } from '../../src/incremental/scope.js';
import { decideScope, scopeBeforeGit, scopeNote } from '../../src/incremental/scope.js';

const BASE = 'b'.repeat(40);
const OTHER_BASE = 'e'.repeat(40);
const PREV = '1'.repeat(40);
const HEAD = '2'.repeat(40);

const input = (over: Partial<ScopeInput> = {}): ScopeInput => ({
  mode: 'auto',
  event: { name: 'pull_request', action: 'synchronize' },
  pr: { headSha: HEAD, baseSha: BASE },
  previous: { head: PREV, base: BASE },
  ...over,
});

const rows: Array<[string, Partial<ScopeInput>, Ancestry, string]> = [
  ['a push on top of the reviewed head', {}, 'ancestor', 'delta'],
  ['incremental: off', { mode: 'off' }, 'ancestor', 'off'],
  [
    'a pull request opened',
    { event: { name: 'pull_request', action: 'opened' } },
    'ancestor',
    'not_synchronize',
  ],
  [
    'a pull request reopened',
    { event: { name: 'pull_request', action: 'reopened' } },
    'ancestor',
    'not_synchronize',
  ],
  ['workflow_dispatch', { event: { name: 'workflow_dispatch' } }, 'ancestor', 'not_synchronize'],
  [
    'pull_request_target synchronize',
    { event: { name: 'pull_request_target', action: 'synchronize' } },
    'ancestor',
    'not_synchronize',
  ],
  [
    'no earlier review',
    { previous: { none: 'no review of ours is on the pull request yet.' } },
    'ancestor',
    'no_previous_review',
  ],
  ['the base moved', { previous: { head: PREV, base: OTHER_BASE } }, 'ancestor', 'base_changed'],
  ['a re-run of the reviewed head', { previous: { head: HEAD, base: BASE } }, 'ancestor', 'same_head'],
  ['a force-push or a rebase', {}, 'not_ancestor', 'not_ancestor'],
  ['the previous head cannot be fetched', {}, 'missing', 'previous_head_missing'],
  // D21: a `/review` comment reviews the commits since the last review, as a push does.
  [
    'a /review comment on top of the reviewed head',
    { event: { name: 'issue_comment', action: 'created' } },
    'ancestor',
    'delta',
  ],
  [
    'a /review --full comment',
    { event: { name: 'issue_comment', action: 'created' }, requestedFull: true },
    'ancestor',
    'requested_full',
  ],
  [
    'a /review comment with no earlier review',
    {
      event: { name: 'issue_comment', action: 'created' },
      previous: { none: 'no review of ours is on the pull request yet.' },
    },
    'ancestor',
    'no_previous_review',
  ],
];

describe('decideScope', () => {
  it.each(rows)('%s', (_name, over, ancestry, expected) => {
    const scope = decideScope(input(over), ancestry);
    expect(scope.kind === 'delta' ? 'delta' : scope.reason).toBe(expected);
  });

  it('a delta reviews previous head..head', () => {
    expect(decideScope(input(), 'ancestor')).toEqual({ kind: 'delta', since: PREV, previousHead: PREV });
  });

  it('git is asked only when nothing else decides', () => {
    const needGit = rows.filter(([, over]) => scopeBeforeGit(input(over)) === null).map(([name]) => name);
    expect(needGit).toEqual([
      'a push on top of the reviewed head',
      'a force-push or a rebase',
      'the previous head cannot be fetched',
      'a /review comment on top of the reviewed head',
    ]);
  });

  it('a full review keeps the previous head it knows of, and says why on the page', () => {
    const scope = decideScope(input(), 'not_ancestor');
    expect(scope).toMatchObject({ kind: 'full', reason: 'not_ancestor', previousHead: PREV });
    expect(scopeNote(scope, HEAD, true)).toBe(
      `Full review: the last reviewed head \`${PREV.slice(0, 12)}\` is not an ancestor of \`${HEAD.slice(0, 12)}\`: the branch was force-pushed or rebased.`,
    );
    const none = decideScope(input({ previous: { none: 'there is no review of ours yet.' } }), 'ancestor');
    expect(none).not.toHaveProperty('previousHead');
    expect(scopeNote(none, HEAD, true)).toBe('Full review: there is no review of ours yet.');
  });

  it('a shallow checkout is named as a possible cause of "not an ancestor"', () => {
    const scope = decideScope(input({ shallow: true }), 'not_ancestor');
    expect(scope.kind === 'full' && scope.detail).toContain('fetch-depth: 0');
  });
});

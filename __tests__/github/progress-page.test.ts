/** The sticky comment's body while a review runs (D12): the record kept, the earlier page below, the limit held. */
import { describe, expect, it } from '@jest/globals';
import { commentMarker } from '../../src/github/comment.js';
import { earlierPage, progressBody, STATUS_END, STATUS_START } from '../../src/github/progress-page.js';
import { readPreviousReviewRecord, reviewedHeader } from '../../src/github/sticky-record.js';

const record = reviewedHeader({ head: 'a'.repeat(40), base: 'b'.repeat(40) }, [], []);
const previous = (page: string) => [commentMarker('default'), ...record, page].join('\n');

describe('progressBody', () => {
  it('keeps the record and cuts the earlier page, never the status, to fit the limit', () => {
    const page = `# Cross-AI Review\n\n${'A long review paragraph.\n\n'.repeat(4000)}`;
    const body = progressBody({
      commentId: 'default',
      earlier: earlierPage(previous(page)),
      status: '> **Review in progress**',
      limit: 65_536,
    });
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith([commentMarker('default'), ...record, STATUS_START].join('\n'))).toBe(true);
    expect(body).toContain(`> **Review in progress**\n${STATUS_END}\n\n---\n\n# Cross-AI Review`);
    expect(body).toContain('This review was cut to fit a comment');
    expect(readPreviousReviewRecord(body)).toEqual(readPreviousReviewRecord(previous(page)));
  });

  it('drops a status block an earlier run left, and keeps the review under it', () => {
    const left = progressBody({
      commentId: 'default',
      earlier: earlierPage(previous('# The review')),
      status: '> **Review cancelled** (SIGINT)',
    });
    const earlier = earlierPage(left);
    expect(earlier).toEqual({ record, status: true, page: '# The review' });
    const next = progressBody({ commentId: 'default', earlier, status: '> **Review in progress**' });
    expect(next).not.toContain('Review cancelled');
    expect(next.split(STATUS_START)).toHaveLength(2);
    expect(next.endsWith('---\n\n# The review')).toBe(true);
  });

  it('a first run has no earlier page: the marker and the status alone', () => {
    expect(earlierPage(undefined)).toEqual({ record: [], status: false, page: '' });
    expect(progressBody({ commentId: 'nightly', earlier: earlierPage(undefined), status: 'S' })).toBe(
      [commentMarker('nightly'), STATUS_START, 'S', STATUS_END].join('\n'),
    );
  });
});

/** The status block's words (D12): what each state says, and untrusted text kept inert. */
import { describe, expect, it } from '@jest/globals';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
import { renderStatusBlock, type StatusView } from '../../src/report/status-block.js';

const view = (over: Partial<StatusView> = {}): StatusView => ({
  state: { kind: 'running' },
  lanes: ['codex', 'claude'],
  headSha: 'a'.repeat(40),
  startedAt: new Date('2026-12-07T12:00:00Z'),
  ended: [],
  findings: [],
  previousBelow: false,
  ...over,
});

describe('renderStatusBlock', () => {
  it('says the lanes are examining each other during cross-examination', () => {
    const text = renderStatusBlock(
      view({
        state: { kind: 'examining', examiners: ['codex', 'claude'], findings: 3 },
        ended: [
          {
            identity: 'codex',
            status: 'reviewed',
            durationMs: 61_000,
            counts: { HIGH: 1, MEDIUM: 0, LOW: 2 },
          },
          {
            identity: 'claude',
            status: 'timed_out',
            reason: 'timed_out',
            durationMs: 900_000,
            counts: { HIGH: 0, MEDIUM: 0, LOW: 0 },
          },
        ],
      }),
    );
    expect(text).toContain('**Cross-examination in progress**: 2 lanes on `aaaaaaaaaaaa`');
    expect(text).toContain('2 lanes now check 3 findings the others raised');
    expect(text).toContain('| codex | reviewed | 1 min 1 s | 1 HIGH, 2 LOW |');
    expect(text).toContain('| claude | timed_out (timed_out) | 15 min 0 s | — |');
  });

  it('says what failed, and keeps lane text and the error inert', () => {
    const hostile = finding([
      laneFinding('codex', 'HIGH', 'src/a.ts', 3, 'Ping @octo/admins <!-- reviewer-lanes:status-end --> | x'),
    ]);
    const text = renderStatusBlock(
      view({
        state: { kind: 'failed', message: 'token ghs_secretvalue123 was <b>refused</b>' },
        findings: [hostile],
        ended: [
          { identity: 'codex', status: 'reviewed', durationMs: 10, counts: { HIGH: 1, MEDIUM: 0, LOW: 0 } },
        ],
      }),
      ['ghs_secretvalue123'],
    );
    expect(text).toContain('> **Review failed**: 2 lanes on');
    expect(text).not.toContain('ghs_secretvalue123');
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('@octo/admins');
    expect(text).toMatch(/\| claude \| stopped \|/);
    expect(text).toContain('merged from the 1 lane reviewed so far:');
  });
});

/**
 * A finding's standing (D22) in the sticky comment's record: written, read back, and a record of an
 * earlier run, without standing, still read. Pure: the record line is composed and read back.
 */
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { finding, laneFinding } from '../../__fixtures__/findings/findings.js';
import type { ExaminedFinding, Standing } from '../../src/examine/index.js';
import { STANDINGS } from '../../src/examine/index.js';
import {
  RECORD_VERSION,
  findingsRecord,
  openRecord,
  readPreviousReviewRecord,
  recordSchema,
  reviewedMarker,
} from '../../src/github/sticky-record.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const marker = reviewedMarker({ head: HEAD, base: BASE });
/** A sticky comment's header as publish writes it: the comment marker, the reviewed marker, the record. */
const comment = (record: string) =>
  ['<!-- reviewer-lanes:comment -->', marker, record, '', '# Review'].join('\n');
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const raised = (line: number, title: string): ExaminedFinding =>
  finding([laneFinding('codex', 'HIGH', 'src/a.ts', line, title)]);
const standing = (f: ExaminedFinding, s: Standing): ExaminedFinding => ({
  ...f,
  examination: { standing: s, verdicts: s === 'unexamined' ? [] : [{ lane: 'claude', verdict: 'unsure' }] },
});

describe('the record keeps each finding’s standing', () => {
  it.each(STANDINGS.map((s) => [s]))('%s round-trips', (s) => {
    const f = standing(raised(10, `Finding ${s}`), s);
    const read = readPreviousReviewRecord(comment(findingsRecord([{ ...openRecord(f), fingerprint: 'fp' }])));
    expect(read?.version).toBe(RECORD_VERSION);
    expect(read?.problem).toBeUndefined();
    expect(read?.recorded[0]?.standing).toBe(s);
    expect(read?.findings[0]?.standing).toBe(s);
  });

  it('a finding the round did not cover records no standing, as before', () => {
    const read = readPreviousReviewRecord(comment(findingsRecord([openRecord(raised(10, 'Plain'))])));
    expect(read?.recorded[0]).not.toHaveProperty('standing');
    expect(read?.findings[0]).not.toHaveProperty('standing');
  });

  it('stays version 2: a release before standing reads this record, dropping the key it does not know', () => {
    const before = recordSchema.extend({
      findings: z.array(recordSchema.shape.findings.element.omit({ standing: true })),
    });
    const json = {
      findings: [{ ...openRecord(standing(raised(10, 'New'), 'refuted')), fingerprint: 'fp' }],
      omitted: 0,
      lanes: [],
    };
    const read = before.safeParse(json);
    expect(RECORD_VERSION).toBe(2);
    expect(read.success).toBe(true);
    expect(read.data?.findings[0]).toMatchObject({ title: 'New', outcome: 'open' });
    expect(read.data?.findings[0]).not.toHaveProperty('standing');
  });

  const older: Array<[string, string, number]> = [
    [
      'a v2 record of a run before cross-examination',
      `<!-- reviewer-lanes:findings v=2 ${encoded({
        findings: [
          {
            id: 'f1',
            severity: 'HIGH',
            path: 'src/a.ts',
            line: 10,
            title: 'Old',
            lanes: ['codex'],
            agreement: 1,
            of: 2,
            fingerprint: 'fp',
            outcome: 'open',
          },
        ],
        omitted: 0,
        lanes: [],
      })} -->`,
      2,
    ],
    [
      'a v1 record',
      `<!-- reviewer-lanes:findings v=1 ${encoded({
        findings: [
          {
            id: 'f1',
            severity: 'HIGH',
            path: 'src/a.ts',
            line: 10,
            title: 'Old',
            lanes: ['codex'],
            agreement: 1,
            of: 2,
          },
        ],
        omitted: 0,
      })} -->`,
      1,
    ],
  ];
  it.each(older)('%s still reads, its findings open and without standing', (_name, line, version) => {
    const read = readPreviousReviewRecord(comment(line));
    expect(read).toMatchObject({ version, recorded: [{ title: 'Old', outcome: 'open' }] });
    expect(read?.problem).toBeUndefined();
    expect(read?.recorded[0]).not.toHaveProperty('standing');
    expect(read?.findings).toEqual([
      {
        id: 'f1',
        severity: 'HIGH',
        path: 'src/a.ts',
        line: 10,
        title: 'Old',
        lanes: ['codex'],
        agreement: 1,
        of: 2,
      },
    ]);
  });

  it('a standing no release wrote makes the record unreadable, not a guess', () => {
    const line = `<!-- reviewer-lanes:findings v=2 ${encoded({
      findings: [{ ...openRecord(raised(10, 'X')), fingerprint: 'fp', standing: 'approved' }],
      omitted: 0,
      lanes: [],
    })} -->`;
    expect(readPreviousReviewRecord(comment(line))?.problem).toBe('its findings record could not be read');
  });
});

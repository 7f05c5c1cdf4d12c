/**
 * reviews.sarif (D16): the merged findings as SARIF 2.1.0 for code scanning. The fingerprint is
 * the path and title only, so a concern keeps one alert while the lines around it move.
 */
import { createHash } from 'node:crypto';
import type { Fix, Log, Result, ReportingDescriptor } from 'sarif';
import { supportText, type ExaminedFinding } from '../examine/standing.js';
import type { Finding, Severity, Suggestion } from '../findings/types.js';
import type { PreviousFinding, RecordedFinding } from '../incremental/types.js';
import { normalisedTitle } from '../incremental/fingerprint.js';

export const SARIF_FILE = 'reviews.sarif';

/** The one rule every result belongs to: a concern the reviewer lanes raised. */
export const SARIF_RULE_ID = 'reviewer-lanes/finding';

/** The key of our fingerprint in `partialFingerprints`; versioned so a new recipe never collides. */
export const FINGERPRINT_KEY = 'reviewerLanesFinding/v1';

const LEVEL: Record<Severity, NonNullable<Result['level']>> = {
  HIGH: 'error',
  MEDIUM: 'warning',
  LOW: 'note',
};

/** Stable for a path and a title (D16): a hash of both, never of the lines. */
export function fingerprint(path: string, title: string): string {
  return createHash('sha256')
    .update(`${path}\n${normalisedTitle(title)}`)
    .digest('hex');
}

/** "flagged by codex, claude (2 of 3 lanes)": who raised it, out of the lanes that reviewed. */
export function flaggedBy(f: Pick<Finding, 'lanes' | 'agreement' | 'of'>): string {
  return `flagged by ${f.lanes.join(', ')} (${f.agreement} of ${f.of} lane${f.of === 1 ? '' : 's'})`;
}

export interface SarifOptions {
  /** reviewer-lanes' version, for `tool.driver.version`. */
  version: string;
}

/** A repository path as the relative URI SARIF wants: each segment percent-encoded. */
function uriOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** A finding of this run, one the page carried from the last review (D17), or a dismissed one (D19). */
type SarifFinding =
  ExaminedFinding | (PreviousFinding & { carried: true }) | (RecordedFinding & { dismissed: true });

/**
 * D22: an examined finding's standing and each examiner's verdict (its lane, its word, the code it
 * cites, its reason); a refuted one is only a note, whatever its severity.
 */
function examinationOf(f: SarifFinding): Record<string, unknown> {
  // A carried finding keeps the standing its record gave it (D17), without the verdicts.
  if ('carried' in f) return f.standing !== undefined ? { standing: f.standing } : {};
  if (!('examination' in f) || f.examination === undefined) return {};
  const { standing, verdicts } = f.examination;
  const by = (word: string) => verdicts.filter((v) => v.verdict === word).map((v) => v.lane);
  return {
    standing,
    confirmedBy: by('confirmed'),
    refutedBy: by('refuted'),
    verdicts: verdicts.map((v) => ({ ...v })),
  };
}

const isRefuted = (f: SarifFinding): boolean =>
  ('examination' in f && f.examination?.standing === 'refuted') ||
  ('carried' in f && f.standing === 'refuted');

/** Who stands behind it: D16's phrase, or D22's once the round examined it. */
function support(f: SarifFinding): string {
  return 'examination' in f && f.examination !== undefined ? supportText(f) : flaggedBy(f);
}

/** Who dismissed it and why, as code scanning shows a suppression's justification. */
function justification(f: RecordedFinding): string {
  const how =
    f.how === 'reply' ? 'with /dismiss' : f.how === 'thread' ? 'by resolving its thread' : 'with a 👎';
  return `Dismissed${f.by ? ` by @${f.by}` : ''} ${how} on the pull request${f.reason ? `: ${f.reason}` : ''}`;
}

/**
 * A finding's committable suggestion (D19) as SARIF's fix: the same lines replaced with the same
 * text, so a viewer of code scanning can apply what the inline comment offers.
 */
function fixOf(f: Finding, s: Suggestion): Fix {
  const end = f.endLine ?? f.line;
  // A region of whole lines ends before its last line break (SARIF 3.30): replacing it with the new
  // lines joined keeps that break. Deleting the lines must take their breaks too: up to the next line.
  const deletedRegion =
    s.lines.length > 0
      ? { startLine: f.line, endLine: end }
      : { startLine: f.line, startColumn: 1, endLine: end + 1, endColumn: 1 };
  return {
    description: { text: `The suggestion of ${s.identity}` },
    artifactChanges: [
      {
        artifactLocation: { uri: uriOf(f.path), uriBaseId: '%SRCROOT%' },
        replacements: [{ deletedRegion, insertedContent: { text: s.lines.join('\n') } }],
      },
    ],
  };
}

function resultOf(f: SarifFinding): Result {
  const region = { startLine: f.line, ...(f.endLine !== undefined ? { endLine: f.endLine } : {}) };
  return {
    ruleId: SARIF_RULE_ID,
    ruleIndex: 0,
    level: isRefuted(f) ? 'note' : LEVEL[f.severity],
    message: { text: `${f.title} (${f.severity}; ${support(f)})` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: uriOf(f.path), uriBaseId: '%SRCROOT%' },
          region,
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint(f.path, f.title) },
    properties: {
      findingId: f.id,
      severity: f.severity,
      lanes: f.lanes,
      agreement: f.agreement,
      of: f.of,
      ...('carried' in f
        ? { carried: true, ...examinationOf(f) }
        : 'dismissed' in f
          ? { outcome: 'dismissed' }
          : {
              inline: f.inline,
              byLane: f.byLane.map((l) => ({ identity: l.identity, severity: l.severity })),
              ...examinationOf(f),
            }),
    },
    // A fix the other lanes refuted the need for is not offered.
    ...(!('carried' in f) && !('dismissed' in f) && f.suggestion && !isRefuted(f)
      ? { fixes: [fixOf(f, f.suggestion)] }
      : {}),
    // D19: code scanning shows it as dismissed, not as a new alert.
    ...('dismissed' in f
      ? { suppressions: [{ kind: 'external' as const, justification: justification(f) }] }
      : {}),
  };
}

const RULE: ReportingDescriptor = {
  id: SARIF_RULE_ID,
  name: 'ReviewerLanesFinding',
  shortDescription: { text: 'A concern raised by one or more reviewer lanes' },
  fullDescription: {
    text: 'A located concern from the Concerns of the AI reviewers (lanes) that reviewed the change, merged across lanes. Its properties name the lanes that flagged it and how many of the lanes that reviewed agree; once the other lanes cross-examined it, its standing (confirmed, refuted, contested, unexamined) and each verdict. A refuted finding is a note.',
  },
  defaultConfiguration: { level: 'warning' },
};

/**
 * The run's findings (already redacted) and the carried ones (D17): code scanning closes an alert
 * a later log lacks, and a carried finding still stands.
 */
export function buildSarif(
  findings: readonly ExaminedFinding[],
  o: SarifOptions,
  carried: readonly PreviousFinding[] = [],
  dismissed: readonly RecordedFinding[] = [],
): Log {
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'reviewer-lanes', version: o.version, rules: [RULE] } },
        results: [
          ...findings,
          ...carried.map((f) => ({ ...f, carried: true as const })),
          ...dismissed.map((f) => ({ ...f, dismissed: true as const })),
        ].map(resultOf),
      },
    ],
  };
}

/**
 * The GitHub side of `mode: check` (D13): annotations on the offending manifests, and the
 * disclosure diff as markdown. The check itself is the pipeline's.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics.js';
import { formatDiagnostic } from '../diagnostics.js';
import type { CheckReport } from '../pipeline/check-job.js';
import type { BaselineChange } from '../trust/consent.js';
import { BASELINE_NOT_CURRENT } from '../pipeline/check-job.js';
import { codeSpan, fenced, tableCell } from '../sys/markdown-text.js';
import { readRegularText } from '../sys/regular-file.js';
import type { ActionLog } from './log.js';

/** GitHub shows 10 error and 10 warning annotations per step; the rest are dropped silently. */
export const ANNOTATIONS_PER_KIND = 10;

/** `reviewer.invoke.args[2]` → ['reviewer', 'invoke', 'args', 2]. */
export function fieldPath(field: string): Array<string | number> {
  const out: Array<string | number> = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[1] !== undefined) out.push(m[1]);
  }
  return out;
}

/**
 * The 1-based line of `field` in a JSON document (JSON is YAML, whose parser keeps source
 * ranges). When the field itself is absent, the line of its nearest present parent.
 */
export function lineOfField(text: string, field: string | undefined): number | undefined {
  if (!field) return undefined;
  let doc;
  try {
    doc = parseDocument(text, { keepSourceTokens: false, uniqueKeys: false });
  } catch {
    return undefined;
  }
  const path = fieldPath(field);
  for (let n = path.length; n > 0; n--) {
    const sub = path.slice(0, n);
    const parent = sub.length > 1 ? doc.getIn(sub.slice(0, -1), true) : doc.contents;
    const key = sub[sub.length - 1];
    // Point at the key (`"binary": …`), not the value, where the parent is a map.
    const items = (parent as { items?: Array<{ key?: { value?: unknown; range?: number[] } }> } | null)
      ?.items;
    const pair = items?.find?.((p) => p.key?.value === key);
    const node = pair?.key ?? (doc.getIn(sub, true) as { range?: number[] } | undefined);
    const offset = node?.range?.[0];
    if (typeof offset === 'number') return text.slice(0, offset).split('\n').length;
  }
  return undefined;
}

function repoRelative(cwd: string, path: string): string {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  const rel = relative(cwd, abs);
  return rel.startsWith('..') ? path : rel;
}

/** `OWNER/REPO[/PATH]@<commit>:<file>`: how a catalog's file is named (catalog/catalog.ts). */
const CATALOG_FILE_RE = /^[^:]+@[0-9a-f]{40}:/;

/** A file larger than this is annotated without a line (manifests and config are capped at 1 MiB). */
const MAX_ANNOTATED_FILE_BYTES = 1024 * 1024;

/**
 * One annotation per problem, at its line. The files are the pull request's, so one is read only
 * as a bounded regular file, never a link or a FIFO.
 */
export async function annotateCheck(report: CheckReport, log: ActionLog, cwd: string): Promise<void> {
  const texts = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readRegularText(resolve(cwd, file), MAX_ANNOTATED_FILE_BYTES));
    return texts.get(file) ?? null;
  };
  const emit = async (list: Diagnostic[], kind: 'error' | 'warning') => {
    for (const d of list.slice(0, ANNOTATIONS_PER_KIND)) {
      const message = d.field
        ? `${d.id ? `[${d.id}] ` : ''}${d.field}: ${d.message}`
        : formatDiagnostic({ ...d, path: undefined });
      if (!d.path) {
        log[kind](message, { title: 'reviewer-lanes check' });
        continue;
      }
      // A file of the pinned catalog (D23) is no file of this checkout: named in the message.
      if (CATALOG_FILE_RE.test(d.path)) {
        log[kind](formatDiagnostic(d), { title: 'reviewer-lanes check' });
        continue;
      }
      const file = repoRelative(cwd, d.path);
      const text = d.field ? textOf(file) : null;
      const line = text === null ? undefined : lineOfField(text, d.field);
      log[kind](message, { file, title: 'reviewer-lanes check', ...(line ? { startLine: line } : {}) });
    }
    const rest = list.length - ANNOTATIONS_PER_KIND;
    if (rest > 0) log[kind](`${rest} more ${kind === 'error' ? 'errors' : 'warnings'}: see the job summary`);
  };
  await emit(report.errors, 'error');
  await emit(report.warnings, 'warning');
}

/** The destination in a disclosure's first line: the host of an HTTP lane, else the command. */
export function destinationOf(disclosure: string | undefined): string | undefined {
  const first = disclosure?.split('\n', 1)[0];
  if (!first) return undefined;
  const arrow = first.indexOf(' -> ');
  if (arrow < 0) return undefined;
  const rest = first.slice(arrow + 4);
  const http = /^\[openai-http\] .*? => (.*)$/.exec(rest);
  return http?.[1] ?? codeSpan(rest);
}

function headline(c: BaselineChange): string {
  const lane = `**${c.slug}** (${codeSpan(c.id)}${c.source === 'catalog' ? ', catalog lane' : ''})`;
  const to = destinationOf(c.after);
  const from = destinationOf(c.before);
  const http = c.after?.includes('[openai-http]');
  if (c.change === 'removed') return `${lane} is no longer consented: it will not run.`;
  const verb = http ? `will now send PR content to ${to}` : `will now run ${to}`;
  if (c.change === 'added') return `${lane} is new and ${verb}.`;
  return to && from && to !== from
    ? `${lane} ${verb} (was ${from}).`
    : `${lane} changes what it is consented to.`;
}

/** The disclosure diff between the base and head baselines, as markdown. */
export function renderDisclosureDiff(diff: BaselineChange[]): string {
  if (diff.length === 0) return 'The consent baseline is unchanged: no lane sends PR content anywhere new.';
  const lines = ['### What this pull request changes about the lanes', ''];
  for (const c of diff) {
    lines.push(`- ${headline(c)}`, '');
    const body = [
      ...(c.before ? c.before.split('\n').map((l) => `- ${l}`) : []),
      ...(c.after ? c.after.split('\n').map((l) => `+ ${l}`) : []),
    ].join('\n');
    lines.push(fenced(body, 'diff'), '');
  }
  return lines.join('\n').trimEnd();
}

/** The check's report for the job summary and the comment. */
export function renderCheck(report: CheckReport, cwd: string): string {
  const out = [`## reviewer-lanes check: ${report.ok ? 'passed' : 'failed'}`, ''];
  const table = (title: string, list: Diagnostic[]) => {
    if (list.length === 0) return;
    out.push(`### ${title}`, '', '| File | Lane | Field | Problem |', '|---|---|---|---|');
    for (const d of list) {
      out.push(
        `| ${tableCell(d.path ? repoRelative(cwd, d.path) : '')} | ${tableCell(d.id ?? d.slug ?? '')} | ${tableCell(d.field ?? '')} | ${tableCell(d.message)} |`,
      );
    }
    out.push('');
  };
  table(
    'Errors',
    report.errors.filter((e) => e.code !== BASELINE_NOT_CURRENT),
  );
  const stale = report.consent?.lanes.filter((l) => l.needsEntry && l.state !== 'current') ?? [];
  if (stale.length > 0) {
    out.push(
      '### Consent baseline is not current',
      '',
      ...stale.map(
        (l) =>
          `- **${l.slug}** (${codeSpan(l.id)}): ${l.state}${l.consentedBy !== undefined ? ` in the consent.json of catalog ${codeSpan(l.consentedBy)}` : ''}`,
      ),
      '',
      stale.every((l) => l.consentedBy !== undefined)
        ? "The catalog's owner consents to its lanes in its consent.json (pin that commit), or set `review.catalog_consent` to false and run `npx reviewer-lanes consent --write`."
        : 'Run `npx reviewer-lanes consent --write` and commit the baseline with this change.',
      '',
    );
  }
  out.push(renderDisclosureDiff(report.disclosureDiff), '');
  table('Warnings', report.warnings);
  return out.join('\n').trimEnd() + '\n';
}

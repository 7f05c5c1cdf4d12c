/** The Output helper every command writes through (human text or one JSON document). */
import { formatDiagnostic, type Diagnostic } from '../diagnostics.js';
import type { CliIo, DiagnosticLists, Output } from './command.js';

export const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

export function createOutput(io: CliIo): Output {
  const lines = (label: string, list: Diagnostic[] | undefined) =>
    (list ?? []).map((d) => `${label}: ${formatDiagnostic(d)}\n`).join('');
  return {
    stdout: (text) => io.stdout(text),
    stderr: (text) => io.stderr(text),
    json: (doc) => io.stdout(`${JSON.stringify(doc, null, 2)}\n`),
    diagnostics: (lists: DiagnosticLists) =>
      io.stdout(lines('error', lists.errors) + lines('warning', lists.warnings) + lines('info', lists.infos)),
    table: (rows) => io.stdout(formatTable(rows)),
  };
}

export function formatTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * The artifact, staged (D12): only the files the run wrote, by name, each read as a regular file
 * (never through a link, never blocking on a FIFO, never past a cap) and redacted, copied into a
 * fresh folder of ours that is uploaded instead of the out directory. A lane can write where the
 * user can, the out directory included, and the artifact client follows links when it zips: what
 * it is handed must be only our copies.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { redactSecrets } from '../report/redact.js';
import { notReadBecause, readRegularFile } from '../sys/regular-file.js';

/** Past this a file is left out: the run's own files are far smaller (lane output is capped at 10 MiB). */
const MAX_STAGED_FILE_BYTES = 64 * 1024 * 1024;
/** Past this many, the out directory's other files are counted, not listed. */
const NAMED_LEFT_OUT = 10;

export interface StagedArtifact {
  /** The folder to upload; the caller removes it (removeStaged). */
  dir: string;
  /** The staged files, absolute, in upload order. */
  files: string[];
  /** What was left out, each naming the file, for the log. */
  warnings: string[];
}

/**
 * Copies each of `names` (paths relative to `outDir`, the files the run wrote) that is there into
 * a new folder under `tempRoot` (mkdtemp: mode 0700, a name no lane was told), redacted of
 * `secrets` and the token shapes. Every other file in `outDir` is left out, by name.
 */
export async function stageArtifact(
  outDir: string,
  names: readonly string[],
  tempRoot: string,
  secrets: readonly string[],
): Promise<StagedArtifact> {
  await mkdir(tempRoot, { recursive: true });
  const dir = await mkdtemp(join(tempRoot, 'reviewer-lanes-artifact-'));
  const files: string[] = [];
  const warnings: string[] = [];
  const known = new Set(names);
  try {
    for (const name of [...known].sort()) {
      const read = readRegularFile(join(outDir, name), MAX_STAGED_FILE_BYTES);
      if (read.kind === 'missing') continue;
      if (read.kind !== 'file') {
        const why = notReadBecause(read, `the artifact's ${MAX_STAGED_FILE_BYTES} per file`);
        warnings.push(`${name} in the out directory ${why}; it is left out of the artifact`);
        continue;
      }
      const text = read.bytes.toString('utf8');
      const redacted = redactSecrets(text, secrets);
      const to = join(dir, name);
      await mkdir(dirname(to), { recursive: true });
      // Bytes as they are unless something was redacted: a file that is not UTF-8 stays intact.
      writeFileSync(to, redacted === text ? read.bytes : redacted, { flag: 'wx', mode: 0o600 });
      files.push(to);
    }
  } catch (error) {
    await removeStaged(dir);
    throw error;
  }
  const others = notOurs(outDir, known);
  if (others.length > 0) {
    const more = others.length > NAMED_LEFT_OUT ? ` and ${others.length - NAMED_LEFT_OUT} more` : '';
    warnings.push(
      `The out directory holds ${others.slice(0, NAMED_LEFT_OUT).join(', ')}${more}, which the run did not write; left out of the artifact`,
    );
  }
  return { dir, files, warnings };
}

/** Every entry under `outDir` but a folder (links and FIFOs included, none followed) not in `known`. */
function notOurs(outDir: string, known: ReadonlySet<string>): string[] {
  try {
    return readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory())
      .map((e) => relative(outDir, join(e.parentPath, e.name)))
      .filter((name) => !known.has(name))
      .sort();
  } catch {
    return [];
  }
}

export async function removeStaged(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch {
    // A redacted copy in the runner's temp folder, which the runner empties after the job.
  }
}

/** What a lane printed turned into what lands under its heading (D11), and its files. */
import { readRegularFile, writeNoFollow } from '../sys/regular-file.js';
import { byteCap, truncationNote, utf8Boundary } from '../sys/byte-cap.js';

/** Consumers (gsd-core's `plan-phase --reviews`) detect stubs by this exact phrase. */
export const STUB_MARKER = 'failed or returned empty output';

const decoder = new TextDecoder('utf-8', { fatal: false });

/** Lane output is arbitrary bytes: invalid UTF-8 becomes U+FFFD instead of an exception. */
export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Empty = not a string, or whitespace only: `" "`, `"\n"`, `"\t"` are empty; `"-n"` is not. */
export function isEmptyOutput(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

export interface CappedText {
  text: string;
  /** Size of the file on disk. */
  bytes: number;
  truncated: boolean;
  /** The file did not exist (a `file-arg` lane that wrote nothing). */
  missing: boolean;
}

/**
 * At most `maxBytes` of a file; missing reads as empty. A lane may leave anything at the name, so
 * anything but a regular file (a link, a FIFO) reads as no file.
 */
export async function readCapped(path: string, maxBytes: number): Promise<CappedText> {
  const cap = byteCap(maxBytes);
  const read = readRegularFile(path, cap, { prefix: true });
  if (read.kind === 'error') throw read.error;
  if (read.kind !== 'file') return { text: '', bytes: 0, truncated: false, missing: true };
  const truncated = read.size > cap;
  const kept = truncated ? utf8Boundary(read.bytes, read.bytes.length) : read.bytes.length;
  const text = decodeUtf8(read.bytes.subarray(0, kept)) + (truncated ? truncationNote(kept, read.size) : '');
  return { text, bytes: read.size, truncated, missing: false };
}

export function withFinalNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

export interface StubInput {
  slug: string;
  stderr: string;
  /** Extra diagnostics (an HTTP body, a handler's raw output), shown only when non-empty. */
  extra?: string;
  /** Lines before the marker line saying why (timed out, exit code, could not start). */
  notes?: string[];
}

/** The stub in place of a review: why the lane failed first, so it never reads as a response body. */
export function renderStub({ slug, stderr, extra, notes = [] }: StubInput): string {
  const lines = [...notes, `${slug} review ${STUB_MARKER}. stderr:`, stderr.replace(/\n+$/, '')];
  if (extra !== undefined && extra.trim() !== '') lines.push('Raw response body:', extra.replace(/\n+$/, ''));
  return `${lines.join('\n')}\n`;
}

/** A review or stub, verbatim with a final newline, never through a link or FIFO a lane left. */
export async function writeReviewFile(path: string, text: string): Promise<void> {
  writeNoFollow(path, withFinalNewline(text));
}

/** The stderr sidecar, always written for spawn lanes; `[spawn error: CODE]` when one was reported. */
export function errSidecarText(stderr: string, spawnError?: string): string {
  if (!spawnError) return stderr;
  return `${stderr}\n[spawn error: ${spawnError}]\n`;
}

export async function writeErrSidecar(path: string, stderr: string, spawnError?: string): Promise<void> {
  writeNoFollow(path, errSidecarText(stderr, spawnError));
}

/** A stream or file cut at a byte cap: where to cut, and the note that says it was cut. */
import { DEFAULTS } from '../vocabulary.js';

/**
 * The largest cut point `<= end` that does not split a UTF-8 sequence, so a truncated stream
 * stays valid UTF-8. Bytes before `buf` are assumed complete.
 */
export function utf8Boundary(buf: Uint8Array, end: number): number {
  const limit = Math.min(end, buf.length);
  for (let i = limit - 1; i >= 0 && i >= limit - 4; i--) {
    const byte = buf[i] as number;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: keep looking for its lead
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return i + length > limit ? i : limit;
  }
  return limit;
}

/** The visible line appended where a stream or file was cut at the byte cap. */
export function truncationNote(keptBytes: number, totalBytes: number): string {
  return `\n[output truncated: ${totalBytes} bytes written, the first ${keptBytes} kept]\n`;
}

/** `text` without the truncation note at its end, if it has one: what the lane itself wrote. */
export function withoutTruncationNote(text: string): string {
  return text.replace(/\n\[output truncated: \d+ bytes written, the first \d+ kept\]\n$/, '');
}

/** A byte cap that is not a usable size (NaN, negative, infinite) would mean no cap at all: default it. */
export function byteCap(maxBytes: number): number {
  return Number.isFinite(maxBytes) && maxBytes >= 0 ? Math.floor(maxBytes) : DEFAULTS.maxOutputBytes;
}

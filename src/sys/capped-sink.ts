/** Where a child's stdout or stderr goes: a file under a byte cap, and what of it is kept in memory. */
import { closeSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { truncationNote, utf8Boundary } from './byte-cap.js';

/** Kept in memory too, per stream, so a lane's small output is not read back from its file. */
const KEEP_IN_MEMORY_BYTES = 256 * 1024;

/**
 * A pipe's chunks into a file up to `cap` bytes, then counted and discarded, so memory stays flat.
 * After a write error the pipe is still read, so the child never stalls; the error comes after.
 */
export class CappedSink {
  total = 0;
  kept = 0;
  truncated = false;
  /** The first write error (a full disk): recorded here, reported once the lane is over. */
  failure: Error | undefined;
  /** What was kept so far, while it fits `keep` (and, with a file, while it is all of it); else null. */
  private memory: Buffer[] | null = [];
  private closed = false;
  private readonly keep: number;
  /** The listener `take` gives a pipe, bound once so `release` can remove it. */
  readonly write = (chunk: Buffer): void => this.take(chunk);

  constructor(
    private readonly fd: number | null,
    private readonly cap: number,
    /** Called once, as the first byte past the cap arrives (the runner may stop the lane there). */
    private readonly onCap?: () => void,
  ) {
    this.keep = fd === null ? cap : KEEP_IN_MEMORY_BYTES;
  }

  private take(chunk: Buffer): void {
    const room = this.cap - this.total;
    this.total += chunk.length;
    if (this.truncated || this.closed) return;
    let part = chunk;
    if (chunk.length > room) {
      this.truncated = true;
      // The file says where it was cut; a cut in memory is what a probe reads, as far as it goes.
      if (this.fd !== null) this.memory = null;
      part = chunk.subarray(0, utf8Boundary(chunk, Math.max(room, 0)));
      this.onCap?.();
    }
    if (part.length === 0 || this.failure) return;
    this.kept += part.length;
    if (this.memory !== null) {
      // A pipe's chunk is this sink's to keep once its listener has it; no copy is needed.
      if (this.kept <= this.keep) this.memory.push(part);
      else this.memory = null;
    }
    this.writeAll(part);
  }

  /** Writes all of `data`; an error (a full disk) is recorded, not thrown. */
  private writeAll(data: Buffer): void {
    if (this.fd === null) return;
    try {
      for (let at = 0; at < data.length;) at += writeSync(this.fd, data, at);
    } catch (error) {
      this.failure ??= error as Error;
    }
  }

  /** Reads `source` into this sink until it ends (or `release` is called). */
  capture(source: Readable | null): void {
    source?.on('data', this.write);
  }

  /** Stops taking `source`'s chunks and lets it go (a pipe held open by an escaped process). */
  release(source: Readable | null): void {
    source?.off('data', this.write);
    source?.destroy();
  }

  /** The file's whole content, when it was small enough to keep (see KEEP_IN_MEMORY_BYTES); without a file, what was kept. */
  content(): Buffer | undefined {
    return this.memory === null || this.failure ? undefined : Buffer.concat(this.memory);
  }

  /** Appends the truncation note when the output was cut, then closes the file. Idempotent. */
  close(): void {
    if (this.closed) return;
    if (this.truncated && !this.failure) this.writeAll(Buffer.from(truncationNote(this.kept, this.total)));
    this.closed = true;
    if (this.fd !== null) closeQuietly(this.fd);
  }
}

/** Closes `fd`, which may already be closed. */
export function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
}

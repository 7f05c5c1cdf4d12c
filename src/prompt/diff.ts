/** `git diff` output read as it streams: the listing, then each file's section of the patch. */
import { StringDecoder } from 'node:string_decoder';

/** The line that starts each file's part of a diff. */
export const DIFF_HEADER = 'diff --git ';

/** `git diff -z --raw --numstat -p` as it streams: the listing up to "\0\0", then patch text. */
export class ListingThenPatch {
  private readonly listing: Buffer[] = [];
  private inPatch = false;
  /** The listing's last byte was a NUL: a NUL at the start of the next chunk ends it. */
  private trailingNul = false;
  private readonly decoder = new StringDecoder('utf8');

  constructor(private readonly splitter: DiffSplitter) {}

  feed(chunk: Buffer): void {
    if (this.inPatch) {
      this.splitter.feed(this.decoder.write(chunk));
      return;
    }
    // The separator NUL: the first byte when the listing's final NUL ended the previous chunk,
    // else the second of the first "\0\0" here.
    const acrossChunks = this.trailingNul && chunk[0] === 0;
    const at = acrossChunks ? 0 : chunk.indexOf('\0\0') + 1;
    if (at === 0 && !acrossChunks) {
      this.listing.push(chunk);
      if (chunk.length > 0) this.trailingNul = chunk[chunk.length - 1] === 0;
      return;
    }
    this.listing.push(chunk.subarray(0, at));
    this.inPatch = true;
    this.splitter.feed(this.decoder.write(chunk.subarray(at + 1)));
  }

  finish(): { listing: string; sections: ReturnType<DiffSplitter['finish']> } {
    this.splitter.feed(this.decoder.end());
    return { listing: Buffer.concat(this.listing).toString('utf8'), sections: this.splitter.finish() };
  }
}

interface Section {
  header: string;
  parts: string[];
  kept: number;
  total: number;
}

/** A file's part of the diff: `dropped` when the total cap left it no room at all. */
export interface DiffSection {
  header: string;
  text: string;
  total: number;
  dropped?: true;
}

/**
 * `git diff` split into per-file sections as it streams, so the whole diff is never held beside
 * its pieces; a section stops at `cap`, and all of them at `totalCap`.
 */
export class DiffSplitter {
  private readonly sections: DiffSection[] = [];
  private current: Section | null = null;
  private carry = '';
  private lineStart = true;
  private keptTotal = 0;

  constructor(
    private readonly cap: number,
    private readonly totalCap = Number.POSITIVE_INFINITY,
  ) {}

  feed(chunk: string): void {
    if (chunk === '') return;
    const text = this.carry + chunk;
    this.carry = '';
    let from = 0;
    for (let k = text.indexOf(DIFF_HEADER); k >= 0; k = text.indexOf(DIFF_HEADER, k + 1)) {
      const atLineStart = k === 0 ? this.lineStart : text.charCodeAt(k - 1) === 10;
      if (!atLineStart) continue;
      this.append(text.slice(from, k));
      this.begin(text, k);
      from = k;
    }
    // A header may be split across chunks: hold back a tail that could be its beginning.
    let keep = 0;
    for (let n = Math.min(DIFF_HEADER.length - 1, text.length - from); n > 0; n--) {
      const at = text.length - n;
      const atLineStart = at === 0 ? this.lineStart : text.charCodeAt(at - 1) === 10;
      if (atLineStart && DIFF_HEADER.startsWith(text.slice(at))) {
        keep = n;
        break;
      }
    }
    const end = text.length - keep;
    this.append(text.slice(from, end));
    this.carry = text.slice(end);
    if (end > 0) this.lineStart = keep > 0 || text.charCodeAt(end - 1) === 10;
  }

  /** The sections in output order; call once, after the last `feed`. */
  finish(): DiffSection[] {
    if (this.carry) this.append(this.carry);
    this.carry = '';
    this.close();
    return this.sections;
  }

  private begin(text: string, at: number): void {
    this.close();
    const nl = text.indexOf('\n', at);
    // The header line is complete unless the chunk ended inside it; `close` re-reads it then.
    const header = nl < 0 ? '' : text.slice(at, nl);
    this.current = { header, parts: [], kept: 0, total: 0 };
  }

  private append(s: string): void {
    const cur = this.current;
    if (!cur || s === '') return;
    cur.total += s.length;
    const room = Math.min(this.cap - cur.kept, this.totalCap - this.keptTotal);
    if (room <= 0) return;
    const piece = s.length <= room ? s : s.slice(0, room);
    cur.parts.push(piece);
    cur.kept += piece.length;
    this.keptTotal += piece.length;
  }

  private close(): void {
    const cur = this.current;
    if (!cur) return;
    let text = cur.parts.join('');
    if (cur.total > text.length) {
      // Clipped: end on a whole line so no hunk line is half shown.
      const nl = text.lastIndexOf('\n');
      text = nl >= 0 ? text.slice(0, nl + 1) : '';
    }
    const header = cur.header || text.slice(0, Math.max(0, text.indexOf('\n')));
    // Nothing whole kept, because the sections before it used up the total cap.
    if (text === '' && cur.total > 0 && this.keptTotal >= this.totalCap)
      this.sections.push({ header, text, total: cur.total, dropped: true });
    else this.sections.push({ header, text, total: cur.total });
    this.current = null;
  }
}

/**
 * Where JSON text stops being JSON, as a line and column. V8 names a position for some errors
 * only (not for "Unexpected token" on Node 20, nor for the end of input), so the text is scanned
 * again to find the offset a strict parser stops at. Only run on text JSON.parse refused.
 */

/** The offset of the first character a strict JSON parser rejects (text.length for a short text). */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new StopAt(i);
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const literal = (word: string): void => {
    for (const ch of word)
      if (text[i] === ch) i++;
      else fail();
  };
  const string = (): void => {
    i++; // the opening quote
    for (;;) {
      const ch = text.charCodeAt(i);
      if (Number.isNaN(ch) || ch < 0x20) fail();
      if (ch === 0x22) break;
      if (ch === 0x5c) {
        i++;
        const esc = text.charAt(i);
        if (esc === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (/[0-9a-fA-F]/.test(text.charAt(i + k))) continue;
            i += k;
            fail();
          }
          i += 4;
        } else if (!'"\\/bfnrt'.includes(esc) || esc === '') fail();
      }
      i++;
    }
    i++;
  };
  const digits = (): void => {
    if (!/[0-9]/.test(text.charAt(i))) fail();
    while (/[0-9]/.test(text.charAt(i))) i++;
  };
  const number = (): void => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const value = (): void => {
    ws();
    const ch = text.charAt(i);
    if (ch === '{') container('}', true);
    else if (ch === '[') container(']', false);
    else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === '-' || /[0-9]/.test(ch)) number();
    else fail();
  };
  const container = (close: string, keyed: boolean): void => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      if (keyed) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
      }
      value();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  try {
    value();
    ws();
    return i < text.length ? i : text.length;
  } catch (error) {
    if (error instanceof StopAt) return error.offset;
    // Nesting deep enough to exhaust the stack: the start is the best we can say.
    return 0;
  }
}

class StopAt {
  constructor(readonly offset: number) {}
}

/** `(line L, column C)` of `offset`, both from 1. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

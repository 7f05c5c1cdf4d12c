/** JSON paths for diagnostics: `reviewer.flags[1]`, `config["review.models.x"].default`. */

const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A map key is always bracketed: `config["review.models.x"]`, `config["constructor"]`. */
export function keyPath(base: string, key: string): string {
  return `${base}[${JSON.stringify(key)}]`;
}

/** `reviewer.flags[1]`, `reviewer.invoke.binary`. */
export function fieldPath(base: string, segments: readonly PropertyKey[]): string {
  let out = base;
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else {
      const s = String(seg);
      out += IDENT_RE.test(s) ? (out ? `.${s}` : s) : `[${JSON.stringify(s)}]`;
    }
  }
  return out;
}

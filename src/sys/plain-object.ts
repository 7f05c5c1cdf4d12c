/** A JSON object as parsed: not null, not an array. Read by every stage that walks parsed JSON. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

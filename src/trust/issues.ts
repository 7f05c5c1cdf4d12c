/** Turns schema issues into the messages people read: the JSON path and what is wrong there. */
import { describeValue } from '../config/names.js';

export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  keys?: string[];
  issues?: SchemaIssue[];
}

/** `lanes.my-lane.env[0]`. */
export function jsonPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** The value at `path` inside `root`, reading own properties only. */
function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    const key = String(part);
    if (!Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const EXPECTED: Readonly<Record<string, string>> = {
  object: 'an object',
  record: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
};

/** What is wrong at the issue's path, in words (the path itself is reported separately). */
export function issueMessage(issue: SchemaIssue, root: unknown): string {
  const value = valueAt(root, issue.path);
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const keys = issue.keys.map((k) => JSON.stringify(k)).join(', ');
    return `has unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${keys}`;
  }
  if (issue.code === 'invalid_key' && issue.issues?.[0]) return `key ${issue.issues[0].message}`;
  if (value === undefined && issue.code !== 'invalid_key') return 'is missing';
  if (issue.code === 'invalid_type') {
    const expected = EXPECTED[issue.expected ?? ''] ?? issue.expected ?? 'another type';
    return `must be ${expected} (got ${describeValue(value)})`;
  }
  return `${issue.message} (got ${describeValue(value)})`;
}

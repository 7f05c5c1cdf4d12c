/** The did-you-mean guess: close misspellings and whole-word fragments, nothing far-fetched. */
import { describe, expect, it } from '@jest/globals';
import { editDistance, nearestName } from '../../src/sys/nearest.js';

describe('editDistance', () => {
  const rows: Array<[string, string, number]> = [
    ['', '', 0],
    ['abc', '', 3],
    ['codex', 'codx', 1],
    ['codex', 'cdoex', 1], // an adjacent swap is one edit
    ['kitten', 'sitting', 3],
  ];
  it.each(rows)('%s → %s: %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('nearestName', () => {
  const KEYS = ['default_reviewers', 'reviewer_instances', 'max_prompt_tokens', 'models', 'effort'];
  const rows: Array<[string, readonly string[], string | undefined]> = [
    ['default_reviewer', KEYS, 'default_reviewers'],
    ['defualt_reviewers', KEYS, 'default_reviewers'],
    ['model', KEYS, 'models'],
    ['reviewers', KEYS, 'default_reviewers'], // a fragment of one name, as whole words
    ['codx', ['codex', 'claude', 'gemini'], 'codex'],
    ['CODX', ['codex'], 'codex'],
    ['x', ['y', 'z'], undefined], // one letter is no basis for a guess
    ['temperature', KEYS, undefined],
    ['view', KEYS, undefined], // not a whole word of any name
    ['models', KEYS, undefined], // the name itself is no suggestion
  ];
  it.each(rows)('%s', (name, candidates, meant) => {
    expect(nearestName(name, candidates)).toBe(meant);
  });

  it('prefers the closest of several', () => {
    expect(nearestName('gemni', ['gemma', 'gemini'])).toBe('gemini');
  });
});

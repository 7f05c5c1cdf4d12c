/**
 * scripts/gen-action-inputs.mjs keeps src/action/declared-inputs.ts equal to action.yml: the
 * committed module is current, so an input added to action.yml without regenerating fails here
 * (and the inputs' parser, whose shape must name every declared input, fails the typecheck).
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { INPUT_DEFAULTS } from '../../src/action/declared-inputs.js';

const ROOT = join(import.meta.dirname, '../..');

describe('gen-action-inputs', () => {
  it('finds the committed module current', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/gen-action-inputs.mjs'), '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, 'src/action/declared-inputs.ts is current.\n', '']);
  });

  it("leaves the token's default, a workflow expression, to the runner", () => {
    expect(INPUT_DEFAULTS['github-token']).toBe('');
  });
});

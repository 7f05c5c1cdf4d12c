/**
 * The mode registry's contract (STYLE.md 5): the map, the modules in src/action/modes/, the
 * closed list the `mode` input is parsed against, and action.yml's description of the input name
 * the same modes.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ACTION_MODES, readInputs } from '../../src/action/inputs.js';
import { checkMode } from '../../src/action/modes/check.js';
import { examineMode } from '../../src/action/modes/examine.js';
import { MODES } from '../../src/action/modes/index.js';
import { laneMode } from '../../src/action/modes/lane.js';
import { planMode } from '../../src/action/modes/plan.js';
import { publishMode } from '../../src/action/modes/publish.js';
import { reviewMode } from '../../src/action/modes/review.js';
import { statsMode } from '../../src/action/modes/stats.js';

const MODES_DIR = fileURLToPath(new URL('../../src/action/modes/', import.meta.url));
const ACTION_YML = fileURLToPath(new URL('../../action.yml', import.meta.url));

describe('the mode registry (contract)', () => {
  it('the map has exactly the modes the input accepts', () => {
    expect(Object.keys(MODES)).toEqual([...ACTION_MODES]);
  });

  it('every module in the folder is a registered mode, and nothing else is', () => {
    const modules = readdirSync(MODES_DIR)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(modules).toEqual([...ACTION_MODES].sort());
  });

  it("each name is its own module's mode", () => {
    expect({ ...MODES }).toEqual({
      review: reviewMode,
      check: checkMode,
      plan: planMode,
      lane: laneMode,
      examine: examineMode,
      publish: publishMode,
      stats: statsMode,
    });
    expect(Object.isFrozen(MODES)).toBe(true);
  });

  it("action.yml's mode input names every mode, and defaults to review", () => {
    const mode = (
      parse(readFileSync(ACTION_YML, 'utf8')) as {
        inputs: Record<string, { description: string; default: string }>;
      }
    ).inputs['mode'];
    for (const name of ACTION_MODES) expect(mode?.description).toContain(`\`${name}\``);
    expect(mode?.default).toBe('review');
  });

  it('a mode outside the list is refused where the input is read, naming the input', () => {
    expect(() => readInputs((n) => (n === 'mode' ? 'constructor' : ''))).toThrow(
      "Input 'mode' must be one of review, check, plan, lane, examine, publish, stats, got 'constructor'",
    );
  });
});

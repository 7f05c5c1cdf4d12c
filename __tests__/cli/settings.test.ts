/**
 * The CLI's settings builder: parsed flags become each job's settings, and a job gets only the
 * settings it reads (check has no out directory, no head and no selection to make up).
 */
import { describe, expect, it } from '@jest/globals';
import { checkSettings, planSettings, reviewSettings, workingTreeSettings } from '../../src/cli/settings.js';
import { DEFAULTS } from '../../src/vocabulary.js';

const CWD = '/repo';

describe('the CLI settings builder', () => {
  it('the working tree: config, consent and catalog flags, with their defaults', () => {
    expect(workingTreeSettings(CWD, {})).toEqual({
      cwd: CWD,
      consentPath: DEFAULTS.consentPath,
      firstParty: true,
      capabilityDirs: [],
    });
    expect(
      workingTreeSettings(CWD, {
        config: 'c.json',
        consent: 'x/consent.json',
        'no-first-party': true,
        capabilities: ['lanes-a', 'lanes-b'],
      }),
    ).toEqual({
      cwd: CWD,
      configPath: 'c.json',
      consentPath: 'x/consent.json',
      firstParty: false,
      capabilityDirs: ['lanes-a', 'lanes-b'],
    });
  });

  it('check: the working tree and --base, nothing else', () => {
    expect(checkSettings(CWD, {}, undefined)).toEqual(workingTreeSettings(CWD, {}));
    expect(checkSettings(CWD, { consent: 'b.json' }, 'main')).toEqual({
      ...workingTreeSettings(CWD, { consent: 'b.json' }),
      base: 'main',
    });
  });

  it('plan: the selection and the ref the baseline is trusted from', () => {
    expect(planSettings(CWD, { reviewers: 'codex, gemini' }, 'HEAD')).toEqual({
      ...workingTreeSettings(CWD, {}),
      reviewers: ['codex', 'gemini'],
      all: false,
      baselineRef: 'HEAD',
      outDir: '/repo/.reviewer-lanes',
    });
  });

  it('review: the plan, the change and how the lanes run', () => {
    const values = {
      all: true,
      out: 'out',
      'max-parallel': '2',
      'max-prompt-tokens': '9000',
      include: ['src/**'],
      exclude: 'docs/**',
      'fail-on': 'high',
    };
    expect(
      reviewSettings(CWD, values, { base: 'main', head: 'HEAD', baselineRef: 'main' }, { TMPDIR: '/tmp/x' }),
    ).toEqual({
      ...workingTreeSettings(CWD, {}),
      reviewers: null,
      all: true,
      baselineRef: 'main',
      outDir: '/repo/out',
      maxPromptTokens: 9000,
      maxParallel: 2,
      base: 'main',
      head: 'HEAD',
      include: ['src/**'],
      exclude: ['docs/**'],
      failOn: 'high',
      tempDir: '/tmp/x',
    });
    // D19: --no-suggestions is the action's `suggestions: false`; without it the key is left out (on).
    expect(
      reviewSettings(CWD, { 'no-suggestions': true }, { base: 'b', head: 'h', baselineRef: 'b' }, {}),
    ).toMatchObject({ suggestions: false });
    expect(reviewSettings(CWD, {}, { base: 'b', head: 'h', baselineRef: 'b' }, {})).not.toHaveProperty(
      'suggestions',
    );
    expect(reviewSettings(CWD, {}, { base: 'b', head: 'h', baselineRef: 'b' }, {})).toMatchObject({
      maxParallel: DEFAULTS.maxParallel,
      failOn: 'explicit',
      outDir: '/repo/.reviewer-lanes',
    });
  });
});

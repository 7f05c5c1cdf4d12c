/**
 * Generated from action.yml by scripts/gen-action-inputs.mjs: do not edit. The action's inputs
 * with their defaults (an input left empty takes its default), and its outputs.
 */

export const INPUT_DEFAULTS = {
  mode: 'review',
  reviewers: '',
  all: 'false',
  lane: '',
  config: '',
  consent: '.github/reviewer-lanes/consent.json',
  capabilities: '',
  'github-token': '',
  'catalog-token': '',
  'max-parallel': '4',
  'fail-on': 'explicit',
  comment: 'true',
  'comment-id': 'default',
  progress: 'true',
  artifact: 'true',
  'artifact-prefix': 'reviewer-lanes',
  include: '',
  exclude: '',
  'max-prompt-tokens': '',
  'on-stale': 'post',
  'pr-number': '',
  inline: 'true',
  'inline-max': '10',
  'inline-min-severity': 'MEDIUM',
  'inline-min-agreement': '1',
  suggestions: 'true',
  'cross-examine': 'auto',
  'cross-examine-max': '15',
  'cross-examine-lanes': '',
  incremental: 'auto',
  'on-demand-reviewers': '',
  'track-record': 'auto',
  'stats-prs': '100',
  'stats-since': '',
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;

export const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[];

export const OUTPUT_NAMES = [
  'reviews-path',
  'results',
  'failed-lanes',
  'comment-url',
  'tokens',
  'cost-usd',
  'sarif-path',
  'findings',
  'agreed-findings',
  'matrix',
  'lane-count',
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];

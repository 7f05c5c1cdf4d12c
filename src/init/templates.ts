/**
 * The two workflows `init` writes, and the ones the documentation shows: docs/examples/review.yml,
 * docs/examples/manifest-check.yml and the README's workflow are these templates rendered for
 * DOCUMENTED_SETUP (scripts/gen-docs.mjs), so what a user copies and what init writes never differ.
 */
import { UsageError } from '../diagnostics.js';

import { DEFAULTS } from '../vocabulary.js';

/** actions/checkout, pinned by commit (the workflows test asks every `actions/*` to be). */
export const CHECKOUT = 'actions/checkout@f548e57e544e1ff5a4c46bf1e1b8685f8e4a348a # v7.0.1';

/** The required check's job name, as branch protection lists it. */
export const CHECK_JOB_NAME = 'reviewer-lanes / manifest check';

/** A lane as the review workflow names it: how its CLI is installed and which secrets it reads. */
export interface WorkflowLane {
  /** The name `review.default_reviewers` gives it (a slug or an instance name). */
  identity: string;
  /** `npm install -g` spec, pinned; undefined when the lane's CLI has no npm package. */
  npmPackage?: string;
  /** The binary a person installs when there is no npm package (null for an HTTP lane). */
  binary: string | null;
  /** Secret names, the one the workflow passes first, then the ones it could pass instead. */
  secrets: string[];
}

export interface WorkflowSetup {
  /** `uses:` of the action step: `OWNER/REPO@REF`. */
  action: string;
  lanes: WorkflowLane[];
}

/** Names a workflow line may carry unquoted: what a slug, an env name and an npm spec are made of. */
const SAFE = /^[A-Za-z0-9@/._-]+$/;

function safe(value: string, what: string): string {
  if (!SAFE.test(value))
    throw new UsageError(`${what} ${JSON.stringify(value)} cannot be written into a workflow`);
  return value;
}

/** The one-job review workflow (docs/examples/review.yml). */
export function reviewWorkflow(setup: WorkflowSetup): string {
  const lanes = setup.lanes;
  const identities = lanes.map((l) => safe(l.identity, 'the lane'));
  const packages = lanes.flatMap((l) => (l.npmPackage ? [safe(l.npmPackage, 'the npm package')] : []));
  const manual = lanes.filter((l) => !l.npmPackage && l.binary !== null);
  const passed = new Set<string>();
  const env: string[] = [];
  for (const l of lanes) {
    const [first, ...instead] = l.secrets.map((s) => safe(s, 'the secret'));
    if (first === undefined || passed.has(first)) continue;
    passed.add(first);
    const or = instead.length > 0 ? ` (or ${instead.join(', ')})` : '';
    env.push(`          ${first}: \${{ secrets.${first} }} # ${l.identity}${or}`);
  }
  return [
    '# One job reviews every pull request from a branch of this repository and keeps one sticky',
    '# comment up to date (written by `reviewer-lanes init`; docs/workflows.md explains each part).',
    'name: review',
    '',
    'on:',
    '  pull_request:',
    '    types: [opened, synchronize, reopened, ready_for_review]',
    '',
    'permissions:',
    '  contents: read',
    '  pull-requests: write # the sticky comment and the inline review',
    "  actions: read # each lane's track record on the page (docs/examples/track-record.yml makes it)",
    '',
    'jobs:',
    '  review:',
    "    # Not a fork's pull request: it gets no secrets, so its lanes could not run (fork-safe.yml).",
    '    if: ${{ !github.event.pull_request.draft && github.event.pull_request.head.repo.full_name == github.repository }}',
    '    runs-on: ubuntu-latest',
    '    timeout-minutes: 30',
    '    # One review per pull request at a time, shared with /review (on-demand.yml) and forks',
    '    # (fork-safe.yml): a new push cancels the review of the old head. On the job, so a run whose',
    '    # job is skipped (a draft, a fork) cancels nothing.',
    '    concurrency:',
    '      group: review-${{ github.event.pull_request.number }}',
    '      cancel-in-progress: true',
    '    steps:',
    `      - uses: ${CHECKOUT}`,
    '        with:',
    '          persist-credentials: false # lanes never see repository credentials',
    '          fetch-depth: 0 # the base commit, for the diff and the consent baseline',
    ...(packages.length > 0
      ? [
          "      # Each lane's CLI, at the release reviewer-lanes is tested with.",
          `      - run: npm install -g ${packages.join(' ')}`,
        ]
      : []),
    ...manual.map(
      (l) =>
        `      # ${l.identity}: install ${safe(l.binary ?? '', 'the binary')} here (it has no npm package).`,
    ),
    `      # The lanes: ${identities.join(', ')}, from review.default_reviewers in ${DEFAULTS.configPath}`,
    '      # (the one list, for the CLI too). A lane named in a `reviewers:` input here would replace',
    '      # that list and fail the job when it does not end reviewed; from the config it is reported.',
    `      - uses: ${safe(setup.action, 'the action')}`,
    ...(env.length > 0
      ? ['        env:', '          # Each lane receives only the variables its manifest declares.', ...env]
      : []),
    '',
  ].join('\n');
}

/** The required check on lane changes (docs/examples/manifest-check.yml). */
export function checkWorkflow(action: string): string {
  return [
    '# A required check on changes to the lanes: every manifest must validate, the consent baseline',
    '# in the pull request must be current for its manifests and config, and the disclosure diff',
    '# ("lane X will now send PR content to Y") is shown in the job summary and a comment, so the',
    `# change is reviewed by a person. Make \`${CHECK_JOB_NAME}\` a required status check.`,
    '# No `paths:` filter: a required check whose workflow is skipped stays pending and blocks the',
    '# merge. A pull request that changes nothing about the lanes passes in seconds, without a comment.',
    '# With a merge queue, also add `merge_group:` under `on:`.',
    'name: reviewer lanes check',
    '',
    'on:',
    '  pull_request:',
    '',
    'permissions:',
    '  contents: read',
    '  pull-requests: write # the disclosure-diff comment',
    '',
    'jobs:',
    '  manifest-check:',
    `    name: ${CHECK_JOB_NAME}`,
    '    runs-on: ubuntu-latest',
    '    timeout-minutes: 5',
    '    steps:',
    `      - uses: ${CHECKOUT}`,
    '        with:',
    '          persist-credentials: false',
    "          fetch-depth: 0 # the base commit's baseline, for the diff",
    `      - uses: ${safe(action, 'the action')}`,
    '        with:',
    '          mode: check',
    '',
  ].join('\n');
}

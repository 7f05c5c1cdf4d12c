/**
 * The documentation's copies of what `init` writes, rendered from the same templates for the
 * documented setup (codex and claude, the action at this release): scripts/gen-docs.mjs writes
 * them, and a test fails when a committed copy drifts.
 */
import { loadCatalog } from '../catalog/catalog.js';
import { packageRoot } from '../paths.js';
import { defaultAction, workflowLane } from './setup.js';
import { checkWorkflow, reviewWorkflow } from './templates.js';
import { InternalError } from '../diagnostics.js';

/** The lanes the documentation's workflow reviews with. */
export const DOCUMENTED_LANES = ['codex', 'claude'] as const;

export const README_WORKFLOW_MARKERS = [
  '<!-- review-workflow:start -->',
  '<!-- review-workflow:end -->',
] as const;

/** docs/examples/review.yml and docs/examples/manifest-check.yml as the templates render them. */
export async function documentedWorkflows(): Promise<{ review: string; check: string }> {
  const catalog = await loadCatalog({ cwd: packageRoot(), firstParty: true, capabilityDirs: [] });
  const lanes = DOCUMENTED_LANES.map((slug) => {
    const lane = catalog.lanes.find((l) => l.source === 'first-party' && l.reviewer.slug === slug);
    if (!lane) throw new InternalError(`the documented lane '${slug}' is not a first-party lane`);
    return workflowLane(lane);
  });
  const action = defaultAction();
  return { review: reviewWorkflow({ action, lanes }), check: checkWorkflow(action) };
}

/** README.md with the workflow between its markers set to `review`; undefined when it has no markers. */
export function readmeWithWorkflow(readme: string, review: string): string | undefined {
  const [start, end] = README_WORKFLOW_MARKERS;
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) return undefined;
  return `${readme.slice(0, a + start.length)}\n\n\`\`\`yaml\n${review}\`\`\`\n\n${readme.slice(b)}`;
}

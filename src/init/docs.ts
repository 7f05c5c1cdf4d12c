/**
 * The documentation's workflows come from one place, docs/examples/: review.yml and
 * manifest-check.yml are the init templates rendered for the documented setup (codex and claude,
 * the action at this release), and every workflow the README and docs/*.md show is an example's
 * copy between `<!-- example:NAME:start -->` and `<!-- example:NAME:end -->`. scripts/gen-docs.mjs
 * writes them; a test fails when a committed copy drifts.
 */
import { loadCatalog } from '../catalog/catalog.js';
import { packageRoot } from '../paths.js';
import { defaultAction, workflowLane } from './setup.js';
import { checkWorkflow, reviewWorkflow } from './templates.js';
import { InternalError } from '../diagnostics.js';

/** The lanes the documentation's workflow reviews with. */
export const DOCUMENTED_LANES = ['codex', 'claude'] as const;

export const EXAMPLES_DIR = 'docs/examples';

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

const MARKER_RE = /<!-- example:([A-Za-z0-9._-]+\.yml):start -->[\s\S]*?<!-- example:\1:end -->/g;

/**
 * `text` with every example block set to the example's current text; `missing` names the
 * examples `read` does not know.
 */
export function withExamples(
  text: string,
  read: (name: string) => string | undefined,
): { text: string; names: string[]; missing: string[] } {
  const names: string[] = [];
  const missing: string[] = [];
  const next = text.replace(MARKER_RE, (block, name: string) => {
    names.push(name);
    const example = read(name);
    if (example === undefined) {
      missing.push(name);
      return block;
    }
    return `<!-- example:${name}:start -->\n\n\`\`\`yaml\n${example}\`\`\`\n\n<!-- example:${name}:end -->`;
  });
  return { text: next, names, missing };
}

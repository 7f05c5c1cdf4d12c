/**
 * What a lane needs in a workflow, read from where it is declared: its secrets from its manifest's
 * `reviewer.env` (and an HTTP lane's `invoke.apiKeyEnv`), its CLI's npm package from package.json's
 * `lanePackages` (the releases the tests install), the action from package.json's `repository`.
 */
import { z } from 'zod';
import type { Lane } from '../catalog/types.js';
import { packageJson } from '../paths.js';
import type { WorkflowLane } from './templates.js';
import { InternalError } from '../diagnostics.js';

/** The env names that hold a credential, which a workflow passes from a repository secret. */
const SECRET_NAME_RE = /_(API_KEY|TOKEN)$/;

/** `OWNER/REPO@REF` (an action in a subfolder: `OWNER/REPO/PATH@REF`). */
export const ACTION_RE =
  /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}(\/[A-Za-z0-9._/-]+)?@[A-Za-z0-9._/-]+$/;

const PackageJsonSchema = z.object({
  version: z.string(),
  repository: z.union([z.string(), z.object({ url: z.string() })]).optional(),
  lanePackages: z.record(z.string(), z.string()).default({}),
});

type PackageFacts = z.infer<typeof PackageJsonSchema>;

let facts: PackageFacts | undefined;

function packageFacts(): PackageFacts {
  facts ??= PackageJsonSchema.parse(packageJson());
  return facts;
}

/** The pinned npm spec of a lane's CLI (`@openai/codex@0.171.0`), by slug. */
export function lanePackage(slug: string): string | undefined {
  const packages = packageFacts().lanePackages;
  return Object.prototype.hasOwnProperty.call(packages, slug) ? packages[slug] : undefined;
}

/** `OWNER/REPO` of a package.json `repository` (`git+https://github.com/o/r.git`, `github:o/r`, `o/r`). */
export function repositoryOf(repository: PackageFacts['repository']): string | undefined {
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (url === undefined) return undefined;
  const m =
    /github\.com[/:]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(url) ??
    /^(?:github:)?([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/** The action this package is published as, at its release tag: `OWNER/REPO@v<version>`. */
export function defaultAction(): string {
  const { repository, version } = packageFacts();
  const repo = repositoryOf(repository);
  if (repo === undefined)
    throw new InternalError('package.json names no GitHub repository to take the action from');
  return `${repo}@v${version}`;
}

/** The names a lane's credentials are passed under, in its manifest's order. */
export function laneSecrets(lane: Lane): string[] {
  const names = lane.reviewer.env.filter((name) => SECRET_NAME_RE.test(name));
  const invoke = lane.reviewer.invoke as { apiKeyEnv?: unknown };
  if (typeof invoke.apiKeyEnv === 'string' && !names.includes(invoke.apiKeyEnv))
    names.unshift(invoke.apiKeyEnv);
  return names;
}

/** A lane (or an instance of one, by its identity) as the review workflow installs and feeds it. */
export function workflowLane(lane: Lane, identity: string = lane.reviewer.slug): WorkflowLane {
  const npmPackage = lane.source === 'first-party' ? lanePackage(lane.reviewer.slug) : undefined;
  const invoke = lane.reviewer.invoke as { binary?: unknown };
  return {
    identity,
    ...(npmPackage !== undefined ? { npmPackage } : {}),
    binary: lane.reviewer.transport === 'spawn' && typeof invoke.binary === 'string' ? invoke.binary : null,
    secrets: laneSecrets(lane),
  };
}

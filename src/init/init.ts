/**
 * `init`: a repository adopts reviewer-lanes in one command. The lanes are the ones named, else
 * the first-party CLI lanes whose CLI is on PATH (the probes `plan` runs); for them it writes the
 * review workflow, the required check's workflow, `review.default_reviewers` (the one list of
 * lanes: the workflow names none, so CI and the CLI read the same) and the consent baseline
 * `consent --write` writes. A file that exists is replaced only with `--force`, and then
 * only init's own: the config keeps every key but `review.default_reviewers`.
 */
import { lstatSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Lane } from '../catalog/types.js';
import { parseConfigText } from '../config/config.js';
import type { Diagnostic } from '../diagnostics.js';
import { baselineToWrite, loadWorkingTree } from '../pipeline/index.js';
import { formatCatalogPin, type CatalogPin, type ReadCatalog } from '../config/catalog-pin.js';
import { mapConcurrent, PROBE_CONCURRENCY, probeLane } from '../probe/probe.js';
import { selectCandidates } from '../select/select.js';
import { DEFAULTS_KEY, INSTANCES_KEY } from '../select/names.js';
import type { WorkingTreeSettings } from '../settings.js';
import { linkedFolderOnTheWay } from '../sys/linked-folder.js';
import { readRegularFile } from '../sys/regular-file.js';
import { DEFAULTS } from '../vocabulary.js';
import { isPlainObject } from '../sys/plain-object.js';
import { CHECK_JOB_NAME, checkWorkflow, reviewWorkflow } from './templates.js';
import { workflowLane } from './setup.js';
import { ConfigurationError } from '../diagnostics.js';

export const REVIEW_WORKFLOW_PATH = '.github/workflows/reviewer-lanes.yml';
export const CHECK_WORKFLOW_PATH = '.github/workflows/reviewer-lanes-check.yml';

/** What is left for a person, by kind: `left[].what`. */
export const LEFT_KINDS = [
  'secret',
  'install',
  'host',
  'kept',
  'commit',
  'required_check',
  'catalog',
] as const;
export type LeftKind = (typeof LEFT_KINDS)[number];

export interface LeftItem {
  what: LeftKind;
  detail: string;
  /** The lane it concerns (`secret`, `install`, `host`). */
  lane?: string;
  /** `secret`: the names, the one the workflow passes first. */
  secrets?: string[];
  /** `kept`: the file. */
  path?: string;
}

/** One file init owns: `new` (absent), `unchanged` (already what init writes) or `differs`. */
export interface InitFile {
  path: string;
  state: 'new' | 'unchanged' | 'differs';
  /** What init writes there (for a config, the existing file with `review.default_reviewers` set). */
  content: string;
  /** Whether applying the plan writes it: new, or differs under `--force`. */
  write: boolean;
}

export interface InitRequest {
  cwd: string;
  /** The lanes named (`--reviewers`), or null to detect them. */
  reviewers: string[] | null;
  /** `uses:` of the action step. */
  action: string;
  force: boolean;
  /** The environment whose PATH the probes scan. */
  env: NodeJS.ProcessEnv;
  now: Date;
  /** `--catalog`: the organization's catalog the config pins (D23). */
  catalog?: CatalogPin;
  /** Reads the catalog the config already pins, whose lanes the baseline keeps. */
  readCatalog?: ReadCatalog;
}

export interface InitPlan {
  ok: boolean;
  /** Identities of the lanes the files are written for. */
  lanes: string[];
  files: InitFile[];
  left: LeftItem[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** The lanes init can name, for the message that says how to name them. */
function knownLanes(lanes: readonly Lane[]): string {
  return lanes.map((l) => `${l.reviewer.slug} (${l.reviewer.flags.join(', ')})`).join('; ');
}

/** The first-party CLI lanes whose CLI the lane's own probe finds; HTTP lanes are never guessed. */
async function detectLanes(lanes: readonly Lane[], req: InitRequest): Promise<Lane[]> {
  const cli = lanes.filter((l) => l.source === 'first-party' && l.reviewer.transport === 'spawn');
  const found = await mapConcurrent(cli, PROBE_CONCURRENCY, (l) =>
    probeLane(l, null, { env: req.env, cwd: req.cwd }),
  );
  return cli.filter((_, i) => found[i]?.ok === true);
}

/** The file at `path` as init may replace it: its text, absent, or why it is not init's to touch. */
function existing(cwd: string, path: string): { text?: string; error?: Diagnostic } {
  const abs = resolve(cwd, path);
  const linked = linkedFolderOnTheWay(dirname(abs), cwd);
  const refuse = (message: string) => ({ error: { code: 'not_a_file', path, message } });
  if (linked)
    return refuse(`${linked} is a symbolic link; init writes only through real folders of the repository`);
  const read = readRegularFile(abs, 1024 * 1024);
  switch (read.kind) {
    case 'file':
      return { text: read.bytes.toString('utf8') };
    case 'missing':
      return {};
    case 'link':
      return refuse('is a symbolic link; init neither follows nor replaces it');
    case 'error':
      // A folder on the way that is a file.
      if (read.error.code === 'ENOTDIR') return refuse('cannot be written: a folder on its way is a file');
      return refuse(`cannot be read: ${read.error.message}`);
    default:
      return refuse('is not a regular file of at most 1 MiB; init does not replace it');
  }
}

function fileFor(path: string, content: string, before: string | undefined, force: boolean): InitFile {
  const state = before === undefined ? 'new' : before === content ? 'unchanged' : 'differs';
  return { path, state, content, write: state === 'new' || (state === 'differs' && force) };
}

/** The config init writes: the existing document with `review.default_reviewers` set, else only that. */
function configFile(
  path: string,
  before: string | undefined,
  lanes: string[],
  force: boolean,
  catalog?: string,
): InitFile {
  let doc: Record<string, unknown> = {};
  if (before !== undefined) {
    const parsed = JSON.parse(before.replace(/^\uFEFF/, '')) as unknown;
    if (isPlainObject(parsed)) doc = parsed;
  }
  const review = isPlainObject(doc.review) ? doc.review : {};
  const current = review.default_reviewers;
  const same =
    Array.isArray(current) &&
    current.length === lanes.length &&
    current.every((name, i) => typeof name === 'string' && name.toLowerCase() === lanes[i]) &&
    (catalog === undefined || review.catalog === catalog);
  const pinned = catalog !== undefined ? { catalog } : {};
  const content = `${JSON.stringify({ ...doc, review: { ...review, ...pinned, default_reviewers: lanes } }, null, 2)}\n`;
  if (before !== undefined && same) return { path, state: 'unchanged', content: before, write: false };
  return fileFor(path, content, before, force);
}

export async function planInit(req: InitRequest): Promise<InitPlan> {
  const settings: WorkingTreeSettings = {
    cwd: req.cwd,
    consentPath: DEFAULTS.consentPath,
    firstParty: true,
    capabilityDirs: [],
  };
  const tree = await loadWorkingTree(settings, req.readCatalog ? { readCatalog: req.readCatalog } : {});
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const fail = (diagnostic: Diagnostic): InitPlan => ({
    ok: false,
    lanes: [],
    files: [],
    left: [],
    errors: [...errors, diagnostic],
    warnings,
  });
  const how = `name them with --reviewers (slugs or flags, comma-separated), e.g. --reviewers codex,claude; the lanes init knows: ${knownLanes(tree.catalog.lanes)}`;

  // The lanes: the ones named, as `plan` resolves names, else the ones detected.
  let chosen: Array<{ identity: string; lane: Lane }>;
  if (req.reviewers !== null) {
    const selection = selectCandidates({
      lanes: tree.catalog.lanes,
      skipped: tree.catalog.skipped,
      explicit: req.reviewers,
      all: false,
      defaultReviewers: undefined,
      reviewerInstances: tree.loaded.config.get(INSTANCES_KEY),
      configPath: tree.loaded.config.source,
    });
    warnings.push(...selection.warnings);
    const missing = selection.candidates.filter((c) => c.kind === 'missing');
    if (missing.length > 0) {
      return fail({
        code: 'unknown_lane',
        message: `${missing.map((c) => `'${c.identity}': ${c.detail}`).join('; ')}; ${how}`,
      });
    }
    chosen = selection.candidates.flatMap((c) =>
      c.kind === 'lane' ? [{ identity: c.identity, lane: c.lane }] : [],
    );
  } else {
    chosen = (await detectLanes(tree.catalog.lanes, req)).map((lane) => ({
      identity: lane.reviewer.slug,
      lane,
    }));
    if (chosen.length === 0) {
      return fail({ code: 'no_lanes', message: `no reviewer CLI found on PATH; ${how}` });
    }
  }
  const identities = chosen.map((c) => c.identity);
  const workflowLanes = chosen.map((c) => workflowLane(c.lane, c.identity));

  // What is there now: a link or a non-file is nobody's to replace, --force or not.
  const configPath = tree.loaded.config.source ?? DEFAULTS.configPath;
  const paths = [REVIEW_WORKFLOW_PATH, CHECK_WORKFLOW_PATH, configPath, DEFAULTS.consentPath];
  const before = new Map<string, string | undefined>();
  for (const path of paths) {
    const read = existing(req.cwd, path);
    if (read.error) errors.push(read.error);
    before.set(path, read.text);
  }
  // A config file init cannot read is never rewritten: it would lose what the file says.
  if (tree.loaded.errors.length > 0) errors.push(...tree.loaded.errors);
  if (errors.length > 0) return { ok: false, lanes: identities, files: [], left: [], errors, warnings };

  const catalog = req.catalog ? formatCatalogPin(req.catalog) : undefined;
  const config = configFile(configPath, before.get(configPath), identities, req.force, catalog);
  // The baseline is the one `consent --write` writes for the config as init leaves it.
  const configText = config.write ? config.content : before.get(configPath);
  const loaded = configText === undefined ? tree.loaded : parseConfigText(configText, configPath);
  const baseline = baselineToWrite({ ...tree, loaded }, settings, req.now);
  warnings.push(...baseline.warnings);
  if (baseline.text === undefined)
    return { ok: false, lanes: identities, files: [], left: [], errors: baseline.errors, warnings };

  const files = [
    fileFor(
      REVIEW_WORKFLOW_PATH,
      reviewWorkflow({ action: req.action, lanes: workflowLanes }),
      before.get(REVIEW_WORKFLOW_PATH),
      req.force,
    ),
    fileFor(CHECK_WORKFLOW_PATH, checkWorkflow(req.action), before.get(CHECK_WORKFLOW_PATH), req.force),
    config,
    fileFor(DEFAULTS.consentPath, baseline.text, before.get(DEFAULTS.consentPath), req.force),
  ];
  const left = leftFor(chosen, files, configPath);
  // init reads no catalog: consenting to its lanes is a step of its own, with the catalog at hand.
  if (catalog !== undefined)
    left.unshift({
      what: 'catalog',
      detail: `${configPath} pins the catalog ${catalog}: run \`reviewer-lanes consent --write\` with GITHUB_TOKEN set (or --catalog DIR, a checkout of it) and review its lanes' disclosure, or set review.catalog_consent to true to let the catalog's consent.json stand for them; then \`reviewer-lanes plan\` shows them`,
    });
  return { ok: true, lanes: identities, files, left, errors, warnings };
}

/** What a person still does: the secrets, the CLIs init cannot install, the files it kept, the commit. */
function leftFor(
  chosen: Array<{ identity: string; lane: Lane }>,
  files: InitFile[],
  configPath: string,
): LeftItem[] {
  const left: LeftItem[] = [];
  for (const { identity, lane } of chosen) {
    const setup = workflowLane(lane, identity);
    const [first, ...instead] = setup.secrets;
    if (first !== undefined) {
      const or =
        instead.length > 0
          ? `; ${instead.join(' or ')} also work${instead.length === 1 ? 's' : ''}, passed under that name in the workflow's env`
          : '';
      left.push({
        what: 'secret',
        lane: identity,
        secrets: setup.secrets,
        detail: `${identity}: add the repository secret ${first} (Settings → Secrets and variables → Actions)${or}`,
      });
    } else if (lane.reviewer.env.length > 0) {
      left.push({
        what: 'secret',
        lane: identity,
        secrets: [],
        detail: `${identity}: its manifest names no API key; pass what it needs of ${lane.reviewer.env.join(', ')} in the action step's env`,
      });
    }
    if (setup.npmPackage === undefined && setup.binary !== null) {
      left.push({
        what: 'install',
        lane: identity,
        detail: `${identity}: ${setup.binary} has no npm package; install it in ${REVIEW_WORKFLOW_PATH} before the action step`,
      });
    }
    if (lane.reviewer.transport === 'openai-http') {
      const key = (lane.reviewer.invoke as { hostConfigKey?: unknown }).hostConfigKey;
      left.push({
        what: 'host',
        lane: identity,
        detail: `${identity}: an HTTP lane; the runner must reach its server (${String(key)} in ${configPath}, then \`reviewer-lanes consent --write\` when it moves)`,
      });
    }
  }
  for (const f of files) {
    if (f.state === 'differs' && !f.write) {
      left.push({
        what: 'kept',
        path: f.path,
        detail: `${f.path} exists and differs from what init writes; compare them (--dry-run prints init's), or rerun with --force to replace it${f.path === configPath ? ` (only ${DEFAULTS_KEY} changes)` : ''}`,
      });
    }
  }
  left.push({
    what: 'commit',
    detail: `commit these files on the default branch before the first pull request: the review reads the consent baseline (${DEFAULTS.consentPath}) from the pull request's base, so a pull request cannot consent to itself`,
  });
  left.push({
    what: 'required_check',
    detail: `make \`${CHECK_JOB_NAME}\` (the job of ${CHECK_WORKFLOW_PATH}) a required status check of the default branch`,
  });
  return left;
}

/** Writes the files the plan writes; the rest are left as they are. */
export async function applyInit(cwd: string, plan: InitPlan): Promise<void> {
  for (const f of plan.files) {
    if (!f.write) continue;
    const abs = resolve(cwd, f.path);
    await mkdir(dirname(abs), { recursive: true });
    // Judged again just before the write: a link put there since the plan is not followed.
    if (existsAsLink(abs))
      throw new ConfigurationError({
        message: 'became a symbolic link; nothing more was written',
        code: 'linked_path',
        path: f.path,
      });
    await writeFile(abs, f.content);
  }
}

function existsAsLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

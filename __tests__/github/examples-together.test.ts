/**
 * The documented workflows adopted together: docs/examples/*.yml loaded at once must review each
 * head once, and share a concurrency group exactly where they must (every workflow that publishes
 * a review, so two never publish over each other), never where they must not (a workflow that
 * publishes nothing, or a workflow-level group a skipped run would still cancel with).
 * matrix.yml replaces review.yml, so it is adopted instead of it, never beside it.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { packageRoot } from '../../src/paths.js';

const EXAMPLES = join(packageRoot(), 'docs/examples');
type Json = Record<string, unknown>;

interface Job {
  id: string;
  if: string;
  needs: string[];
  concurrency?: { group: string; cancel: boolean };
  /** A step runs the action in a mode that publishes a review (review or publish). */
  publishes: boolean;
  uses: string[];
}

interface Workflow {
  file: string;
  name: string;
  on: Json;
  concurrency?: { group: string; cancel: boolean };
  jobs: Job[];
}

const ACTION_RE = /^reviewer-lanes\/reviewer-lanes@/;

function concurrencyOf(raw: unknown): Workflow['concurrency'] {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') return { group: raw, cancel: false };
  const c = raw as Json;
  return { group: String(c.group), cancel: c['cancel-in-progress'] === true };
}

function load(file: string): Workflow {
  const doc = parse(readFileSync(join(EXAMPLES, file), 'utf8')) as Json;
  const on = (typeof doc.on === 'string' ? { [doc.on]: null } : doc.on) as Json;
  const jobs = Object.entries(doc.jobs as Record<string, Json>).map(([id, job]): Job => {
    const steps = (job.steps ?? []) as Json[];
    const uses = steps.flatMap((s) => (typeof s.uses === 'string' ? [s.uses] : []));
    const publishes = steps.some((s) => {
      if (typeof s.uses !== 'string' || !ACTION_RE.test(s.uses)) return false;
      const mode = (s.with as Json | undefined)?.mode;
      return mode === undefined || mode === 'review' || mode === 'publish';
    });
    const needs = job.needs === undefined ? [] : ([] as string[]).concat(job.needs as string | string[]);
    return {
      id,
      if: typeof job.if === 'string' ? job.if : '',
      needs,
      concurrency: concurrencyOf(job.concurrency),
      publishes,
      uses,
    };
  });
  return { file, name: String(doc.name), on, concurrency: concurrencyOf(doc.concurrency), jobs };
}

/** The catalog's own check runs in the catalog's repository, never beside a reviewed one's workflows. */
const ELSEWHERE = new Set(['catalog-check.yml']);
const ALL = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.yml') && !ELSEWHERE.has(f))
  .sort()
  .map(load);
const byFile = (file: string): Workflow => {
  const w = ALL.find((x) => x.file === file);
  if (!w) throw new Error(`no ${file}`);
  return w;
};
/** What a repository adopts: every example, with review.yml or the matrix in its place. */
const ADOPTIONS: Workflow[][] = [
  ALL.filter((w) => w.file !== 'matrix.yml'),
  ALL.filter((w) => w.file !== 'review.yml'),
];

type Origin = 'this repository' | 'a fork';
const SAME = 'github.event.pull_request.head.repo.full_name == github.repository';
const FORK = 'github.event.pull_request.head.repo.full_name != github.repository';

/** The conditions a job runs under: its own `if:` and those of every job it needs. */
function conditions(w: Workflow, job: Job): string {
  const seen = [job.if];
  for (const id of job.needs) {
    const need = w.jobs.find((j) => j.id === id);
    if (need) seen.push(conditions(w, need));
  }
  return seen.join(' && ');
}

/** Whether a job can run for a pull request from `origin`: a fork guard is read from its conditions. */
function runsFor(w: Workflow, job: Job, origin: Origin): boolean {
  const cond = conditions(w, job);
  if (cond.includes(SAME)) return origin === 'this repository';
  if (cond.includes(FORK)) return origin === 'a fork';
  return true;
}

const DEFAULT_TYPES: Record<string, string[]> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
};

/** Whether `w` starts on `event` of `type`. */
function triggers(w: Workflow, event: string, type: string): boolean {
  if (!Object.hasOwn(w.on, event)) return false;
  const spec = w.on[event] as Json | null;
  const types = (spec?.types as string[] | undefined) ?? DEFAULT_TYPES[event] ?? [];
  return types.includes(type);
}

/** The things that happen to a pull request that a push-triggered review answers. */
const ACTIONS = ['opened', 'synchronize', 'reopened', 'labeled', 'ready_for_review'];

/** The workflows whose publishing job runs when `type` happens to a pull request from `origin`. */
function reviewsOf(adopted: Workflow[], type: string, origin: Origin): string[] {
  return adopted.flatMap((w) =>
    ['pull_request', 'pull_request_target'].some((e) => triggers(w, e, type)) &&
    w.jobs.some((j) => j.publishes && runsFor(w, j, origin))
      ? [w.file]
      : [],
  );
}

/** A group with the pull request's number in it, whichever event spells it, compared as one. */
const normalize = (group: string): string =>
  group.replace(/\$\{\{[^}]*\}\}/g, (e) =>
    /pull_request\.number|issue\.number/.test(e) ? '<pr>' : e.replace(/\s+/g, ' '),
  );

describe('the examples, adopted together', () => {
  it('are the ones documented, each with its mode', () => {
    expect(readdirSync(EXAMPLES).filter((f) => ELSEWHERE.has(f))).toEqual(['catalog-check.yml']);
    expect(ALL.map((w) => w.file)).toEqual([
      'code-scanning.yml',
      'fork-safe.yml',
      'manifest-check.yml',
      'matrix.yml',
      'on-demand.yml',
      'review.yml',
      'track-record.yml',
    ]);
    expect(ALL.filter((w) => w.jobs.some((j) => j.publishes)).map((w) => w.file)).toEqual([
      'fork-safe.yml',
      'matrix.yml',
      'on-demand.yml',
      'review.yml',
    ]);
  });

  it.each(ADOPTIONS.map((a) => [a.map((w) => w.file).join(', '), a] as const))(
    'review each head once, from this repository and from a fork: %s',
    (_names, adopted) => {
      for (const origin of ['this repository', 'a fork'] as const) {
        for (const type of ACTIONS) {
          const reviews = reviewsOf(adopted, type, origin);
          expect([origin, type, reviews.length <= 1 ? 'at most once' : reviews]).toEqual([
            origin,
            type,
            'at most once',
          ]);
        }
        // And a push is reviewed at all.
        expect([origin, reviewsOf(adopted, 'synchronize', origin)]).toEqual([origin, [expect.any(String)]]);
      }
    },
  );

  it('every publishing job is in one group, review-<pr>, that a new push cancels', () => {
    const keys = new Set(
      ALL.flatMap((w) => w.jobs.filter((j) => j.publishes).map((j) => j.concurrency ?? w.concurrency)).map(
        (c) => c && normalize(c.group),
      ),
    );
    expect([...keys]).toEqual(['review-<pr>']);
    // A /review waits for a review in progress rather than cancelling it; pushes cancel.
    expect(byFile('on-demand.yml').jobs[0]?.concurrency).toEqual({
      group: expect.any(String),
      cancel: false,
    });
    expect(byFile('review.yml').jobs[0]?.concurrency?.cancel).toBe(true);
  });

  it('a group shared between workflows is set on the job, where a skipped run joins nothing', () => {
    for (const adopted of ADOPTIONS) {
      const users = new Map<string, string[]>();
      for (const w of adopted) {
        const add = (c: Workflow['concurrency'], where: string): void => {
          if (!c) return;
          const key = normalize(c.group);
          users.set(key, [...(users.get(key) ?? []), `${w.file} ${where}`]);
        };
        add(w.concurrency, 'workflow');
        for (const j of w.jobs) add(j.concurrency, `job ${j.id}`);
      }
      for (const [group, where] of users) {
        const files = new Set(where.map((x) => x.split(' ')[0]));
        if (files.size < 2) continue;
        // Shared by several workflows: on jobs, or on a workflow whose runs that review nothing
        // (a fork's, under its guard) go to a group of their own (the run's id).
        const ownGroupWhenSkipped = (file: string): boolean => {
          const c = adopted.find((w) => w.file === file)?.concurrency;
          return c !== undefined && c.group.includes(SAME) && c.group.includes('github.run_id');
        };
        const unguarded = where.filter(
          (x) => x.endsWith(' workflow') && !ownGroupWhenSkipped(x.split(' ')[0] ?? ''),
        );
        expect([group, unguarded]).toEqual([group, []]);
      }
    }
  });

  it('no workflow that publishes nothing is in the review group', () => {
    for (const w of ALL.filter((x) => !x.jobs.some((j) => j.publishes))) {
      const groups = [w.concurrency, ...w.jobs.map((j) => j.concurrency)].flatMap((c) =>
        c ? [normalize(c.group)] : [],
      );
      expect([w.file, groups.filter((g) => g.startsWith('review-'))]).toEqual([w.file, []]);
    }
  });

  it('name one release of the action, the one init writes', () => {
    const refs = new Set(ALL.flatMap((w) => w.jobs.flatMap((j) => j.uses.filter((u) => ACTION_RE.test(u)))));
    expect([...refs]).toEqual(['reviewer-lanes/reviewer-lanes@v0.1.0']);
  });

  it('the required check has a job name that reads well in branch protection', () => {
    const check = byFile('manifest-check.yml');
    const raw = parse(readFileSync(join(EXAMPLES, 'manifest-check.yml'), 'utf8')) as {
      jobs: Record<string, { name?: string }>;
    };
    expect(Object.values(raw.jobs).map((j) => j.name)).toEqual(['reviewer-lanes / manifest check']);
    expect(check.jobs).toHaveLength(1);
  });
});

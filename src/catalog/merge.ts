/**
 * Cross-manifest rules (D1, D2): ids, slugs, flags, sections and config keys each claimed once.
 * Accepted in catalog order, so first-party wins; each contested key is one error naming every
 * claimant, sorted.
 */
import type { Diagnostic } from '../diagnostics.js';
import { isReservedName } from '../vocabulary.js';
import type { LaneSource, SkippedManifest } from './types.js';
import { keyPath } from './field-path.js';
import type { ValidatedCapability } from './validate.js';

export interface Candidate {
  source: LaneSource;
  absPath: string;
  /** As shown in output (displayPath). */
  path: string;
  capability: ValidatedCapability;
  warnings: Diagnostic[];
}

interface Claim {
  /** `reviewer slug`, `reviewer flag`, … — the first words of the message. */
  what: string;
  key: string;
  field: string;
  verb: string;
}

function claimsOf(c: Candidate): Claim[] {
  const claims: Claim[] = [];
  const r = c.capability.reviewer;
  if (r) {
    const lane = (what: string, key: string, field: string) => {
      if (key !== '' && !isReservedName(key)) claims.push({ what, key, field, verb: 'is declared by' });
    };
    lane('reviewer slug', r.slug, 'reviewer.slug');
    r.flags.forEach((flag, i) => lane('reviewer flag', flag, `reviewer.flags[${i}]`));
    lane('reviewer reviewsSection', r.reviewsSection, 'reviewer.reviewsSection');
  }
  for (const key of Object.keys(c.capability.config)) {
    claims.push({ what: 'config key', key, field: keyPath('config', key), verb: 'is owned by' });
  }
  return claims;
}

const quoteAll = (names: string[]) => names.map((n) => JSON.stringify(n)).join(' and ');
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface MergeResult {
  accepted: Candidate[];
  skipped: SkippedManifest[];
  errors: Diagnostic[];
}

export function mergeCandidates(candidates: Candidate[]): MergeResult {
  const accepted: Candidate[] = [];
  const skipped: SkippedManifest[] = [];
  const errors: Diagnostic[] = [];

  // Who claims what, over every candidate (accepted or not), for the one-error-per-key rule.
  const claimants = new Map<string, { claim: Claim; ids: Set<string>; rejected?: Candidate }>();
  const byId = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const same = byId.get(c.capability.id) ?? [];
    same.push(c);
    byId.set(c.capability.id, same);
    for (const claim of claimsOf(c)) {
      const k = `${claim.what}\0${claim.key}`;
      const entry = claimants.get(k) ?? { claim, ids: new Set<string>() };
      entry.ids.add(c.capability.id);
      claimants.set(k, entry);
    }
  }

  const taken = new Map<string, string>(); // claim key -> accepted owner id
  const acceptedIds = new Map<string, Candidate>();
  for (const c of candidates) {
    const id = c.capability.id;
    const first = acceptedIds.get(id);
    if (first) {
      skipped.push(skip(c, `capability id ${JSON.stringify(id)} is already declared by ${first.path}`));
      continue;
    }
    const conflict = claimsOf(c).find((claim) => taken.has(`${claim.what}\0${claim.key}`));
    if (conflict) {
      const k = `${conflict.what}\0${conflict.key}`;
      const owner = taken.get(k) ?? '';
      const entry = claimants.get(k);
      if (entry && !entry.rejected) entry.rejected = c;
      skipped.push(
        skip(
          c,
          `${conflict.what} ${JSON.stringify(conflict.key)} ${conflict.verb} ${JSON.stringify(owner)} already`,
        ),
      );
      continue;
    }
    accepted.push(c);
    acceptedIds.set(id, c);
    for (const claim of claimsOf(c)) taken.set(`${claim.what}\0${claim.key}`, id);
  }

  for (const [id, same] of byId) {
    if (same.length < 2) continue;
    const loser = same[1];
    errors.push({
      message: `capability id ${JSON.stringify(id)} is declared by ${quoteAll(same.map((c) => c.path))}`,
      code: 'collision',
      ...(loser ? { path: loser.path } : {}),
      id,
      field: 'id',
    });
  }
  for (const { claim, ids, rejected } of claimants.values()) {
    if (ids.size < 2) continue;
    errors.push({
      message: `${claim.what} ${JSON.stringify(claim.key)} ${claim.verb} ${quoteAll([...ids].sort(byText))}`,
      code: 'collision',
      ...(rejected ? { path: rejected.path, id: rejected.capability.id } : {}),
      field: rejected
        ? (claimsOf(rejected).find((c) => c.what === claim.what && c.key === claim.key)?.field ?? claim.field)
        : claim.field,
    });
  }
  errors.sort((a, b) => byText(a.message, b.message));
  return { accepted, skipped, errors };
}

function skip(c: Candidate, message: string): SkippedManifest {
  const r = c.capability.reviewer;
  return {
    path: c.path,
    id: c.capability.id,
    ...(r ? { slug: r.slug, flags: r.flags } : {}),
    source: c.source,
    reason: 'collision',
    message,
  };
}

const TIER_RANK = { core: 0, standard: 1, full: 2 } as const;

/** `requires`: accepted ids only, acyclic, tier-monotone; offenders returned for the caller to skip. */
export function checkRequires(accepted: Candidate[]): Map<Candidate, Diagnostic[]> {
  const problems = new Map<Candidate, Diagnostic[]>();
  const byId = new Map(accepted.map((c) => [c.capability.id, c]));
  const add = (c: Candidate, field: string, message: string) => {
    const list = problems.get(c) ?? [];
    list.push({ message, code: 'invalid_manifest', path: c.path, id: c.capability.id, field });
    problems.set(c, list);
  };
  for (const c of accepted) {
    c.capability.requires.forEach((req, i) => {
      const target = byId.get(req);
      if (!target) add(c, `requires[${i}]`, `names capability ${JSON.stringify(req)}, which is not loaded`);
      else if (TIER_RANK[target.capability.tier] > TIER_RANK[c.capability.tier]) {
        add(
          c,
          `requires[${i}]`,
          `a ${c.capability.tier} capability may not require ${JSON.stringify(req)}, which is ${target.capability.tier}`,
        );
      }
    });
  }
  // Cycle detection: depth-first, reporting each cycle once from its first member in catalog order.
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): void => {
    const c = byId.get(id);
    if (!c || state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      const cycle = [...trail.slice(trail.indexOf(id)), id];
      const first = byId.get(cycle[0] ?? id);
      if (first) add(first, 'requires', `requires form a cycle: ${cycle.join(' -> ')}`);
      return;
    }
    state.set(id, 'visiting');
    for (const req of c.capability.requires) visit(req, [...trail, id]);
    state.set(id, 'done');
  };
  for (const c of accepted) visit(c.capability.id, []);
  return problems;
}

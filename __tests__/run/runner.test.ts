/**
 * The lane runner: concurrency measured from timestamps the fake CLI writes (never from the
 * wall clock of the test), adapters serialized, order kept, failures isolated, and exactly one
 * result per planned lane.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { LanePlan, PlannedLane, SpawnLanePlan } from '../../src/plan/types.js';
import { dispatchPlan, runLanes } from '../../src/run/runner.js';
import type { LaneOutcome } from '../../src/run/types.js';
import { LANE_STATUSES } from '../../src/vocabulary.js';
import { listenOnLoopback } from '../../__fixtures__/servers/loopback.js';
import { httpPlan } from './handlers/_helpers.js';
import { fakeCtx, fakePlan, removeDir, tempDir } from './support/lanes.js';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => removeDir(dir));

function runnable(plan: LanePlan, explicit = true): PlannedLane {
  return { slug: plan.slug, identity: plan.identity, explicit, status: 'runnable', plan };
}

/** A lane of the fake CLI that stamps its start and end around a sleep. */
function stampedLane(stamps: string, slug: string, identity: string, sleepMs: number): PlannedLane {
  return runnable(
    fakePlan(dir, ['stamp', stamps, identity, 'sleep', String(sleepMs), 'print', `review by ${identity}`], {
      slug,
      identity,
    }),
  );
}

interface Interval {
  tag: string;
  start: number;
  end: number;
}

function intervals(stampsFile: string): Interval[] {
  const byTag = new Map<string, Partial<Interval>>();
  for (const line of readFileSync(stampsFile, 'utf8').trim().split('\n')) {
    const [tag = '', event, at] = line.split(' ');
    const entry = byTag.get(tag) ?? { tag };
    entry[event as 'start' | 'end'] = Number(at);
    byTag.set(tag, entry);
  }
  return [...byTag.values()] as Interval[];
}

/** The largest number of intervals open at one instant (an end at t closes before a start at t). */
function maxOverlap(list: Interval[]): number {
  const events = list.flatMap((i) => [
    [i.start, 1],
    [i.end, -1],
  ]);
  events.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
  let open = 0;
  let max = 0;
  for (const [, delta] of events) {
    open += delta as number;
    max = Math.max(max, open);
  }
  return max;
}

const ctxFor = () => fakeCtx(dir);

describe('runLanes: concurrency', () => {
  it('runs at most maxParallel lanes at once, and does run them in parallel', async () => {
    const stamps = join(dir, 'parallel.stamps');
    const lanes = Array.from({ length: 6 }, (_, i) => stampedLane(stamps, `lane${i}`, `lane${i}`, 300));
    const results = await runLanes(lanes, { ctxFor, maxParallel: 2 });
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('reviewed'));
    const seen = intervals(stamps);
    expect(seen).toHaveLength(6);
    expect(maxOverlap(seen)).toBe(2);
  });

  it('runs one lane at a time with maxParallel 1', async () => {
    const stamps = join(dir, 'serial.stamps');
    const lanes = Array.from({ length: 3 }, (_, i) => stampedLane(stamps, `one${i}`, `one${i}`, 100));
    await runLanes(lanes, { ctxFor, maxParallel: 1 });
    expect(maxOverlap(intervals(stamps))).toBe(1);
  });

  it('runs instances of one adapter one after another while other adapters run beside them', async () => {
    const stamps = join(dir, 'instances.stamps');
    const lanes = [
      stampedLane(stamps, 'codex', 'codex-a', 150),
      stampedLane(stamps, 'codex', 'codex-b', 150),
      stampedLane(stamps, 'codex', 'codex-c', 150),
      stampedLane(stamps, 'gemini', 'gemini', 600),
    ];
    const results = await runLanes(lanes, { ctxFor, maxParallel: 4 });
    expect(results.map((r) => [r.identity, r.status])).toEqual([
      ['codex-a', 'reviewed'],
      ['codex-b', 'reviewed'],
      ['codex-c', 'reviewed'],
      ['gemini', 'reviewed'],
    ]);
    const seen = intervals(stamps);
    expect(maxOverlap(seen.filter((i) => i.tag.startsWith('codex')))).toBe(1);
    expect(maxOverlap(seen)).toBe(2);
  });
});

describe('runLanes: one result per planned lane, in input order', () => {
  it('keeps the input order when earlier lanes finish later', async () => {
    const lanes = [
      runnable(fakePlan(dir, ['sleep', '300', 'print', 'slow'], { slug: 'slow' })),
      runnable(fakePlan(dir, ['print', 'fast'], { slug: 'fast' })),
    ];
    const results = await runLanes(lanes, { ctxFor, maxParallel: 4 });
    expect(results.map((r) => [r.slug, r.body])).toEqual([
      ['slow', 'slow'],
      ['fast', 'fast'],
    ]);
  });

  it('turns unavailable and blocked lanes into results without running anything', async () => {
    let runs = 0;
    const lanes: PlannedLane[] = [
      {
        slug: 'kimi',
        identity: 'kimi',
        explicit: true,
        status: 'unavailable',
        reason: 'missing_binary',
        detail: 'kimi is not on PATH',
      },
      {
        slug: 'ollama',
        identity: 'ollama',
        explicit: false,
        status: 'blocked',
        reason: 'egress_host_changed',
        detail: 'host http://10.0.0.5:11434 is not the consented http://127.0.0.1:11434',
      },
      { slug: 'qwen', identity: 'qwen', explicit: true, status: 'runnable' },
    ];
    const results = await runLanes(lanes, {
      ctxFor,
      maxParallel: 4,
      runPlan: async () => {
        runs += 1;
        throw new Error('must not run');
      },
    });
    expect(runs).toBe(0);
    expect(results).toEqual([
      {
        slug: 'kimi',
        identity: 'kimi',
        status: 'unavailable',
        reason: 'missing_binary',
        detail: 'kimi is not on PATH',
        explicit: true,
        durationMs: 0,
        body: 'kimi review unavailable (missing_binary): kimi is not on PATH.\n',
        caveats: [],
        warnings: [],
      },
      {
        slug: 'ollama',
        identity: 'ollama',
        status: 'blocked',
        reason: 'egress_host_changed',
        detail: 'host http://10.0.0.5:11434 is not the consented http://127.0.0.1:11434',
        explicit: false,
        durationMs: 0,
        body: 'ollama review blocked (egress_host_changed): host http://10.0.0.5:11434 is not the consented http://127.0.0.1:11434.\n',
        caveats: [],
        warnings: [],
      },
      {
        slug: 'qwen',
        identity: 'qwen',
        status: 'unavailable',
        reason: 'malformed_lane',
        detail: 'the lane is runnable but has no resolved plan',
        explicit: true,
        durationMs: 0,
        body: 'qwen review unavailable (malformed_lane): the lane is runnable but has no resolved plan.\n',
        caveats: [],
        warnings: [],
      },
    ]);
  });

  it('carries identity, explicitness, model, exit code and paths relative to the out directory', async () => {
    const plan = fakePlan(dir, ['print', 'ok', 'exit', '4'], {
      slug: 'codex',
      identity: 'codex-fast',
      model: 'o4',
    });
    const [result] = await runLanes([runnable(plan, false)], { ctxFor, maxParallel: 1, outDir: dir });
    expect(result).toMatchObject({
      slug: 'codex',
      identity: 'codex-fast',
      explicit: false,
      status: 'reviewed',
      model: 'o4',
      exitCode: 4,
      reviewPath: 'gsd-review-codex-fast.md',
      errPath: 'gsd-review-codex-fast.err',
    });
  });

  it('measures each lane with the injected clock', async () => {
    let clock = 1000;
    const plan = fakePlan(dir, [], { slug: 'timed' });
    const [result] = await runLanes([runnable(plan)], {
      ctxFor,
      maxParallel: 1,
      now: () => clock,
      runPlan: async () => {
        clock += 1234;
        return { status: 'reviewed', body: 'ok', warnings: [], caveats: [] };
      },
    });
    expect(result?.durationMs).toBe(1234);
  });

  it('stamps when each lane was started and ended with the injected wall clock, and no lane it did not run', async () => {
    let wall = Date.UTC(2026, 11, 7, 23, 0, 0);
    const plan = fakePlan(dir, [], { slug: 'stamped' });
    const [ran, blocked] = await runLanes(
      [
        runnable(plan),
        { slug: 'other', identity: 'other', explicit: true, status: 'blocked', reason: 'not_consented' },
      ],
      {
        ctxFor,
        maxParallel: 1,
        wallClock: () => wall,
        runPlan: async () => {
          wall += 1500;
          return { status: 'reviewed', body: 'ok', warnings: [], caveats: [] };
        },
      },
    );
    expect(ran).toMatchObject({ startedAt: '2026-12-07T23:00:00.000Z', endedAt: '2026-12-07T23:00:01.500Z' });
    expect(blocked?.startedAt).toBeUndefined();
    expect(blocked?.endedAt).toBeUndefined();
  });
});

describe('runLanes: cancellation', () => {
  it('ends the running lane and starts none of the waiting ones once the job is cancelled', async () => {
    const controller = new AbortController();
    const pidFiles = ['c1', 'c2', 'c3'].map((id) => join(dir, `${id}.pid`));
    const lanes = pidFiles.map((pidFile, i) =>
      runnable(fakePlan(dir, ['pidfile', pidFile, 'hang'], { slug: 'cancel', identity: `cancel${i}` })),
    );
    setTimeout(() => controller.abort(), 300);
    const results = await runLanes(lanes, {
      ctxFor: () => fakeCtx(dir, { signal: controller.signal }),
      maxParallel: 4,
    });
    expect(results.map((r) => [r.identity, r.status, r.reason, r.detail])).toEqual([
      ['cancel0', 'timed_out', 'timed_out', 'cancelled before it finished'],
      ['cancel1', 'timed_out', 'timed_out', 'cancelled before it finished'],
      ['cancel2', 'timed_out', 'timed_out', 'cancelled before it finished'],
    ]);
    expect(pidFiles.map((f) => existsSync(f))).toEqual([true, false, false]);
  });
});

describe('runLanes: isolation', () => {
  it('turns a lane that throws into failed with detail, and the others still run', async () => {
    const lanes = [
      runnable(fakePlan(dir, ['print', 'first'], { slug: 'first' })),
      runnable(fakePlan(dir, [], { slug: 'boom' })),
      runnable(fakePlan(dir, ['print', 'third'], { slug: 'third' })),
    ];
    const results = await runLanes(lanes, {
      ctxFor,
      maxParallel: 4,
      runPlan: (plan, ctx) =>
        plan.slug === 'boom' ? Promise.reject(new Error('handler exploded')) : dispatchPlan(plan, ctx),
    });
    expect(results.map((r) => [r.slug, r.status, r.reason])).toEqual([
      ['first', 'reviewed', undefined],
      ['boom', 'failed', 'spawn_error'],
      ['third', 'reviewed', undefined],
    ]);
    expect(results[1]?.detail).toBe('the lane crashed: handler exploded');
    expect(results[1]?.body).toBe(
      'boom review the lane crashed: handler exploded\nboom review failed or returned empty output. stderr:\n\n',
    );
  });

  it('isolates a lane whose context cannot be built', async () => {
    const lanes = [
      runnable(fakePlan(dir, ['print', 'a'], { slug: 'a' })),
      runnable(fakePlan(dir, [], { slug: 'b' })),
    ];
    const results = await runLanes(lanes, {
      maxParallel: 2,
      ctxFor: (p) => {
        if (p.slug === 'b') throw new Error('no such env');
        return fakeCtx(dir);
      },
    });
    expect(results.map((r) => [r.status, r.detail])).toEqual([
      ['reviewed', undefined],
      ['failed', 'the lane crashed: no such env'],
    ]);
  });

  it('rejects an outcome outside the closed vocabulary as a failure of that lane', async () => {
    const [result] = await runLanes([runnable(fakePlan(dir, [], { slug: 'odd' }))], {
      ctxFor,
      maxParallel: 1,
      runPlan: async () => ({ status: 'done' as LaneOutcome['status'], body: '', warnings: [], caveats: [] }),
    });
    expect(result).toMatchObject({ status: 'failed', reason: 'spawn_error' });
    expect(result?.detail).toBe('the lane crashed: the lane returned an invalid outcome (status done)');
  });

  it('gives every planned lane exactly one valid result whatever the mix (property)', async () => {
    const laneArb = fc.record({
      slug: fc.constantFrom('a', 'b', 'c', 'd'),
      status: fc.constantFrom('runnable', 'runnable', 'runnable', 'unavailable', 'blocked'),
      behaviour: fc.constantFrom('reviewed', 'empty', 'throws', 'rejects'),
      delayMs: fc.integer({ min: 0, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(laneArb, { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (specs, limit) => {
          const lanes: PlannedLane[] = specs.map((s, i) => {
            const plan = fakePlan(dir, [s.behaviour, String(s.delayMs)], { slug: s.slug, identity: `p${i}` });
            return s.status === 'runnable'
              ? runnable(plan)
              : { slug: s.slug, identity: `p${i}`, explicit: true, status: s.status, reason: 'probe_failed' };
          });
          let active = 0;
          let peak = 0;
          const activeSlugs = new Set<string>();
          let slugClash = false;
          const results = await runLanes(lanes, {
            ctxFor,
            maxParallel: limit,
            runPlan: async (plan) => {
              const [behaviour, delayMs] = plan.transport === 'spawn' ? plan.argv : [];
              if (activeSlugs.has(plan.slug)) slugClash = true;
              activeSlugs.add(plan.slug);
              active += 1;
              peak = Math.max(peak, active);
              await new Promise((r) => setTimeout(r, Number(delayMs)));
              active -= 1;
              activeSlugs.delete(plan.slug);
              if (behaviour === 'throws') throw new Error('x');
              if (behaviour === 'rejects') return Promise.reject(new Error('y'));
              const status = behaviour as 'reviewed' | 'empty';
              return {
                status,
                ...(status === 'empty' ? { reason: 'empty_output' } : {}),
                body: '',
                warnings: [],
                caveats: [],
              };
            },
          });
          expect(results.map((r) => r.identity)).toEqual(lanes.map((l) => l.identity));
          for (const r of results) {
            expect(LANE_STATUSES).toContain(r.status);
            if (r.status !== 'reviewed') expect(r.reason).toBeDefined();
          }
          expect(peak).toBeLessThanOrEqual(limit);
          expect(slugClash).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('dispatchPlan', () => {
  it('runs a lane with a handler through the handler registry (opencode rebuilds text from JSON events)', async () => {
    const events = [
      JSON.stringify({ type: 'text', part: { text: '## Summary' } }),
      JSON.stringify({ type: 'text', part: { text: 'from the opencode handler' } }),
    ].join('\n');
    const plan: SpawnLanePlan = fakePlan(dir, ['print', events], { slug: 'opencode', handler: 'opencode' });
    const [result] = await runLanes([runnable(plan)], { ctxFor, maxParallel: 1 });
    expect(result).toMatchObject({ status: 'reviewed', body: '## Summary\nfrom the opencode handler' });
  });

  it('fails a lane closed when its handler is not in the registry', async () => {
    const plan = fakePlan(dir, ['print', 'never'], {
      slug: 'odd',
      handler: 'constructor' as SpawnLanePlan['handler'],
    });
    const [result] = await runLanes([runnable(plan)], { ctxFor, maxParallel: 1 });
    expect(result).toMatchObject({ status: 'unavailable', reason: 'unknown_handler' });
  });

  describe('openai-http lanes', () => {
    let base: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const server = createServer((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ model: 'served-m', choices: [{ message: { content: 'an HTTP review' } }] }));
      });
      const listening = await listenOnLoopback(server);
      base = listening.url;
      close = listening.close;
    });
    afterAll(() => close());

    it('runs through the HTTP transport', async () => {
      const prompt = join(dir, 'http-prompt.md');
      writeFileSync(prompt, 'review this');
      const plan = httpPlan(dir, base, {
        model: 'm',
        handler: null,
        paths: { runDir: dir, prompt, review: join(dir, 'http.md'), err: join(dir, 'http.err') },
        fallbackModel: 'local-model',
      });
      const [result] = await runLanes([runnable(plan)], { ctxFor, maxParallel: 1 });
      expect(result).toMatchObject({ status: 'reviewed', model: 'm', servedModel: 'served-m' });
      expect(result?.body.trimEnd()).toBe('an HTTP review');
    });
  });
});

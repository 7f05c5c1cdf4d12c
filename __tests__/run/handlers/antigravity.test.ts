/**
 * The antigravity handler: watermark, argv adjustments, the three layers, the blind
 * review stamp. End-to-end cases run `__fixtures__/run/fake-agy.mjs` as a real process with a
 * fake HOME in a temp dir.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeConfig, firstPartyLane } from '../../../__fixtures__/plan/support.js';
import { fileRefInstruction, resolveLanePlan } from '../../../src/plan/resolve.js';
import type { SpawnLanePlan } from '../../../src/plan/types.js';
import {
  agyPaths,
  antigravityArgv,
  antigravityHandler,
  antigravityInstruction,
  BLIND_CAVEAT,
  cliLogHints,
  conversationIdFor,
  probeAddDir,
  readWatermark,
  stampBlindReview,
  transcriptFallback,
} from '../../../src/run/handlers/antigravity.js';
import { isBlindReview } from '../../../src/run/blind.js';
import { createProcessRunner } from '../../../src/sys/process.js';
import type { LaneRunContext } from '../../../src/run/types.js';
import { context, httpPlan, spawnPlan, tempDir, writePrompt } from './_helpers.js';

const FAKE_AGY = fileURLToPath(new URL('../../../__fixtures__/run/fake-agy.mjs', import.meta.url));

let dir: string;
let home: string;
let repo: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir('rl-agy-'));
  home = join(dir, 'home');
  repo = join(dir, 'repo');
  await mkdir(home, { recursive: true });
  await mkdir(repo, { recursive: true });
});
afterEach(async () => cleanup());

const entry = (content: string, over: Record<string, unknown> = {}) =>
  JSON.stringify({ source: 'MODEL', status: 'DONE', type: 'PLANNER_RESPONSE', content, ...over });

async function seedConversation(convId: string, lines: string[], workspace = repo): Promise<void> {
  const p = agyPaths(home);
  await mkdir(dirname(p.cache), { recursive: true });
  await writeFile(p.cache, JSON.stringify({ [workspace]: convId }));
  await mkdir(dirname(p.transcript(convId)), { recursive: true });
  await writeFile(p.transcript(convId), lines.map((l) => `${l}\n`).join(''));
}

/** An unreadable transcript: a directory where the file should be (root can read any file). */
async function seedUnreadable(convId: string): Promise<void> {
  const p = agyPaths(home);
  await mkdir(dirname(p.cache), { recursive: true });
  await writeFile(p.cache, JSON.stringify({ [repo]: convId }));
  await mkdir(p.transcript(convId), { recursive: true });
}

describe('conversationIdFor', () => {
  const W = '/work/repo';
  it.each([
    ['null cache', null, ''],
    ['number cache', 0, ''],
    ['string cache', 'x', ''],
    ['array cache', [W], ''],
    ['boolean cache', true, ''],
    ['exact key', { [W]: 'c1' }, 'c1'],
    ['case-insensitive key', { '/WORK/Repo': 'c2' }, 'c2'],
    ['exact key wins over a case variant', { '/WORK/REPO': 'c3', [W]: 'c4' }, 'c4'],
    ['empty value', { [W]: '' }, ''],
    ['non-string value', { [W]: 12 }, ''],
    ['other workspace only', { '/elsewhere': 'c5' }, ''],
    ['inherited names are not keys', {}, ''],
  ])('%s', (_name, cache, want) => {
    expect(conversationIdFor(cache, W)).toBe(want);
  });

  it('does not read the prototype for a workspace named constructor', () => {
    expect(conversationIdFor({}, 'constructor')).toBe('');
  });
});

describe('readWatermark', () => {
  it('is empty without a cache, or with an unparsable one', async () => {
    expect(await readWatermark(home, repo)).toEqual({ convId: '', lines: 0 });
    await mkdir(dirname(agyPaths(home).cache), { recursive: true });
    await writeFile(agyPaths(home).cache, '{not json');
    expect(await readWatermark(home, repo)).toEqual({ convId: '', lines: 0 });
    await writeFile(agyPaths(home).cache, 'null');
    expect(await readWatermark(home, repo)).toEqual({ convId: '', lines: 0 });
  });

  it('counts non-blank transcript lines (CRLF = LF, whitespace lines not counted)', async () => {
    await seedConversation('c1', []);
    await writeFile(agyPaths(home).transcript('c1'), 'a\r\n\r\n  \r\nb\n\t\nc');
    expect(await readWatermark(home, repo)).toEqual({ convId: 'c1', lines: 3 });
  });

  it('is 0 lines when the conversation has no transcript yet', async () => {
    await seedConversation('c1', []);
    await writeFile(agyPaths(home).cache, JSON.stringify({ [repo]: 'c-new' }));
    expect(await readWatermark(home, repo)).toEqual({ convId: 'c-new', lines: 0 });
  });

  it('marks an unreadable transcript as unreadable, not as 0 lines', async () => {
    await seedUnreadable('c1');
    expect(await readWatermark(home, repo)).toEqual({ convId: 'c1', lines: 0, unreadable: true });
  });

  it('ignores a conversation id that would leave brain/', async () => {
    await mkdir(dirname(agyPaths(home).cache), { recursive: true });
    await writeFile(agyPaths(home).cache, JSON.stringify({ [repo]: '../../..' }));
    expect(await readWatermark(home, repo)).toEqual({ convId: '', lines: 0 });
  });
});

describe('transcriptFallback', () => {
  it('returns the last finished response after the watermark', async () => {
    await seedConversation('c1', [entry('old review')]);
    const mark = await readWatermark(home, repo);
    await writeFile(
      agyPaths(home).transcript('c1'),
      [
        entry('old review'),
        entry('first new'),
        entry('partial', { status: 'RUNNING' }),
        entry('newest'),
      ].join('\n'),
    );
    expect(await transcriptFallback(home, repo, mark)).toEqual({ kind: 'response', text: 'newest' });
  });

  it('never replays a response from before the watermark', async () => {
    await seedConversation('c1', [entry('old review'), entry('older still')]);
    const mark = await readWatermark(home, repo);
    expect(await transcriptFallback(home, repo, mark)).toEqual({ kind: 'none' });
  });

  it('skips entries that are not finished model responses, and bad lines', async () => {
    await seedConversation('c1', []);
    const mark = await readWatermark(home, repo);
    await writeFile(
      agyPaths(home).transcript('c1'),
      [
        entry('user text', { source: 'USER' }),
        entry('tool', { type: 'TOOL_CALL' }),
        '{broken',
        entry('x', { content: 5 }),
        'null',
      ].join('\n'),
    );
    expect(await transcriptFallback(home, repo, mark)).toEqual({ kind: 'none' });
  });

  it('reads a new conversation from its start', async () => {
    await seedConversation('c1', [entry('old review')]);
    const mark = await readWatermark(home, repo);
    await seedConversation('c2', [entry('fresh session review')]);
    expect(await transcriptFallback(home, repo, mark)).toEqual({
      kind: 'response',
      text: 'fresh session review',
    });
  });

  it('declines when the watermark could not read the same conversation', async () => {
    await seedUnreadable('c1');
    const mark = await readWatermark(home, repo);
    expect(await transcriptFallback(home, repo, mark)).toEqual({ kind: 'declined' });
  });
});

describe('blind review', () => {
  it.each([
    ['the marker on the first line', 'REVIEWED-WITHOUT-REPO-ACCESS\n## Summary', true],
    ['the marker within the first 5 lines', 'a\nb\nc\nd\nREVIEWED-WITHOUT-REPO-ACCESS', true],
    ['the marker on line 6', 'a\nb\nc\nd\ne\nREVIEWED-WITHOUT-REPO-ACCESS', false],
    [
      'a scratch workspace declaration',
      'My working directory is /home/u/.gemini/antigravity-cli/scratch/x',
      true,
    ],
    ['a mere mention of scratch', 'Files under antigravity-cli/scratch are temporary.', false],
    ['an ordinary review', '## Summary\nAll good.', false],
    ['empty text', '   ', false],
  ])('%s', (_name, text, want) => {
    expect(isBlindReview(text)).toBe(want);
  });

  it('stamps with a blockquote line, a blank line, then the text', () => {
    expect(stampBlindReview('body')).toBe(`> ${BLIND_CAVEAT}\n\nbody`);
    expect(BLIND_CAVEAT.startsWith('[reviewed-without-repo-access]')).toBe(true);
  });
});

describe('argv adjustments', () => {
  const standard = fileRefInstruction('/run/prompt.md', '/repo');
  const variant = antigravityInstruction('/run/prompt.md', '/repo');

  it('the variant asks for verification and the exact blind marker, and stays short', () => {
    expect(variant.startsWith(standard)).toBe(true);
    expect(variant).toContain('Verify every claim against the repository files');
    expect(variant).toContain('start your reply with the exact line REVIEWED-WITHOUT-REPO-ACCESS');
    expect(variant.length).toBeLessThan(1000);
  });

  it.each([
    [
      'replaces the instruction and inserts --add-dir before the last -p',
      ['--print-timeout', '540s', '-p', 'x', '-p', standard],
      '/repo',
      ['--print-timeout', '540s', '-p', 'x', '--add-dir', '/repo', '-p', variant],
    ],
    [
      'no --add-dir when not offered',
      ['--model', 'm', '-p', standard],
      null,
      ['--model', 'm', '-p', variant],
    ],
    [
      'appends --add-dir when there is no -p',
      ['run', standard],
      '/repo',
      ['run', variant, '--add-dir', '/repo'],
    ],
    ['leaves other elements alone', ['-p', 'something else'], null, ['-p', 'something else']],
  ])('%s', (_name, argv, addDir, want) => {
    expect(antigravityArgv(argv, { standard, variant, addDir })).toEqual(want);
  });
});

describe('cliLogHints', () => {
  it('returns the last three matching lines', async () => {
    await mkdir(agyPaths(home).root, { recursive: true });
    await writeFile(
      agyPaths(home).cliLog,
      [
        'start',
        'agent executor error: one',
        'noise',
        'NOT_FOUND: two',
        'Publisher model three was not found',
        'more noise',
        'Agent Executor Error: four',
      ].join('\n'),
    );
    expect(await cliLogHints(home)).toEqual([
      'NOT_FOUND: two',
      'Publisher model three was not found',
      'Agent Executor Error: four',
    ]);
  });

  it('is empty without a cli.log', async () => {
    expect(await cliLogHints(home)).toEqual([]);
  });
});

describe('antigravity handler (real process)', () => {
  function setup(env: Record<string, string>, over: Partial<SpawnLanePlan> = {}) {
    const runDir = join(dir, 'run');
    const plan = spawnPlan(runDir, {
      slug: 'antigravity',
      binary: FAKE_AGY,
      handler: 'antigravity',
      emptyOutput: 'handler-owned',
      promptChannel: 'argv-file-ref',
      timeoutMs: 10_000,
      ...over,
    });
    plan.argv = over.argv ?? ['--print-timeout', '540s', '-p', fileRefInstruction(plan.paths.prompt, repo)];
    const ctx: LaneRunContext = context(repo, {
      homeDir: home,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        FAKE_AGY_WORKSPACE: repo,
        FAKE_AGY_ARGV_FILE: join(dir, 'argv.jsonl'),
        ...env,
      },
      processRunner: createProcessRunner(),
    });
    return { plan, ctx };
  }

  async function run(env: Record<string, string>, over: Partial<SpawnLanePlan> = {}) {
    const { plan, ctx } = setup(env, over);
    await mkdir(plan.paths.runDir, { recursive: true });
    await writePrompt(plan.paths);
    const outcome = await antigravityHandler.run(plan, ctx);
    const review = await readFile(plan.paths.review, 'utf8');
    const calls = (await readFile(join(dir, 'argv.jsonl'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as string[]);
    return { plan, outcome, review, calls };
  }

  it('layer 1: stdout of a clean exit, with the variant instruction and --add-dir from its own --help', async () => {
    const { plan, outcome, review, calls } = await run({
      FAKE_AGY_MODE: 'print',
      FAKE_AGY_TEXT: '## Summary\nGood.',
    });
    expect(outcome.status).toBe('reviewed');
    expect(review).toBe('## Summary\nGood.\n');
    expect(outcome.caveats).toEqual([]);
    // The probe ran the lane's own binary (the fake), not a hard-coded `agy`.
    expect(calls[0]).toEqual(['--help']);
    expect(calls[1]).toEqual([
      '--print-timeout',
      '540s',
      '--add-dir',
      repo,
      '-p',
      antigravityInstruction(plan.paths.prompt, repo),
    ]);
  });

  it('replaces the instruction the planner put in the first-party lane argv', async () => {
    const resolved = resolveLanePlan({
      lane: firstPartyLane('antigravity'),
      config: fakeConfig({ review: { models: { agy: 'gemini-3-pro' } } }),
      runDir: join(dir, 'run'),
      repoRoot: repo,
      budget: null,
    });
    if (!resolved.ok || resolved.plan.transport !== 'spawn') throw new Error(JSON.stringify(resolved));
    const planned = resolved.plan;
    const { plan, calls } = await run(
      { FAKE_AGY_MODE: 'print' },
      { argv: planned.argv, paths: planned.paths },
    );
    expect(calls[1]).toEqual([
      '--print-timeout',
      '540s',
      '--model',
      'gemini-3-pro',
      '--add-dir',
      repo,
      '-p',
      antigravityInstruction(plan.paths.prompt, repo),
    ]);
  });

  it('no --add-dir when the binary does not offer it, or its --help fails', async () => {
    for (const help of ['plain', 'fail']) {
      const { calls, outcome } = await run({ FAKE_AGY_MODE: 'print', FAKE_AGY_HELP: help });
      expect(outcome.status).toBe('reviewed');
      expect(calls.at(-1)).not.toContain('--add-dir');
    }
  });

  it('the --help probe is bounded', async () => {
    const { plan, ctx } = setup({ FAKE_AGY_HELP: 'hang' });
    const started = Date.now();
    expect(await probeAddDir(plan, ctx, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('layer 2: the transcript response written after the watermark', async () => {
    await seedConversation('c1', [entry('an OLD review from yesterday')]);
    const { outcome, review } = await run({
      FAKE_AGY_MODE: 'transcript',
      FAKE_AGY_CONV: 'c1',
      FAKE_AGY_TEXT: 'NEW review',
    });
    expect(outcome.status).toBe('reviewed');
    expect(review).toBe('NEW review\n');
    expect(outcome.caveats).toEqual([
      "Recovered from Antigravity's session transcript: its stdout held no review.",
    ]);
  });

  it('a stale transcript is not replayed: silent agy → empty / empty_output', async () => {
    await seedConversation('c1', [entry('an OLD review from yesterday')]);
    const { outcome, review } = await run({ FAKE_AGY_MODE: 'silent' });
    expect(outcome.status).toBe('empty');
    expect(outcome.reason).toBe('empty_output');
    expect(review).not.toContain('OLD review');
    expect(review.split('\n')[0]).toBe('antigravity review failed or returned empty output. stderr:');
  });

  it('an unreadable transcript is declined, and the stub says why', async () => {
    await seedUnreadable('c1');
    const { outcome, review } = await run({ FAKE_AGY_MODE: 'silent' });
    expect(outcome.status).toBe('empty');
    expect(review).toContain(
      'Its transcript could not be read before the run, so it was not replayed: an older review could have been shown as this one.',
    );
  });

  it('stdout of a non-zero exit is discarded → failed / exit_nonzero', async () => {
    const { outcome, review } = await run({
      FAKE_AGY_MODE: 'print',
      FAKE_AGY_EXIT: '2',
      FAKE_AGY_TEXT: 'half a review',
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('exit_nonzero');
    expect(review).not.toContain('half a review');
    expect(review).toContain('Antigravity exited with code 2; its stdout was discarded.');
  });

  it('a blind review is stamped in the file and carries the caveat', async () => {
    const text = 'REVIEWED-WITHOUT-REPO-ACCESS\n## Summary\nCould not open files.';
    const { outcome, review } = await run({ FAKE_AGY_MODE: 'print', FAKE_AGY_TEXT: text });
    expect(outcome.status).toBe('reviewed');
    expect(review).toBe(`> ${BLIND_CAVEAT}\n\n${text}\n`);
    expect(outcome.body).toBe(text);
    expect(outcome.caveats[0]).toBe(BLIND_CAVEAT);
  });

  it('layer 3: the diagnostic stub with stderr, the cli.log hint and the stall check', async () => {
    const { outcome, review } = await run({
      FAKE_AGY_MODE: 'silent',
      FAKE_AGY_STDERR: 'warning: model fallback',
      FAKE_AGY_CLI_LOG:
        'boot|NOT_FOUND: model a|x|agent executor error: b|Publisher model c not found|NOT_FOUND: d|tail',
    });
    expect(outcome.status).toBe('empty');
    expect(outcome.reason).toBe('empty_output');
    expect(review).toBe(
      [
        'antigravity review failed or returned empty output. stderr:',
        'warning: model fallback',
        'Antigravity exited 0 but printed no review and wrote no new response to its transcript.',
        `A pinned model may be unavailable: run \`agy models\` and set review.models.agy to a listed model. From ${agyPaths(home).cliLog}:`,
        '  agent executor error: b',
        '  Publisher model c not found',
        '  NOT_FOUND: d',
        `Pre-session stall check: no new session appeared under ${agyPaths(home).brain}/ during the run, so agy likely stalled before starting one (sign-in, model selection or network); run agy once interactively to see why.`,
        '',
      ].join('\n'),
    );
  });

  it('the stall check names a session that started but gave no response', async () => {
    const { outcome, review } = await run({ FAKE_AGY_MODE: 'session-only', FAKE_AGY_CONV: 'conv-9' });
    expect(outcome.status).toBe('empty');
    expect(review).toContain(
      'Pre-session stall check: a new session (brain/conv-9/) appeared during the run, so agy started a session but produced no final response.',
    );
    expect(review).not.toContain('pinned model');
  });

  it('a hang → timed_out / timed_out with the diagnostic stub', async () => {
    const { outcome, review } = await run(
      { FAKE_AGY_MODE: 'hang', FAKE_AGY_HELP: 'plain' },
      { timeoutMs: 700 },
    );
    expect(outcome.status).toBe('timed_out');
    expect(outcome.reason).toBe('timed_out');
    expect(review).toContain(
      'Antigravity timed out after 700 ms; output printed before that is not a review.',
    );
  });

  it('a missing binary → failed / spawn_error', async () => {
    const { outcome, review } = await run({}, { binary: join(dir, 'no-such-agy') });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toBe('spawn_error');
    expect(review).toContain('Antigravity could not be started (ENOENT).');
  });

  it('a lane of the other transport fails closed', async () => {
    const outcome = await antigravityHandler.run(httpPlan(dir, 'http://127.0.0.1:9'), context(dir));
    expect(outcome.status).toBe('unavailable');
    expect(outcome.reason).toBe('malformed_lane');
  });
});

/**
 * The `antigravity` handler: `agy` exits 0 with empty stdout in several real failures. The review
 * is stdout from a clean exit (layer 1), else the newest response in its transcript after a
 * watermark taken before the spawn (layer 2; assumes one review of a workspace at a time, as
 * upstream does), else a stub (layer 3).
 */
import { mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isPlainObject } from '../../sys/plain-object.js';
import { fileRefInstruction } from '../../plan/resolve.js';
import type { SpawnLanePlan } from '../../plan/types.js';
import { BLIND_MARKER, isBlindReview } from '../blind.js';
import { STUB_MARKER } from '../output.js';
import { collectSpawn, finishSpawn, type CollectedSpawn } from '../spawn-lane.js';
import type { Handler, LaneOutcome, LaneRunContext } from '../types.js';
import { wrongTransport } from './_outcomes.js';

/** The bound on `agy --help`. */
const HELP_PROBE_TIMEOUT_MS = 5000;
export const BLIND_CAVEAT =
  '[reviewed-without-repo-access] This reviewer ran without access to the repository files; ' +
  'down-weight its verdict in the Consensus Summary.';
const CLI_LOG_RE = /agent executor error|NOT_FOUND|Publisher model/i;
/** Only the end of cli.log is read for hints: it grows without bound. */
const CLI_LOG_TAIL_BYTES = 256 * 1024;

export function agyPaths(home: string) {
  const root = join(home, '.gemini', 'antigravity-cli');
  return {
    root,
    cache: join(root, 'cache', 'last_conversations.json'),
    brain: join(root, 'brain'),
    cliLog: join(root, 'cli.log'),
    transcript: (convId: string) =>
      join(root, 'brain', convId, '.system_generated', 'logs', 'transcript.jsonl'),
  };
}

export interface Watermark {
  convId: string;
  /** Non-blank transcript lines that existed before the run. */
  lines: number;
  /** The transcript exists but could not be read: its old responses cannot be told apart. */
  unreadable?: true;
}

/** The workspace's conversation id in a parsed cache: exact key first, then case-insensitive. */
export function conversationIdFor(cache: unknown, workspace: string): string {
  if (!isPlainObject(cache)) return '';
  if (Object.hasOwn(cache, workspace)) {
    const exact = cache[workspace];
    if (typeof exact === 'string' && exact !== '') return exact;
  }
  const lower = workspace.toLowerCase();
  for (const [key, value] of Object.entries(cache)) {
    if (key.toLowerCase() === lower && typeof value === 'string' && value !== '') return value;
  }
  return '';
}

async function readConversationId(home: string, workspace: string): Promise<string> {
  try {
    return conversationIdFor(JSON.parse(await readFile(agyPaths(home).cache, 'utf8')), workspace);
  } catch {
    return '';
  }
}

/** Conversation ids are directory names; anything that could climb out of brain/ is ignored. */
function safeConvId(id: string): string {
  return /^[A-Za-z0-9._-]+$/.test(id) && id !== '.' && id !== '..' ? id : '';
}

function nonBlankLines(text: string): string[] {
  return text.split(/\r?\n/).filter((l) => l.trim() !== '');
}

type TranscriptRead = { kind: 'text'; text: string } | { kind: 'absent' } | { kind: 'unreadable' };

async function readTranscript(home: string, convId: string): Promise<TranscriptRead> {
  try {
    return { kind: 'text', text: await readFile(agyPaths(home).transcript(convId), 'utf8') };
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { kind: 'absent' } : { kind: 'unreadable' };
  }
}

export async function readWatermark(home: string, workspace: string): Promise<Watermark> {
  const convId = safeConvId(await readConversationId(home, workspace));
  if (!convId) return { convId: '', lines: 0 };
  const t = await readTranscript(home, convId);
  if (t.kind === 'unreadable') return { convId, lines: 0, unreadable: true };
  return { convId, lines: t.kind === 'text' ? nonBlankLines(t.text).length : 0 };
}

export type FallbackResult =
  | { kind: 'response'; text: string }
  | { kind: 'none' }
  /** The watermark could not be taken for this conversation: replaying could show an old review. */
  | { kind: 'declined' };

/** Layer 2: the last finished model response written after the watermark. */
export async function transcriptFallback(
  home: string,
  workspace: string,
  mark: Watermark,
): Promise<FallbackResult> {
  const convId = safeConvId(await readConversationId(home, workspace));
  if (!convId) return { kind: 'none' };
  const sameConversation = convId === mark.convId;
  if (sameConversation && mark.unreadable) return { kind: 'declined' };
  const t = await readTranscript(home, convId);
  if (t.kind !== 'text') return { kind: 'none' };
  const fresh = nonBlankLines(t.text).slice(sameConversation ? mark.lines : 0);
  let found: string | null = null;
  for (const line of fresh) {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (
      isPlainObject(entry) &&
      entry.source === 'MODEL' &&
      entry.status === 'DONE' &&
      entry.type === 'PLANNER_RESPONSE' &&
      typeof entry.content === 'string'
    ) {
      found = entry.content;
    }
  }
  return found === null ? { kind: 'none' } : { kind: 'response', text: found };
}

export function stampBlindReview(text: string): string {
  return `> ${BLIND_CAVEAT}\n\n${text}`;
}

/** The file-reference instruction, asking agy to ground its review in the files and to say when it cannot. */
export function antigravityInstruction(promptPath: string, repoRoot: string): string {
  return (
    `${fileRefInstruction(promptPath, repoRoot)} ` +
    `Verify every claim against the repository files before reporting it. If you cannot read files under ${repoRoot}, ` +
    `start your reply with the exact line ${BLIND_MARKER}.`
  );
}

/** Swaps the standard instruction for agy's variant and adds `--add-dir` before the last `-p`. */
export function antigravityArgv(
  argv: readonly string[],
  opts: { standard: string; variant: string; addDir: string | null },
): string[] {
  const out = argv.map((a) => (a === opts.standard ? opts.variant : a));
  if (opts.addDir === null) return out;
  const lastP = out.lastIndexOf('-p');
  const at = lastP === -1 ? out.length : lastP;
  out.splice(at, 0, '--add-dir', opts.addDir);
  return out;
}

/** Does the lane's own binary offer `--add-dir`? Any failure of the bounded probe means no. */
export async function probeAddDir(
  plan: SpawnLanePlan,
  ctx: LaneRunContext,
  timeoutMs = HELP_PROBE_TIMEOUT_MS,
) {
  let dir: string | null = null;
  try {
    dir = await mkdtemp(join(tmpdir(), 'rl-agy-help-'));
    const stdoutPath = join(dir, 'out');
    const stderrPath = join(dir, 'err');
    const outcome = await ctx.processRunner.run(
      {
        binary: plan.binary,
        argv: ['--help'],
        cwd: ctx.repoRoot,
        env: ctx.env,
        stdinPath: null,
        stdoutPath,
        stderrPath,
        timeoutMs,
        killGraceMs: Math.min(ctx.killGraceMs, 1000),
        maxOutputBytes: 1024 * 1024,
      },
      ctx.signal,
    );
    if (outcome.spawnError || outcome.timedOut) return false;
    const text =
      (await readFile(stdoutPath, 'utf8').catch(() => '')) +
      (await readFile(stderrPath, 'utf8').catch(() => ''));
    return text.includes('--add-dir');
  } catch {
    return false;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

async function listDir(path: string): Promise<Set<string>> {
  try {
    return new Set(await readdir(path));
  } catch {
    return new Set();
  }
}

/** The last ≤3 cli.log lines that point at an unavailable model. */
export async function cliLogHints(home: string): Promise<string[]> {
  let handle;
  try {
    handle = await open(agyPaths(home).cliLog, 'r');
  } catch {
    return [];
  }
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, CLI_LOG_TAIL_BYTES);
    const buf = Buffer.alloc(length);
    await handle.read(buf, 0, length, size - length);
    return buf
      .toString('utf8')
      .split(/\r?\n/)
      .filter((l) => CLI_LOG_RE.test(l))
      .slice(-3)
      .map((l) => l.trim());
  } catch {
    return [];
  } finally {
    await handle.close();
  }
}

function whyNoReview(plan: SpawnLanePlan, collected: CollectedSpawn): string {
  const o = collected.outcome;
  if (o.spawnError) return `Antigravity could not be started (${o.spawnError}).`;
  if (o.timedOut) {
    return o.cancelled
      ? 'Antigravity was cancelled before it finished.'
      : `Antigravity timed out after ${plan.timeoutMs} ms; output printed before that is not a review.`;
  }
  if (o.signal) return `Antigravity was killed by signal ${o.signal}; its stdout was discarded.`;
  if (o.exitCode !== 0) return `Antigravity exited with code ${o.exitCode}; its stdout was discarded.`;
  return 'Antigravity exited 0 but printed no review and wrote no new response to its transcript.';
}

export interface StubFacts {
  declined: boolean;
  hints: string[];
  /** Conversation directories that appeared under brain/ during the run. */
  newSessions: string[];
}

/** Layer 3, with stderr kept. */
function antigravityStub(
  plan: SpawnLanePlan,
  collected: CollectedSpawn,
  home: string,
  facts: StubFacts,
): string {
  const paths = agyPaths(home);
  const lines = [
    `${plan.slug} review ${STUB_MARKER}. stderr:`,
    collected.stderr.replace(/\n+$/, ''),
    whyNoReview(plan, collected),
  ];
  if (facts.declined) {
    lines.push(
      'Its transcript could not be read before the run, so it was not replayed: an older review could have been shown as this one.',
    );
  }
  if (facts.hints.length > 0) {
    lines.push(
      `A pinned model may be unavailable: run \`agy models\` and set review.models.agy to a listed model. From ${paths.cliLog}:`,
      ...facts.hints.map((h) => `  ${h}`),
    );
  }
  lines.push(
    facts.newSessions.length > 0
      ? `Pre-session stall check: a new session (brain/${facts.newSessions[0]}/) appeared during the run, so agy started a session but produced no final response.`
      : `Pre-session stall check: no new session appeared under ${paths.brain}/ during the run, so agy likely stalled before starting one (sign-in, model selection or network); run agy once interactively to see why.`,
  );
  return `${lines.join('\n')}\n`;
}

export const antigravityHandler: Handler = {
  async run(plan, ctx): Promise<LaneOutcome> {
    if (plan.transport !== 'spawn') return wrongTransport('antigravity', 'spawn', plan);
    const home = ctx.homeDir;
    const workspace = ctx.repoRoot;
    const mark = await readWatermark(home, workspace);
    const sessionsBefore = await listDir(agyPaths(home).brain);

    // The planner names the root as an absolute path; so must the instruction we look for.
    const root = resolve(ctx.repoRoot);
    const argv = antigravityArgv(plan.argv, {
      standard: fileRefInstruction(plan.paths.prompt, root),
      variant: antigravityInstruction(plan.paths.prompt, root),
      addDir: (await probeAddDir(plan, ctx)) ? root : null,
    });
    const collected = await collectSpawn(plan, ctx, argv);
    const o = collected.outcome;
    const ranToEnd = !o.spawnError && !o.timedOut;

    let text = o.exitCode === 0 && o.signal === null && ranToEnd ? collected.reviewText : '';
    const caveats: string[] = [];
    let declined = false;
    if (text.trim() === '' && ranToEnd) {
      const fallback = await transcriptFallback(home, workspace, mark);
      if (fallback.kind === 'response' && fallback.text.trim() !== '') {
        text = fallback.text;
        caveats.push("Recovered from Antigravity's session transcript: its stdout held no review.");
      }
      declined = fallback.kind === 'declined';
    }

    if (text.trim() !== '') {
      if (!isBlindReview(text)) return finishSpawn(plan, collected, text, undefined, { caveats });
      // The file keeps the stamp for consumers that read it; the report renders the caveat instead.
      const outcome = await finishSpawn(plan, collected, stampBlindReview(text), undefined, { caveats });
      return { ...outcome, body: text, caveats: [BLIND_CAVEAT, ...outcome.caveats] };
    }

    const sessionsAfter = await listDir(agyPaths(home).brain);
    const stub = antigravityStub(plan, collected, home, {
      declined,
      hints: await cliLogHints(home),
      newSessions: [...sessionsAfter].filter((s) => !sessionsBefore.has(s)),
    });
    return finishSpawn(plan, collected, '', undefined, { stub });
  },
};

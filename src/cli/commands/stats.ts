/**
 * `reviewer-lanes stats` (D20): each lane's track record over the repository's last closed pull
 * requests, from what GitHub keeps. The token comes from GITHUB_TOKEN, the API from
 * GITHUB_API_URL. Exit 1 when no pull request could be read.
 */
import { resolve } from 'node:path';
import { messageOf, UsageError } from '../../diagnostics.js';
import { renderTrackRecord } from '../../track/render.js';
import { connect, trackRecord, writeTrackRecord } from '../../track/stats.js';
import { DEFAULT_PRS, MAX_PRS, parsePrs, parseRepository, parseSince } from '../../track/window.js';
import type { CommandContext, CommandSpec, OptionValues } from '../command.js';
import { githubApiUrl } from '../../sys/runner-env.js';

export const spec: CommandSpec = {
  name: 'stats',
  summary: "Each lane's track record over the repository's last closed pull requests.",
  description:
    `Reads our sticky comments' records, inline comments, their reactions and replies through the GitHub API ` +
    `(token: GITHUB_TOKEN; API: GITHUB_API_URL). --prs defaults to ${DEFAULT_PRS}, at most ${MAX_PRS}. ` +
    'With --out, writes track-record.json, TRACK-RECORD.md and track-record.svg there. Exits 1 when no pull request could be read.',
  options: {
    repo: { type: 'string', valueName: 'OWNER/NAME', description: 'the repository (required)' },
    prs: {
      type: 'string',
      valueName: 'N',
      description: `how many closed pull requests (default: ${DEFAULT_PRS})`,
    },
    since: {
      type: 'string',
      valueName: 'DATE',
      description: 'only pull requests closed since (YYYY-MM-DD or ISO 8601)',
    },
    out: { type: 'string', valueName: 'DIR', description: 'write the track record files here' },
  },
  check(values: OptionValues) {
    if (typeof values.repo !== 'string') throw new UsageError('--repo OWNER/NAME is required');
    parseRepository(values.repo, '--repo');
    if (typeof values.prs === 'string') parsePrs(values.prs, '--prs');
    if (typeof values.since === 'string') parseSince(values.since, '--since');
  },
};

export async function run(ctx: CommandContext): Promise<number> {
  const v = ctx.values;
  const token = ctx.env['GITHUB_TOKEN'] ?? '';
  if (token === '')
    throw new UsageError('GITHUB_TOKEN is not set: stats reads the repository through the GitHub API');
  const repository = v.repo as string;
  const { owner, repo } = parseRepository(repository, '--repo');
  const github = connect({
    token,
    baseUrl: githubApiUrl(ctx.env),
    owner,
    repo,
    log: { warning: (m) => ctx.out.stderr(`warning: ${m}\n`), info: (m) => ctx.out.stderr(`${m}\n`) },
  });
  let record;
  try {
    record = await trackRecord(
      {
        repository: `${owner}/${repo}`,
        prs: typeof v.prs === 'string' ? parsePrs(v.prs, '--prs') : DEFAULT_PRS,
        ...(typeof v.since === 'string' ? { since: parseSince(v.since, '--since') } : {}),
        identity: await github.identity(),
      },
      { ...github, now: () => new Date(), progress: (line) => ctx.out.stderr(`${line}\n`) },
    );
  } catch (err) {
    const message = `the track record of ${owner}/${repo} could not be read: ${messageOf(err)}`;
    ctx.out.stderr(`reviewer-lanes: error: ${message}\n`);
    if (ctx.json) ctx.out.json({ ok: false, errors: [{ message, code: 'github_error' }] });
    return 1;
  }
  if (typeof v.out === 'string') {
    const files = writeTrackRecord(record, resolve(ctx.cwd, v.out));
    ctx.out.stderr(`wrote ${files.join(', ')}\n`);
  }
  if (ctx.json) ctx.out.json(record);
  else ctx.out.stdout(renderTrackRecord(record));
  if (!record.ok) ctx.out.stderr('reviewer-lanes: no closed pull request could be read\n');
  return record.ok ? 0 : 1;
}

/**
 * `mode: stats` (D20), on `schedule` or `workflow_dispatch`: each lane's track record over the
 * repository's last closed pull requests, as the job summary and the artifact
 * `reviewer-lanes-track-record` (track-record.json, TRACK-RECORD.md, the chart) the review page
 * reads. Fails the step only when no pull request could be read.
 */
import { join } from 'node:path';
import { UsageError } from '../../diagnostics.js';
import { attemptName } from '../../github/artifact.js';
import { renderTrackRecord } from '../../track/render.js';
import { TRACK_RECORD_ARTIFACT } from '../../track/schema.js';
import { connect, trackRecord, writeTrackRecord } from '../../track/stats.js';
import { runnerPaths } from '../inputs.js';
import { refuseLinkedWrite, type ModeContext } from '../mode.js';
import { githubApiUrl } from '../../sys/runner-env.js';

export async function statsMode(s: ModeContext): Promise<void> {
  const { surface, event } = s;
  if (!s.inputs.token || !s.author)
    throw new UsageError(
      "Input 'github-token' is empty: mode: stats reads the repository through the GitHub API",
    );
  const { owner, repo } = event.repository;
  const github = connect({
    token: s.inputs.token,
    baseUrl: githubApiUrl(s.ctx.env),
    owner,
    repo,
    log: surface,
  });
  const record = await trackRecord(
    {
      repository: `${owner}/${repo}`,
      prs: s.inputs.stats.prs,
      ...(s.inputs.stats.since ? { since: s.inputs.stats.since } : {}),
      identity: await s.author(),
    },
    { ...github, now: () => new Date(), progress: (line) => surface.info(line) },
  );
  const { runnerTemp } = runnerPaths(s.ctx.env);
  refuseLinkedWrite(runnerTemp, s.ctx.env);
  const dir = join(runnerTemp, 'reviewer-lanes', 'track-record');
  const files = writeTrackRecord(record, dir);
  const markdown = renderTrackRecord(record);
  await surface.summary(markdown);
  if (s.inputs.artifact.upload) {
    const store = await s.artifacts();
    if (store) {
      // The plain name whenever this run has none: the review page finds a run by that name only
      // (track/on-page.ts), so a re-run after a first attempt that uploaded nothing must take it.
      const taken =
        s.run.runAttempt > 1 && (await store.list()).some((a) => a.name === TRACK_RECORD_ARTIFACT);
      const name = taken ? attemptName(TRACK_RECORD_ARTIFACT, s.run.runAttempt) : TRACK_RECORD_ARTIFACT;
      const uploaded = await store.upload(name, dir, files);
      surface.info(
        `Uploaded the track record as the artifact ${name}${uploaded.id !== undefined ? ` (id ${uploaded.id})` : ''}.`,
      );
    }
  }
  if (!record.ok)
    surface.setFailed(`No closed pull request of ${owner}/${repo} could be read; see the job summary`);
}

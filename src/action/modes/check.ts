/** `mode: check` (D13): the required check on manifest changes, as annotations and its own comment. */
import { annotateCheck, renderCheck } from '../../github/check-annotations.js';
import { BASELINE_NOT_CURRENT } from '../../pipeline/index.js';
import { publish } from '../../github/publish.js';
import { publishDeps, type ModeContext } from '../mode.js';

export async function checkMode(s: ModeContext): Promise<void> {
  const { surface } = s;
  const report = await s.stages.check(s.settings, s.ctx);
  await annotateCheck(report, surface, s.settings.cwd);
  const markdown = renderCheck(report, s.settings.cwd);
  const quiet = report.ok && report.disclosureDiff.length === 0;
  const result = await publish(
    {
      pr: s.event.pr ? { number: s.event.pr.number, isFork: s.event.pr.isFork } : null,
      comment: s.inputs.comment,
      // Its own comment, so a check never overwrites the review (':' cannot occur in comment-id).
      commentId: `${s.inputs.commentId}:check`,
      onStale: 'post',
      artifactName: null,
    },
    // A passing check with nothing to disclose only refreshes a comment it posted before.
    { markdown, outDir: null, reviewedHeadSha: null, updateOnly: quiet },
    publishDeps(s),
  );
  surface.setOutput('comment-url', result.commentUrl ?? '');
  if (!report.ok) {
    const stale = report.consent?.lanes.filter((l) => l.needsEntry && l.state !== 'current').length ?? 0;
    const other = report.errors.filter((e) => e.code !== BASELINE_NOT_CURRENT).length;
    const parts = [
      other > 0 ? `${other} manifest or config error(s)` : '',
      stale > 0 ? `the consent baseline is not current for ${stale} lane(s)` : '',
    ].filter(Boolean);
    surface.setFailed(`reviewer-lanes check failed: ${parts.join('; ') || 'see the job summary'}`);
  }
}

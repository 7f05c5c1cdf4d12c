// Scripted answers to a cross-examination request, for the fake CLI, the loopback OpenAI-compatible
// server and the loopback fake model. Written for this project: it reads the request's finding
// headings (`### F1 · HIGH · \`path:line\``) and answers each from a script keyed by location, in
// the form a test picks, so every test of the round runs offline.

export const EXAMINATION_HEADING = '# Cross-examination request';

const HEADING = /^### (F\d+) · (HIGH|MEDIUM|LOW) · (`+)(.+?)\3[ \t]*$/gm;

/** The findings a request lists: `[{ id, location }]`, in order. */
export function findingsOf(prompt) {
  const out = [];
  for (const m of prompt.matchAll(HEADING)) out.push({ id: m[1], location: m[4].trim() });
  return out;
}

export const isExamination = (prompt) => prompt.startsWith(EXAMINATION_HEADING);

function entryFor(script, location) {
  const scripted = script[location] ?? script['*'] ?? 'unsure';
  const e = typeof scripted === 'string' ? { verdict: scripted } : scripted;
  const path = location.replace(/:\d+(?:-\d+)?$/, '');
  return {
    verdict: e.verdict,
    evidence: e.evidence ?? `${path}:${location.match(/:(\d+)/)?.[1] ?? '1'}`,
    reason: e.reason ?? `scripted ${e.verdict} for ${location}`,
  };
}

/**
 * The answer to `prompt`. `script`: location (`path:line` or `path:line-end`, as the heading shows
 * it; `*` for any) to a verdict word or `{ verdict, evidence?, reason? }`. `style`: `json` (a fenced
 * block), `lines` (`- F1: refuted — reason (path:line)`), `bold` (`**F1** refuted: …`) or `cut`
 * (a json block cut short inside its last entry).
 */
export function scriptedAnswer(prompt, script, style = 'json') {
  const verdicts = findingsOf(prompt).map(({ id, location }) => ({ id, ...entryFor(script, location) }));
  if (style === 'lines') {
    return `Checked each finding.\n\n${verdicts.map((v) => `- ${v.id}: ${v.verdict} — ${v.reason} (${v.evidence})`).join('\n')}\n`;
  }
  if (style === 'bold') {
    return `${verdicts.map((v) => `**${v.id}** ${v.verdict}: ${v.reason} (${v.evidence})`).join('\n\n')}\n`;
  }
  const block = JSON.stringify({ verdicts }, null, 2);
  if (style === 'cut') {
    // Cut inside the last entry's reason, as an answer that hit its output limit would be.
    const cutAt = block.lastIndexOf('"reason"') + 14;
    return `Here are my verdicts.\n\n\`\`\`json\n${block.slice(0, cutAt)}`;
  }
  return `I checked each finding against the checkout.\n\n\`\`\`json\n${block}\n\`\`\`\n`;
}

#!/usr/bin/env node
// `node scripts/screenshots.mjs [--out DIR]`: the front page's pictures of a real review. It builds
// the demo's sample repository (scripts/demo-repo.mjs: three canned demo lanes, no model), runs the
// bundled action (dist/action/index.js) on that change as a runner would, against the loopback
// GitHub API and artifact service the tests use (bench/support/runner.mjs), and takes what the
// action posted: the sticky comment and the inline comment that carries a suggestion. Each is
// rendered as GitHub renders Markdown (markdown-it with raw HTML, GitHub's own stylesheet from
// github-markdown-css; a ```suggestion block as GitHub shows a suggested change) and captured in
// headless Chromium (Debian's `chromium`; CHROMIUM names another binary). Writes
// sticky-comment.png and inline-suggestion.png into DIR (default docs/images).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { loadFakes, parseOutputs, runnerJob, actionInputs, timedRun } from '../bench/support/runner.mjs';
import { DEMO_LANES } from './demo-lanes.mjs';
import { startDemoEndpoint } from './demo-endpoint.mjs';
import { ROOT, buildDemoRepo } from './demo-repo.mjs';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
if (args.some((a, i) => a !== '--out' && i !== outAt + 1)) {
  console.error('usage: node scripts/screenshots.mjs [--out DIR]');
  process.exit(2);
}
const OUT = resolve(outAt >= 0 ? args[outAt + 1] : join(ROOT, 'docs', 'images'));
const CHROMIUM = process.env.CHROMIUM || 'chromium';
const PR = 42;
const WIDTH = 900;
const css = readFileSync(
  createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'),
  'utf8',
);

/** What the action posted on the pull request, from a run of the bundled action. */
async function reviewOnLoopback() {
  const endpoint = await startDemoEndpoint();
  const fakes = await loadFakes();
  const servers = [];
  try {
    const { repo, git } = await buildDemoRepo(endpoint.url);
    const base = git('rev-parse', 'main').trim();
    const head = git('rev-parse', 'feature').trim();
    const diff = git('diff', `${base}...${head}`);
    const files = git('diff', '--numstat', `${base}...${head}`)
      .trim()
      .split('\n')
      .map((line) => {
        const [additions, deletions, filename] = line.split('\t');
        const patch = git('diff', `${base}...${head}`, '--', filename);
        return {
          sha: head,
          filename,
          status: Number(deletions) === 0 ? 'added' : 'modified',
          additions: Number(additions),
          deletions: Number(deletions),
          changes: Number(additions) + Number(deletions),
          patch: patch.slice(patch.indexOf('@@')),
        };
      });
    const pull = {
      ...fakes.pullRequestPayload({
        number: PR,
        baseSha: base,
        headSha: head,
        title: 'Quantities and a percentage discount',
        body: '`total` now takes each line item’s quantity and an optional percentage discount.',
      }),
      user: { login: 'octocat' },
      labels: [],
      draft: false,
      additions: files.reduce((n, f) => n + f.additions, 0),
      deletions: files.reduce((n, f) => n + f.deletions, 0),
      changed_files: files.length,
    };
    const github = await fakes.startFakeGitHub();
    servers.push(github);
    github.pulls.set(PR, pull);
    github.files.set(PR, files);
    github.pullDiffs.set(PR, diff);
    const artifacts = await fakes.startFakeArtifacts();
    servers.push(artifacts);
    const token = 'ghs_screenshot000000000000000000000000000';
    const inputs = actionInputs(ROOT, { reviewers: DEMO_LANES.map((l) => l.slug).join(',') }, token);
    const event = {
      name: 'pull_request',
      payload: {
        action: 'opened',
        number: PR,
        pull_request: pull,
        repository: { full_name: 'octo/widgets' },
      },
    };
    const job = runnerJob({
      workspace: repo,
      pathDirs: [],
      github,
      artifacts,
      runId: '1',
      event,
      inputs: inputs.env,
    });
    try {
      const run = await timedRun(process.execPath, [inputs.main], { cwd: repo, env: job.env });
      const outputs = parseOutputs(readFileSync(job.files.output, 'utf8'));
      const comment = github.comments.at(-1)?.body;
      const inline = github.reviewComments.find((c) => c.body.includes('```suggestion'));
      if (run.status !== 0 || !comment || !inline)
        throw new Error(
          `the action did not post a comment and an inline suggestion (exit ${run.status}, comment-url ${outputs['comment-url'] ?? 'none'}):\n${run.stdout.slice(-3000)}${run.stderr.slice(-1000)}`,
        );
      const headLines = git('show', `${head}:${inline.path}`).split('\n');
      return { comment, inline, headLines };
    } finally {
      job.cleanup();
      rmSync(repo, { recursive: true, force: true });
    }
  } finally {
    for (const s of servers) await s.close();
    fakes.cleanup();
    await endpoint.close();
  }
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GitHub's Markdown, with a suggestion block shown as GitHub shows a suggested change. */
function renderer(original) {
  const md = new MarkdownIt({ html: true, linkify: true });
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token.info.trim() !== 'suggestion') return fence(tokens, idx, options, env, self);
    const removed = original.map((l) => `<tr class="del"><td>-</td><td>${escape(l)}</td></tr>`);
    const added = token.content
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => `<tr class="add"><td>+</td><td>${escape(l)}</td></tr>`);
    return `<div class="suggestion"><div class="suggestion-head">Suggested change</div><table>${[...removed, ...added].join('')}</table></div>`;
  };
  return md;
}

function page(title, bodyHtml) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; background: #fff; }
.frame { width: ${WIDTH - 34}px; margin: 16px; border: 1px solid #d1d9e0; border-radius: 6px; }
.frame-head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; font: 14px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #59636e; }
.frame-head b { color: #1f2328; }
.markdown-body { padding: 16px; font-size: 14px; }
.suggestion { border: 1px solid #d1d9e0; border-radius: 6px; margin-bottom: 16px; overflow: hidden; }
.suggestion-head { background: #f6f8fa; padding: 6px 12px; font-size: 12px; color: #59636e; border-bottom: 1px solid #d1d9e0; }
.suggestion table { display: table; width: 100%; margin: 0; border: 0; font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.suggestion td { border: 0; padding: 2px 8px; white-space: pre; }
.suggestion td:first-child { width: 1em; color: #59636e; }
.markdown-body .suggestion tr.del, .markdown-body .suggestion tr.del td { background: #ffebe9; }
.markdown-body .suggestion tr.add, .markdown-body .suggestion tr.add td { background: #dafbe1; }
</style></head><body><div class="frame"><div class="frame-head">${title}</div><article class="markdown-body">${bodyHtml}</article></div>
<script>document.body.dataset.height = String(Math.ceil(document.documentElement.scrollHeight));</script></body></html>`;
}

/** Headless Chromium: once to learn the page's height, once to capture all of it. */
function capture(html, png) {
  const dir = mkdtempSync(join(tmpdir(), 'rl-shot-'));
  try {
    const file = join(dir, 'page.html');
    writeFileSync(file, html);
    const flags = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
    ];
    const dom = execFileSync(
      CHROMIUM,
      [...flags, `--window-size=${WIDTH},100`, '--dump-dom', `file://${file}`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const height = Number(/data-height="(\d+)"/.exec(dom)?.[1] ?? NaN);
    if (!Number.isFinite(height)) throw new Error(`${CHROMIUM} did not lay out the page`);
    execFileSync(
      CHROMIUM,
      [...flags, `--window-size=${WIDTH},${height}`, `--screenshot=${png}`, `file://${file}`],
      {
        stdio: ['ignore', 'ignore', 'ignore'],
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { comment, inline, headLines } = await reviewOnLoopback();
mkdirSync(OUT, { recursive: true });
const first = inline.start_line ?? inline.line;
const original = headLines.slice(first - 1, inline.line);
const md = renderer(original);
capture(page('<b>github-actions</b> bot commented', md.render(comment)), join(OUT, 'sticky-comment.png'));
capture(
  page(
    `<b>github-actions</b> bot reviewed <code>${escape(inline.path)}</code> line ${inline.line}`,
    md.render(inline.body),
  ),
  join(OUT, 'inline-suggestion.png'),
);
console.log(`wrote ${join(OUT, 'sticky-comment.png')} and ${join(OUT, 'inline-suggestion.png')}`);

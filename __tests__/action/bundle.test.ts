/**
 * The bundled action started the way the runner starts it: `node dist/action/index.js` with inputs as
 * INPUT_<NAME> (upper-cased, spaces to '_', hyphens kept), under the Node running the tests (20 here) and
 * under Node 24 (what `runs.using: node24` gets on GitHub).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionBundle, node24 } from './helpers/bundle.js';

let bundle: string;
let nodes: Record<string, string>;
beforeAll(() => {
  bundle = actionBundle();
  nodes = { 'the tests’ Node': process.execPath, 'Node 24': node24() };
}, 300_000);

function runBundle(node: string, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'rl-bundle-'));
  const output = join(dir, 'output');
  const summary = join(dir, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const clean: Record<string, string> = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '' };
  const r = spawnSync(node, [bundle], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...clean,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: dir,
      GITHUB_WORKSPACE: dir,
      ...env,
    },
  });
  return { ...r, outputFile: readFileSync(output, 'utf8') };
}

describe('the bundled action', () => {
  it('runs under Node 24, the runtime action.yml declares', () => {
    const v = spawnSync(nodes['Node 24'] as string, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    expect(v.stdout.trim().split('.')[0]).toBe('24');
  });

  it.each(['the tests’ Node', 'Node 24'])(
    '%s: reads hyphenated inputs by their runner names, fails the step on a bad one',
    (n) => {
      const node = nodes[n] as string;
      const r = runBundle(node, {
        'INPUT_MAX-PARALLEL': 'x',
        'INPUT_GITHUB-TOKEN': 'ghs_secret',
        GITHUB_EVENT_NAME: 'push',
      });
      expect(r.stdout).toContain(
        "::error::Input 'max-parallel' must be a whole number from 1 to 32, got 'x'",
      );
      expect(r.status).toBe(1);
    },
  );

  it.each(['the tests’ Node', 'Node 24'])(
    '%s: a payload that is not JSON fails the step with a message, not a stack trace',
    (n) => {
      const node = nodes[n] as string;
      const payload = join(mkdtempSync(join(tmpdir(), 'rl-ev-')), 'event.json');
      writeFileSync(payload, 'not json{');
      const r = runBundle(node, {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: payload,
        GITHUB_REPOSITORY: 'octo/widgets',
      });
      expect(r.stdout).toContain(
        `::error::Cannot read the pull_request event payload (GITHUB_EVENT_PATH=${payload}): Unexpected token 'o', "not json{" is not valid JSON`,
      );
      expect(r.stderr).not.toMatch(/SyntaxError|at new Context/);
      expect(r.status).toBe(1);
    },
  );

  it.each(['the tests’ Node', 'Node 24'])('%s: names the event it does not support', (n) => {
    const node = nodes[n] as string;
    const payload = join(mkdtempSync(join(tmpdir(), 'rl-ev-')), 'event.json');
    writeFileSync(payload, '{}');
    const r = runBundle(node, {
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: payload,
      GITHUB_REPOSITORY: 'octo/widgets',
    });
    expect(r.stdout).toContain(
      "::error::reviewer-lanes does not run on the 'schedule' event; use pull_request, pull_request_target, push, workflow_dispatch, merge_group, issue_comment",
    );
    expect(r.status).toBe(1);
  });
});

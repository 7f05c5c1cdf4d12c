/**
 * The release's notes are CHANGELOG.md's section of its version (scripts/release-notes.mjs, run
 * by .github/workflows/release.yml): read as a Markdown document, so a heading inside a code
 * block or a deeper heading never ends a section early, and a version with no section is refused.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';
// @ts-expect-error: a plain ESM script of the repository, without type declarations
import { releaseNotes } from '../../scripts/release-notes.mjs';

const ROOT = packageRoot();
const notes = releaseNotes as (changelog: string, version: string) => string | null;

const CHANGELOG = [
  '# Changelog',
  '',
  '## [Unreleased]',
  '',
  '- next',
  '',
  '## [1.2.0] - 2027-01-02',
  '',
  '### Fixed',
  '',
  '```md',
  '## [1.1.0] inside a fence is not a heading',
  '```',
  '',
  '## [1.1.0] - 2026-12-30',
  '',
  '- older',
  '',
].join('\n');

describe('release notes', () => {
  it.each([
    ['1.2.0', '### Fixed\n\n```md\n## [1.1.0] inside a fence is not a heading\n```\n'],
    ['1.1.0', '- older\n'],
    ['Unreleased', '- next\n'],
  ])('the section of %s, up to the next release', (version, expected) => {
    expect(notes(CHANGELOG, version)).toBe(expected);
  });

  it('is nothing for a version the changelog does not name', () => {
    expect(notes(CHANGELOG, '1.0.0')).toBeNull();
  });

  it("the script prints package.json's release and refuses one without notes", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const script = join(ROOT, 'scripts/release-notes.mjs');
    const ok = spawnSync(process.execPath, [script, `v${version}`], { encoding: 'utf8' });
    expect([ok.status, ok.stdout]).toEqual([0, expect.stringContaining('The first release.')]);
    const missing = spawnSync(process.execPath, [script, 'v0.0.0-none'], { encoding: 'utf8' });
    expect([missing.status, missing.stderr]).toEqual([
      1,
      'CHANGELOG.md has no section "## [0.0.0-none]": add it before tagging v0.0.0-none\n',
    ]);
  });
});

/**
 * mode: check, GitHub side: annotations land on the manifest file at the line of the field, and
 * the disclosure diff reads as "lane X will now send PR content to Y".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckReport } from '../../src/pipeline/check-job.js';
import {
  ANNOTATIONS_PER_KIND,
  annotateCheck,
  destinationOf,
  fieldPath,
  lineOfField,
  renderCheck,
  renderDisclosureDiff,
} from '../../src/github/check-annotations.js';
import type { Annotation } from '../../src/github/log.js';

const MANIFEST = `{
  "id": "acme-review",
  "role": "reviewer",
  "reviewer": {
    "slug": "acme",
    "transport": "spawn",
    "invoke": {
      "binary": "../../bin/acme",
      "args": [
        "--prompt",
        "{{prompt}}"
      ]
    }
  }
}
`;

// Disclosures as trust/disclosure.ts writes them.
const HTTP_BEFORE = `ollama -> [openai-http] review.ollama_host => http://localhost:11434 [local]
  request: POST /v1/chat/completions
  env: none
  sends: PR title and body, unified diff, changed-file list, repository review guidance`;
const HTTP_AFTER = HTTP_BEFORE.replace('http://localhost:11434 [local]', 'https://gpu.example.net [remote]');
const SPAWN = `acme -> acme-review --prompt {{prompt}}
  runs in a workspace: a checkout of the reviewed commit, agent configuration (CLAUDE.md, AGENTS.md, .claude/ and the like) from the trusted ref; it can read the repository files
  env: ACME_KEY
  sends: PR title and body, unified diff, changed-file list, repository review guidance`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rl-check-'));
  mkdirSync(join(dir, '.github/reviewer-lanes/capabilities/acme-review'), { recursive: true });
  writeFileSync(join(dir, '.github/reviewer-lanes/capabilities/acme-review/capability.json'), MANIFEST);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function recorder() {
  const out: Array<{ level: string; message: string; at?: Annotation }> = [];
  const rec = (level: string) => (message: string, at?: Annotation) =>
    out.push({ level, message, ...(at ? { at } : {}) });
  return {
    out,
    log: { info: rec('info'), notice: rec('notice'), warning: rec('warning'), error: rec('error') },
  };
}

describe('lineOfField', () => {
  it.each([
    ['reviewer.invoke.binary', 8],
    ['reviewer.invoke.args[1]', 11],
    ['reviewer.invoke.args', 9],
    ['reviewer.invoke.outputArg', 7],
    ['id', 2],
    ['nothing.here', undefined],
  ])('%s is on line %s', (field, line) => {
    expect(lineOfField(MANIFEST, field)).toBe(line);
  });

  it('gives up quietly on text that is not JSON', () => {
    expect(lineOfField('{ not json', 'a.b')).toBeUndefined();
    expect(fieldPath('a.b[3].c')).toEqual(['a', 'b', 3, 'c']);
  });
});

describe('annotateCheck', () => {
  it('puts each error on its manifest file and line, with the lane and field in the message', async () => {
    const { out, log } = recorder();
    const report: CheckReport = {
      ok: false,
      errors: [
        {
          message: 'must be a bare command name, not a path',
          code: 'invalid_field',
          path: join(dir, '.github/reviewer-lanes/capabilities/acme-review/capability.json'),
          id: 'acme-review',
          field: 'reviewer.invoke.binary',
        },
        { message: 'review.default_reviewers must be an array', path: '.github/reviewer-lanes/config.json' },
        { message: 'the consent baseline is not current' },
      ],
      warnings: [],
      disclosureDiff: [],
    };
    await annotateCheck(report, log, dir);
    expect(out).toEqual([
      {
        level: 'error',
        message: '[acme-review] reviewer.invoke.binary: must be a bare command name, not a path',
        at: {
          file: '.github/reviewer-lanes/capabilities/acme-review/capability.json',
          startLine: 8,
          title: 'reviewer-lanes check',
        },
      },
      {
        level: 'error',
        message: 'review.default_reviewers must be an array',
        at: { file: '.github/reviewer-lanes/config.json', title: 'reviewer-lanes check' },
      },
      {
        level: 'error',
        message: 'the consent baseline is not current',
        at: { title: 'reviewer-lanes check' },
      },
    ]);
  });

  it('never reads through a link, a FIFO or an oversized file the pull request commits', async () => {
    // A link to a FIFO nobody writes: reading it would block the job for good.
    const fifo = join(dir, 'never-written');
    execFileSync('mkfifo', [fifo]);
    const files = {
      linkToFifo: 'link-to-fifo.json',
      fifo: 'fifo.json',
      linkToManifest: 'link-to-manifest.json',
      huge: 'huge.json',
    };
    symlinkSync(fifo, join(dir, files.linkToFifo));
    execFileSync('mkfifo', [join(dir, files.fifo)]);
    symlinkSync(
      join(dir, '.github/reviewer-lanes/capabilities/acme-review/capability.json'),
      join(dir, files.linkToManifest),
    );
    writeFileSync(join(dir, files.huge), `${MANIFEST}${' '.repeat(1024 * 1024)}`);
    const errors = Object.values(files).map((path) => ({
      message: 'must be a bare command name, not a path',
      path,
      id: 'acme-review',
      field: 'reviewer.invoke.binary',
    }));
    const { out, log } = recorder();
    await annotateCheck({ ok: false, errors, warnings: [], disclosureDiff: [] }, log, dir);
    // Each is annotated on its file, without a line: nothing was read.
    expect(out.map((a) => a.at)).toEqual(
      Object.values(files).map((file) => ({ file, title: 'reviewer-lanes check' })),
    );
  });

  it('stops at GitHub’s annotation limit and points at the summary for the rest', async () => {
    const { out, log } = recorder();
    const errors = Array.from({ length: 13 }, (_, i) => ({ message: `problem ${i}` }));
    await annotateCheck({ ok: false, errors, warnings: [], disclosureDiff: [] }, log, dir);
    expect(out).toHaveLength(ANNOTATIONS_PER_KIND + 1);
    expect(out.at(-1)?.message).toBe('3 more errors: see the job summary');
  });
});

describe('the disclosure diff', () => {
  it('names where PR content will now go', () => {
    expect(destinationOf(HTTP_AFTER)).toBe('https://gpu.example.net [remote]');
    expect(destinationOf(SPAWN)).toBe('`acme-review --prompt {{prompt}}`');
    const md = renderDisclosureDiff([
      { id: 'ollama', slug: 'ollama', change: 'changed', before: HTTP_BEFORE, after: HTTP_AFTER },
      { id: 'acme-review', slug: 'acme', change: 'added', after: SPAWN },
      { id: 'old-lane', slug: 'old', change: 'removed', before: SPAWN },
    ]);
    expect(md).toContain(
      '- **ollama** (`ollama`) will now send PR content to https://gpu.example.net [remote] (was http://localhost:11434 [local]).',
    );
    expect(md).toContain(
      '- **acme** (`acme-review`) is new and will now run `acme-review --prompt {{prompt}}`.',
    );
    expect(md).toContain('- **old** (`old-lane`) is no longer consented: it will not run.');
    expect(md).toContain('- ollama -> [openai-http] review.ollama_host => http://localhost:11434 [local]');
    expect(md).toContain('+ ollama -> [openai-http] review.ollama_host => https://gpu.example.net [remote]');
  });

  it('says so when nothing changes', () => {
    expect(renderDisclosureDiff([])).toBe(
      'The consent baseline is unchanged: no lane sends PR content anywhere new.',
    );
  });

  it('keeps a disclosure holding backticks inside its fence', () => {
    const md = renderDisclosureDiff([{ id: 'x', slug: 'x', change: 'added', after: 'x -> run ```evil```' }]);
    expect(md).toContain('````diff\n+ x -> run ```evil```\n````');
  });
});

describe('renderCheck', () => {
  it('lists errors, lanes whose consent is not current, the diff and warnings', () => {
    const md = renderCheck(
      {
        ok: false,
        errors: [
          { message: 'bad | pipe', path: join(dir, 'a.json'), id: 'acme-review', field: 'reviewer.slug' },
        ],
        warnings: [{ message: 'unknown field', field: 'reviewer.extra' }],
        consent: {
          ok: false,
          lanes: [
            {
              id: 'acme-review',
              slug: 'acme',
              source: 'repository',
              needsEntry: true,
              state: 'signature_changed',
              signature: 's',
              disclosure: SPAWN,
            },
            {
              id: 'codex',
              slug: 'codex',
              source: 'first-party',
              needsEntry: false,
              state: 'unneeded',
              signature: 's',
              disclosure: '',
            },
          ],
        },
        disclosureDiff: [],
      },
      dir,
    );
    expect(md.split('\n')[0]).toBe('## reviewer-lanes check: failed');
    expect(md).toContain('| a.json | acme-review | reviewer.slug | bad \\| pipe |');
    expect(md).toContain('- **acme** (`acme-review`): signature_changed');
    expect(md).not.toContain('**codex**');
    expect(md).toContain('Run `npx reviewer-lanes consent --write`');
    expect(md).toContain('|  |  | reviewer.extra | unknown field |');
  });

  it('lists lanes whose baseline entry is not current once, in their own section', () => {
    const md = renderCheck(
      {
        ok: false,
        errors: [
          {
            code: 'baseline_not_current',
            message: "lane 'acme' is missing",
            path: 'c.json',
            id: 'acme-review',
          },
        ],
        warnings: [],
        consent: {
          ok: false,
          lanes: [
            {
              id: 'acme-review',
              slug: 'acme',
              source: 'repository',
              needsEntry: true,
              state: 'missing',
              signature: 's',
              disclosure: SPAWN,
            },
          ],
        },
        disclosureDiff: [],
      },
      dir,
    );
    expect(md).not.toContain('### Errors');
    expect(md).toContain('- **acme** (`acme-review`): missing');
  });
});

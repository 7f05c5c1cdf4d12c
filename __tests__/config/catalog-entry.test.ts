import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { formatCatalogPin, parseCatalogPin } from '../../src/config/catalog-pin.js';
import {
  catalogDefaults,
  catalogEntryOf,
  layerConfig,
  loadConfigAt,
} from '../../src/config/catalog-entry.js';
import { createConfig, parseConfigText } from '../../src/config/config.js';
import { createGit } from '../../src/sys/git.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const SRC = '.github/reviewer-lanes/config.json';

describe('review.catalog: only a full commit pins a catalog (D23)', () => {
  it.each([
    ['acme/lanes@' + SHA, { owner: 'acme', repo: 'lanes', path: '', sha: SHA }],
    [
      'acme/lanes/org/review@' + SHA.toUpperCase(),
      { owner: 'acme', repo: 'lanes', path: 'org/review', sha: SHA },
    ],
    ['my-org/.github@' + SHA, { owner: 'my-org', repo: '.github', path: '', sha: SHA }],
  ])('%s is a pin', (value, pin) => {
    expect(parseCatalogPin(value)).toEqual({ pin });
    expect(formatCatalogPin(pin)).toBe(value.replace(SHA.toUpperCase(), SHA));
  });

  const message = (value: unknown) =>
    catalogEntryOf(createConfig({ review: { catalog: value } }, SRC)).errors.map(formatDiagnostic);

  it.each([
    ['acme/lanes@main', '"main", a branch or a tag'],
    ['acme/lanes@v1.2.0', '"v1.2.0", a branch or a tag'],
    ['acme/lanes@0123456', 'a short SHA (7 hex digits)'],
    ['acme/lanes', 'it names no commit'],
  ])('%s is a configuration error saying why', (value, what) => {
    const [error] = message(value);
    expect(error).toContain(`${SRC} review.catalog: must be OWNER/REPO[/PATH]@<40-hex commit>`);
    expect(error).toContain(what);
    expect(error).toContain(
      'a branch, a tag or a short SHA can be moved, which would let the catalog’s owner change what runs here without this repository’s consent',
    );
  });

  it.each([
    ['acme@' + SHA, '"acme" is not OWNER/REPO'],
    ['acme/lanes/../x@' + SHA, 'without . or ..'],
    [42, 'must be a string OWNER/REPO[/PATH]@<commit> (got number 42)'],
  ])('%s is refused', (value, what) => {
    expect(message(value)[0]).toContain(what);
  });

  it('reads catalog_consent only when it is true', () => {
    const entry = (v: unknown) =>
      catalogEntryOf(createConfig({ review: { catalog: `a/b@${SHA}`, catalog_consent: v } }, SRC));
    expect(entry(true)).toMatchObject({ consent: true, errors: [] });
    expect(entry('true').consent).toBe(false);
    expect(parseConfigText(JSON.stringify({ review: { catalog_consent: 'yes' } }), SRC).warnings).toEqual([
      expect.objectContaining({
        field: 'review.catalog_consent',
        message: expect.stringContaining('must be true or false'),
      }),
    ]);
  });
});

describe("a catalog's config.json: defaults under the repository's", () => {
  it('the repository wins, the catalog fills in, trust keys are refused with a warning', () => {
    const catalog = catalogDefaults(
      parseConfigText(
        JSON.stringify({
          review: {
            ollama_host: 'http://models.acme.internal:11434',
            models: { ollama: 'qwen3' },
            catalog: `evil/other@${SHA}`,
            catalog_consent: true,
          },
        }),
        'acme/lanes@x:config.json',
      ),
      'acme/lanes@x:config.json',
    );
    expect(catalog.warnings.map(formatDiagnostic)).toEqual([
      'acme/lanes@x:config.json review.catalog: is ignored: a catalog cannot name a catalog; only the repository’s own config pins one',
      'acme/lanes@x:config.json review.catalog_consent: is ignored: only the repository’s own config can let a catalog’s consent stand for its lanes',
    ]);
    const repo = createConfig({ review: { models: { ollama: 'llama3' } } }, SRC);
    const layered = layerConfig(repo, catalog.config);
    expect(layered.getString('review.models.ollama')).toBe('llama3');
    expect(layered.getString('review.ollama_host')).toBe('http://models.acme.internal:11434');
    expect(layered.get('review.catalog')).toBeUndefined();
    expect(catalogEntryOf(layered)).toEqual({ pin: null, consent: false, errors: [] });
    expect(layered.source).toBe(SRC);
  });
});

describe('loadConfigAt: the pin is read from the trusted commit, not the working tree', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      encoding: 'utf8',
    });

  it('reads the committed file and ignores an edit in the working tree', async () => {
    git('init', '-q', '-b', 'main');
    mkdirSync(join(dir, '.github/reviewer-lanes'), { recursive: true });
    const file = join(dir, SRC);
    writeFileSync(file, JSON.stringify({ review: { catalog: `acme/lanes@${SHA}` } }));
    git('add', '.');
    git('commit', '-q', '-m', 'pin');
    writeFileSync(file, JSON.stringify({ review: { catalog: 'acme/lanes@main' } }));
    const loaded = await loadConfigAt(createGit(dir), 'HEAD', dir);
    expect(catalogEntryOf(loaded.config).pin?.sha).toBe(SHA);
    const missing = await loadConfigAt(createGit(dir), 'no-such-ref', dir);
    expect(missing.errors[0]?.message).toContain('"no-such-ref": not a commit');
  });
});

/**
 * Unknown config keys are said, with the key most likely meant; every key a lane declares or
 * reads, and the per-lane maps keyed by its slug, are known. Catalog: the first-party lanes.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadCatalog } from '../../src/catalog/catalog.js';
import type { Catalog } from '../../src/catalog/types.js';
import { createConfig } from '../../src/config/config.js';
import { unknownConfigKeys } from '../../src/config/keys.js';
import { formatDiagnostic } from '../../src/diagnostics.js';
import { packageRoot } from '../../src/paths.js';

const SRC = '.github/reviewer-lanes/config.json';
let catalog: Catalog;
beforeAll(async () => {
  catalog = await loadCatalog({ cwd: packageRoot(), firstParty: true, capabilityDirs: [] });
});

const warningsFor = (doc: unknown, source: string | null = SRC): string[] =>
  unknownConfigKeys(createConfig(doc, source), catalog).map(formatDiagnostic);

describe('unknownConfigKeys', () => {
  it('knows every documented key and every key a first-party lane declares', () => {
    const doc = {
      review: {
        default_reviewers: ['codex'],
        reviewer_instances: { fast: { cli: 'codex', model: 'm' } },
        max_prompt_tokens: 1000,
        max_prompt_tokens_per_reviewer: { ollama: 10, fast: 5 },
        models: { codex: 'm', agy: 'm', llama_cpp: 'm' },
        effort: { claude: 'high' },
        timeouts: { gemini: 1000 },
        env: { ollama: ['X'] },
        ollama_host: 'http://localhost:11434',
        lm_studio_host: 'http://localhost:1234',
        llama_cpp_host: 'http://localhost:8080',
      },
    };
    expect(warningsFor(doc)).toEqual([]);
    for (const key of catalog.configOwners.keys()) expect(warningsFor({ [key]: 'x' })).toEqual([]);
  });

  const rows: Array<[string, unknown, string[]]> = [
    [
      'a misspelled key under review',
      { review: { default_reviewer: ['codex'] } },
      [
        `${SRC} review.default_reviewer: is not a known key and is ignored; did you mean \`review.default_reviewers\`?`,
      ],
    ],
    [
      'the same, spelled flat',
      { 'review.default_reviewer': ['codex'] },
      [
        `${SRC} review.default_reviewer: is not a known key and is ignored; did you mean \`review.default_reviewers\`?`,
      ],
    ],
    [
      'a top-level list of reviewers',
      { reviewers: ['codex'] },
      [`${SRC} reviewers: is not a known key and is ignored; did you mean \`review.default_reviewers\`?`],
    ],
    [
      'a misspelled review object',
      { reviews: { models: {} } },
      [
        `${SRC} reviews: is not a known key and is ignored; did you mean \`review\`?`,
        `${SRC} reviews.models: is not a known key and is ignored; did you mean \`review.models\`?`,
      ],
    ],
    [
      'a misspelled host key',
      { review: { olama_host: 'http://localhost:11434' } },
      [`${SRC} review.olama_host: is not a known key and is ignored; did you mean \`review.ollama_host\`?`],
    ],
    [
      'a per-lane key for no lane',
      { review: { models: { codx: 'm' }, timeouts: { nobody: 5 } } },
      [
        `${SRC} review.models.codx: is not a known key and is ignored; did you mean \`review.models.codex\`?`,
        `${SRC} review.timeouts.nobody: is not a known key and is ignored`,
      ],
    ],
    [
      'nothing close',
      { review: { temperature: 1 } },
      [`${SRC} review.temperature: is not a known key and is ignored`],
    ],
  ];
  it.each(rows)('%s', (_name, doc, expected) => {
    expect(warningsFor(doc)).toEqual(expected);
  });

  it("leaves a GSD config's other top-level keys alone, and checks its review object", () => {
    const doc = { mode: 'yolo', workflow: { research: true }, review: { default_reviewer: ['codex'] } };
    expect(warningsFor(doc, '.planning/config.json')).toEqual([
      '.planning/config.json review.default_reviewer: is not a known key and is ignored; did you mean `review.default_reviewers`?',
    ]);
  });

  it('knows a key a repository lane declares', () => {
    const owners = new Map(catalog.configOwners).set('review.house_style', 'house');
    const config = createConfig({ review: { house_style: 'strict' } }, SRC);
    expect(unknownConfigKeys(config, { lanes: catalog.lanes, configOwners: owners })).toEqual([]);
  });
});

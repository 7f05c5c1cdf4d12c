// The demo's lanes: three repository lanes that point at the loopback demo endpoint, each answering
// with a canned review of the demo's sample change (scripts/demo.mjs writes it: src/price.js gains
// a quantity and a percentage discount). No model is involved, and every review says so in its
// first line. They are written the way reviewers disagree: two cite the same line for different
// reasons (one merged finding, "2 of 3"), one proposes a committable fix, one sees what the others
// did not, and one raises a concern the others can check against the code.

/** The sample change the canned reviews are about, line by line as the head has it. */
export const SAMPLE = {
  base: 'export function total(items) {\n  return items.reduce((sum, i) => sum + i.price, 0);\n}\n',
  head: 'export function total(items, discount) {\n  const sum = items.reduce((s, i) => s + i.price * i.qty, 0);\n  return sum - sum * discount / 100;\n}\n',
  test: "import { total } from './price.js';\nconsole.log(total([{ price: 2, qty: 3 }], 10));\n",
};

const CANNED = '> DEMO LANE: canned text from the reviewer-lanes demo endpoint, not a model review.';

const review = ({ summary, concerns, risk }) =>
  [
    CANNED,
    '',
    '## Summary',
    summary,
    '',
    '## Strengths',
    '- The change is small and keeps `total` a pure function.',
    '',
    '## Concerns',
    ...concerns,
    '',
    '## Suggestions',
    '- Add a test that asserts the total instead of printing it.',
    '',
    '## Risk Assessment',
    risk,
    '',
  ].join('\n');

/** Each lane: its id (folder and capability id), slug, heading and canned review. */
export const DEMO_LANES = [
  {
    id: 'demo-a',
    slug: 'demo_a',
    section: 'Demo A (canned)',
    review: review({
      summary: '`total` now multiplies by a quantity and takes a percentage discount.',
      concerns: [
        '### HIGH',
        '- `src/price.js:3` — `discount` is never clamped: a value above 100 makes the total negative.',
        '',
        '  ```suggestion',
        '    return sum - (sum * Math.min(Math.max(discount ?? 0, 0), 100)) / 100;',
        '  ```',
      ],
      risk: 'HIGH — a caller can produce a negative price.',
    }),
  },
  {
    id: 'demo-b',
    slug: 'demo_b',
    section: 'Demo B (canned)',
    review: review({
      summary: 'The signature grew a second parameter that existing callers do not pass.',
      concerns: [
        '### HIGH',
        '- `src/price.js:3` — A call without `discount` returns NaN, and existing callers pass one argument.',
        '### LOW',
        '- `src/price.test.js:2` — The test prints the result instead of asserting it.',
      ],
      risk: 'HIGH — existing callers break silently.',
    }),
  },
  {
    id: 'demo-c',
    slug: 'demo_c',
    section: 'Demo C (canned)',
    review: review({
      summary: 'Line items now carry a quantity.',
      concerns: [
        '### MEDIUM',
        '- `src/price.js:2` — `i.qty` has no default: an entry lacking a quantity spoils the whole sum.',
      ],
      risk: 'MEDIUM — depends on whether every item has a quantity.',
    }),
  },
];

/**
 * What each demo lane answers when asked to cross-examine the others' findings (D22): canned
 * verdicts by the finding's place, each citing the line that shows it. demo_c confirms the
 * unclamped discount; demo_a and demo_b refute demo_c's missing quantity, since the only caller
 * passes one; the rest is unsure.
 */
const VERDICTS = {
  'src/price.js:3': {
    demo_c: ['confirmed', 'src/price.js:3', 'The discount is applied as given: `sum * discount / 100`.'],
  },
  'src/price.js:2': {
    demo_a: ['refuted', 'src/price.test.js:2', 'The only caller passes a quantity with every item.'],
    demo_b: ['refuted', 'src/price.test.js:2', 'Every item the code is given carries `qty`.'],
  },
};

/** The answer of one demo lane to a cross-examination request: a fenced JSON block of verdicts. */
export function examinationAnswer(slug, prompt) {
  const verdicts = [...prompt.matchAll(/^### (F\d+) · \w+ · `([^`]+)`/gm)].map(([, id, where]) => {
    const [verdict, evidence, reason] = VERDICTS[where]?.[slug] ?? ['unsure', '', 'Nothing canned for it.'];
    return { id, verdict, ...(evidence ? { evidence } : {}), reason };
  });
  return `${CANNED}\n\n\`\`\`json\n${JSON.stringify({ verdicts }, null, 2)}\n\`\`\`\n`;
}

/** The capability manifest of one demo lane, an OpenAI-compatible lane on the demo endpoint. */
export function demoManifest(lane) {
  const hostKey = `review.${lane.slug}_host`;
  return {
    id: lane.id,
    role: 'reviewer',
    version: '1.0.0',
    title: `${lane.section}`,
    description: 'A lane of npm run demo: canned reviews from the loopback demo endpoint, no model.',
    tier: 'full',
    requires: [],
    reviewer: {
      slug: lane.slug,
      flags: [`--${lane.id}`],
      transport: 'openai-http',
      probe: { kind: 'http-reachable', hostConfigKey: hostKey, path: '/v1/models', timeoutMs: 2000 },
      invoke: {
        hostConfigKey: hostKey,
        path: '/v1/chat/completions',
        modelDiscovery: 'first-from-models-endpoint',
        effortChannel: 'none',
      },
      timeoutFloorMs: 30000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: lane.section,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: 'openai-compatible',
    },
    config: {
      [hostKey]: { type: 'string', default: '', description: `Base URL of ${lane.section}.` },
    },
  };
}

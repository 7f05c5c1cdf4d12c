/**
 * The import rules of src/ (docs/architecture.md): no import cycle between files, and each stage
 * imports only the stages below it in the pipeline's order. Run by `npm run lint`.
 */

/** Bottom to top. A stage may import its own folder and every stage on an earlier line. */
const LAYERS = [
  // What every stage may use: the side effects' interfaces and the closed vocabularies.
  ['sys', 'vocabulary', 'diagnostics', 'settings', 'paths'],
  ['catalog'],
  ['config'],
  ['trust'],
  ['select'],
  ['probe'],
  ['plan'],
  ['prompt'],
  ['workspace'],
  ['run'],
  ['findings'],
  // Cross-examination (D22): the lanes check each other's findings, through the run stage's runner.
  ['examine'],
  ['incremental'],
  ['report'],
  ['pipeline'],
  ['github'],
  // A repository's adoption (`init`): the workflows and files the pipeline's jobs read.
  ['init'],
  // The track record (D20): what GitHub keeps of past reviews, read and counted per lane.
  ['track'],
  // The two entry points: each stands on the stages, neither on the other (a rule below).
  ['action', 'cli'],
];

/** `src/<name>/…` for a folder, `src/<name>.ts` for a file of the bottom layer. */
const pathsOf = (names) => `^src/(${names.join('|')})(/|\\.ts$)`;

const stageOrder = LAYERS.map((layer, i) => {
  const above = LAYERS.slice(i + 1).flat();
  return {
    name: `stage-order-${layer[0]}`,
    severity: 'error',
    comment: `${layer.join(' and ')} may import only the stages below: ${LAYERS.slice(0, i).flat().join(', ') || 'none'} (docs/architecture.md)`,
    from: { path: pathsOf(layer) },
    to: { path: pathsOf(above) },
  };
}).filter((rule) => !rule.to.path.endsWith('()(/|\\.ts$)'));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'a module must not import itself back through others: move the shared part down',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...stageOrder,
    {
      name: 'action-apart-from-cli',
      severity: 'error',
      comment: 'the action and the CLI share the stages, never each other: move what both need down',
      from: { path: '^src/action/' },
      to: { path: '^src/cli(/|\\.ts$)' },
    },
    {
      name: 'cli-apart-from-action',
      severity: 'error',
      comment: 'the CLI and the action share the stages, never each other: move what both need down',
      from: { path: '^src/cli(/|\\.ts$)' },
      to: { path: '^src/(action/|index\\.ts$)' },
    },
    {
      name: 'entries-are-thin',
      severity: 'error',
      comment: 'src/index.ts and src/cli.ts only start their entry point',
      from: { path: '^src/(index|cli)\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(action|cli)/' },
    },
  ],
  options: {
    // Type-only imports bind stages together as much as values do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
  },
};

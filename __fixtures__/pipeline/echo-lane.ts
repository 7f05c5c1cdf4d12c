/**
 * A repository lane that answers at once: /bin/echo prints a fixed review (no prompt on stdin).
 * Written for these tests; the shape is a manifest's reviewer body (D1).
 */
export function echoLaneManifest(id: string): Record<string, unknown> {
  return {
    id,
    role: 'reviewer',
    version: '1.0.0',
    title: id,
    description: `An instant lane ${id}.`,
    tier: 'full',
    requires: [],
    reviewer: {
      slug: id,
      flags: [`--${id}`],
      transport: 'spawn',
      probe: { kind: 'command-exists', binary: '/bin/echo' },
      invoke: {
        binary: '/bin/echo',
        args: ['## Summary\nFine.\n\n## Risk Assessment\nLOW'],
        promptChannel: 'none',
        outputChannel: 'stdout',
        modelArg: null,
        effortChannel: 'none',
      },
      timeoutFloorMs: 10000,
      emptyOutput: 'stub-with-stderr',
      reviewsSection: `Lane ${id}`,
      evidenceClass: 'source-grounded',
      requiresBinaries: [],
      promptBudgetKey: null,
      handler: null,
    },
  };
}

/** The manifest as a file's text: two-space JSON and a final newline. */
export function echoLaneFile(id: string): string {
  return `${JSON.stringify(echoLaneManifest(id), null, 2)}\n`;
}

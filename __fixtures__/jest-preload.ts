/**
 * Loaded by Jest before each test file (jest.config.js `setupFilesAfterEnv`). Jest's ESM loader
 * fails when two modules imported dynamically at the same time share a dependency it has not
 * linked yet ("request for '…' is not in cache", jestjs/jest#11434); Node itself has no such
 * problem. The CLI's commands import their stages that way, several at once (the pipeline, the
 * plan report, the config checker and the catalog's validator, which share zod and our own
 * modules): those graphs are linked here first, so a test sees what users run.
 */
await import('zod');
await import('../src/pipeline/index.js');

/**
 * Loaded by Jest before each test file (jest.config.js `setupFilesAfterEnv`). Jest's ESM loader
 * fails when two modules imported dynamically at the same time share a dependency it has not
 * linked yet ("request for '…' is not in cache", jestjs/jest#11434); Node itself has no such
 * problem. The catalog's validator and the config checker are imported that way, together, and
 * both depend on zod: zod is linked here first, so a test sees what users run.
 */
await import('zod');

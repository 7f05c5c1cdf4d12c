/**
 * `npm run test:compat`: the compatibility suite over gsd-core's own manifests, which live outside
 * this repository (scripts/test-compat.mjs names them), so `npm test` never runs it.
 */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/__tests__/compat/**/*.compat.ts'],
  maxWorkers: 1,
};

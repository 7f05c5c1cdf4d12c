/**
 * `npm run test:real-clis`: the end-to-end tests with the five real reviewer CLIs, which their
 * first run installs from npm (scripts/install-real-clis.sh, about 1.2 GB, cached outside the
 * repository). `npm test` runs everything else.
 */
import base, { REAL_CLI_TESTS } from './jest.config.js';

export default {
  ...base,
  testMatch: REAL_CLI_TESTS.map((f) => `<rootDir>/__tests__/${f}`),
  testPathIgnorePatterns: ['/node_modules/'],
};

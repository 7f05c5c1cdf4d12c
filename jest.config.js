/** Jest in native-ESM mode: the @actions/* packages are ESM-only (DESIGN.md §7). */

/**
 * The end-to-end tests that install the five real reviewer CLIs (about 1.2 GB from npm) and run
 * them, with the strace audit they use: `npm run test:real-clis` (jest.real-clis.config.js), so
 * `npm test` downloads none of it. A contract test (`__tests__/e2e/test-split.test.ts`) keeps any
 * test that installs the CLIs on this list.
 */
export const REAL_CLI_TESTS = [
  'e2e/install-real-clis.test.ts',
  'e2e/net-audit.test.ts',
  'e2e/on-demand-attacks.test.ts',
  'e2e/real-clis-direct.test.ts',
  'e2e/real-clis.test.ts',
  'e2e/workspace-attacks.test.ts',
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...REAL_CLI_TESTS.map((f) => `<rootDir>/__tests__/${f.replace(/\./g, '\\.')}$`),
  ],
  setupFilesAfterEnv: ['<rootDir>/__fixtures__/jest-preload.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};

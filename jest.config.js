/** Jest in native-ESM mode: the @actions/* packages are ESM-only (DESIGN.md §7). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/__fixtures__/jest-preload.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};

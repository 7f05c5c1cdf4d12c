/**
 * `npm test` downloads nothing: every test that installs or runs the real reviewer CLIs is on
 * jest.config.js's REAL_CLI_TESTS, which `npm test` leaves out and `npm run test:real-clis` runs.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The configs are plain JavaScript, read as jest reads them.
const config = (name: string) => import(`../../${name}`) as Promise<Record<string, unknown>>;
const REAL_CLI_TESTS = (await config('jest.config.js')).REAL_CLI_TESTS as string[];
const realClis = (await config('jest.real-clis.config.js')).default as { testMatch: string[] };

const TESTS = '__tests__';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the split between npm test and npm run test:real-clis', () => {
  it('every test that installs the real CLIs is on the list, and every listed file exists', () => {
    const installing = testFiles(TESTS)
      .filter((f) => /realClisBinDir\(|['"`]install-real-clis\.sh['"`]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(TESTS, f).split('\\').join('/'));
    expect(installing.length).toBeGreaterThan(0);
    for (const f of installing) expect(REAL_CLI_TESTS).toContain(f);
    for (const f of REAL_CLI_TESTS) expect(existsSync(join(TESTS, f))).toBe(true);
  });

  it('the real-CLI config runs exactly the listed files', () => {
    expect(realClis.testMatch).toEqual(REAL_CLI_TESTS.map((f) => `<rootDir>/${TESTS}/${f}`));
  });
});

/**
 * `expect(log).toBeValidSarifLog()`: @microsoft/jest-sarif's matcher, which validates with ajv
 * against the SARIF 2.1.0 JSON Schema the package ships, registered on @jest/globals' expect.
 */
import { expect } from '@jest/globals';
import { toBeValidSarifLog } from '@microsoft/jest-sarif';

expect.extend({ toBeValidSarifLog });

declare module 'expect' {
  interface Matchers<R> {
    toBeValidSarifLog(): R;
  }
}

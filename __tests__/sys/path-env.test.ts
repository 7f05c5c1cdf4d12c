/**
 * sys/path-env.ts: the PATH every child gets keeps only absolute entries, on either platform's
 * rules; a relative entry (empty, `.`, `node_modules/.bin`) would resolve inside the checkout.
 */
import { describe, expect, it } from '@jest/globals';
import { absolutePath, withAbsolutePath } from '../../src/sys/path-env.js';

describe('absolutePath', () => {
  it('drops empty, dot and relative entries on POSIX, in order', () => {
    expect(absolutePath(':node_modules/.bin:/usr/local/bin::.:./bin:/usr/bin:', 'linux')).toBe(
      '/usr/local/bin:/usr/bin',
    );
  });

  it('reads Windows entries by Windows rules', () => {
    expect(absolutePath('.;node_modules\\.bin;C:\\Windows;;D:\\tools;\\\\server\\share\\bin', 'win32')).toBe(
      'C:\\Windows;D:\\tools;\\\\server\\share\\bin',
    );
  });

  it('leaves an unset PATH unset and an all-relative one empty', () => {
    expect(absolutePath(undefined, 'linux')).toBeUndefined();
    expect(absolutePath('.:bin', 'linux')).toBe('');
  });
});

describe('withAbsolutePath', () => {
  it('cuts PATH whatever its case and leaves every other variable alone', () => {
    expect(withAbsolutePath({ Path: 'bin:/usr/bin', HOME: '/h', OTHER: 'x:y' }, 'linux')).toEqual({
      Path: '/usr/bin',
      HOME: '/h',
      OTHER: 'x:y',
    });
  });
});

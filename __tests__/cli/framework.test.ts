/**
 * The CLI framework: strict parsing before any work, exit codes 0/1/2, global
 * options anywhere, help and version, and the registry contract. A recording command registry is
 * injected to prove that a usage error runs nothing.
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandContext, CommandModule } from '../../src/cli/command.js';
import { GLOBAL_OPTIONS } from '../../src/cli/options.js';
import { COMMANDS, type CommandEntry } from '../../src/cli/registry.js';
import { nearestName } from '../../src/sys/nearest.js';
import { packageVersion } from '../../src/paths.js';
import { runCli } from './helpers.js';

/** A registry with one command that records every load and run. */
function recording() {
  const calls = { loads: 0, runs: [] as CommandContext[] };
  const module: CommandModule = {
    spec: {
      name: 'probe-me',
      summary: 'A command for tests',
      options: {
        tag: { type: 'string', multiple: true, valueName: 'T', description: 'repeatable' },
        n: { type: 'string', valueName: 'N', description: 'a number' },
        flag: { type: 'boolean', description: 'a switch' },
      },
    },
    run: async (ctx) => {
      calls.runs.push(ctx);
      ctx.out.json({ ran: true });
      return ctx.values.flag ? 1 : 0;
    },
  };
  const commands: Record<string, CommandEntry> = {
    'probe-me': {
      summary: 'A command for tests',
      load: async () => {
        calls.loads++;
        return module;
      },
    },
  };
  return { calls, commands };
}

const usageDocument = (message: string) => ({ ok: false, errors: [{ message, code: 'usage_error' }] });

describe('usage errors exit 2 before any work, with a usage text on stderr', () => {
  test.each([
    [['bogus'], 'unknown command "bogus"'],
    [['constructor'], 'unknown command "constructor"'],
    [['__proto__'], 'unknown command "__proto__"'],
    [[], 'no command given'],
    [['--bogus', 'probe-me'], 'unknown option --bogus'],
    [['--cwd'], 'option --cwd needs a value'],
  ])('%j', async (argv, message) => {
    const { calls, commands } = recording();
    const run = await runCli(argv, { commands });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    // One line and a pointer to the help, not the help itself.
    expect(run.stderr).toBe(`reviewer-lanes: ${message}\nRun 'reviewer-lanes --help' for usage.\n`);
    expect(calls.runs).toEqual([]);
  });

  test.each([
    [['probe-me', '--bogus'], 'unknown option --bogus'],
    [['probe-me', '-x'], 'unknown option -x'],
    [['probe-me', 'extra'], 'unexpected argument "extra"'],
    [['probe-me', '--flag=1'], 'option --flag takes no value'],
    [['probe-me', '--tag'], 'option --tag needs a value'],
    [['probe-me', '--n', '--flag'], 'option --n needs a value'],
  ])('%j', async (argv, message) => {
    const { calls, commands } = recording();
    const run = await runCli(argv, { commands });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`reviewer-lanes: ${message}\nRun 'reviewer-lanes probe-me --help' for usage.\n`);
    expect(calls.runs).toEqual([]);
  });

  test.each([
    [['reveiw'], 'unknown command "reveiw" (did you mean "review"?)', ''],
    [['lanse', '--json'], 'unknown command "lanse" (did you mean "lanes"?)', ''],
    [['review', '--reviwers', 'codex'], 'unknown option --reviwers (did you mean "--reviewers"?)', ' review'],
    [
      ['plan', '--baseline-rf', 'HEAD'],
      'unknown option --baseline-rf (did you mean "--baseline-ref"?)',
      ' plan',
    ],
    [['validate', '--zzz'], 'unknown option --zzz', ' validate'],
  ])('a near miss names what was probably meant: %j', async (argv, message, command) => {
    const run = await runCli(argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`reviewer-lanes: ${message}\nRun 'reviewer-lanes${command} --help' for usage.\n`);
  });

  describe('under --json, one JSON document on stdout too, wherever --json stands', () => {
    test.each([
      [['--json'], 'no command given'],
      [['--json', 'bogus'], 'unknown command "bogus"'],
      [['probe-me', '--json', '--bogus'], 'unknown option --bogus'],
      [['--bogus', '--json', 'probe-me'], 'unknown option --bogus'],
      [['probe-me', '--tag', '--json'], 'option --tag needs a value'],
      [['probe-me', 'extra', '--json'], 'unexpected argument "extra"'],
      [['probe-me', '--json=yes'], 'option --json takes no value'],
      [['probe-me', '--json', '--cwd', '/nonexistent'], '--cwd: "/nonexistent" is not a directory'],
    ])('%j', async (argv, message) => {
      const { calls, commands } = recording();
      const run = await runCli(argv, { commands });
      expect(run.code).toBe(2);
      expect(JSON.parse(run.stdout)).toEqual(usageDocument(message));
      expect(run.stderr.split('\n')[0]).toBe(`reviewer-lanes: ${message}`);
      expect(calls.runs).toEqual([]);
    });

    test('a --json after `--` is an argument, not a request for JSON', async () => {
      const { commands } = recording();
      const run = await runCli(['probe-me', '--', '--json'], { commands });
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
    });

    test('a configuration error, a failure of GitHub or a bug a command throws is a document too, never a second one', async () => {
      const { ConfigurationError, ServiceError } = await import('../../src/diagnostics.js');
      const throwing = (run: CommandModule['run']): Record<string, CommandEntry> => ({
        'probe-me': {
          summary: 's',
          load: async () => ({ spec: { name: 'probe-me', summary: 's', options: {} }, run }),
        },
      });
      const config = await runCli(['probe-me', '--json'], {
        commands: throwing(async () => {
          throw new ConfigurationError({ code: 'invalid_out', path: 'out', message: 'is a link' });
        }),
      });
      expect(config.code).toBe(1);
      expect(JSON.parse(config.stdout)).toEqual({
        ok: false,
        errors: [{ code: 'invalid_out', path: 'out', message: 'is a link' }],
      });
      expect(config.stderr).toBe('reviewer-lanes: error: out: is a link\n');

      const bug = await runCli(['probe-me', '--json'], {
        commands: throwing(async () => {
          throw new TypeError('x is undefined');
        }),
      });
      expect(bug.code).toBe(1);
      expect(JSON.parse(bug.stdout)).toEqual({
        ok: false,
        errors: [{ message: 'internal error: x is undefined', code: 'internal_error' }],
      });

      const github = await runCli(['probe-me', '--json'], {
        commands: throwing(async () => {
          throw new ServiceError('the pull requests of o/r could not be read: timeout');
        }),
      });
      expect(github.code).toBe(1);
      expect(JSON.parse(github.stdout)).toEqual({
        ok: false,
        errors: [{ message: 'the pull requests of o/r could not be read: timeout', code: 'service_error' }],
      });
      expect(github.stderr).toBe(
        'reviewer-lanes: error: the pull requests of o/r could not be read: timeout\n',
      );

      const late = await runCli(['probe-me', '--json'], {
        commands: throwing(async (ctx) => {
          ctx.out.json({ ok: true });
          throw new Error('after the document');
        }),
      });
      expect(late.code).toBe(1);
      expect(JSON.parse(late.stdout)).toEqual({ ok: true });
    });
  });

  test('a bad --cwd is a usage error, checked after parsing and before running', async () => {
    const { calls, commands } = recording();
    const file = join(mkdtempSync(join(tmpdir(), 'cli-')), 'file');
    writeFileSync(file, 'x');
    const run = await runCli(['probe-me', '--cwd', file], { commands });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(
      `reviewer-lanes: --cwd: ${JSON.stringify(file)} is not a directory`,
    );
    expect(calls.runs).toEqual([]);
    // an unknown flag wins over a bad --cwd: parsing comes first
    const both = await runCli(['probe-me', '--cwd', '/nonexistent', '--bogus'], { commands });
    expect(both.stderr.split('\n')[0]).toBe('reviewer-lanes: unknown option --bogus');
  });

  describe('path-valued flags of the real commands', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-paths-'));
    writeFileSync(join(dir, 'a-file'), 'x');
    test.each([
      [['validate', '--capabilities', 'nope'], '--capabilities: "nope" is not a directory'],
      [['lanes', '--capabilities', 'a-file'], '--capabilities: "a-file" is not a directory'],
      [['plan', '--config', 'nope.json'], '--config: "nope.json" does not exist'],
      [['review', '--config', 'nope.json'], '--config: "nope.json" does not exist'],
      [['check', '--config', 'nope.json'], '--config: "nope.json" does not exist'],
      [
        ['consent', '--write', '--consent', '../outside.json'],
        '--consent: "../outside.json" must be a path inside the repository, relative to it',
      ],
      [
        ['consent', '--consent', '/tmp/abs.json'],
        '--consent: "/tmp/abs.json" must be a path inside the repository, relative to it',
      ],
      [
        ['review', '--consent', 'a/../../x.json'],
        '--consent: "a/../../x.json" must be a path inside the repository, relative to it',
      ],
      [['plan', '--consent', ''], '--consent: "" must be a path inside the repository, relative to it'],
      [['review', '--exclude', ''], '--exclude: an empty glob is not usable.'],
    ])('%j', async (argv, message) => {
      const run = await runCli([...argv, '--cwd', dir, '--json']);
      expect(run.code).toBe(2);
      expect(JSON.parse(run.stdout)).toEqual(usageDocument(message));
      expect(run.stderr).toBe(
        `reviewer-lanes: ${message}\nRun 'reviewer-lanes ${argv[0]} --help' for usage.\n`,
      );
    });

    test('a review --include glob that cannot compile is a usage error naming it', async () => {
      const run = await runCli([
        'review',
        '--include',
        'src/**',
        '--include',
        '*.{js',
        '--cwd',
        dir,
        '--json',
      ]);
      expect(run.code).toBe(2);
      expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, errors: [{ code: 'usage_error' }] });
      expect(run.stderr.split('\n')[0]).toMatch(
        /^reviewer-lanes: --include: the glob "\*\.\{js" is not usable: Invalid regular expression: .*: Unterminated group$/,
      );
    });

    test('a plan --baseline-ref that names no commit is a usage error, as in review', async () => {
      const repo = mkdtempSync(join(tmpdir(), 'cli-ref-'));
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
      const run = await runCli(['plan', '--baseline-ref', 'nosuchref', '--cwd', repo, '--json']);
      expect(run.code).toBe(2);
      expect(JSON.parse(run.stdout)).toEqual(
        usageDocument(`--baseline-ref: "nosuchref" is not a commit in ${repo}`),
      );
      expect(run.stderr.split('\n')[0]).toBe(
        `reviewer-lanes: --baseline-ref: "nosuchref" is not a commit in ${repo}`,
      );
    });
  });

  test("a command's own check runs before it does", async () => {
    const { calls, commands } = recording();
    const entry = commands['probe-me'];
    const module = await entry!.load();
    const { UsageError } = await import('../../src/diagnostics.js');
    module.spec.check = (values) => {
      if (values.n !== undefined && !/^\d+$/.test(String(values.n)))
        throw new UsageError(`--n must be a number (got: ${JSON.stringify(values.n)})`);
    };
    const run = await runCli(['probe-me', '--n', 'x'], {
      commands: { 'probe-me': { summary: 's', load: async () => module } },
    });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe('reviewer-lanes: --n must be a number (got: "x")');
    expect(calls.runs).toEqual([]);
  });
});

describe('running a command', () => {
  test('globals before or after the command; repeatable options; the cwd resolved', async () => {
    const { calls, commands } = recording();
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    const run = await runCli(['--json', '--cwd', dir, 'probe-me', '--tag', 'a', '--tag=b', '--flag'], {
      commands,
    });
    expect(run).toEqual({ code: 1, stdout: '{\n  "ran": true\n}\n', stderr: '' });
    expect(calls.runs).toHaveLength(1);
    expect(calls.runs[0]).toMatchObject({ cwd: dir, json: true, values: { tag: ['a', 'b'], flag: true } });
    expect(calls.runs[0]?.values).not.toHaveProperty('json');
    expect(calls.runs[0]?.values).not.toHaveProperty('cwd');
  });

  test('--cwd is resolved against the starting directory', async () => {
    const { calls, commands } = recording();
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    await runCli(['probe-me', '--cwd', '.'], { commands, cwd: dir });
    expect(calls.runs[0]?.cwd).toBe(dir);
  });

  test('a bug in a command is reported as an internal error, exit 1', async () => {
    const commands: Record<string, CommandEntry> = {
      boom: {
        summary: 'throws',
        load: async () => ({
          spec: { name: 'boom', summary: 'throws', options: {} },
          run: async () => {
            throw new Error('kaboom');
          },
        }),
      },
    };
    const run = await runCli(['boom'], { commands });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^reviewer-lanes: internal error: Error: kaboom\n/);
  });
});

describe('help and version', () => {
  test.each([[['--help']], [['-h']]])('%j prints the command list on stdout, exit 0', async (argv) => {
    const run = await runCli(argv);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      'Usage: reviewer-lanes <command> [options]',
      '',
      'Commands:',
    ]);
    for (const name of Object.keys(COMMANDS)) expect(run.stdout).toContain(`  ${name}`);
    expect(run.stdout).toContain('Exit codes: 0 success, 1 the check failed, 2 usage error.');
  });

  test("<command> --help prints that command's usage and does not run it", async () => {
    const { calls, commands } = recording();
    const run = await runCli(['probe-me', '--help'], { commands });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Usage: reviewer-lanes probe-me [--tag T]... [--n N] [--flag] [--json] [--cwd DIR]',
    );
    expect(run.stdout).toMatch(/--tag T \.\.\. +repeatable/);
    expect(calls.runs).toEqual([]);
  });

  test('--version prints the package version', async () => {
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: `${packageVersion()}\n`, stderr: '' });
  });
});

describe('the registry (contract)', () => {
  test.each(Object.entries(COMMANDS))(
    '%s loads a module whose spec agrees with its entry',
    async (name, entry) => {
      const module = await entry.load();
      expect(module.spec.name).toBe(name);
      expect(module.spec.summary.length).toBeGreaterThan(0);
      expect(entry.summary.length).toBeGreaterThan(0);
      expect(typeof module.run).toBe('function');
      for (const option of Object.keys(module.spec.options))
        expect(GLOBAL_OPTIONS).not.toHaveProperty(option);
    },
  );

  test('holds validate and lanes, frozen', () => {
    expect(Object.keys(COMMANDS)).toEqual(expect.arrayContaining(['validate', 'lanes']));
    expect(Object.isFrozen(COMMANDS)).toBe(true);
  });
});

describe('did you mean', () => {
  test.each([
    ['reveiw', ['validate', 'review', 'plan'], 'review'],
    ['REVIEW', ['review'], 'review'],
    ['--gemin', ['--gemini', '--codex'], '--gemini'],
    ['codx', ['codex', 'claude'], 'codex'],
    ['qwen', ['codex', 'claude'], undefined],
    ['x', ['y', 'z'], undefined],
    ['lanse', ['lanes'], 'lanes'],
    ['review', ['review'], undefined],
  ])('%s among %j -> %s', (given, known, expected) => {
    expect(nearestName(given, known)).toBe(expected);
  });
});

/** Runs the CLI in-process with captured stdout/stderr (no build needed). */
import { main, type MainDeps } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(argv: string[], deps: Omit<MainDeps, 'io'> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    ...deps,
    io: { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) },
  });
  return { code, stdout, stderr };
}

export async function runJson(
  argv: string[],
  deps: Omit<MainDeps, 'io'> = {},
): Promise<CliRun & { json: Record<string, unknown> }> {
  const run = await runCli([...argv, '--json'], deps);
  return { ...run, json: JSON.parse(run.stdout) as Record<string, unknown> };
}

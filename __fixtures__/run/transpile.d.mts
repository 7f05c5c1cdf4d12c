/** Types of transpile.mjs (src/ as plain ESM for child processes and bench cases). */
export declare const REPO_ROOT: string;
export declare function transpileSources(
  parent: string,
  prefix?: string,
  extra?: readonly string[],
): Promise<string>;

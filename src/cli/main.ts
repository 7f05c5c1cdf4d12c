/** CLI entry: parses argv (exit 2 on usage errors before any work) and dispatches a command. */
export async function main(_argv: string[]): Promise<number> {
  process.stderr.write('reviewer-lanes: not built yet\n');
  return 2;
}

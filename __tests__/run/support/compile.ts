/**
 * Transpiles `src/` to plain ESM so a separate node process (one whose memory we measure)
 * can import the runner without the test framework in it. Types are not checked here
 * (`tsc --noEmit` does that); the output lives under node_modules/.cache so the project's
 * own dependencies resolve from it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Returns the directory holding `src/**` as `.js`; remove it with `removeCompiled`. */
export async function compileSources(): Promise<string> {
  const ts = (await import('typescript')).default;
  const cache = join(REPO_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'reviewer-lanes-run-'));
  writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
  for (const file of sources(join(REPO_ROOT, 'src'))) {
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    const target = join(out, relative(REPO_ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  return out;
}

export function removeCompiled(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

// src/ as plain ESM (origin: written for this project), for a separate node process that must
// import the run stage without the test framework in it (its memory is measured) and for the
// bench cases. Transpiled, not type-checked: `tsc --noEmit` does that. Plain ESM with types
// beside it (transpile.d.mts) so the .mjs bench and the TypeScript tests share one copy.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    // A declaration file has no code to emit.
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Writes `src/**` as `.js`, with a `{"type":"module"}` package.json, into a new directory under
 * `parent` (inside the repository, so the project's dependencies resolve from it) and returns it.
 * One directory per call: callers may hold several side by side; each removes its own.
 * `extra`: repository-relative folders transpiled beside `src/` (a bench's fixtures).
 */
export async function transpileSources(parent, prefix = 'reviewer-lanes-src-', extra = []) {
  const ts = (await import('typescript')).default;
  mkdirSync(parent, { recursive: true });
  const out = mkdtempSync(join(parent, prefix));
  writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
  for (const file of ['src', ...extra].flatMap((dir) => sources(join(REPO_ROOT, dir)))) {
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

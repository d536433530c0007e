// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Plain (not ?url) stylesheet imports of the modules under `dir`, as paths relative to src/. */
function cssImports(dir: string): string[] {
  return fs
    .readdirSync(path.join('src', dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => {
      const file = path.join('src', dir, f);
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/^import '(\.[^']+\.css)';$/gm)].map((m) =>
        path.relative('src', path.resolve(path.dirname(file), m[1])),
      );
    });
}

describe("the shell's stylesheet", () => {
  it('names every stylesheet a prerender-only component imports (else the site would ship without it)', () => {
    const styles = fs.readFileSync('src/app/styles.ts', 'utf8');
    const named = [...styles.matchAll(/^import '\.\.\/([^']+\.css)';$/gm)].map((m) => m[1]);
    for (const file of [...cssImports('shell'), ...cssImports('app')])
      expect(named, `${file} is missing from src/app/styles.ts`).toContain(file);
  });
});

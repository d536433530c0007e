import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';

const cli = path.resolve('src/build/cli/validate.ts');
const tsx = path.resolve('node_modules/.bin/tsx');

function run(root?: string) {
  const r = spawnSync(tsx, [cli, ...(root ? [root] : [])], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run validate', () => {
  it('passes on the shipped pages-config/', () => {
    const r = run();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/pages-config: \d+ pages valid/);
  });

  it('prints every error as FILE: json.path: message and exits 1', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'a.json': page('/a', [{ type: 'listt', title: 'x' }]),
        'b.json': page('/b', [{ type: 'hero', title: 'B', buttons: [{ label: 'Vai', href: '/nessuna' }] }]),
      },
      SITE_ASSETS,
    );
    const r = run(root);
    expect(r.code).toBe(1);
    const lines = r.err.trim().split('\n');
    expect(lines).toContain('pages-config/a.json: sections[0].type: unknown section type "listt" (did you mean "list"?)');
    expect(lines).toContain('pages-config/b.json: sections[0].buttons[0].href: internal link "/nessuna" matches no page');
    expect(lines.at(-1)).toBe('2 errors in pages-config/');
  });
});

// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';

const cli = path.resolve('src/build/cli/validate.ts');
const tsx = path.resolve('node_modules/.bin/tsx');

function run(root?: string, ...flags: string[]) {
  const r = spawnSync(tsx, [cli, ...(root ? [root] : []), ...flags], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// Each test spawns the CLI through tsx (and some git): seconds each, more on a busy machine than vitest's 5 s default.
describe('npm run validate', { timeout: 30_000 }, () => {
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
    expect(lines).toContain(
      'pages-config/a.json: sections[0].type: unknown section type "listt" (did you mean "list"?)',
    );
    expect(lines).toContain(
      'pages-config/b.json: sections[0].buttons[0].href: internal link "/nessuna" matches no page',
    );
    expect(lines.at(-1)).toBe('2 errors in pages-config/');
  });

  describe('--translations', () => {
    const SCHEMA_EN = '../../schemas/generated/page.schema.json';
    const en = (p: string) => ({ ...page(p, [{ type: 'hero', title: 'Page' }]), $schema: SCHEMA_EN, locale: 'en' });
    /** A site with three Italian pages: one translated, one translated before its source last changed, one not. */
    function gitSite() {
      const root = makeSite(
        {
          ...baseFiles(),
          'en/home.json': en('/en'),
          'chi-siamo.json': page('/chi-siamo', [{ type: 'hero', title: 'Chi siamo' }]),
          'en/chi-siamo.json': en('/en/about'),
        },
        SITE_ASSETS,
      );
      const git = (args: string[], date: string) =>
        execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.it', ...args], {
          cwd: root,
          env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
          stdio: 'ignore',
        });
      git(['init', '-q'], '2026-01-01T10:00:00Z');
      git(['add', '.'], '2026-01-01T10:00:00Z');
      git(['commit', '-qm', 'site'], '2026-01-01T10:00:00Z');
      const source = path.join(root, 'pages-config/chi-siamo.json');
      fs.writeFileSync(source, fs.readFileSync(source, 'utf8').replace('Chi siamo', 'Chi siamo davvero'));
      git(['commit', '-qam', 'new Italian copy'], '2026-02-01T10:00:00Z');
      return root;
    }
    const row = (out: string, name: string) =>
      out
        .split('\n')
        .find((l) => l.startsWith(name))
        ?.split(/\s{2,}/);

    it('prints each page with present, missing or "source changed" by git history', () => {
      const r = run(gitSite(), '--translations');
      expect(r.code, r.err).toBe(0);
      expect(row(r.out, 'home.json')).toEqual(['home.json', 'source', 'present']);
      expect(row(r.out, 'chi-siamo.json')).toEqual(['chi-siamo.json', 'source', 'source changed']);
      expect(row(r.out, 'contatti.json')).toEqual(['contatti.json', 'source', 'missing']);
      expect(r.out).not.toContain('unknown');
      expect(r.err).toContain('warning: pages without a "en" translation: pages-config/contatti.json');
    });

    it('says "unknown" without git history: outside a checkout and in a shallow clone', () => {
      const bare = run(makeSite({ ...baseFiles(), 'en/home.json': en('/en') }, SITE_ASSETS), '--translations');
      expect(bare.code, bare.err).toBe(0);
      expect(row(bare.out, 'home.json')).toEqual(['home.json', 'source', 'unknown']);
      expect(bare.out).toContain('"unknown": git or a git checkout is not available');

      const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'shallow-'));
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${gitSite()}`, shallow], { stdio: 'ignore' });
      fs.mkdirSync(path.join(shallow, 'src/public/images'), { recursive: true });
      for (const a of SITE_ASSETS) fs.writeFileSync(path.join(shallow, 'src/public', a), '<svg/>');
      const r = run(shallow, '--translations');
      expect(r.code, r.err).toBe(0);
      expect(row(r.out, 'chi-siamo.json')).toEqual(['chi-siamo.json', 'source', 'unknown']);
      expect(r.out).toContain('the clone is shallow');
    });
  });
});

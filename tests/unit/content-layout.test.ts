/** What may sit where under pages-config/ and src/public/ (issue 23, Medium 9 and 10; *.JSON). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError, loadContent } from '../../src/build/content';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';

const load = (root: string) => loadContent(root);

describe('pages-config/ layout', () => {
  it('refuses a folder that is neither a locale nor data/, with a did-you-mean for locale-like names, and publishes nothing from it', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'drafts/bozza.json': page('/bozza', [{ type: 'hero', title: 'Bozza' }]),
        'EN/prova.json': page('/prova', [{ type: 'hero', title: 'Prova' }]),
        'de/ueber-uns.json': page('/de/ueber-uns', [{ type: 'hero', title: 'Über uns' }]),
      },
      SITE_ASSETS,
    );
    const content = load(root);
    const errors = content.errors.map(formatError);
    expect(errors).toContainEqual(expect.stringMatching(/^pages-config\/drafts\/: \$: a folder here is not published/));
    expect(errors).toContainEqual(expect.stringMatching(/^pages-config\/EN\/: \$: .*Did you mean "en"\?/));
    expect(errors).toContainEqual(expect.stringMatching(/^pages-config\/de\/: \$: a folder here is not published/));
    expect(content.pages.map((p) => p.path)).not.toEqual(expect.arrayContaining(['/bozza']));
    expect(content.pages.map((p) => p.path)).not.toContain('/prova');
  });

  it('refuses a page whose extension is not ".json" in lower case instead of dropping it silently', () => {
    const root = makeSite({ ...baseFiles(), 'offerta.JSON': page('/offerta', []) }, SITE_ASSETS);
    expect(load(root).errors.map(formatError)).toContainEqual(
      expect.stringMatching(/^pages-config\/offerta\.JSON: \$: the extension must be "\.json" in lower case/),
    );
  });

  it('accepts the shipped layout: top level, en/, data/ and en/data/', () => {
    expect(loadContent(path.resolve('.')).errors).toEqual([]);
  });
});

describe('src/public/', () => {
  it('refuses a symbolic link, naming it, whatever it points at', () => {
    const root = makeSite(baseFiles(), SITE_ASSETS);
    fs.symlinkSync('/etc/hostname', path.join(root, 'src/public/images/leak.svg'));
    expect(load(root).errors.map(formatError)).toContainEqual(
      expect.stringMatching(/^src\/public\/images\/leak\.svg: \$: is a symbolic link/),
    );
  });
});

/** What may sit where under pages-config/ and src/public/ (issue 23, Medium 9 and 10; *.JSON). */
import fs from 'node:fs';
import os from 'node:os';
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

describe('documents validate cannot read safely', () => {
  it('refuses invalid UTF-8 instead of publishing replacement characters', () => {
    const root = makeSite(baseFiles(), SITE_ASSETS);
    const file = path.join(root, 'pages-config/chi.json');
    const json = JSON.stringify(page('/chi', [{ type: 'hero', title: 'Perché' }]));
    fs.writeFileSync(
      file,
      Buffer.concat([Buffer.from(json.slice(0, 40)), Buffer.from([0xc3, 0x28]), Buffer.from(json.slice(40))]),
    );
    expect(load(root).errors.map(formatError)).toContainEqual(
      expect.stringMatching(/^pages-config\/chi\.json: \$: the file is not valid UTF-8/),
    );
  });

  it('refuses 100,000 nested arrays with a message, not a stack trace', () => {
    const root = makeSite({ ...baseFiles(), 'deep.json': '['.repeat(100_000) + ']'.repeat(100_000) }, SITE_ASSETS);
    const deepBroken = makeSite({ ...baseFiles(), 'deep.json': '['.repeat(100_000) }, SITE_ASSETS);
    expect(load(root).errors.map(formatError)).toContainEqual(
      expect.stringMatching(/^pages-config\/deep\.json: \$: the JSON is nested more than 64 levels deep/),
    );
    expect(load(deepBroken).errors.map(formatError)).toContainEqual(
      expect.stringMatching(/^pages-config\/deep\.json: \$: invalid JSON/),
    );
  });

  it.each(['/api/contatti', '/assets', '/images/chi-siamo', '/404'])(
    'refuses a route the host serves itself: %s',
    (route) => {
      const root = makeSite({ ...baseFiles(), 'x.json': page(route, [{ type: 'hero', title: 'X' }]) }, SITE_ASSETS);
      expect(load(root).errors.map(formatError)).toContainEqual(
        expect.stringMatching(new RegExp(`^pages-config/x\\.json: path: route "${route}" collides with`)),
      );
    },
  );
});

describe('images are what the document says', () => {
  const withImage = (file: string, svg: string, size = { width: 100, height: 100 }) => {
    const root = makeSite(
      {
        ...baseFiles(),
        'img.json': page('/img', [
          { type: 'hero', title: 'Immagine', image: { src: `/images/${file}`, ...size, alt: 'Una prova' } },
        ]),
      },
      SITE_ASSETS,
    );
    fs.writeFileSync(path.join(root, 'src/public/images', file), svg);
    return load(root).errors.map(formatError);
  };

  it('refuses a width and height whose proportions do not match the file', () => {
    expect(withImage('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"/>')).toContainEqual(
      expect.stringMatching(
        /^pages-config\/img\.json: sections\[0\]\.image\.src: width 100 and height 100 do not match the proportions of "\/images\/a\.svg" \(200×50\)/,
      ),
    );
    expect(withImage('b.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"/>')).toEqual([]);
  });

  it('refuses an .svg that is no SVG, and an SVG with script', () => {
    expect(withImage('c.svg', 'GIF89a…')).toContainEqual(
      expect.stringMatching(/is named \.svg but is not an SVG image/),
    );
    expect(
      withImage('d.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>'),
    ).toContainEqual(expect.stringMatching(/contains script/));
    expect(
      withImage('e.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"/>'),
    ).toContainEqual(expect.stringMatching(/contains script/));
  });
});

describe('one mistake, one error', () => {
  it('an invalid site.json is reported there alone, not again in the pages that use its values', () => {
    const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-site-')), 'copy');
    fs.cpSync(path.resolve('pages-config'), path.join(root, 'pages-config'), { recursive: true });
    fs.cpSync(path.resolve('src/public'), path.join(root, 'src/public'), { recursive: true });
    const file = path.join(root, 'pages-config/site.json');
    const site = JSON.parse(fs.readFileSync(file, 'utf8')) as { company: { email: string } };
    site.company.email = 'non-una-email';
    fs.writeFileSync(file, JSON.stringify(site, null, 2));
    expect(load(root).errors.map(formatError)).toEqual([
      'pages-config/site.json: company.email: Invalid email address',
    ]);
  });
});

describe('rich text the sanitiser changes', () => {
  it('is a warning naming what will not be published, field by field', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'rt.json': page('/rt', [
          {
            type: 'hero',
            title: 'Testo',
            labels: [
              { label: 'Script', text: 'Ciao <script>alert(1)</script><b>mondo</b>' },
              { label: 'Stile', text: '<span style="color:red" onclick="x()">rosso</span>' },
              { label: 'Pulito', text: '<b>Sanità</b>, <a href="/contatti">contatti</a>' },
            ],
          },
        ]),
      },
      SITE_ASSETS,
    );
    const { warnings } = load(root);
    const mine = warnings.filter((w) => w.startsWith('pages-config/rt.json'));
    expect(mine).toEqual([
      expect.stringMatching(/^pages-config\/rt\.json: sections\[0\]\.labels\[0\]\.text: sanitising removes <script>/),
      expect.stringMatching(
        /^pages-config\/rt\.json: sections\[0\]\.labels\[1\]\.text: sanitising removes .*style on <span>.*onclick on <span>|onclick on <span>.*style on <span>/,
      ),
    ]);
  });
});

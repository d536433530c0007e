import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { heroSchema } from '../../../schemas/sections/hero';
import { linksRule } from '../../../src/build/rules/links';
import { context, hero, pageDoc, siteDoc } from './context';

const run = (...args: Parameters<typeof context>) => linksRule(context(...args)).map(formatError);
const routes = () =>
  ['/', '/chi-siamo', '/prodotti', '/contatti', '/prodotti/runvoice', '/privacy-policy'].map((p, i) =>
    pageDoc(`p${i}.json`, p, [hero(p)]),
  );

describe('links rule', () => {
  it('accepts links to existing pages, anchors (the anchors rule checks those) and well-formed external links', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('A', {
        buttons: [
          { label: 'Chi', href: '/chi-siamo#team' },
          { label: 'Giù', href: '#x' },
          { label: 'Mail', href: 'mailto:ciao@esempio.it' },
        ],
      }),
      hero('B', { buttons: [{ label: 'Tel', href: 'tel:+39 06 1234567' }] }),
      {
        type: 'tagList',
        title: 'Mercati',
        tags: ['Turismo', { label: 'Sanità', href: 'https://www.esempio.it/sanita' }],
      },
    ]);
    expect(run([siteDoc(), ...routes(), doc])).toEqual([]);
  });

  it('refuses an internal link to no page, with a did-you-mean, in any tagged field of a page', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('A', { buttons: [{ label: 'Vai', href: '/chi-siamoo' }] }),
      { type: 'tagList', title: 'Mercati', tags: [{ label: 'Sanità', href: '/sanita' }] },
    ]);
    expect(run([siteDoc(), ...routes(), doc])).toEqual([
      'a.json: sections[0].buttons[0].href: internal link "/chi-siamoo" matches no page (did you mean "/chi-siamo"?)',
      'a.json: sections[1].tags[0].href: internal link "/sanita" matches no page',
    ]);
  });

  it('checks site.json too: menus, footer, the map link and the chat widget URL', () => {
    const site = siteDoc((s) => {
      (s.footer as { legalLinks: unknown[] }).legalLinks.push({ label: 'Cookie', href: '/cookie-policy' });
      s.chat = { provider: 'embed', embed: { scriptUrl: 'https://widget.example.com/w.js', bubbleSelector: '#b' } };
    });
    expect(run([site, ...routes()])).toEqual([
      'pages-config/site.json: footer.legalLinks[1].href: internal link "/cookie-policy" matches no page',
    ]);
    // zod already refuses a malformed mapUrl or script URL; the rule reaches them all the same (values as a rule may see them).
    const value = site.value as { company: Record<string, unknown>; chat: { embed: Record<string, unknown> } };
    const broken = {
      ...site,
      value: {
        ...value,
        company: { ...value.company, mapUrl: 'https://' },
        chat: { ...value.chat, embed: { ...value.chat.embed, scriptUrl: 'http://' } },
      },
    };
    expect(run([broken, ...routes()])).toEqual([
      'pages-config/site.json: company.mapUrl: link "https://" is not a valid web address',
      'pages-config/site.json: footer.legalLinks[1].href: internal link "/cookie-policy" matches no page',
      'pages-config/site.json: chat.embed.scriptUrl: link "http://" is not a valid web address',
    ]);
  });

  it('refuses external links that cannot work', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('A', {
        buttons: [
          { label: 'a', href: 'https://' },
          { label: 'b', href: 'mailto:' },
          { label: 'c', href: 'tel:abc' },
        ],
      }),
    ]);
    expect(run([...routes(), doc])).toEqual([
      'a.json: sections[0].buttons[0].href: link "https://" is not a valid web address',
      'a.json: sections[0].buttons[1].href: e-mail link "mailto:" has no valid address',
      'a.json: sections[0].buttons[2].href: phone link "tel:abc" has no valid number',
    ]);
  });

  it('does not cascade: a page that failed its schema is still a route, and unknown routes silence the check', () => {
    const doc = pageDoc('a.json', '/', [hero('A', { buttons: [{ label: 'Vai', href: '/rotta' }] })]);
    expect(run([doc], { claimedRoutes: [{ file: 'r.json', routes: ['/rotta'] }] })).toEqual([]);
    expect(run([doc], { routesUnknown: true })).toEqual([]);
    expect(run([doc])).toHaveLength(1);
  });

  it('reads links in rich text as the browser does: "/&#9;/evil.example" leaves the site and is refused, a missing page is named', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('A', {
        labels: [
          { label: 'Fuori', text: 'Vai <a href="/&#9;/evil.example">qui</a>' },
          { label: 'Rotto', text: 'Leggi <a href="/chi-siamoo">chi siamo</a>' },
          { label: 'Buono', text: 'Leggi <a href="/chi-siamo">chi siamo</a>' },
        ],
      }),
    ]);
    expect(run([...routes(), doc])).toEqual([
      expect.stringMatching(
        /^a\.json: sections\[0\]\.labels\[0\]\.text: link "\/\t\/evil\.example" in this text is not allowed \(it leaves the site as "\/\/evil\.example"/,
      ),
      'a.json: sections[0].labels[1].text: internal link "/chi-siamoo" matches no page (did you mean "/chi-siamo"?)',
    ]);
  });

  it('refuses a link field whose tab or line break makes it leave the site', () => {
    for (const href of ['/\t/evil.example', '/\n/evil.example', ' //evil.example', '/chi-siamo'])
      expect(
        heroSchema.safeParse({ type: 'hero', title: 'A', buttons: [{ label: 'Via', href }] }).success,
        JSON.stringify(href),
      ).toBe(href === '/chi-siamo');
  });
});

import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { anchorsRule } from '../../../src/build/rules/anchors';
import { context, hero, pageDoc, siteDoc } from './context';

const run = (...args: Parameters<typeof context>) => anchorsRule(context(...args)).map(formatError);
const list = (id: string) => ({ type: 'list', id, title: 'Lista', items: [{ title: 'Uno' }] });

describe('anchors rule', () => {
  const target = pageDoc('t.json', '/t', [hero('T'), list('versioni')]);

  it('accepts "#id" of a section on the same page and "/page#id" of a section there', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('A', {
        buttons: [
          { label: 'Giù', href: '#sotto' },
          { label: 'Là', href: '/t#versioni' },
        ],
      }),
      list('sotto'),
    ]);
    expect(run([target, doc])).toEqual([]);
  });

  it('refuses anchors no section declares, here or on the other page', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('A', {
        buttons: [
          { label: 'Giù', href: '#manca' },
          { label: 'Là', href: '/t#assente' },
        ],
      }),
    ]);
    expect(run([target, doc])).toEqual([
      'a.json: sections[0].buttons[0].href: anchor "#manca" matches no section id on this page',
      'a.json: sections[0].buttons[1].href: anchor "#assente" matches no section id on /t',
    ]);
  });

  it('refuses a bare "#id" outside a page (site.json has no sections of its own)', () => {
    const site = siteDoc((s) => ((s.header as { cta: unknown }).cta = { label: 'Contattaci', href: '#contatti' }));
    expect(run([site, target])).toEqual([
      'pages-config/site.json: header.cta.href: anchor "#contatti" cannot be used here: use "/page#id"',
    ]);
  });

  it('leaves the anchors of a page that failed its schema for when it validates', () => {
    const doc = pageDoc('a.json', '/a', [hero('A', { buttons: [{ label: 'Là', href: '/rotta#qualcosa' }] })]);
    expect(run([doc], { claimedRoutes: [{ file: 'r.json', routes: ['/rotta'] }] })).toEqual([]);
  });

  it('accepts the anchors a legal text gives its own sections, and refuses one it does not give', () => {
    const privacy = pageDoc('p.json', '/privacy-policy', [
      { type: 'legalSections', id: 'privacy', document: 'privacy' },
    ]);
    const doc = pageDoc('a.json', '/a', [
      hero('A', {
        buttons: [
          { label: 'Titolare', href: '/privacy-policy#privacy-titolare-del-trattamento' },
          { label: 'Inventata', href: '/privacy-policy#privacy-quota-associativa' },
        ],
      }),
    ]);
    expect(run([privacy, doc])).toEqual([
      'a.json: sections[0].buttons[1].href: anchor "#privacy-quota-associativa" matches no section id on /privacy-policy',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { idsRule } from '../../../src/build/rules/ids';
import { context, hero, pageDoc } from './context';

describe('ids rule', () => {
  it('refuses a section id used twice on one page, not the same id on two pages', () => {
    const a = pageDoc('a.json', '/a', [
      hero('A', { id: 'inizio' }),
      { type: 'cta', id: 'inizio', title: 'Di nuovo', button: { label: 'Scrivici', href: '/contatti' } },
    ]);
    const b = pageDoc('b.json', '/b', [hero('B', { id: 'inizio' })]);
    expect(idsRule(context([a, b])).map(formatError)).toEqual([
      'a.json: sections[1].id: id "inizio" is used twice on this page',
    ]);
  });

  it.each(['main', 'root', 'boot', 'consent-banner', 'mobile-menu', 'chat-panel-input'])(
    'refuses the id "%s", which the shell or the boot code owns',
    (id) => {
      const a = pageDoc('a.json', '/a', [hero('A', { id })]);
      const [error] = idsRule(context([a])).map(formatError);
      expect(error).toMatch(new RegExp(`^a\\.json: sections\\[0\\]\\.id: id "${id}" belongs to the page's shell`));
    },
  );
});

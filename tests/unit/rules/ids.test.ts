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
});

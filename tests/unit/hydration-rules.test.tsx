/**
 * Each section type says when it needs code in the browser (definition.ts `hydrate`). A type that ships
 * none ('none') keeps its prerendered HTML on the page the visitor loaded: in every one of its stories it
 * must hold nothing that needs code — no form control, and no button but those the page-wide handler
 * serves (app/page-handlers.ts): "Avvia una chat" and the cookie policy's preferences.
 */
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionTypes } from '../../schemas/section';
import { OPEN_CHAT_ATTR, OPEN_COOKIE_PREFERENCES_ATTR } from '../../src/lib/chat';
import { loadPageStrings } from '../../src/i18n/catalogs';
import { PageRenderer } from '../../src/render/PageRenderer';
import { definitionOf, loadSections, type SectionComponents } from '../../src/render/load-sections';
import { sectionStories } from './section-stories';

const RULES = ['none', 'visible', 'idle', 'interaction'];
let components: SectionComponents = new Map();

beforeAll(async () => {
  await loadPageStrings('it');
  ({ components } = await loadSections(
    sectionTypes.map((type) => ({ type })),
    'it',
  ));
});

describe('hydration rules', () => {
  it.each(sectionTypes)('%s declares one', (type) => {
    expect(RULES).toContain(definitionOf(type).hydrate);
  });

  const staticStories = sectionStories.filter((s) => definitionOf(s.args.type).hydrate === 'none');
  it('most types ship no code', () => {
    const none = sectionTypes.filter((t) => definitionOf(t).hydrate === 'none');
    expect(none.length).toBeGreaterThanOrEqual(12);
    expect(none).toEqual(expect.arrayContaining(['hero', 'accordion', 'cta', 'textBlock', 'productGrid']));
  });

  it.each(staticStories.map((s) => [s.id, s.args] as const))('%s: nothing in it needs code', (_id, args) => {
    const section = args;
    const { container } = render(
      <PageRenderer
        page={{
          locale: 'it',
          path: '/p',
          aliases: [],
          meta: { title: 'T', description: 'D', type: 'website' },
          sections: [section],
        }}
        sections={components}
      />,
    );
    expect(container.querySelector('main, section, div')).not.toBeNull();
    expect(container.querySelectorAll('input, select, textarea, form')).toHaveLength(0);
    const buttons = Array.from(container.querySelectorAll('button'));
    for (const button of buttons)
      expect(
        button.hasAttribute(OPEN_CHAT_ATTR) || button.hasAttribute(OPEN_COOKIE_PREFERENCES_ATTR),
        button.outerHTML,
      ).toBe(true);
  });
});

/**
 * The page-wide handler (app/page-handlers.ts): a link to a place on this page scrolls there smoothly (the
 * scroll helper), every other link is the browser's own navigation (view transitions animate it).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installPageHandlers } from '../../src/app/page-handlers';
import { setScroller } from '../../src/lib/scroll';

const scrolled: string[] = [];
beforeAll(() => {
  installPageHandlers();
  setScroller((target) => scrolled.push(target.id));
  const target = document.createElement('section');
  target.id = 'team';
  document.body.append(target);
});
afterEach(() => (scrolled.length = 0));

/** Clicks a link to `href` placed in the page; whether the browser's own action was prevented. */
function click(href: string, attrs: Record<string, string> = {}): boolean {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.textContent = 'link';
  document.body.append(a);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  a.dispatchEvent(event);
  a.remove();
  return event.defaultPrevented;
}

describe('links in sections that ship no code', () => {
  it('a place on this page is scrolled to, under the sticky header', () => {
    expect(click(`${window.location.pathname}#team`)).toBe(true);
    expect(click('#team')).toBe(true);
    expect(scrolled).toEqual(['team', 'team']);
  });

  it.each([
    ['another page of the site', '/chi-siamo#team', {}],
    ['a place that is not on the page', '#nessuno', {}],
    ['a file the host serves', '/sitemap.xml', {}],
    ['another site', 'https://example.com/chi-siamo', {}],
    ['a new tab', '#team', { target: '_blank' }],
    ['an e-mail', 'mailto:info@esempio.it', {}],
  ])('%s is left to the browser', (_what, href, attrs) => {
    expect(click(href, attrs)).toBe(false);
    expect(scrolled).toEqual([]);
  });
});

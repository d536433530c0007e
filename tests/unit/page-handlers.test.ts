/** The page-wide handler (app/page-handlers.ts) follows a static section's links to site pages only. */
import { describe, expect, it, vi } from 'vitest';
import type { createBrowserRouter } from 'react-router-dom';
import { installPageHandlers } from '../../src/app/page-handlers';

const navigate = vi.fn(() => Promise.resolve());
installPageHandlers({ navigate } as unknown as ReturnType<typeof createBrowserRouter>);

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
  it('a page of the site goes to the router (with its query and anchor)', () => {
    navigate.mockClear();
    expect(click('/chi-siamo?x=1#team')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/chi-siamo?x=1#team');
  });

  it.each([
    ['a file the host serves', '/sitemap.xml', {}],
    ['another site', 'https://example.com/chi-siamo', {}],
    ['a new tab', '/chi-siamo', { target: '_blank' }],
    ['a download', '/chi-siamo', { download: '' }],
    ['an e-mail', 'mailto:info@esempio.it', {}],
  ])('%s is left to the browser', (_what, href, attrs) => {
    navigate.mockClear();
    expect(click(href, attrs)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

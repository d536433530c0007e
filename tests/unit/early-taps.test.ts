import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTR, recordTapsUntilHydrated } from '../../src/lib/early-taps';

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTR);
  document.body.innerHTML = '';
});

describe('taps before hydration', () => {
  it('are held, shown as busy, and replayed in order once the app has hydrated', async () => {
    document.body.innerHTML = '<div id="root"><button type="button" id="a">A</button><button type="button" id="b">B</button></div>';
    const seen: string[] = [];
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    recordTapsUntilHydrated(document);
    // What React will attach at hydration (it listens on #root).
    document.getElementById('root')!.addEventListener('click', (e) => seen.push((e.target as HTMLElement).id));
    b.click();
    a.click();
    expect(seen).toEqual([]);
    expect(b.getAttribute('aria-busy')).toBe('true');
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    await vi.waitFor(() => expect(seen).toEqual(['b', 'a']));
    expect(b.hasAttribute('aria-busy')).toBe(false);
    // After hydration taps go straight through.
    a.click();
    expect(seen).toEqual(['b', 'a', 'a']);
  });

  it('leaves native controls alone: popover toggles, submits, links', () => {
    document.body.innerHTML =
      '<div id="root"><button type="button" popovertarget="m" id="p">menu</button><form><button id="s">invia</button></form><a href="#x" id="l">x</a></div>';
    recordTapsUntilHydrated(document);
    for (const id of ['p', 's', 'l']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
  });
});

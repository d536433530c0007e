import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTaps, HYDRATED_ATTR, recordTapsUntilHydrated, releaseTaps } from '../../src/lib/early-taps';
import { must } from '../support/must';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.documentElement.removeAttribute(HYDRATED_ATTR);
  document.body.innerHTML = '';
});

describe('taps before hydration', () => {
  it('are held, shown as busy, and replayed in order once the app has hydrated', async () => {
    document.body.innerHTML =
      '<div id="root"><button type="button" id="a">A</button><button type="button" id="b">B</button></div>';
    const seen: string[] = [];
    const a = must(document.getElementById('a'), '#a');
    const b = must(document.getElementById('b'), '#b');
    stop = recordTapsUntilHydrated(document);
    // What React will attach at hydration (it listens on #root).
    must(document.getElementById('root'), '#root').addEventListener('click', (e) =>
      seen.push((e.target as HTMLElement).id),
    );
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
    stop = recordTapsUntilHydrated(document);
    for (const id of ['p', 's', 'l']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      must(document.getElementById(id), `#${id}`).dispatchEvent(event);
      expect(event.defaultPrevented, id).toBe(false);
    }
  });
});

describe('taps in a section that hydrates later', () => {
  function setUp() {
    document.body.innerHTML =
      '<div id="root"><button type="button" id="top">Menu</button><div id="frame"><button type="button" id="late">Avvia una chat</button></div></div>';
    const seen: string[] = [];
    stop = recordTapsUntilHydrated(document);
    must(document.getElementById('root'), '#root').addEventListener('click', (e) =>
      seen.push((e.target as HTMLElement).id),
    );
    const frame = must(document.getElementById('frame'), '#frame');
    holdTaps(frame);
    return { seen, frame, late: must(document.getElementById('late'), '#late') };
  }

  it('wait for their section, not for the app, and are replayed when it has hydrated', async () => {
    const { seen, frame, late } = setUp();
    late.click(); // before the app hydrates
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    await Promise.resolve();
    must(document.getElementById('top'), '#top').click();
    late.click(); // app hydrated, section not yet
    await vi.waitFor(() => expect(seen).toEqual(['top']));
    expect(late.getAttribute('aria-busy')).toBe('true');
    releaseTaps(frame, true);
    expect(seen).toEqual(['top', 'late', 'late']);
    expect(late.hasAttribute('aria-busy')).toBe(false);
    late.click();
    expect(seen).toEqual(['top', 'late', 'late', 'late']);
  });

  it("are dropped, no longer busy, when the section's code could not load", () => {
    const { seen, frame, late } = setUp();
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    late.click();
    releaseTaps(frame, false);
    expect(seen).toEqual([]);
    expect(late.hasAttribute('aria-busy')).toBe(false);
  });

  it('hold a form submit (no native GET of the page) and submit it again, with its button, once hydrated', () => {
    document.body.innerHTML =
      '<div id="root"><div id="frame"><form id="f"><input name="email" value="a@b.it"><button id="send">Invia</button></form></div></div>';
    stop = recordTapsUntilHydrated(document);
    document.documentElement.setAttribute(HYDRATED_ATTR, '');
    const submits: (string | undefined)[] = [];
    must(document.getElementById('root'), '#root').addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push(e.submitter?.id);
    });
    const frame = must(document.getElementById('frame'), '#frame');
    holdTaps(frame);
    const send = must(document.getElementById('send'), '#send');
    send.click();
    expect(submits).toEqual([]);
    expect(send.getAttribute('aria-busy')).toBe('true');
    releaseTaps(frame, true);
    expect(submits).toEqual(['send']);
    expect(send.hasAttribute('aria-busy')).toBe(false);
  });
});

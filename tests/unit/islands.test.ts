/** Each island hydrates alone, at the moment its type's rule names (app/islands.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hydrated: number[] = [];
let release: () => void = () => undefined;
let fail: () => void = () => undefined;
vi.mock('../../src/app/hydrate-island', () => ({
  hydrateIsland: (frame: HTMLElement, _section: unknown, index: number) =>
    new Promise<void>((resolve, reject) => {
      release = () => {
        hydrated.push(index);
        frame.setAttribute('data-hydrated', '');
        resolve();
      };
      fail = () => reject(new Error('chunk failed'));
    }),
}));
const scripted: number[] = [];
vi.mock('../../src/app/enhance-island', () => ({
  enhanceIsland: (frame: HTMLElement) => {
    scripted.push(Number(frame.dataset.index));
    frame.setAttribute('data-hydrated', '');
    return Promise.resolve();
  },
}));
const { startIslands } = await import('../../src/app/islands');

function island(index: number, rule: string, props = JSON.stringify({ type: 'mediaBlock' })): HTMLElement {
  const el = document.createElement('div');
  el.className = 'section-frame';
  Object.assign(el.dataset, { section: 'mediaBlock', island: rule, index: String(index), props });
  el.innerHTML = '<p>testo</p><button type="button">Riproduci</button>';
  document.body.append(el);
  return el;
}
const tick = () => new Promise((r) => setTimeout(r, 30));

beforeEach(() => {
  hydrated.length = 0;
  scripted.length = 0;
  release = () => undefined;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('islands', () => {
  it("'visible' near the screen: at once, and the page is interactive once it has hydrated", async () => {
    island(0, 'visible');
    let done = false;
    void startIslands().then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    release();
    await tick();
    expect(hydrated).toEqual([0]);
    expect(done).toBe(true);
  });

  it("'visible': which islands are near comes from an observer's first report, with no forced layout", async () => {
    type Report = Partial<IntersectionObserverEntry> & { target: Element };
    const observers: { callback: (entries: Report[]) => void; margin: string; targets: Element[] }[] = [];
    class FakeObserver {
      entry: (typeof observers)[number];
      constructor(callback: (entries: Report[]) => void, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin ?? '0px', targets: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.push(el);
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const near = island(3, 'visible');
    const far = island(4, 'visible');
    let done = false;
    void startIslands().then(() => (done = true));
    expect(measure).not.toHaveBeenCalled();
    const rootBounds = { height: 800 } as DOMRectReadOnly;
    observers[0].callback([
      { target: near, rootBounds, boundingClientRect: { top: 1200 } as DOMRectReadOnly },
      { target: far, rootBounds, boundingClientRect: { top: 4000 } as DOMRectReadOnly },
    ]);
    await tick();
    release();
    await tick();
    expect(hydrated).toEqual([3]); // within two screens: at once; the page counts as settled
    expect(done).toBe(true);
    // The far one waits until it comes within a screen of the viewport.
    const waiting = observers.find((o) => o.targets.includes(far) && o.margin === '100% 0px');
    expect(waiting).toBeDefined();
    waiting?.callback([{ target: far, isIntersecting: true }]);
    await tick();
    release();
    await tick();
    expect(hydrated).toEqual([3, 4]);
    expect(measure).not.toHaveBeenCalled();
  });

  it('a section whose behaviour is a plain script runs it and is not hydrated with React', async () => {
    const frame = island(5, 'visible', JSON.stringify({ type: 'cardSlider' }));
    frame.dataset.script = '';
    island(6, 'visible');
    let done = false;
    void startIslands().then(() => (done = true));
    await tick();
    expect(scripted).toEqual([5]);
    expect(frame.hasAttribute('data-hydrated')).toBe(true);
    expect(done).toBe(false); // the other island still hydrates with React
    release();
    await tick();
    expect(hydrated).toEqual([6]);
    expect(done).toBe(true);
  });

  it("'interaction': at the first tap inside, and the tap that woke it is given again afterwards", async () => {
    const frame = island(3, 'interaction');
    const other = island(4, 'interaction');
    await startIslands();
    await tick();
    expect(hydrated).toEqual([]);
    const button = frame.querySelector('button');
    if (!button) throw new Error('no button');
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click(); // before its code is here: kept, not lost
    await tick();
    expect(clicks).not.toHaveBeenCalled();
    release();
    await tick();
    expect(hydrated).toEqual([3]);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(other.hasAttribute('data-hydrated')).toBe(false);
  });

  it("'interaction': the focus that woke it is given again, and a form's send is left to the held submit", async () => {
    const frame = island(7, 'interaction');
    frame.innerHTML = '<form><input name="nome" /><button type="submit">Invia</button></form>';
    await startIslands();
    const input = frame.querySelector('input');
    const form = frame.querySelector('form');
    const send = frame.querySelector('button');
    if (!input || !form || !send) throw new Error('no form');
    const focusedAfter = vi.fn();
    input.focus(); // wakes it; its code is not here yet
    input.addEventListener('focusin', focusedAfter);
    // The send pressed meanwhile reaches the form as a submit (held, busy), not as a kept click.
    const submits = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submits);
    send.click();
    await tick();
    expect(send.getAttribute('aria-busy')).toBe('true');
    release();
    await tick();
    expect(hydrated).toEqual([7]);
    expect(focusedAfter).toHaveBeenCalledTimes(1);
  });

  // Found by chunk-failures.spec under load: the islands start a few frames after the load event, and a
  // field focused in between never woke its form.
  it("'interaction': a field focused before the islands started wakes its island at once", async () => {
    const frame = island(8, 'interaction');
    frame.innerHTML = '<form><input name="nome" /></form>';
    const input = frame.querySelector('input');
    if (!input) throw new Error('no field');
    const focusedAfter = vi.fn();
    input.focus();
    input.addEventListener('focusin', focusedAfter);
    await startIslands();
    await tick();
    release();
    await tick();
    expect(hydrated).toEqual([8]);
    expect(focusedAfter).toHaveBeenCalledTimes(1);
  });

  it("'idle': once the browser is idle, not before", async () => {
    vi.useFakeTimers();
    island(1, 'idle');
    void startIslands();
    expect(hydrated).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(hydrated).toEqual([]);
    await vi.advanceTimersByTimeAsync(4000);
    release();
    await vi.runAllTimersAsync();
    expect(hydrated).toEqual([1]);
  });

  it('a form sent before its island has hydrated is held, then sent once by the island', async () => {
    const frame = island(5, 'visible');
    frame.innerHTML = '<form method="post" action="/api/leads"><input name="email"><button>Invia</button></form>';
    const form = frame.querySelector('form');
    const send = frame.querySelector('button');
    if (!form || !send) throw new Error('no form');
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const sent = vi.fn((e: SubmitEvent) => e.preventDefault()); // the island's own handler, once hydrated
    void startIslands();
    send.click();
    send.click(); // a second press is the same request
    expect(send.getAttribute('aria-busy')).toBe('true');
    await tick();
    expect(sent).not.toHaveBeenCalled();
    release();
    form.addEventListener('submit', sent);
    await tick();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(send.hasAttribute('aria-busy')).toBe(false);
    send.click(); // from now on the island's code takes every submit
    expect(sent).toHaveBeenCalledTimes(2);
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });

  it('when its code cannot load, a held form goes out as the browser’s own POST', async () => {
    const frame = island(6, 'visible');
    frame.innerHTML = '<form method="post" action="/api/leads"><input name="email"><button>Invia</button></form>';
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    void startIslands();
    frame.querySelector('button')?.click();
    await tick();
    fail();
    await tick();
    expect(native).toHaveBeenCalledTimes(1);
    expect(frame.hasAttribute('data-hydrated')).toBe(false);
    native.mockRestore();
    warn.mockRestore();
  });

  it('a frame whose props do not parse keeps its HTML', async () => {
    const frame = island(2, 'visible', '{not json');
    await startIslands();
    expect(frame.hasAttribute('data-hydrated')).toBe(false);
    expect(frame.innerHTML).toContain('Riproduci');
  });
});

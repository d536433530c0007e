import { afterEach, describe, expect, it, vi } from 'vitest';

/** A controllable IntersectionObserver: `show(rootMargin)` reports the element as intersecting for observers with that margin. */
function fakeObserver() {
  const live: { margin: string; cb: IntersectionObserverCallback; self: IntersectionObserver }[] = [];
  class FakeIO {
    constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
      live.push({ margin: opts?.rootMargin ?? '0px', cb, self: this as unknown as IntersectionObserver });
    }
    observe() {}
    disconnect() {
      const i = live.findIndex((o) => o.self === (this as unknown as IntersectionObserver));
      if (i >= 0) live.splice(i, 1);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIO);
  return {
    margins: () => live.map((o) => o.margin),
    show: (margin: string) => {
      for (const o of live.filter((x) => x.margin === margin))
        o.cb([{ isIntersecting: true } as IntersectionObserverEntry], o.self);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('whenScrollIntent', () => {
  it('resolves at the first wheel, touch, key or scroll, not before', async () => {
    const { whenScrollIntent } = await import('../../src/lib/on-demand');
    const seen = vi.fn();
    void whenScrollIntent().then(seen);
    await Promise.resolve();
    expect(seen).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(seen).toHaveBeenCalledOnce());
  });
});

describe('whenAboutToBeSeen', () => {
  it('runs when the element is in view; before any scroll the look-ahead margin is not used', async () => {
    const io = fakeObserver();
    const { whenAboutToBeSeen } = await import('../../src/lib/on-demand');
    const run = vi.fn();
    whenAboutToBeSeen(document.body, '100% 0px', run);
    expect(io.margins()).toEqual(['0px']);
    io.show('0px');
    expect(run).toHaveBeenCalledOnce();
    expect(io.margins()).toEqual([]);
  });

  it('after the first scroll intent it runs within the look-ahead margin, once', async () => {
    const io = fakeObserver();
    const { whenAboutToBeSeen } = await import('../../src/lib/on-demand');
    const run = vi.fn();
    whenAboutToBeSeen(document.body, '100% 0px', run);
    window.dispatchEvent(new Event('wheel'));
    await vi.waitFor(() => expect(io.margins()).toEqual(['100% 0px']));
    io.show('100% 0px');
    io.show('100% 0px');
    expect(run).toHaveBeenCalledOnce();
  });

  it('without IntersectionObserver it runs at once; a cancelled wait never runs', async () => {
    const { whenAboutToBeSeen } = await import('../../src/lib/on-demand');
    const run = vi.fn();
    whenAboutToBeSeen(document.body, '100% 0px', run);
    expect(run).toHaveBeenCalledOnce();
    const io = fakeObserver();
    const late = vi.fn();
    whenAboutToBeSeen(document.body, '100% 0px', late)();
    io.show('0px');
    expect(late).not.toHaveBeenCalled();
  });
});

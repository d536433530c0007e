/** When a section's code loads on the first page (app/load-page.ts), by its type's hydration rule. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationMoment } from '../../src/app/load-page';

function frame(type: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'section-frame';
  el.dataset.section = type;
  el.innerHTML = '<p>testo</p><button type="button">Riproduci</button>';
  document.body.append(el);
  return el;
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('hydrationMoment', () => {
  it("'interaction': the first pointer, focus or key inside a frame of its type, not elsewhere", async () => {
    const media = frame('mediaBlock');
    const other = frame('carousel');
    for (const fire of [
      (el: Element) => el.dispatchEvent(new Event('pointerdown', { bubbles: true })),
      (el: Element) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      (el: Element) => el.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })),
    ]) {
      const moment = hydrationMoment('interaction', [media], new AbortController().signal);
      fire(other.querySelector('button') as Element);
      expect(await settled(moment)).toBe(false);
      fire(media.querySelector('button') as Element);
      expect(await settled(moment)).toBe(true);
    }
  });

  it("'idle': once the browser is idle (a timer where requestIdleCallback is missing)", async () => {
    vi.useFakeTimers();
    const moment = hydrationMoment('idle', [frame('carousel')], new AbortController().signal);
    let done = false;
    void moment.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(4000);
    expect(done).toBe(true);
  });

  it('any rule: leaving the page settles it (a pending section must not hold the navigation)', async () => {
    const leaving = new AbortController();
    const moment = hydrationMoment('interaction', [frame('mediaBlock')], leaving.signal);
    expect(await settled(moment)).toBe(false);
    leaving.abort();
    expect(await settled(moment)).toBe(true);
  });
});

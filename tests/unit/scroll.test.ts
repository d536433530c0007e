import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DEFAULTS, scrollToSection, setScroller } from '../../src/lib/scroll';

afterEach(() => {
  setScroller(undefined);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('scrollToSection', () => {
  it('defaults: offset 0, 800 ms', () => {
    expect(SCROLL_DEFAULTS).toEqual({ offset: 0, duration: 800 });
  });

  it('a missing id logs a warning and reports failure, without scrolling', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToSection('#non-esiste')).toBe(false);
    expect(warn).toHaveBeenCalledWith('scrollToSection: element "#non-esiste" not found');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('hands the target to the smooth scroller with the defaults', () => {
    document.body.innerHTML = '<section id="scroll1"></section>';
    const scroller = vi.fn();
    setScroller(scroller);
    expect(scrollToSection('scroll1')).toBe(true);
    expect(scroller).toHaveBeenCalledWith(document.getElementById('scroll1'), { offset: 0, duration: 800 });
  });

  it('falls back to native smooth scrolling before lenis starts', () => {
    document.body.innerHTML = '<section id="prodotti"></section>';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToSection('prodotti', { offset: -10 })).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: -10, behavior: 'smooth' });
  });

  it("stops below the sticky header: the target's scroll-margin-top is taken off, as lenis does", () => {
    document.body.innerHTML = '<section id="scroll1" style="scroll-margin-top: 73px"></section>';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToSection('scroll1')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: -73, behavior: 'smooth' });
  });
});

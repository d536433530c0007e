/** The first-visit banner takes the focus, one frame after it appears, unless the visitor is using something else. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import { LIFTED, showBanner } from '../../src/shell/consent/show-banner';
import { SHELL_IDS } from '../../src/lib/shell-ids';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function template() {
  const t = document.createElement('template');
  t.id = SHELL_IDS.consentBanner;
  t.innerHTML =
    '<div role="dialog" aria-label="Cookie" tabindex="-1"><button type="button" data-consent="reject">Rifiuta</button></div>';
  document.body.append(t);
}

const show = () => showBanner({ choose: () => undefined, customize: () => Promise.resolve() });

/** A field on the page, focused by the visitor before (`'before'`) or after (`'after'`) the banner appears. */
async function focusedField(when: 'before' | 'after') {
  template();
  const field = document.createElement('input');
  document.body.append(field);
  if (when === 'before') field.focus();
  show();
  if (when === 'after') field.focus();
  await frame();
  return field;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('consent banner focus', () => {
  it('moves into the banner in its first frame, not while it is being inserted', async () => {
    template();
    show();
    const banner = document.querySelector('[role="dialog"]');
    expect(banner).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    await frame();
    expect(document.activeElement).toBe(banner);
  });

  it('is laid out in the task that inserts it, so its first frame only paints', () => {
    // Together they were one 66-90 ms task at Lighthouse's 4x CPU slowdown (src/build/cli/bench/HISTORY.md).
    template();
    const read = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    show();
    const contexts: unknown[] = read.mock.contexts;
    read.mockRestore();
    expect(contexts).toContain(document.querySelector('[role="dialog"]'));
  });

  it('stays where the visitor put it in the meantime', async () => {
    const field = await focusedField('after');
    expect(document.activeElement).toBe(field);
  });

  it('is not taken from a field the visitor was already in', async () => {
    const field = await focusedField('before');
    expect(document.activeElement).toBe(field);
  });
});

describe('the parts that rise over the banner', () => {
  it('are the rules of the chat stylesheet that read the banner height, no more and no fewer', () => {
    const css = fs.readFileSync('src/shell/chat/ChatBubble.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const reading = [...css.matchAll(/([^{}]+)\{[^{}]*var\(--above-consent/g)].map((m) => m[1].trim());
    expect(reading.length).toBeGreaterThan(0);
    expect(new Set(reading)).toEqual(new Set(LIFTED.split(',').map((s) => s.trim())));
  });
});

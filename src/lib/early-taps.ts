/**
 * On a slow connection several seconds pass between the first paint and
 * hydration. A tap on a button React will handle (the chat bubble, "Avvia una
 * chat", an accordion item…) would be lost in that time: it is recorded here,
 * the button shows it is busy, and the tap is replayed once the app has
 * hydrated (App sets html[data-hydrated]). Buttons that work natively (the
 * burger is a popovertarget button) and form submits are left alone.
 */
export const HYDRATED_ATTR = 'data-hydrated';
const REPLAYABLE = 'button[type="button"]:not([popovertarget]):not(:disabled)';

export function recordTapsUntilHydrated(doc: Document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(HYDRATED_ATTR)) return;
  const pending: HTMLElement[] = [];

  const record = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !target.closest('#root')) return;
    e.preventDefault();
    e.stopPropagation();
    target.setAttribute('aria-busy', 'true');
    pending.push(target);
  };

  const replay = () => {
    if (!root.hasAttribute(HYDRATED_ATTR)) return;
    observer.disconnect();
    doc.removeEventListener('click', record, true);
    for (const el of pending) {
      el.removeAttribute('aria-busy');
      if (el.isConnected) el.click();
    }
  };

  const observer = new MutationObserver(replay);
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTR] });
  doc.addEventListener('click', record, true);
}

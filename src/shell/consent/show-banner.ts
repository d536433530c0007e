/**
 * Shows the first-visit banner from its <template> (Banner.tsx) and wires its buttons: 'Accetta tutti',
 * 'Rifiuta', the X and Escape (refusal, as the Garante requires), 'Personalizza' (the preferences dialog,
 * or a message when it cannot load). A non-modal dialog: the page stays usable.
 */
import { CHAT_BUBBLE_SELECTOR } from '../../lib/chat';
import { SHELL_IDS } from '../../lib/shell-ids';

export interface BannerActions {
  choose: (analytics: boolean) => void;
  /** Rejects when the preferences dialog cannot load. */
  customize: () => Promise<void>;
}

/** When a part closes: the focus goes back where it was if it was inside the part or got lost with it. */
export function restoreFocus(before: Element | null, part: Element | null): void {
  const now = document.activeElement;
  const lost = !now || now === document.body || !!part?.contains(now);
  if (lost && before instanceof HTMLElement && before !== document.body && before.isConnected)
    before.focus({ preventScroll: true });
}

/** Shows the banner; returns its removal, or undefined when the page has no banner template. */
export function showBanner({ choose, customize }: BannerActions): (() => void) | undefined {
  const template = document.getElementById(SHELL_IDS.consentBanner);
  if (!(template instanceof HTMLTemplateElement)) return undefined;
  // The prerendered template holds its markup in .content; one React rendered on the client (dev) in itself.
  const source = template.content.firstElementChild ?? template.firstElementChild;
  if (!(source instanceof HTMLElement)) return undefined;
  const banner = source.cloneNode(true) as HTMLElement;
  const before = document.activeElement;
  const status = banner.querySelector('[role="status"]');
  banner.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-consent]') : null;
    const action = button?.dataset.consent;
    if (action === 'accept') choose(true);
    else if (action === 'reject') choose(false);
    else if (action === 'customize')
      customize().then(
        () => status && (status.textContent = ''),
        () => status && (status.textContent = button?.dataset.failedText ?? ''),
      );
  });
  // Escape is the keyboard's X: closing the banner refuses.
  banner.addEventListener('keydown', (e) => e.key === 'Escape' && choose(false));
  document.body.append(banner);
  // Its style and layout now, in the task that inserts it, rather than in the frame that paints it: at
  // Lighthouse's 4x slowdown the two together were one 66-90 ms task, each alone stays under 50.
  banner.getBoundingClientRect();
  // Focus into the banner, unless the visitor is using something else on the page, in the frame that first
  // lays it out: focusing at once forced that layout inside this task (its longest part on a slow phone).
  const idle = () => !document.activeElement || document.activeElement === document.body;
  if (idle())
    requestAnimationFrame(() => {
      if (banner.isConnected && idle()) banner.focus({ preventScroll: true });
    });
  const lower = liftChatBubble(banner);
  return () => {
    lower();
    banner.remove();
    restoreFocus(before, banner);
  };
}

/**
 * What rises over the banner: the bubble and the chat's notes, the rules of ChatBubble.css that read
 * --above-consent (tests/unit/show-banner.test.ts keeps the two lists the same).
 */
export const LIFTED = '.chat-bubble, .chat-loading, .chat-unavailable';

/**
 * On a narrow screen the banner spans the bottom of the page, where the chat bubble is: while it is open the
 * bubble, and the note that the chat is loading or unavailable, stand above it (--above-consent, ChatBubble.css),
 * so Rachel is one tap away before any choice and the note hides none of its buttons.
 * A ResizeObserver reports after layout: reading the banner's place then forces none. The height goes into a
 * rule for the lifted parts only, in a sheet of its own (a note added later gets it too): set on <html>, an
 * inherited variable restyled every element of the page in the banner's frame (206 on the home page, 40 ms
 * of that frame's 118 at Lighthouse's 4x CPU slowdown). Adopted stylesheets are in every browser the site
 * supports (it relies on the popover API, which came later).
 */
function liftChatBubble(banner: HTMLElement): () => void {
  const bubble = document.querySelector<HTMLElement>(CHAT_BUBBLE_SELECTOR);
  if (!bubble || !('ResizeObserver' in window) || !('adoptedStyleSheets' in document)) return () => undefined;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const observer = new ResizeObserver(() => {
    if (banner.isConnected)
      sheet.replaceSync(
        `${LIFTED} { --above-consent: ${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)}px; }`,
      );
  });
  observer.observe(banner);
  return () => {
    observer.disconnect();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

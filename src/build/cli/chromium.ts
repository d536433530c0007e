/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as
 * root, no GPU, no background traffic to unreachable hosts). Shared by the
 * Playwright suite and the Lighthouse bench; never a downloaded browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

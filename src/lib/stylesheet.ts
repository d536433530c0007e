/**
 * Adds a stylesheet at runtime and resolves once it applies. Lazily loaded
 * widgets (chat panel, cookie banner, sliders) import their CSS with `?url` and load
 * it through this, so it stays out of the site's one render-blocking
 * stylesheet (the build sets cssCodeSplit: false).
 */
const loaded = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  let done = loaded.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // An unstyled widget still works: never block it on a failed stylesheet.
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    loaded.set(href, done);
  }
  return done;
}

/**
 * A story's beforeEach: window.fetch is `stub` while the story runs, the real
 * one afterwards. Not on the docs page, where every story shares one window
 * (the forms there stay idle).
 */
export function withFetch(stub: typeof window.fetch) {
  return ({ viewMode }: { viewMode: string }) => {
    if (viewMode === 'docs') return undefined;
    const real = window.fetch.bind(window);
    window.fetch = stub;
    return () => {
      window.fetch = real;
    };
  };
}

/** The JSON a stubbed fetch was sent: the forms post a JSON string. */
export function sentJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') throw new Error('the request carried no JSON text');
  return JSON.parse(init.body);
}

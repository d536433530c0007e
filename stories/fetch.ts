/**
 * A story's beforeEach: window.fetch is `stub` while the story runs, the real
 * one afterwards. Not on the docs page, where every story shares one window
 * (the forms there stay idle).
 */
export function withFetch(stub: typeof window.fetch) {
  return ({ viewMode }: { viewMode: string }) => {
    if (viewMode === 'docs') return undefined;
    const real = window.fetch;
    window.fetch = stub;
    return () => {
      window.fetch = real;
    };
  };
}

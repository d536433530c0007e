/**
 * The provider's own preview image for a video (SPEC §7: "embed metadata
 * lookup", a GET with a url parameter), read from its oEmbed endpoint. The
 * endpoints' origins are allowed in the CSP (src/engine/security-headers.ts).
 */
const ENDPOINTS: { test: RegExp; endpoint: string }[] = [
  { test: /^https:\/\/(www\.|player\.)?vimeo\.com\//, endpoint: 'https://vimeo.com/api/oembed.json' },
  { test: /^https:\/\/(www\.youtube\.com|youtu\.be)\//, endpoint: 'https://www.youtube.com/oembed' },
];

/** The oEmbed URL for a video URL, or undefined for a provider without one (a plain file). */
export function oembedUrl(video: string): string | undefined {
  const match = ENDPOINTS.find((e) => e.test.test(video));
  if (!match) return undefined;
  const url = new URL(match.endpoint);
  url.searchParams.set('url', video);
  url.searchParams.set('format', 'json');
  return url.toString();
}

/** The https thumbnail_url the provider answers with; undefined on any failure (the illustration stays). */
export async function fetchThumbnail(video: string, signal?: AbortSignal): Promise<string | undefined> {
  const url = oembedUrl(video);
  if (!url) return undefined;
  try {
    const res = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'strict-origin' });
    if (!res.ok) return undefined;
    const data: unknown = await res.json();
    const thumb = typeof data === 'object' && data !== null && 'thumbnail_url' in data ? data.thumbnail_url : undefined;
    return typeof thumb === 'string' && thumb.startsWith('https://') ? thumb : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The provider's own preview image for a video (SPEC §7: "embed metadata
 * lookup", a GET with a url parameter), read from its oEmbed endpoint. The
 * endpoints come from the one provider list, whose origins the CSP allows.
 */
import { VIDEO_PROVIDERS, videoProviderOf } from '../../../schemas/video-providers';

/** The oEmbed URL for a video URL, or undefined for a provider without one (a plain file). */
export function oembedUrl(video: string): string | undefined {
  const provider = videoProviderOf(video);
  if (!provider) return undefined;
  const url = new URL(VIDEO_PROVIDERS[provider].oembed);
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

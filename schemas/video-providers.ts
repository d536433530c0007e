/**
 * The video providers the media block may embed: the hosts a `videoUrl` may
 * name and the origins the Content-Security-Policy then allows. One list, so
 * validate refuses exactly the videos the CSP would block.
 */
export type CspDirective =
  'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'frame-src' | 'media-src';

export interface VideoProvider {
  /** Host names a videoUrl may have (exact match). */
  hosts: readonly string[];
  /** The provider's oEmbed endpoint (SPEC §7: the preview image's lookup); its origin is in connect-src. */
  oembed: string;
  csp: Partial<Record<CspDirective, string[]>>;
}

export const VIDEO_PROVIDERS = {
  vimeo: {
    hosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    oembed: 'https://vimeo.com/api/oembed.json',
    csp: {
      'script-src': ['https://player.vimeo.com'],
      'frame-src': ['https://player.vimeo.com'],
      'img-src': ['https://i.vimeocdn.com'],
      // vimeo.com answers the oEmbed lookup of the preview image (src/sections/mediaBlock/oembed.ts).
      'connect-src': ['https://vimeo.com', 'https://player.vimeo.com'],
      'media-src': ['https://*.vimeocdn.com'],
    },
  },
  youtube: {
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
    oembed: 'https://www.youtube.com/oembed',
    csp: {
      'script-src': ['https://www.youtube.com'],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      'img-src': ['https://i.ytimg.com'],
      // oEmbed: the preview image's lookup (src/sections/mediaBlock/oembed.ts).
      'connect-src': ['https://www.youtube.com'],
    },
  },
} as const satisfies Record<string, VideoProvider>;

export type VideoProviderName = keyof typeof VIDEO_PROVIDERS;

/** The provider whose host `url` names, if any. */
export function videoProviderOf(url: string): VideoProviderName | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  return (Object.keys(VIDEO_PROVIDERS) as VideoProviderName[]).find((name) =>
    (VIDEO_PROVIDERS[name].hosts as readonly string[]).includes(host),
  );
}

export const VIDEO_HOSTS: readonly string[] = Object.values(VIDEO_PROVIDERS).flatMap((p) => p.hosts);

/**
 * The provider's preview image of each media block's video, fetched at build
 * time (the oEmbed lookup of SPEC §7, moved out of the browser): the image is
 * shipped with the site under /images/video/, so a visitor's browser asks
 * nothing of YouTube or Vimeo before pressing play. Any failure (no network,
 * a slow or refusing provider) keeps the block's own illustration, and never
 * fails the build. Downloads are cached on disk between builds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '../../schemas/page';
import { VIDEO_PROVIDERS, videoProviderOf } from '../../schemas/video-providers';

export interface VideoThumbnail {
  /** Where the site serves it. */
  src: string;
  /** The file in the cache, emitted into the build. */
  file: string;
  width: number;
  height: number;
}

export const THUMBNAIL_DIR = 'images/video';
const TIMEOUT_MS = 4000;
const MAX_BYTES = 2 * 1024 * 1024;
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The video of a media block section, as its provider's URL. */
export function videoOf(section: Page['sections'][number]): string | undefined {
  if (section.type !== 'mediaBlock') return undefined;
  return section.vimeoId ? `https://vimeo.com/${section.vimeoId}` : section.videoUrl;
}

/** The provider's oEmbed URL for a video URL, or undefined (a plain file has none). */
export function oembedUrl(video: string): string | undefined {
  const provider = videoProviderOf(video);
  if (!provider) return undefined;
  const url = new URL(VIDEO_PROVIDERS[provider].oembed);
  url.searchParams.set('url', video);
  url.searchParams.set('format', 'json');
  return url.toString();
}

/** The thumbnail of `video`, from the cache or the provider; undefined on any failure. */
export async function resolveThumbnail(
  video: string,
  cacheDir: string,
  fetchFn: typeof fetch = fetch,
): Promise<VideoThumbnail | undefined> {
  const key = crypto.createHash('sha256').update(video).digest('hex').slice(0, 16);
  const meta = path.join(cacheDir, `${key}.json`);
  try {
    if (fs.existsSync(meta)) {
      const cached = JSON.parse(fs.readFileSync(meta, 'utf8')) as VideoThumbnail;
      if (fs.existsSync(cached.file)) return cached;
    }
    const lookup = oembedUrl(video);
    if (!lookup) return undefined;
    const info = await fetchFn(lookup, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!info.ok) return undefined;
    const data = (await info.json()) as {
      thumbnail_url?: unknown;
      thumbnail_width?: unknown;
      thumbnail_height?: unknown;
    };
    const { thumbnail_url: url, thumbnail_width: width, thumbnail_height: height } = data;
    if (typeof url !== 'string' || !url.startsWith('https://')) return undefined;
    if (typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) return undefined;
    const image = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const ext = TYPES[(image.headers.get('content-type') ?? '').split(';')[0].trim()];
    if (!image.ok || !ext) return undefined;
    const bytes = Buffer.from(await image.arrayBuffer());
    if (!bytes.length || bytes.length > MAX_BYTES) return undefined;
    fs.mkdirSync(cacheDir, { recursive: true });
    const file = path.join(cacheDir, `${key}.${ext}`);
    fs.writeFileSync(file, bytes);
    const thumb: VideoThumbnail = { src: `/${THUMBNAIL_DIR}/${key}.${ext}`, file, width, height };
    fs.writeFileSync(meta, JSON.stringify(thumb));
    return thumb;
  } catch {
    return undefined;
  }
}

/** Every media block video of `pages` with the thumbnail the build could get. */
export async function resolveThumbnails(
  pages: readonly Page[],
  cacheDir: string,
  fetchFn: typeof fetch = fetch,
): Promise<Map<string, VideoThumbnail>> {
  const videos = new Set(pages.flatMap((p) => p.sections.map(videoOf)).filter((v): v is string => !!v));
  const found = new Map<string, VideoThumbnail>();
  await Promise.all(
    [...videos].map(async (v) => {
      const thumb = await resolveThumbnail(v, cacheDir, fetchFn);
      if (thumb) found.set(v, thumb);
    }),
  );
  return found;
}

/** `page` with each media block's preview image replaced by its video's thumbnail, where there is one. */
export function withThumbnails(page: Page, thumbs: ReadonlyMap<string, VideoThumbnail>): Page {
  if (!thumbs.size) return page;
  return {
    ...page,
    sections: page.sections.map((s) => {
      const video = videoOf(s);
      const thumb = video ? thumbs.get(video) : undefined;
      if (!thumb || s.type !== 'mediaBlock') return s;
      return { ...s, image: { ...s.image, src: thumb.src, width: thumb.width, height: thumb.height } };
    }),
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { contentSecurityPolicy } from '../../src/build/security-headers';
import { fetchThumbnail, oembedUrl } from '../../src/sections/mediaBlock/oembed';
import { siteJson } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('oEmbed preview lookup', () => {
  it('asks Vimeo and YouTube with a url parameter; a plain file has no endpoint', () => {
    expect(oembedUrl('https://vimeo.com/123')).toBe('https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F123&format=json');
    expect(oembedUrl('https://youtu.be/abc')).toBe('https://www.youtube.com/oembed?url=https%3A%2F%2Fyoutu.be%2Fabc&format=json');
    expect(oembedUrl('https://www.nomeazienda.it/video.mp4')).toBeUndefined();
  });

  it('returns the https thumbnail, and nothing on an error, a bad body or a non-https image', async () => {
    const answer = (body: unknown, status = 200) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
    answer({ thumbnail_url: 'https://i.vimeocdn.com/video/1.jpg' });
    expect(await fetchThumbnail('https://vimeo.com/1')).toBe('https://i.vimeocdn.com/video/1.jpg');
    answer({ thumbnail_url: 'http://i.vimeocdn.com/video/1.jpg' });
    expect(await fetchThumbnail('https://vimeo.com/1')).toBeUndefined();
    answer({ error: 'not found' }, 404);
    expect(await fetchThumbnail('https://vimeo.com/1')).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await fetchThumbnail('https://vimeo.com/1')).toBeUndefined();
  });

  it('the CSP allows each provider’s oEmbed endpoint and thumbnail host', () => {
    const page = (section: Record<string, unknown>) =>
      ({ path: '/v', meta: { title: 't', description: 'd' }, sections: [{ title: 't', image: { src: '/x.svg', width: 1, height: 1, alt: 'a' }, ...section }] }) as unknown as Page;
    const site = siteSchema.parse(siteJson());
    for (const [section, thumbHost] of [
      [{ type: 'mediaBlock', vimeoId: '1' }, 'https://i.vimeocdn.com'],
      [{ type: 'mediaBlock', videoUrl: 'https://youtu.be/abc' }, 'https://i.ytimg.com'],
    ] as const) {
      const csp = contentSecurityPolicy(site, [page(section)]);
      const video = 'vimeoId' in section ? `https://vimeo.com/${section.vimeoId}` : section.videoUrl;
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(oembedUrl(video)!).origin.replace(/\./g, '\\.')}`));
      expect(csp).toMatch(new RegExp(`img-src [^;]*${thumbHost.replace(/\./g, '\\.')}`));
    }
  });
});

describe('the provider list', () => {
  it('allows each oEmbed endpoint in its own connect-src, so the CSP never blocks the lookup', async () => {
    const { VIDEO_PROVIDERS } = await import('../../schemas/video-providers');
    for (const p of Object.values(VIDEO_PROVIDERS)) expect(p.csp['connect-src']).toContain(new URL(p.oembed).origin);
  });
});

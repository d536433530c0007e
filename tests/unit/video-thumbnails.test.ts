// @vitest-environment node
/** Media block thumbnails are fetched at build time and shipped with the site; any failure keeps the illustration. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../schemas/page';
import { oembedUrl, resolveThumbnail, resolveThumbnails, withThumbnails } from '../../src/build/video-thumbnails';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000002800000016808060000', 'hex');
const cache = () => fs.mkdtempSync(path.join(os.tmpdir(), 'thumbs-'));

/** A provider that answers oEmbed and serves the image; `calls` lists what was asked. */
function provider(
  oembed: Record<string, unknown> | number,
  image: { type: string; status?: number } = { type: 'image/png' },
) {
  const calls: string[] = [];
  const fetchFn = vi.fn((input: string) => {
    const url = input;
    calls.push(url);
    if (url.includes('oembed'))
      return Promise.resolve(
        typeof oembed === 'number' ? new Response('no', { status: oembed }) : Response.json(oembed),
      );
    return Promise.resolve(new Response(PNG, { status: image.status ?? 200, headers: { 'content-type': image.type } }));
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

const vimeo = 'https://vimeo.com/76979871';
const answer = { thumbnail_url: 'https://i.vimeocdn.com/video/1_640.png', thumbnail_width: 640, thumbnail_height: 360 };

describe('video thumbnails at build time', () => {
  it('asks the provider’s oEmbed endpoint, downloads the image into the cache, and serves it from the site', async () => {
    const dir = cache();
    const { fetchFn, calls } = provider(answer);
    const thumb = await resolveThumbnail(vimeo, dir, fetchFn);
    expect(calls).toEqual([oembedUrl(vimeo), answer.thumbnail_url]);
    expect(thumb).toMatchObject({
      src: expect.stringMatching(/^\/images\/video\/[0-9a-f]{16}\.png$/) as unknown,
      width: 640,
      height: 360,
    });
    expect(fs.readFileSync(thumb?.file ?? '')).toEqual(PNG);
    // The next build reads the cache: nothing is asked again.
    const again = provider(answer);
    expect(await resolveThumbnail(vimeo, dir, again.fetchFn)).toEqual(thumb);
    expect(again.calls).toEqual([]);
  });

  it.each([
    ['the provider refuses', provider(500)],
    ['no https thumbnail', provider({ ...answer, thumbnail_url: 'http://i.vimeocdn.com/x.png' })],
    ['no size', provider({ thumbnail_url: answer.thumbnail_url })],
    ['the image is not an image', provider(answer, { type: 'text/html' })],
  ])('keeps the illustration when %s', async (_why, { fetchFn }) => {
    expect(await resolveThumbnail(vimeo, cache(), fetchFn)).toBeUndefined();
  });

  it('keeps the illustration when the network is down, without failing', async () => {
    const down = vi.fn(() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    expect(await resolveThumbnail(vimeo, cache(), down)).toBeUndefined();
  });

  it('puts the thumbnail in the media block’s preview, and leaves other sections and blocks without one alone', async () => {
    const page = {
      path: '/v',
      aliases: [],
      meta: { title: 'Video', description: 'x' },
      sections: [
        {
          type: 'mediaBlock',
          title: 'Con video',
          vimeoId: '76979871',
          hero: false,
          image: { src: '/images/a.svg', width: 16, height: 9, alt: 'Anteprima' },
        },
        {
          type: 'mediaBlock',
          title: 'Senza',
          hero: false,
          image: { src: '/images/b.svg', width: 16, height: 9, alt: 'Presto' },
        },
      ],
    } as unknown as Page;
    const thumbs = await resolveThumbnails([page], cache(), provider(answer).fetchFn);
    const [withVideo, without] = withThumbnails(page, thumbs).sections as unknown as {
      image: Record<string, unknown>;
    }[];
    expect(withVideo.image).toMatchObject({
      src: expect.stringMatching(/^\/images\/video\//) as unknown,
      width: 640,
      height: 360,
      alt: 'Anteprima',
    });
    expect(without.image).toEqual({ src: '/images/b.svg', width: 16, height: 9, alt: 'Presto' });
  });
});

import { z } from 'zod';
import { image, sectionBase } from '../fields';
import { tag } from '../tags';
import { VIDEO_HOSTS, videoProviderOf } from '../video-providers';

/**
 * A video shown as its preview image with a play button; the player and the
 * provider's embed load only when the visitor presses play. Without a video
 * (none chosen yet) the preview shows with a "video coming soon" label.
 */
export const mediaBlockSchema = z
  .strictObject({
    type: z.literal('mediaBlock'),
    ...sectionBase,
    eyebrow: z.string().min(1).optional(),
    title: z.string().min(1),
    text: z.string().min(1).optional(),
    /** Preview shown until the visitor presses play (and while no video is set). */
    image,
    /** Vimeo video id (digits) of your own video. */
    vimeoId: tag(z.string().regex(/^\d+$/, 'vimeoId must be the numeric Vimeo id'), {
      kind: 'video',
      provider: 'vimeo',
    }).optional(),
    /** Or an https video URL on a provider the CSP allows (schemas/video-providers.ts). */
    videoUrl: tag(
      z.url({ protocol: /^https$/ }).refine((v) => videoProviderOf(v) !== undefined, {
        message: `videoUrl must be on one of these hosts: ${VIDEO_HOSTS.join(', ')}`,
      }),
      { kind: 'video' },
    ).optional(),
    /** The page's top section: the title becomes the h1. */
    hero: z.boolean().default(false),
  })
  .superRefine((m, ctx) => {
    if (m.vimeoId && m.videoUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['vimeoId'],
        message: 'a media block takes "vimeoId" or "videoUrl", not both',
      });
    }
  });

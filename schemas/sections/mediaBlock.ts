import { z } from 'zod';
import { image, sectionBase } from '../fields';

/**
 * A video shown as its preview image with a play button; the player and the
 * provider's embed load only when the visitor presses play. Without a video
 * (none chosen yet) the preview shows with a "video coming soon" label.
 */
export const mediaBlockSchema = z
  .object({
    type: z.literal('mediaBlock'),
    ...sectionBase,
    eyebrow: z.string().min(1).optional(),
    title: z.string().min(1),
    text: z.string().min(1).optional(),
    /** Preview shown until the visitor presses play (and while no video is set). */
    image,
    /** Vimeo video id (digits) of your own video. */
    vimeoId: z.string().regex(/^\d+$/, 'vimeoId must be the numeric Vimeo id').optional(),
    /** Or any https video URL react-player understands (file, YouTube, Vimeo…). */
    videoUrl: z.url({ protocol: /^https$/ }).optional(),
    /** The page's top section: the title becomes the h1. */
    hero: z.boolean().default(false),
  })
  .superRefine((m, ctx) => {
    if (m.vimeoId && m.videoUrl) {
      ctx.addIssue({ code: 'custom', path: ['vimeoId'], message: 'a media block takes "vimeoId" or "videoUrl", not both' });
    }
  });

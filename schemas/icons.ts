import { z } from 'zod';

/** Names of the small inline SVG icons (src/ui/Icon.tsx draws each one). */
export const iconName = z
  .enum([
    'chat',
    'headphones',
    'phone',
    'globe',
    'qrCode',
    'clock',
    'calendar',
    'shield',
    'wallet',
    'support',
    'languages',
    'route',
    'museum',
    'hotel',
    'map',
    'mountain',
    'ticket',
    'microphone',
    'chart',
    'plug',
    'sparkles',
    'check',
  ])
  .describe('Icon drawn next to the text');

export type IconName = z.infer<typeof iconName>;

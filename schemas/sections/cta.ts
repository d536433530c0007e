import { z } from 'zod';
import { button, sectionBase } from '../fields';

/**
 * Call to action: a titled box with one button. The "assistant" variant invites to the chat: it shows
 * the assistant's picture (site.json `chat.avatar`, none when unset) and usually carries `action: "openChat"`.
 */
export const ctaSchema = z.strictObject({
  type: z.literal('cta'),
  ...sectionBase,
  title: z.string().min(1),
  subtitle: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  button,
  variant: z.enum(['default', 'assistant', 'dark']).default('default'),
});

import { z } from 'zod';
import { assetPath, sectionBase, sectionHeading } from '../fields';

/**
 * Client logos. Only the file is configured: the display name (alt text) is
 * derived from the file name, e.g. cantine-colle-alto.svg → "Cantine Colle Alto".
 */
export const logoGridSchema = z.strictObject({
  type: z.literal('logoGrid'),
  ...sectionBase,
  ...sectionHeading,
  logos: z
    .array(
      z.strictObject({
        src: assetPath.regex(
          /^\/images\/clients\/[a-z0-9]+(-[a-z0-9]+)*\.(svg|png|webp)$/,
          'client logos live in /images/clients/ with kebab-case names',
        ),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    )
    .min(1),
});

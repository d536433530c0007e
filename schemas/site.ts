import { z } from 'zod';
import { assetPath, image, link } from './fields';
import { tag } from './tags';

const description = z.string().min(1);
/** Open Graph locale (language_TERRITORY). */
const ogLocale = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'locale is an Open Graph locale such as "it_IT" or "en_GB"');
const header = z.strictObject({ menu: z.array(link).min(1), cta: link });
/** Shared by every chat provider. */
const chatShared = {
  /** The assistant's picture, shown by the cta sections of variant "assistant" (none when left out). */
  avatar: image.optional().describe('The chat assistant\'s picture, next to the copy of "assistant" cta sections'),
};
const footer = z.strictObject({
  title: z.string().min(1),
  cta: link,
  menu: z.array(link).min(1),
  productLinks: z.array(link).min(1),
  legalLinks: z.array(link).min(1),
});

/** The values a translation replaces: the top-level ones are the Italian (default) edition's. */
export const siteLocaleValuesSchema = z.strictObject({ description, locale: ogLocale, header, footer });

/** Site-wide data: company, navigation, footer, chat and analytics. */
export const siteSchema = z.strictObject({
  $schema: z.string().optional(),
  siteUrl: z
    .string()
    // Only host-name characters: the value is written into sitemap.xml, robots.txt and every page's head.
    .regex(
      /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/,
      'siteUrl must be an https origin such as "https://www.example.it": lower-case host, optional port, no path or trailing slash',
    )
    .describe('Base URL used for canonical links, Open Graph and the sitemap'),
  siteName: z.string().min(1),
  description,
  locale: ogLocale.default('it_IT'),
  /**
   * JSON paths of values the spec does not give (company name, VAT, street,
   * e-mail). They are placeholders until the company supplies the real ones;
   * the build prints them as a warning.
   */
  placeholders: z.array(z.string()).default([]),
  company: z.strictObject({
    name: z.string().min(1),
    vatId: z.string().min(1),
    address: z.strictObject({
      street: z.string().min(1),
      postalCode: z.string().min(1),
      city: z.string().min(1),
      region: z.string().min(1),
      country: z.string().length(2),
    }),
    email: z.email(),
    /** Link to the address on a map (contacts page). */
    mapUrl: tag(
      z.url({ protocol: /^https?$/, error: 'mapUrl must be an http(s) address (javascript: and data: are refused)' }),
      { kind: 'link' },
    ).optional(),
  }),
  logo: image,
  /** Default social image (1200×630). */
  defaultImage: z.strictObject({
    src: assetPath,
    width: z.number().int().default(1200),
    height: z.number().int().default(630),
  }),
  header,
  footer,
  /**
   * Per-locale values of the other editions (the top-level description, locale, header and footer are
   * Italian): src/lib/site-locale.ts applies them for a page of that locale.
   */
  locales: z
    .strictObject({ en: siteLocaleValuesSchema.optional() })
    .default({})
    .describe('Description, og:locale, header and footer of each other language edition, e.g. "en"'),
  /**
   * The chat assistant. "builtin" answers offline from the site's pages and pages-config/data/chat-knowledge.json;
   * "llm" sends the conversation to `endpoint` (a language model, README "The chat assistant")
   * and falls back to the built-in answers when it fails; "embed" loads a third-party widget and the
   * 'Avvia una chat' buttons click its bubble.
   */
  chat: z
    .discriminatedUnion('provider', [
      z.strictObject({ provider: z.literal('builtin'), ...chatShared }),
      z.strictObject({
        provider: z.literal('llm'),
        ...chatShared,
        endpoint: z
          .string()
          .regex(/^\/(?!\/)[\w\-./]*$/, 'endpoint must be a path on this site, such as /api/chat')
          .default('/api/chat')
          .describe('POST endpoint that streams the answer (src/server/chat-handler.ts)'),
      }),
      z.strictObject({
        provider: z.literal('embed'),
        ...chatShared,
        embed: z.strictObject({
          scriptUrl: tag(
            z.url({ protocol: /^https$/ }).describe('Widget script, loaded after the page is interactive'),
            {
              kind: 'embed',
              csp: ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src'],
            },
          ),
          bubbleSelector: tag(
            z.string().min(1).describe('CSS selector of the widget bubble that "Avvia una chat" clicks'),
            { kind: 'selector' },
          ),
        }),
      }),
    ])
    .default({ provider: 'builtin' }),
  /** Empty ids = no analytics. Loaded only after the visitor accepts statistics cookies. */
  analytics: z
    .strictObject({
      gtmId: tag(z.union([z.literal(''), z.string().regex(/^GTM-[A-Z0-9]+$/, 'gtmId looks like GTM-XXXXXXX')]), {
        kind: 'analytics',
      }).default(''),
      ga4Id: tag(z.union([z.literal(''), z.string().regex(/^G-[A-Z0-9]+$/, 'ga4Id looks like G-XXXXXXXXXX')]), {
        kind: 'analytics',
      }).default(''),
    })
    .default({ gtmId: '', ga4Id: '' }),
});

export type Site = z.infer<typeof siteSchema>;
export type SiteLocaleValues = z.infer<typeof siteLocaleValuesSchema>;
/** The values every edition shares: the browser bundle's `site` (each edition's own values load per locale). */
export type SharedSite = Omit<Site, keyof SiteLocaleValues | 'locales'>;
/**
 * One edition's values as the browser loads them (virtual:site-locale/<l>): site.json's, and the chat
 * assistant's name (that locale's chat knowledge's assistantName), which the prerendered bubble shows.
 */
export type EditionValues = SiteLocaleValues & { assistantName: string };
/** One edition's site: the shared values and that language's own. */
export type EditionSite = SharedSite & EditionValues;

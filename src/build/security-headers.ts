/**
 * Security headers for static hosts, derived at build time from site.json,
 * the page documents and the webhook URL, so the Content-Security-Policy
 * names exactly the third-party origins the site uses. Written to
 * dist/_headers (Netlify, Cloudflare Pages) and deploy/nginx.conf; the
 * preview server applies dist/_headers too.
 */
import type { z } from 'zod';
import { pageSchema, type Page } from '../../schemas/page';
import { siteSchema, type Site } from '../../schemas/site';
import type { ContentTag } from '../../schemas/tags';
import {
  VIDEO_PROVIDERS,
  videoProviderOf,
  type CspDirective,
  type VideoProviderName,
} from '../../schemas/video-providers';
import { tagged } from './tagged';
import { localeNotFoundPages, NOT_FOUND_PAGE } from './not-found';

type Directive = CspDirective;
type Sources = Partial<Record<Directive, readonly string[]>>;

const ANALYTICS: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
};

function origin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The provider of a tagged video: named by the tag (a bare id), or by the URL's host. */
const providerOf = (tag: ContentTag, value: string) =>
  tag.kind === 'video' ? (tag.provider ?? videoProviderOf(value)) : undefined;

export interface Document {
  schema: z.ZodType;
  value: unknown;
}

/**
 * The third-party sources the documents need, found through the schema's tags
 * (schemas/tags.ts), not by field name: video providers ('video'), analytics
 * ('analytics', when an id is set) and embedded widgets ('embed'), in that order.
 */
export function thirdPartySources(documents: readonly Document[]): Sources[] {
  const providers = new Set<VideoProviderName>();
  let analytics = false;
  const embeds: Sources[] = [];
  for (const { schema, value } of documents) {
    for (const { tag, value: v } of tagged(schema, value)) {
      if (typeof v !== 'string' || !v) continue;
      if (tag.kind === 'video') {
        const provider = providerOf(tag, v);
        if (provider) providers.add(provider);
      } else if (tag.kind === 'analytics') analytics = true;
      else if (tag.kind === 'embed') {
        const o = origin(v);
        if (o) embeds.push(Object.fromEntries(tag.csp.map((d) => [d, [o]])));
      }
    }
  }
  return [...[...providers].sort().map((p) => VIDEO_PROVIDERS[p].csp), ...(analytics ? [ANALYTICS] : []), ...embeds];
}

const documentsOf = (site: Site, pages: Page[]): Document[] => [
  { schema: siteSchema, value: site },
  ...pages.map((value) => ({ schema: pageSchema, value })),
];

/** Which video providers the documents embed (every field tagged 'video'). */
export function videoProviders(pages: Page[]): VideoProviderName[] {
  const found = new Set<VideoProviderName>();
  for (const value of pages) {
    for (const { tag, value: v } of tagged(pageSchema, value, 'video')) {
      const provider = typeof v === 'string' ? providerOf(tag, v) : undefined;
      if (provider) found.add(provider);
    }
  }
  return [...found].sort();
}

export function contentSecurityPolicy(site: Site, pages: Page[], webhookUrl = ''): string {
  const sources: Record<Directive, Set<string>> = {
    // The speculation rules in index.html (link prefetch) are an inline script of their own kind.
    'script-src': new Set(["'self'", "'inline-speculation-rules'"]),
    // React style attributes and the toast library inject styles.
    'style-src': new Set(["'self'", "'unsafe-inline'"]),
    'img-src': new Set(["'self'", 'data:']),
    'font-src': new Set(["'self'"]),
    'connect-src': new Set(["'self'"]),
    'frame-src': new Set<string>(),
    'media-src': new Set(["'self'"]),
  };
  for (const extra of thirdPartySources(documentsOf(site, pages))) {
    for (const [d, list] of Object.entries(extra) as [Directive, string[]][]) list.forEach((o) => sources[d].add(o));
  }
  const hook = origin(webhookUrl);
  if (hook) sources['connect-src'].add(hook);

  const parts = [
    "default-src 'self'",
    ...Object.entries(sources)
      .filter(([, set]) => set.size > 0)
      .map(([d, set]) => `${d} ${[...set].join(' ')}`),
    "object-src 'none'",
    "base-uri 'self'",
    // The forms are real POSTs to the endpoint (without JavaScript too): the webhook's origin when it is elsewhere.
    `form-action 'self'${hook ? ` ${hook}` : ''}`,
    "frame-ancestors 'none'",
  ];
  return parts.join('; ');
}

export function securityHeaders(site: Site, pages: Page[], webhookUrl = ''): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site, pages, webhookUrl),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** HTTPS-only header, for the production hosts (not the local http preview). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function netlifyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries({ ...headers, 'Strict-Transport-Security': HSTS }).map(([k, v]) => `  ${k}: ${v}`);
  return `# Generated by npm run build from pages-config/ (src/build/security-headers.ts). Do not edit.\n/*\n${lines.join('\n')}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}

/** Parses the "/*" block of a _headers file (what the preview server applies). */
export function parseNetlifyHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inAll = line.trim() === '/*';
    else if (inAll && line.includes(':')) {
      const i = line.indexOf(':');
      out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return out;
}

export function nginxServerBlock(headers: Record<string, string>, serverName: string): string {
  const add = Object.entries({ ...headers, 'Strict-Transport-Security': HSTS })
    .map(([k, v]) => `  add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
    .join('\n');
  return `# Generated by npm run build from pages-config/ (src/build/security-headers.ts). Do not edit.
# Static hosting of dist/: clean URLs, real 404s, long cache for hashed assets.
server {
  listen 443 ssl;
  http2 on;
  server_name ${serverName};
  root /var/www/site/dist;
  index index.html;

${add}

  # Compressed as Netlify and Cloudflare compress by themselves: pages, styles, scripts, the chat index.
  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types text/css text/plain application/javascript text/javascript application/json application/manifest+json image/svg+xml;

  # The build's files for hosts, not for visitors.
  location ~ ^/(_headers|_redirects|chat-indexes\\.json|\\.assetsignore)$ {
    return 404;
  }
  # One URL per page, the one the browser's router knows. Tested on what the visitor asked for
  # ($request_uri): the index directive's own internal redirect to /index.html must not loop.
  if ($request_uri ~ "^/index\\.html(\\?.*)?$") {
    return 301 /;
  }
  if ($request_uri ~ "^(/.+)/index\\.html(\\?.*)?$") {
    return 301 $1;
  }

  location /assets/ {
    add_header Cache-Control "public, max-age=31536000, immutable";
${add.replace(/^ {2}/gm, '    ')}
    try_files $uri =404;
  }

  location / {
    try_files $uri $uri/index.html =404;
  }
${localeNotFoundPages
  .map(
    ({ prefix, page }) => `
  location ${prefix} {
    try_files $uri $uri/index.html =404;
    error_page 404 ${page};
  }
  location = ${page} {
    internal;
  }
`,
  )
  .join('')}
  error_page 404 ${NOT_FOUND_PAGE};
  location = ${NOT_FOUND_PAGE} {
    internal;
  }
}
`;
}

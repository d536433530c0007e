import { site } from 'virtual:content';
import { locales, ogLocale } from '../../schemas/locale';
import { alternateLinks } from '../lib/alternates';
import { routeOf } from '../lib/routes';
import { useLocale, useSite } from '../lib/locale';
import type { PageMeta } from '../../schemas/page';

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.siteUrl}${pathOrUrl}`;
}

export function pageTitle(title: string): string {
  return title.includes(site.siteName) ? title : `${title} | ${site.siteName}`;
}

export function organizationJsonLd() {
  const { company } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site.logo.src),
    email: company.email,
    vatID: company.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      addressCountry: company.address.country,
    },
  };
}

interface SeoProps {
  meta: Pick<PageMeta, 'title' | 'description'> & Partial<PageMeta>;
  /** Canonical path (an alias passes its document's path). */
  path: string;
  noindex?: boolean;
}

/**
 * Title, description, Open Graph, Twitter card, canonical, robots and
 * Organization JSON-LD. React 19 hoists <title>, <meta> and <link> into <head>
 * (on the server and on each client navigation): no head manager is needed.
 */
export function Seo({ meta, path, noindex }: SeoProps) {
  const locale = useLocale();
  const localized = useSite();
  // The page's translations, itself included (none for pages outside the documents, like the 404).
  const alternates = routeOf(path)?.alternates ?? {};
  const title = pageTitle(meta.title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(meta.image ?? site.defaultImage.src);
  // Order kept as react-helmet-async emitted it (title, metas, links), so the prerendered head is unchanged.
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <meta name="robots" content={noindex ? 'noindex,follow' : 'index,follow'} />
      {meta.keywords && <meta name="keywords" content={meta.keywords.join(', ')} />}
      {meta.author && <meta name="author" content={meta.author} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(site.defaultImage.width)} />
      <meta property="og:image:height" content={String(site.defaultImage.height)} />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:locale" content={localized.locale} />
      {locales
        .filter((l) => l !== locale && alternates[l] !== undefined)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocale[l]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      {/* hreflang: the same cluster sitemap.xml lists (Google's rules: reciprocal, x-default = Italian). */}
      {alternateLinks(alternates).map(({ hreflang, path: href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absoluteUrl(href)} />
      ))}
      <link rel="canonical" href={url} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()).replace(/</g, '\\u003c') }}
      />
    </>
  );
}

import type { SiteLink } from '../../../schemas/sections/contactColumns';
import type { Site } from '../../../schemas/site';
import { postalAddress } from '../../lib/site-values';

/** Turns "site:email" / "site:address" into a real link and its default text. */
export function resolveSiteLink(token: SiteLink, site: Site): { href: string; text: string } {
  if (token === 'site:email') return { href: `mailto:${site.company.email}`, text: site.company.email };
  const address = postalAddress(site);
  return {
    href: site.company.mapUrl ?? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
    text: address,
  };
}

export function isSiteLink(value: string): value is SiteLink {
  return value.startsWith('site:');
}

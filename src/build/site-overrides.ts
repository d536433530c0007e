/**
 * Build-time replacements of site.json values, for tests and staging builds:
 * analytics ids (VITE_GA4_ID_OVERRIDE, VITE_GTM_ID_OVERRIDE) and the chat in
 * model mode (VITE_CHAT_PROVIDER_OVERRIDE=llm). The loader takes them as an
 * option and validates the result like the file; only the callers read the env.
 */
export interface SiteOverrides {
  ga4Id?: string;
  gtmId?: string;
  chatProvider?: 'llm';
}

export function siteOverridesFromEnv(env: Readonly<Record<string, string | undefined>>): SiteOverrides {
  return {
    ...(env.VITE_GA4_ID_OVERRIDE && { ga4Id: env.VITE_GA4_ID_OVERRIDE }),
    ...(env.VITE_GTM_ID_OVERRIDE && { gtmId: env.VITE_GTM_ID_OVERRIDE }),
    ...(env.VITE_CHAT_PROVIDER_OVERRIDE === 'llm' && { chatProvider: 'llm' as const }),
  };
}

/** The raw site.json with the overrides applied (before validation). */
export function applySiteOverrides(raw: unknown, { ga4Id, gtmId, chatProvider }: SiteOverrides = {}): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  let site = raw as Record<string, unknown>;
  if (ga4Id || gtmId)
    site = {
      ...site,
      analytics: { ...(site.analytics as object | undefined), ...(ga4Id && { ga4Id }), ...(gtmId && { gtmId }) },
    };
  if (chatProvider === 'llm') {
    // The assistant's picture is the same whoever answers.
    const { avatar } = (site.chat ?? {}) as { avatar?: unknown };
    site = { ...site, chat: { provider: 'llm', endpoint: '/api/chat', ...(avatar !== undefined && { avatar }) } };
  }
  return site;
}

/**
 * VITE_LEADS_SAME_ORIGIN=1: the deploy answers /api/leads itself (a Cloudflare Worker, a Netlify Function,
 * README "Deploy"), which forwards to a webhook kept secret on the server. Read by the browser bundle
 * (lead/transport.ts) and by the build (release check, CSP): no import.meta here.
 */
export const sameOriginFlag = (value: string | undefined): boolean => value === '1' || value === 'true';

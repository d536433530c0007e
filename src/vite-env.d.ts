/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_LEAD_WEBHOOK_URL?: string;
  /** 'text/plain' sends the lead as a CORS-simple request (no preflight); default application/json. */
  readonly VITE_LEAD_WEBHOOK_CONTENT_TYPE?: string;
  /** '1': the deploy answers /api/leads itself (Cloudflare Worker, Netlify Function); the webhook stays on the server. */
  readonly VITE_LEADS_SAME_ORIGIN?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_LEAD_WEBHOOK_URL?: string;
  /** 'text/plain' sends the lead as a CORS-simple request (no preflight); default application/json. */
  readonly VITE_LEAD_WEBHOOK_CONTENT_TYPE?: string;
  /** Build-time overrides of site.json analytics ids (tests, staging). */
  readonly VITE_GA4_ID_OVERRIDE?: string;
  readonly VITE_GTM_ID_OVERRIDE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_LEAD_WEBHOOK_URL?: string;
  /** 'text/plain' sends the lead as a CORS-simple request (no preflight); default application/json. */
  readonly VITE_LEAD_WEBHOOK_CONTENT_TYPE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

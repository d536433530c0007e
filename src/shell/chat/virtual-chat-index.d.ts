/** The URLs of the chat assistant's retrieval indexes (static JSON assets), from src/build/vite-plugin-chat-index.ts. */
declare module 'virtual:chat-index' {
  /** One index per locale, built from that locale's pages and knowledge. */
  export const indexUrls: Partial<Record<import('../../../schemas/locale').Locale, string>>;
  /** The default locale's index. */
  export const indexUrl: string;
}

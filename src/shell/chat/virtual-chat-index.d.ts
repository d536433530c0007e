/** The URL of the chat assistant's retrieval index (a static JSON asset), from src/build/vite-plugin-chat-index.ts. */
declare module 'virtual:chat-index' {
  export const indexUrl: string;
}

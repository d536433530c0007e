/** The URL of Rachel's retrieval index (a static JSON asset), from src/build/vite-plugin-rachel.ts. */
declare module 'virtual:rachel' {
  export const indexUrl: string;
}

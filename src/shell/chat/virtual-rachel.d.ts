/** Rachel's validated knowledge, served by src/server/vite-plugin-rachel.ts. */
declare module 'virtual:rachel' {
  export const knowledge: import('../../../schemas/rachel').Rachel;
}

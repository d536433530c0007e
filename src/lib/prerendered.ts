import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * Whether a section was prerendered and is hydrated (app/hydrate-island.tsx says so), rather than rendered
 * in the browser (the dev server, Storybook, the editor's preview). A context, not a store: a store whose
 * server and client snapshots differ makes React render the section again, synchronously, right after
 * hydrating it (a long task on a slow phone; in a form, a render with its empty state while the visitor types).
 */
const Prerendered = createContext(false);

export function PrerenderedSection({ children }: { children: ReactNode }) {
  return createElement(Prerendered.Provider, { value: true }, children);
}

export function usePrerendered(): boolean {
  return useContext(Prerendered);
}

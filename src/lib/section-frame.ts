import { createContext, type RefObject } from 'react';

/** The element that frames the section rendered inside it (shell/motion/Reveal.tsx). */
export const SectionFrame = createContext<RefObject<HTMLElement | null> | null>(null);

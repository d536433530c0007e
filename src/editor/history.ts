/** Undo and redo over whole documents: every edit since the page was opened. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last edit typed into, and when: keystrokes in one field within a second are one step. */
  typing?: { key: string; at: number };
}

export const start = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function edit<T>(h: History<T>, next: T, key?: string, now = Date.now()): History<T> {
  if (next === h.present) return h;
  const sameField = key !== undefined && h.typing?.key === key && now - h.typing.at < 1000;
  return {
    past: sameField ? h.past : [...h.past, h.present],
    present: next,
    future: [],
    typing: key === undefined ? undefined : { key, at: now },
  };
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past.at(-1);
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}

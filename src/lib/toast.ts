/**
 * `toast()` works from anywhere (a button, a form). The toast area in the
 * shell mounts notistack only when the first toast is asked for, so no page
 * downloads it just in case.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
/** Resolves once the toast area is on the page: a toast asked for earlier is not lost. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The toast area subscribes here; the listener runs at the first toast (at once if one was already asked for). */
export function onFirstToast(listener: () => void): () => void {
  if (wanted) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastAreaMounted(): void {
  markMounted();
}

/** Shows a toast (coloured by variant); resolves false when the toast code could not load. */
export async function toast(message: string, variant: ToastVariant = 'default'): Promise<boolean> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  try {
    const [notistack] = await Promise.all([import('notistack'), mounted]);
    notistack.enqueueSnackbar(message, { variant });
    return true;
  } catch (err) {
    console.warn('toast could not be shown:', message, err);
    return false;
  }
}

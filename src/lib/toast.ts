/**
 * `toast()` works from anywhere (a button, a form). The toast area in the
 * shell mounts notistack only when the first toast is asked for, so no page
 * downloads it just in case. An area that failed to load (a network hiccup)
 * is tried again at the next toast: one failure does not silence the rest of
 * the visit.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Mounts the toast area; resolves once it can show toasts, rejects when its code could not load. */
type AreaMounter = () => Promise<void>;

let mountArea: AreaMounter | undefined;
let area: Promise<void> | undefined;

/** The boot says how the toast area is mounted; nothing is fetched until a toast is asked for. */
export function setToastArea(mounter: AreaMounter): void {
  mountArea = mounter;
}

function mountOnce(): Promise<void> {
  if (!mountArea) return Promise.reject(new Error('no toast area on this page'));
  area ??= mountArea().catch((err: unknown) => {
    area = undefined; // the next toast tries again
    throw err;
  });
  return area;
}

/** The mounted area. A toast asked for while an earlier mount was still failing tries once more itself. */
async function toastArea(): Promise<void> {
  const earlier = area;
  try {
    await mountOnce();
  } catch (err) {
    if (!earlier) throw err;
    await mountOnce();
  }
}

/** Shows a toast (coloured by variant); resolves false when the toast code could not load. */
export async function toast(message: string, variant: ToastVariant = 'default'): Promise<boolean> {
  try {
    const [notistack] = await Promise.all([import('notistack'), toastArea()]);
    notistack.enqueueSnackbar(message, { variant });
    return true;
  } catch (err) {
    console.warn('toast could not be shown:', message, err);
    return false;
  }
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { TOASTS } from '../engine/motion-constants';

/**
 * Toast area: top right, 1500 ms auto-close, at most 5, no icon, closed by a
 * click. notistack is loaded after hydration (nothing toasts at first paint),
 * which keeps it out of the initial JavaScript; `toast()` works from anywhere.
 */
let providerMounted: () => void = () => undefined;
/** Resolves once the provider is on the page: a toast asked for earlier is not lost. */
const providerReady = new Promise<void>((resolve) => {
  providerMounted = resolve;
});

function Ready() {
  useEffect(() => providerMounted(), []);
  return null;
}

const Provider = lazy(() =>
  // closeSnackbar/enqueueSnackbar are live bindings set by the mounted provider: read them from the module, not destructured early.
  import('notistack').then((notistack) => ({
    default: () => (
      <>
        <notistack.SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOASTS.autoHideDurationMs}
          maxSnack={TOASTS.maxSnack}
          hideIconVariant
          SnackbarProps={{ onClick: () => notistack.closeSnackbar() }}
        />
        <Ready />
      </>
    ),
  })),
);

export function ToastArea() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  ) : null;
}

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Shows a toast (coloured by variant); resolves false when the toast code could not load. */
export async function toast(message: string, variant: ToastVariant = 'default'): Promise<boolean> {
  try {
    const [notistack] = await Promise.all([import('notistack'), providerReady]);
    notistack.enqueueSnackbar(message, { variant });
    return true;
  } catch (err) {
    console.warn('toast could not be shown:', message, err);
    return false;
  }
}

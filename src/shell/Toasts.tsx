import { lazy, Suspense, useEffect, useState } from 'react';
import { TOASTS } from '../engine/motion-constants';

/**
 * Toast area: top right, 1500 ms auto-close, at most 5, no icon, closed by a
 * click. notistack is loaded after hydration (nothing toasts at first paint),
 * which keeps it out of the initial JavaScript; `toast()` works from anywhere.
 */
const Provider = lazy(() =>
  import('notistack').then(({ SnackbarProvider, closeSnackbar }) => ({
    default: () => (
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={TOASTS.autoHideDurationMs}
        maxSnack={TOASTS.maxSnack}
        hideIconVariant
        SnackbarProps={{ onClick: () => closeSnackbar() }}
      />
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

/** Shows a toast (coloured by variant). */
export async function toast(message: string, variant: ToastVariant = 'default') {
  const { enqueueSnackbar } = await import('notistack');
  enqueueSnackbar(message, { variant });
}

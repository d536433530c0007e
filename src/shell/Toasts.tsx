import { lazy, Suspense, useEffect, useState } from 'react';
import { TOASTS } from '../lib/motion-constants';
import { onFirstToast, toastAreaMounted } from '../lib/toast';
import { mountOnDemand } from '../lib/react-mount';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/**
 * Toast area: top right, 1500 ms auto-close, at most 5, no icon, closed by a
 * click. notistack loads when the first toast is asked for (`toast()` in
 * src/lib/toast.ts), never at page load.
 */
function Ready() {
  useEffect(() => toastAreaMounted(), []);
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
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  ) : null;
}

/** The toast area in a React root of its own, mounted at the first toast (the boot script asks for it). */
export function mountToasts(): void {
  // notistack failing to load fails the toasts alone (toast() says so in the console).
  void mountOnDemand(
    <ErrorBoundary name="toasts" fallback={null}>
      <ToastArea />
    </ErrorBoundary>,
  ).catch((err: unknown) => console.warn('toasts could not load:', err));
}

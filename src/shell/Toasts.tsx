import { lazy, Suspense, useEffect } from 'react';
import { TOASTS } from '../lib/motion-constants';
import { mountOnDemand, type Mounted } from '../lib/react-mount';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/**
 * Toast area: top right, 1500 ms auto-close, at most 5, no icon, closed by a
 * click. notistack loads when the first toast is asked for (`toast()` in
 * src/lib/toast.ts), never at page load.
 */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A new lazy provider for each mount: React.lazy keeps a failed import for good, so an area mounted again
 * after a failure fetches notistack again.
 */
const lazyProvider = () =>
  lazy(() =>
    // closeSnackbar/enqueueSnackbar are live bindings set by the mounted provider: read them from the module, not destructured early.
    import('notistack').then((notistack) => ({
      default: ({ onReady }: { onReady: () => void }) => (
        <>
          <notistack.SnackbarProvider
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            autoHideDuration={TOASTS.autoHideDurationMs}
            maxSnack={TOASTS.maxSnack}
            hideIconVariant
            SnackbarProps={{ onClick: () => notistack.closeSnackbar() }}
          />
          <Ready onReady={onReady} />
        </>
      ),
    })),
  );

/**
 * The toast area in a React root of its own (the boot mounts it at the first toast). Resolves once it
 * shows toasts; when notistack cannot load, the root is removed and the promise rejects, so the caller can
 * say it another way and the next toast mounts a fresh area.
 */
export function mountToasts(): Promise<void> {
  const Provider = lazyProvider();
  return new Promise((resolve, reject) => {
    let root: Mounted | undefined;
    let failed = false;
    const fail = (err: unknown) => {
      failed = true;
      // Not during React's commit (the boundary reports from there).
      setTimeout(() => root?.unmount(), 0);
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    mountOnDemand(
      <ErrorBoundary name="toasts" fallback={null} onError={fail}>
        <Suspense fallback={null}>
          <Provider onReady={resolve} />
        </Suspense>
      </ErrorBoundary>,
    ).then((mounted) => {
      root = mounted;
      if (failed) mounted.unmount();
    }, fail);
  });
}

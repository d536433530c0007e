import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';

/** Toast area: top right, 1500 ms auto-close, at most 5, no icon, closed by a click. */
export const TOASTS = { autoHideDuration: 1500, maxSnack: 5 } as const;

export function Toasts({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOASTS.autoHideDuration}
      maxSnack={TOASTS.maxSnack}
      hideIconVariant
      SnackbarProps={{ onClick: () => closeSnackbar() }}
    >
      {children}
    </SnackbarProvider>
  );
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ErrorView } from '../../src/ui/ErrorBoundary';

function Broken(): null {
  throw new Error('rotto');
}

describe('route-level failure', () => {
  it('shows only the word Error, full height, and logs what failed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ErrorBoundary name="route" fallback={<ErrorView />}>
          <Broken />
        </ErrorBoundary>,
      );
      const view = screen.getByRole('alert');
      expect(view).toHaveTextContent(/^Error$/);
      expect(view).toHaveClass('error-view');
      expect(error.mock.calls.some((c) => String(c[0]).includes('[route] render failed'))).toBe(true);
    } finally {
      error.mockRestore();
    }
  });
});

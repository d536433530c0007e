import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useUi } from '../lib/locale';

interface Props {
  children: ReactNode;
  /** What to show instead of the failed subtree. */
  fallback: ReactNode;
  /** Name used in the console log. */
  name: string;
  /** Told about the error too (e.g. to show a message in the parent). */
  onError?: (error: Error) => void;
}

/** Catches a render error in its subtree, logs it and shows the fallback. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] render failed:`, error, info.componentStack);
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Full-height fallback of the spec: only the word "Error". */
export function ErrorView() {
  const ui = useUi();
  return (
    <div className="error-view" role="alert">
      {ui.error.text}
    </div>
  );
}

import { Component, type ReactNode } from 'react';
import { reportError } from '../platform-services/report';
import { ErrorPage } from './pages/ErrorPage';

/** A screen that throws while rendering shows 'Internal Server Error' instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Spec §8: a screen that fails is reported (when error reporting is configured). */
  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorPage notFound={false} /> : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorPage } from './pages/ErrorPage';

/** A screen that throws while rendering shows 'Internal Server Error' instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorPage notFound={false} /> : this.props.children;
  }
}

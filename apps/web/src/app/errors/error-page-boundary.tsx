import { Component, type ErrorInfo, type ReactNode } from 'react';
import { routes } from '../../config/routes';
import { reportError } from '../../lib/error-reporting';
import { useReleasePredrawn } from '../../lib/predrawn';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * The last line of defence: if showing the error page itself throws, render a page that needs
 * nothing from the router, the theme or the API. The link reloads the app from the start.
 */
export class ErrorPageBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error while showing the error page', error, info.componentStack);
    reportError(error, 'error-page');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPageFallback />;
  }
}

export function ErrorPageFallback() {
  useReleasePredrawn();
  return (
    <main
      id="main-content"
      style={{ maxWidth: '36rem', margin: '0 auto', padding: '3rem 1.25rem', lineHeight: 1.6 }}
    >
      <h1 style={{ fontSize: '1.5rem', fontWeight: 500 }}>
        An error occurred while showing the error page
      </h1>
      <p>Sorry about this. Going back to the home page usually fixes it.</p>
      <p>
        <a href={routes.landing.href()}>Go back to home</a>
      </p>
    </main>
  );
}

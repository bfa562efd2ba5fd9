import { CloudOff } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { LoadAttempt } from '@/lib/deferred-component';

import { Button } from './button';

export type LoadBoundaryProps = {
  /** What could not be shown, in the person's words: "the journal". */
  what: string;
  /** A part nobody asked for (a floating button): on failure it is simply not there until it loads. */
  quiet?: boolean;
  children: ReactNode;
};

type LoadBoundaryState = { failed: boolean; attempt: number };

/**
 * Around a part of a page whose code or data arrives later (a tab, a panel): if it fails (offline,
 * say), the rest of the page stays as it is and the failure is said in its place, with a retry. It
 * tries again by itself when the browser is back online.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<LoadBoundaryState> {
    return { failed: true };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Shown in place; the page's own error screen is for failures nothing on the page can recover from.
  }

  retry = () => {
    if (this.state.failed) this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <LoadAttempt.Provider value={this.state.attempt}>{this.props.children}</LoadAttempt.Provider>;
    if (this.props.quiet) return null;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-control bg-danger-soft px-5 py-8 text-center">
        <CloudOff aria-hidden="true" className="size-6 text-danger" />
        <p className="text-small font-medium text-danger">Couldn&apos;t load {this.props.what}. Check your connection, then try again.</p>
        <Button variant="secondary" size="sm" onClick={this.retry}>
          Try Again
        </Button>
      </div>
    );
  }
}

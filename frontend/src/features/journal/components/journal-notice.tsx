import { AlertCircle, BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A quiet box in place of an entry: nothing chosen yet, still loading, or a failure with a retry. */
export function JournalNotice({
  tone,
  children,
  onRetry,
  retrying = false,
}: {
  tone: 'empty' | 'loading' | 'error';
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  if (tone === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-control bg-danger-soft px-5 py-8 text-center">
        <AlertCircle aria-hidden="true" className="size-6 text-danger" />
        <p className="text-small font-medium text-danger">{children}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            Try Again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-3 rounded-control border border-dashed border-line px-5 py-10 text-center text-small text-ink-muted"
    >
      {tone === 'loading' ? <Spinner className="text-accent" /> : <BookOpen aria-hidden="true" className="size-6" />}
      <p>{children}</p>
    </div>
  );
}

import { CloudOff } from 'lucide-react';

import { Button } from '@/components/ui/button';

export type AnalyticsLoadErrorProps = {
  /** What could not be read, in a few words: "the visit figures". */
  what: string;
  onRetry: () => void;
  retrying: boolean;
};

/** A calm note in place of a section whose figures could not be read; the cause is in the console. */
export function AnalyticsLoadError({ what, onRetry, retrying }: AnalyticsLoadErrorProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-control border border-dashed border-line px-5 py-8 text-center">
      <CloudOff aria-hidden="true" className="size-6 text-ink-muted" />
      <div>
        <p className="text-small font-semibold text-ink">Could not load analytics</p>
        <p className="mt-1 text-small text-ink-muted">{`We could not read ${what} just now.`}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}

import { CloudOff } from 'lucide-react';

import { Button } from '@/components/ui/button';

export type TasksStaleNoticeProps = {
  onRetry: () => void;
  retrying: boolean;
};

/**
 * A refresh failed while a list was already on screen (offline, say): the list stays as it was, and
 * this line beside it says it may be behind. The list refreshes by itself when the connection is back.
 */
export function TasksStaleNotice({ onRetry, retrying }: TasksStaleNoticeProps) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control bg-surface-muted px-3 py-2">
      <CloudOff aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <p className="flex-1 text-small text-ink">{taskStaleMessage}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}

export const taskStaleMessage = "Couldn't refresh your tasks. Showing them as last loaded.";

import { AlertCircle } from 'lucide-react';

import { Button } from '@/components/ui/button';

export type TasksErrorProps = {
  message: string;
  onRetry: () => void;
  retrying: boolean;
};

/** The list could not be read: says so and offers another go. */
export function TasksError({ message, onRetry, retrying }: TasksErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-control bg-danger-soft px-5 py-8 text-center">
      <AlertCircle aria-hidden="true" className="size-6 text-danger" />
      <p className="text-small font-medium text-danger">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}

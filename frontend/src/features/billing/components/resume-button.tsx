import { RotateCcw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';

import { useResumeSubscription } from '../api/resume-subscription';

export const resumedMessage = 'Your subscription will renew as before.';
export const resumeFailedMessage = 'Your subscription could not be resumed. Please try again.';

/** Takes back a cancellation while the period lasts: the plan renews as if it had never been cancelled. */
export function ResumeButton({ subscriptionId }: { subscriptionId: string }) {
  const resume = useResumeSubscription();
  return (
    <Button
      loading={resume.isPending}
      loadingLabel="Resuming..."
      // Told through the promise, not mutate's callbacks: the plan read again after the resume
      // replaces this button, and an unmounted caller's callbacks are never called.
      onClick={() =>
        resume.mutateAsync(subscriptionId).then(
          () => notify.success(resumedMessage),
          (error: Error) => notify.error(resumeFailedMessage, { description: error.message }),
        )
      }
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Resume subscription
    </Button>
  );
}

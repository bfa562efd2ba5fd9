import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import { useCancelFlow } from '../hooks/use-cancel-flow';
import { cancelTerms } from '../utils/cancel-terms';

// Well under the server's 2000, and more than anyone writes in a dialog.
export const reasonMaxLength = 1000;

export type CancelSubscriptionDialogProps = {
  subscriptionId: string | null | undefined;
  /** The status the server reports: during the trial there is nothing to refund. */
  status: string;
  /** The last payment taken ("10.00", "gbp"), or null when nothing was charged. */
  lastPayment: { amount: string; currency: string } | null;
  /** "January 5, 2025", or "N/A" when the server did not say. */
  periodEnd: string;
};

/**
 * Spec section 1: cancel any time, say why if you like, and get an immediate refund if unhappy,
 * offered only when a payment was taken. Without the refund the subscription runs to the end of
 * the period (or of the free trial, with no charge).
 */
export function CancelSubscriptionDialog({ subscriptionId, status, lastPayment, periodEnd }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(false);
  const { cancel, busy } = useCancelFlow(subscriptionId);
  const reasonId = useId();
  const refundId = useId();
  const refundHintId = useId();

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setReason('');
      setRefund(false);
    }
  };

  const confirm = async () => {
    if (await cancel({ reason, refund: refunding })) setOpen(false);
  };

  const terms = cancelTerms({ status, lastPayment, periodEnd });
  const refunding = terms.refundOffered && refund;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">Cancel Subscription</Button>
      </DialogTrigger>
      <DialogContent title="Cancel your subscription?" description={refunding ? terms.refundSummary : terms.summary} hideCloseButton={busy}>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={reasonId} optional>
              Why are you leaving?
            </Label>
            <Textarea
              id={reasonId}
              rows={3}
              maxLength={reasonMaxLength}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="It helps us make daily better."
              disabled={busy}
            />
          </div>
          {terms.refundOffered && (
            <div className="flex items-start gap-3 rounded-control border border-line bg-canvas p-4">
              <Checkbox
                id={refundId}
                checked={refund}
                onCheckedChange={(checked) => setRefund(checked === true)}
                aria-describedby={refundHintId}
                disabled={busy}
                className="mt-0.5"
              />
              <div className="flex flex-col gap-1">
                <Label htmlFor={refundId}>I&apos;m unhappy — refund me now</Label>
                <p id={refundHintId} className="text-caption text-ink-muted">
                  {terms.refundHint}
                </p>
              </div>
            </div>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button variant="danger" loading={busy} loadingLabel="Canceling..." onClick={() => void confirm()}>
            Confirm Cancellation
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';

import { useRetentionOffer } from '../api/retention-offer';
import { useCancelFlow } from '../hooks/use-cancel-flow';
import { useRetentionStep } from '../hooks/use-retention-step';
import { cancelTerms } from '../utils/cancel-terms';
import type { CancellationReason } from '@/config/cancellation-reasons';
import { CancelReasonFields } from './cancel-reason-fields';
import { RetentionOfferPanel } from './retention-offer-panel';

export type CancelSubscriptionDialogProps = {
  subscriptionId: string | null | undefined;
  /** The status the server reports: during the trial there is nothing to refund. */
  status: string;
  /** The last payment taken ("10.00", "gbp"), or null when nothing was charged. */
  lastPayment: { amount: string; currency: string } | null;
  /** "January 5, 2025", or "N/A" when the server did not say. */
  periodEnd: string;
  /** Open from the start: the dialog's code is loaded when its trigger is first pressed (see subscription-section). */
  defaultOpen?: boolean;
};

/**
 * Spec section 1: cancel any time, say why, and get an immediate refund if unhappy, offered only
 * when a payment was taken. Before a plain cancellation is confirmed, the offer to stay is made
 * once per subscription; taking it keeps the subscription, turning it down goes on cancelling.
 */
export function CancelSubscriptionDialog({
  subscriptionId,
  status,
  lastPayment,
  periodEnd,
  defaultOpen = false,
}: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [step, setStep] = useState<'reason' | 'offer'>('reason');
  const [category, setCategory] = useState<CancellationReason | null>(null);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(false);
  const { cancel, busy: cancelling } = useCancelFlow(subscriptionId);
  const retention = useRetentionStep(subscriptionId);
  const offer = useRetentionOffer(subscriptionId, open);
  const refundId = useId();
  const refundHintId = useId();
  const offerHeadingId = useId();
  const busy = cancelling || retention.busy;

  const reset = () => {
    setStep('reason');
    setCategory(null);
    setReason('');
    setRefund(false);
  };

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) reset();
  };

  const terms = cancelTerms({ status, lastPayment, periodEnd });
  const refunding = terms.refundOffered && refund;
  // Someone asking for their money back is not offered a discount instead.
  const offered = !refunding && offer.data?.available === true ? offer.data.offer : undefined;

  const finish = async () => {
    if (await cancel({ reason, category, refund: refunding })) setOpen(false);
  };

  const confirm = async () => {
    if (offered && step === 'reason') {
      setStep('offer');
      return;
    }
    await finish();
  };

  const declineAndCancel = async () => {
    await retention.decline();
    await finish();
  };

  const stay = async () => {
    if (await retention.take()) {
      setOpen(false);
      reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">Cancel Subscription</Button>
      </DialogTrigger>
      <DialogContent title="Cancel your subscription?" description={refunding ? terms.refundSummary : terms.summary} hideCloseButton={busy}>
        {step === 'offer' && offered ? (
          <>
            <RetentionOfferPanel offer={offered} headingId={offerHeadingId} />
            <DialogFooter>
              <Button loading={retention.busy} loadingLabel="Applying..." disabled={busy} onClick={() => void stay()}>
                Stay with the offer
              </Button>
              <Button
                variant="danger"
                loading={cancelling}
                loadingLabel="Canceling..."
                disabled={busy}
                onClick={() => void declineAndCancel()}
              >
                No thanks, cancel
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <div className="flex flex-col gap-5">
              <CancelReasonFields
                category={category}
                onCategoryChange={setCategory}
                reason={reason}
                onReasonChange={setReason}
                disabled={busy}
              />
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
              <Button variant="danger" loading={cancelling} loadingLabel="Canceling..." onClick={() => void confirm()}>
                Confirm Cancellation
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { formatMoney, type Money } from '@/lib/format-money';

export type CancelTermsInput = {
  /** The status the server reports (spec section 3). */
  status: string;
  /** The last payment taken, which a refund would give back; null when nothing was charged. */
  lastPayment: Money | null;
  /** "January 5, 2025", or "N/A" when the server did not say. */
  periodEnd: string;
};

export type CancelTerms = {
  /** An immediate refund is offered only when a payment was taken (DESIGN.md section 7). */
  refundOffered: boolean;
  /** What cancelling means, said in the dialog's description. */
  summary: string;
  /** The same, once the person has asked for the refund. */
  refundSummary: string;
  /** Under the refund choice: what comes back, and that access ends today. */
  refundHint: string;
};

/**
 * What the cancel dialog promises. During the free trial nothing was charged, so cancelling means
 * no charge at all; after a payment the person may also ask for it back at once (spec section 1).
 */
export function cancelTerms({ status, lastPayment, periodEnd }: CancelTermsInput): CancelTerms {
  const known = periodEnd !== 'N/A';
  const refundHint = lastPayment ? `Your last payment of ${formatMoney(lastPayment)} comes back to your card and access ends today.` : '';
  const refundSummary = 'Your subscription ends now and your last payment is refunded.';
  if (status === 'trialing' && !lastPayment) {
    return {
      refundOffered: false,
      summary: known
        ? `You are in your free trial, so you will not be charged. You keep access until your trial ends on ${periodEnd}.`
        : 'You are in your free trial, so you will not be charged. You keep access until your trial ends.',
      refundSummary,
      refundHint,
    };
  }
  return {
    refundOffered: lastPayment !== null,
    summary: known
      ? `You keep access until the end of your billing period on ${periodEnd}.`
      : 'You keep access until the end of your billing period.',
    refundSummary,
    refundHint,
  };
}

import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { SUBSCRIPTION_EVENT_TYPES } from '../domain/subscription.events';
import { BILLING_PAYMENTS, type PaymentView } from './billing-views';

const seconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/**
 * The person's payments as Settings lists them: each invoice paid (with its receipt) or failed,
 * and each refund. An invoice that failed and was then paid is one row, paid.
 */
export const PaymentsProjection = defineProjection({
  name: 'billing-payments',
  handles: SUBSCRIPTION_EVENT_TYPES,
  collections: {
    payments: readModel<PaymentView>(BILLING_PAYMENTS, [{ fields: { userId: 1, at: -1 } }]),
  },
  evolve: async (event, { payments }) => {
    const at = seconds(event.metadata.occurredAt);
    switch (event.type) {
      case 'billing.invoice_paid': {
        const d = event.data;
        // A £0 invoice (a trial's start) took no money: nothing to list.
        if (d.amountPaid <= 0) return;
        await applyOnce(payments, d.invoiceId, event, () => ({
          userId: d.userId,
          kind: 'payment',
          status: 'paid',
          amount: d.amountPaid,
          currency: d.currency,
          at: d.paidAt ?? at,
          receiptUrl: d.receiptUrl ?? null,
        }));
        return;
      }
      case 'billing.invoice_payment_failed': {
        const d = event.data;
        await applyOnce(payments, d.invoiceId, event, (current) =>
          current?.status === 'paid'
            ? current
            : { userId: d.userId, kind: 'payment', status: 'failed', amount: d.amountDue, currency: d.currency, at, receiptUrl: null },
        );
        return;
      }
      case 'billing.refund_issued': {
        const d = event.data;
        // Stripe reports a charge's running total; each recorded refund is the part that was new.
        await applyOnce(payments, `${d.chargeId}:${d.totalRefunded}`, event, () => ({
          userId: d.userId,
          kind: 'refund',
          status: 'refunded',
          amount: d.amount,
          currency: d.currency,
          at,
          receiptUrl: null,
        }));
        return;
      }
      default:
        return;
    }
  },
});

import { foundingPurchase } from './founding-purchase';
import type { InvoicePaid, InvoicePaymentFailed, SubscriptionEvent } from './subscription.events';
import { planFor, type SubscriptionState } from './subscription.state';

/**
 * Money the provider reports moving: invoices paid or failed, and refunds. An invoice's outcome is
 * recorded as reported, so its command carries the event's own fields.
 */
export type PaymentCommand =
  | ({ kind: 'record-invoice-paid' } & InvoicePaid['data'])
  | ({ kind: 'record-invoice-failed' } & InvoicePaymentFailed['data'])
  | { kind: 'record-refund'; userId: string; chargeId: string; totalRefunded: number; currency: string };

export function decidePayment(command: PaymentCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.kind) {
    case 'record-invoice-paid': {
      if (state.paidInvoices[command.invoiceId]) return [];
      const paid: SubscriptionEvent = {
        type: 'billing.invoice_paid',
        data: {
          userId: command.userId,
          invoiceId: command.invoiceId,
          subscriptionId: command.subscriptionId,
          amountPaid: command.amountPaid,
          currency: command.currency,
          receiptUrl: command.receiptUrl ?? null,
          paidAt: command.paidAt ?? null,
        },
      };
      const isFounding = command.subscriptionId !== null && planFor(state, command.subscriptionId, null) === 'founding';
      const founding = isFounding
        ? foundingPurchase(state, command.userId, command.subscriptionId, null, command.amountPaid, command.currency)
        : [];
      return [paid, ...founding];
    }
    case 'record-invoice-failed': {
      if ((state.failedInvoiceAttempts[command.invoiceId] ?? 0) >= command.attemptCount) return [];
      const { kind: _kind, ...data } = command;
      return [{ type: 'billing.invoice_payment_failed', data }];
    }
    case 'record-refund': {
      // Stripe reports the running total refunded on a charge; only the part not yet recorded is new.
      const known = state.refundedByCharge[command.chargeId] ?? 0;
      if (command.totalRefunded <= known) return [];
      return [
        {
          type: 'billing.refund_issued',
          data: {
            userId: command.userId,
            chargeId: command.chargeId,
            amount: command.totalRefunded - known,
            totalRefunded: command.totalRefunded,
            currency: command.currency,
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

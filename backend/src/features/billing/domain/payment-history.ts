import type { PaymentView } from '../read-models/billing-views';
import { decimalAmount } from './billing-plans';

/** One row of the person's payments list, as the API answers it. */
export interface PaymentEntry {
  id: string;
  kind: 'payment' | 'refund';
  status: 'paid' | 'failed' | 'refunded';
  /** Decimal, in the currency's major unit ("10.00"). */
  amount: string;
  currency: string;
  /** Unix seconds. */
  date: number;
  receipt_url: string | null;
}

export interface PaymentHistory {
  payments: PaymentEntry[];
}

export function paymentHistory(views: PaymentView[]): PaymentHistory {
  return {
    payments: [...views]
      .sort((a, b) => b.at - a.at || b._id.localeCompare(a._id))
      .map((view) => ({
        id: view._id,
        kind: view.kind,
        status: view.status,
        amount: decimalAmount(view.amount),
        currency: view.currency,
        date: view.at,
        receipt_url: view.receiptUrl,
      })),
  };
}

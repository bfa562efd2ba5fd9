import type { SubscriptionView } from '../../billing';

/** A person's subscription as the console lists it: one row per account that ever started a checkout, keyed by the account id. */
export interface ConsoleSubscriptionRow {
  id: string;
  userId: string;
  status: string;
  plan: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  refundRequested: boolean;
  /** The person's own words when they cancelled, shown to operators as the accounts list shows names. */
  cancelReason: string | null;
  /** The category chosen when they cancelled (one of Stripe's eight). */
  cancelCategory: string | null;
  updatedAt: string;
}

export function toConsoleSubscriptionRow(view: SubscriptionView): ConsoleSubscriptionRow {
  return {
    id: view._id,
    userId: view._id,
    status: view.status,
    plan: view.plan,
    subscriptionId: view.subscriptionId,
    customerId: view.customerId,
    currentPeriodEnd: view.currentPeriodEnd,
    cancelAtPeriodEnd: view.cancelAtPeriodEnd,
    refundRequested: view.refundRequested,
    cancelReason: view.cancelReason,
    cancelCategory: view.cancelCategory ?? null,
    updatedAt: view.updatedAt,
  };
}

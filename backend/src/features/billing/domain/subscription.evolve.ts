import { isNewer } from './subscription-status';
import type { SubscriptionEvent } from './subscription.events';
import type { CheckoutRecord, SubscriptionRecord, SubscriptionState } from './subscription.state';

function withSubscription(
  state: SubscriptionState,
  id: string,
  change: (current: SubscriptionRecord) => SubscriptionRecord,
): SubscriptionState {
  const current = state.subscriptions[id];
  return current ? { ...state, subscriptions: { ...state.subscriptions, [id]: change(current) } } : state;
}

/** Folds one event of the subscription stream into its state. */
export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'billing.customer_linked':
      return { ...state, customerId: event.data.customerId };
    case 'billing.checkout_started': {
      const d = event.data;
      const record: CheckoutRecord = {
        sessionId: d.sessionId,
        plan: d.plan,
        status: 'open',
        expiresAt: d.expiresAt,
        successUrl: d.successUrl,
        cancelUrl: d.cancelUrl,
        subscriptionId: null,
        paymentStatus: null,
        discountCode: d.discount?.code ?? null,
      };
      return { ...state, checkouts: { ...state.checkouts, [d.sessionId]: record } };
    }
    case 'billing.checkout_expired': {
      const known = state.checkouts[event.data.sessionId];
      return known ? { ...state, checkouts: { ...state.checkouts, [known.sessionId]: { ...known, status: 'expired' } } } : state;
    }
    case 'billing.checkout_completed': {
      const d = event.data;
      const known = state.checkouts[d.sessionId];
      const record: CheckoutRecord = {
        ...(known ?? { sessionId: d.sessionId, expiresAt: '', successUrl: '', cancelUrl: '' }),
        plan: d.plan,
        status: 'complete',
        subscriptionId: d.subscriptionId,
        paymentStatus: d.paymentStatus,
      };
      const paid =
        d.subscriptionId && d.amountTotal > 0
          ? { ...state.lastPayments, [d.subscriptionId]: { amount: d.amountTotal, currency: d.currency } }
          : state.lastPayments;
      return {
        ...state,
        customerId: state.customerId ?? d.customerId,
        checkouts: { ...state.checkouts, [d.sessionId]: record },
        lastPayments: paid,
      };
    }
    case 'billing.subscription_started': {
      const d = event.data;
      const record: SubscriptionRecord = {
        subscriptionId: d.subscriptionId,
        plan: d.plan,
        status: d.status,
        currentPeriodEnd: d.currentPeriodEnd,
        trialEnd: d.trialEnd,
        cancelAtPeriodEnd: d.cancelAtPeriodEnd,
        mark: { at: d.observedAt, rank: d.rank },
        cancellation: null,
      };
      return {
        ...state,
        customerId: state.customerId ?? d.customerId,
        subscriptions: { ...state.subscriptions, [d.subscriptionId]: record },
      };
    }
    case 'billing.subscription_status_changed':
    case 'billing.subscription_updated': {
      const d = event.data;
      return withSubscription(state, d.subscriptionId, (current) => ({
        ...current,
        status: event.type === 'billing.subscription_status_changed' ? event.data.to : current.status,
        currentPeriodEnd: d.currentPeriodEnd,
        trialEnd: d.trialEnd,
        cancelAtPeriodEnd: d.cancelAtPeriodEnd,
        mark: { at: d.observedAt, rank: d.rank },
      }));
    }
    case 'billing.subscription_cancelled':
      return withSubscription(state, event.data.subscriptionId, (current) => ({
        ...current,
        cancellation: {
          refundRequested: event.data.refundRequested,
          atPeriodEnd: event.data.atPeriodEnd,
          supersededBy: event.data.supersededBy ?? null,
        },
      }));
    case 'billing.subscription_resumed':
      return withSubscription(state, event.data.subscriptionId, (current) => ({ ...current, cancellation: null }));
    case 'billing.cancellation_reason_given':
      return state;
    case 'billing.trial_ending_noticed':
      return withSubscription(state, event.data.subscriptionId, (current) => ({ ...current, trialEndingNoticed: event.data.trialEnd }));
    case 'billing.retention_offer_accepted':
      return withSubscription(state, event.data.subscriptionId, (current) => ({
        ...current,
        retention: 'accepted',
        retentionTerms: event.data.offer,
      }));
    case 'billing.retention_offer_declined':
      return withSubscription(state, event.data.subscriptionId, (current) => ({ ...current, retention: 'declined' }));
    case 'billing.founding_membership_purchased': {
      const key = event.data.subscriptionId ?? event.data.sessionId ?? '';
      return { ...state, foundingPurchases: { ...state.foundingPurchases, [key]: true } };
    }
    case 'billing.invoice_paid': {
      const d = event.data;
      const lastPayments =
        d.subscriptionId && d.amountPaid > 0
          ? { ...state.lastPayments, [d.subscriptionId]: { amount: d.amountPaid, currency: d.currency } }
          : state.lastPayments;
      return { ...state, paidInvoices: { ...state.paidInvoices, [d.invoiceId]: true }, lastPayments };
    }
    case 'billing.invoice_payment_failed':
      return { ...state, failedInvoiceAttempts: { ...state.failedInvoiceAttempts, [event.data.invoiceId]: event.data.attemptCount } };
    case 'billing.refund_issued':
      return { ...state, refundedByCharge: { ...state.refundedByCharge, [event.data.chargeId]: event.data.totalRefunded } };
    case 'billing.card_noted':
      return withSubscription(state, event.data.subscriptionId, (current) => ({
        ...current,
        card: { paymentMethodId: event.data.paymentMethodId, last4: event.data.cardLast4 },
      }));
    case 'billing.provider_event_processed': {
      const next = { ...state, processedEvents: { ...state.processedEvents, [event.data.providerEventId]: true as const } };
      const observed = event.data.observed;
      // A newer observation that changed nothing still moves the mark, so an older one arriving later is recognised as stale.
      if (!observed) return next;
      return withSubscription(next, observed.subscriptionId, (current) => {
        const mark = { at: observed.observedAt, rank: observed.rank };
        return isNewer(mark, current.mark) ? { ...current, mark } : current;
      });
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { AccountAttributed, AccountRegistered } from '../../accounts';
import { dayOf, weekOf, sourceKey } from '../../analytics';
import { hasEnded, type SubscriptionEvent } from '../../billing';
import { GROWTH_ACCOUNTS, type GrowthAccountFields, type GrowthAccountView } from './growth-account-view';

/** The billing facts that move an account along the funnel; the rest (customer links, refunds, failed invoices) move nothing. */
type FunnelBillingEvent = Extract<
  SubscriptionEvent,
  {
    type:
      | 'billing.checkout_started'
      | 'billing.checkout_completed'
      | 'billing.subscription_started'
      | 'billing.subscription_status_changed'
      | 'billing.invoice_paid'
      | 'billing.founding_membership_purchased'
      | 'billing.subscription_cancelled'
      | 'billing.cancellation_reason_given'
      | 'billing.retention_offer_accepted'
      | 'billing.retention_offer_declined';
  }
>;
type Handled = AccountRegistered | AccountAttributed | FunnelBillingEvent;
type Fields = GrowthAccountFields;

function entered(at: string): Pick<Fields, 'entryAt' | 'day' | 'week'> {
  return { entryAt: at, day: dayOf(at), week: weekOf(at) };
}

function fresh(at: string): Fields {
  return {
    source: null,
    sourceKey: sourceKey(null),
    landingPage: null,
    registeredAt: at,
    ...entered(at),
    checkoutAt: null,
    trialAt: null,
    paidAt: null,
    cancelledAt: null,
    cancelReason: null,
    codes: [],
    retention: null,
  };
}

/** Each step keeps the first time it was reached: a second trial or payment moves nothing. */
const first = (current: string | null, at: string): string => current ?? at;

/** What one event changes on the account's funnel document, or null when it changes nothing. */
function change(event: Handled, at: string, doc: Fields): Partial<Fields> | null {
  switch (event.type) {
    case 'account.registered':
      return null;
    case 'account.attributed': {
      const { source, landingPage, firstVisitAt } = event.data;
      // The cohort is the first visit, never later than the registration itself.
      const entry = firstVisitAt && firstVisitAt < doc.registeredAt ? firstVisitAt : doc.registeredAt;
      return { source, sourceKey: sourceKey(source), landingPage, ...entered(entry) };
    }
    case 'billing.checkout_started': {
      const discount = event.data.discount;
      const known = discount && doc.codes.some((c) => c.code === discount.code);
      return {
        checkoutAt: first(doc.checkoutAt, at),
        ...(discount && !known ? { codes: [...doc.codes, { code: discount.code, type: discount.type }] } : {}),
      };
    }
    case 'billing.checkout_completed':
      return event.data.paymentStatus === 'paid' && event.data.amountTotal > 0 ? { paidAt: first(doc.paidAt, at) } : null;
    case 'billing.invoice_paid':
      return event.data.amountPaid > 0 ? { paidAt: first(doc.paidAt, at) } : null;
    case 'billing.founding_membership_purchased':
      return { paidAt: first(doc.paidAt, at) };
    case 'billing.subscription_started':
      return event.data.status === 'trialing' ? { trialAt: first(doc.trialAt, at) } : null;
    case 'billing.subscription_status_changed':
      if (event.data.to === 'trialing') return { trialAt: first(doc.trialAt, at) };
      // A trial that ran out unpaid, or a subscription the provider ended, is someone who left too.
      return hasEnded(event.data.to) ? { cancelledAt: first(doc.cancelledAt, at) } : null;
    case 'billing.subscription_cancelled':
      return { cancelledAt: first(doc.cancelledAt, at) };
    case 'billing.cancellation_reason_given':
      return { cancelReason: event.data.reason };
    case 'billing.retention_offer_accepted':
      return { retention: 'accepted' };
    case 'billing.retention_offer_declined':
      return { retention: 'declined' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * Folds account and billing events into one funnel document per account (`growth_accounts`), so
 * the funnel, the weekly cohorts, the codes and the reasons for leaving are counted by the read
 * store over small documents, never by reading the log.
 */
export const GrowthAccountsProjection = defineProjection({
  name: 'growth-accounts',
  handles: eventTypes<Handled>({
    'account.registered': true,
    'account.attributed': true,
    'billing.checkout_started': true,
    'billing.checkout_completed': true,
    'billing.subscription_started': true,
    'billing.subscription_status_changed': true,
    'billing.invoice_paid': true,
    'billing.founding_membership_purchased': true,
    'billing.subscription_cancelled': true,
    'billing.cancellation_reason_given': true,
    'billing.retention_offer_accepted': true,
    'billing.retention_offer_declined': true,
  }),
  collections: { accounts: readModel<GrowthAccountView>(GROWTH_ACCOUNTS, [{ fields: { day: 1 } }]) },
  evolve: (event, { accounts }) => {
    const at = event.metadata.occurredAt;
    return applyOnce(accounts, event.data.userId, event, (current) => {
      const doc: Fields = current ?? fresh(at);
      const edit = change(event, at, doc);
      return edit ? { ...doc, ...edit } : doc;
    });
  },
});

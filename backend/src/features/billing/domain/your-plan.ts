import type { ServerStatus } from '../../accounts';
import { PLAN_TERMS, type Plan } from './billing-plans';
import { hasEnded, isLive } from './subscription-status';
import { pendingCheckouts } from './one-live-plan';
import type { SubscriptionRecord, SubscriptionState } from './subscription.state';

/**
 * Where the person's plan stands, in the words every page uses: a trial, paid and running, set to
 * end, ended, ended with the money given back, a payment problem, or a plan that came with the
 * account without a subscription here (an operator's grant, a WhatsApp customer). A test number
 * seeded as a member is not one of those: it signs in to a test-mode subscription.
 */
export type PlanState = 'none' | 'trial' | 'active' | 'ending' | 'ended' | 'refunded' | 'payment_problem' | 'included';

export interface Money {
  /** Minor units (pence). */
  amount: number;
  currency: string;
}

/** "Your plan": the one answer the About, Settings and /subscribe pages read. */
export interface YourPlan {
  account: ServerStatus;
  state: PlanState;
  plan: Plan | null;
  subscription_id: string | null;
  /** Unix seconds; while in a trial. */
  trial_end: number | null;
  /** Unix seconds; when a plan set to end stops giving access. */
  access_until: number | null;
  /** The next payment and when it is taken (Unix seconds), as discounted. */
  next_charge: (Money & { at: number }) | null;
  /** The plan's price per interval. */
  price: (Money & { interval: 'month' | 'year' }) | null;
  /** A discount taken to stay: the price while it lasts, and for how many invoices (null: for good). */
  discount: (Money & { months: number | null }) | null;
  /** What was given back when the plan ended with a refund. */
  refund: Money | null;
  /** The card's last four digits, when the provider gave them. */
  card_last4: string | null;
}

function discounted(record: SubscriptionRecord): (Money & { months: number | null }) | null {
  const terms = record.retention === 'accepted' ? record.retentionTerms : null;
  if (!terms) return null;
  const price = PLAN_TERMS[record.plan];
  const amount =
    terms.percentOff !== null
      ? Math.round((price.amount * (100 - terms.percentOff)) / 100)
      : Math.max(0, price.amount - (terms.amountOff ?? 0));
  const months = terms.duration === 'forever' ? null : terms.duration === 'repeating' ? (terms.durationInMonths ?? 1) : 1;
  return { amount, currency: price.currency, months };
}

function stateOf(record: SubscriptionRecord): PlanState {
  if (record.status === 'trialing') return record.cancelAtPeriodEnd ? 'ending' : 'trial';
  if (record.status === 'past_due' || record.status === 'unpaid') return 'payment_problem';
  if (isLive(record.status)) return record.cancelAtPeriodEnd ? 'ending' : 'active';
  if (hasEnded(record.status) && record.cancellation?.refundRequested) return 'refunded';
  return 'ended';
}

/** The subscription the person has now: a live one (the founding membership first), else the one last heard of. */
function current(state: SubscriptionState): SubscriptionRecord | null {
  const all = Object.values(state.subscriptions).sort((a, b) => b.mark.at - a.mark.at);
  const live = all.filter((s) => isLive(s.status)).sort((a, b) => Number(b.plan === 'founding') - Number(a.plan === 'founding'));
  return live[0] ?? all[0] ?? null;
}

const EMPTY = {
  subscription_id: null,
  trial_end: null,
  access_until: null,
  next_charge: null,
  price: null,
  discount: null,
  refund: null,
  card_last4: null,
} as const;

export function yourPlan(account: ServerStatus, state: SubscriptionState | null): YourPlan {
  const record = state ? current(state) : null;
  const pending = state && (!record || !isLive(record.status)) ? pendingCheckouts(state)[0] : undefined;
  if (pending) {
    const trial = PLAN_TERMS[pending.plan].trialDays > 0 ? 'trial' : 'active';
    return { ...EMPTY, account, state: trial, plan: pending.plan, subscription_id: pending.subscriptionId };
  }
  if (!record || !isLive(record.status)) {
    // A member status no payment here granted (an operator's, WhatsApp's): the account's status is the answer, said as such.
    if (account !== 'open') return { ...EMPTY, account, state: 'included', plan: account === 'founding_member' ? 'founding' : 'premium' };
    if (!record) return { ...EMPTY, account, state: 'none', plan: null };
  }
  const terms = PLAN_TERMS[record.plan];
  const planState = stateOf(record);
  const price = { amount: terms.amount, currency: terms.currency, interval: terms.interval };
  const discount = discounted(record);
  const paid = state?.lastPayments[record.subscriptionId];
  const renews = planState === 'trial' || planState === 'active' || planState === 'payment_problem';
  const chargeAt = planState === 'trial' ? record.trialEnd : record.currentPeriodEnd;
  return {
    ...EMPTY,
    account,
    state: planState,
    plan: record.plan,
    subscription_id: record.subscriptionId,
    trial_end: planState === 'trial' || planState === 'ending' ? record.trialEnd : null,
    access_until: planState === 'ending' ? (record.status === 'trialing' ? record.trialEnd : record.currentPeriodEnd) : null,
    next_charge: renews && chargeAt ? { amount: (discount ?? price).amount, currency: terms.currency, at: chargeAt } : null,
    price,
    discount,
    refund: planState === 'refunded' && paid && paid.amount > 0 ? { amount: paid.amount, currency: paid.currency } : null,
    card_last4: record.card?.last4 ?? null,
  };
}

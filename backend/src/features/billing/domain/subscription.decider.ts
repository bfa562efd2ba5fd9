import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/commands/domain-error';
import { PLAN_TERMS, type Plan } from './billing-plans';
import { type Observation, type ObservationMark, isLive, isNewer, observationRank, type ProviderStatus } from './subscription-status';
import type { CancellationReason } from './cancellation-reasons';
import type { RetentionOfferTerms } from './retention-offer';
import type { DiscountTerms, PaymentProviderName, SubscriptionEvent } from './subscription.events';

export interface CheckoutRecord {
  sessionId: string;
  plan: Plan;
  status: 'open' | 'complete' | 'expired';
  expiresAt: string;
  /** The coupon or referral code the checkout was opened with (absent on records from before codes were kept). */
  discountCode?: string | null;
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' | null;
}

export interface SubscriptionRecord {
  subscriptionId: string;
  plan: Plan;
  status: ProviderStatus;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  mark: ObservationMark;
  cancellation: { refundRequested: boolean; atPeriodEnd: boolean; supersededBy?: string | null } | null;
  /** The trial end the provider last warned about (`billing.trial_ending_noticed`); absent before any warning. */
  trialEndingNoticed?: number | null;
  /** The answer to the cancel dialog's retention offer: once per subscription. */
  retention?: 'accepted' | 'declined' | null;
  /** The terms taken with the retention offer, so the price as charged can be shown. */
  retentionTerms?: RetentionOfferTerms | null;
}

export interface SubscriptionState {
  customerId: string | null;
  checkouts: Record<string, CheckoutRecord>;
  subscriptions: Record<string, SubscriptionRecord>;
  processedEvents: Record<string, true>;
  paidInvoices: Record<string, true>;
  failedInvoiceAttempts: Record<string, number>;
  refundedByCharge: Record<string, number>;
  /** Keyed by subscription id (or session id when there is none): one purchase each, renewals excluded. */
  foundingPurchases: Record<string, true>;
  /** The last amount paid per subscription, so a refund knows what to give back. */
  lastPayments: Record<string, { amount: number; currency: string }>;
}

/** A subscription as the provider describes it, already read out of the provider's own shape. */
export interface ObservedSubscription {
  subscriptionId: string;
  customerId: string | null;
  plan: Plan | null;
  status: ProviderStatus;
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export type SubscriptionCommand =
  | { kind: 'link-customer'; userId: string; customerId: string; provider: PaymentProviderName }
  | {
      kind: 'start-checkout';
      userId: string;
      sessionId: string;
      plan: Plan;
      provider: PaymentProviderName;
      discount: DiscountTerms | null;
      /** 0 when the person already had their one free trial. */
      trialDays: number;
      successUrl: string;
      cancelUrl: string;
      expiresAt: string;
    }
  | {
      kind: 'complete-checkout';
      userId: string;
      sessionId: string;
      plan: Plan | null;
      subscriptionId: string | null;
      customerId: string | null;
      amountTotal: number;
      currency: string;
      paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
    }
  | { kind: 'observe-subscription'; userId: string; subscription: ObservedSubscription; observation: Observation; at: number }
  | {
      kind: 'request-cancel';
      userId: string;
      subscriptionId: string;
      reason: string | null;
      category: CancellationReason | null;
      refund: boolean;
      supersededBy?: string | null;
    }
  | { kind: 'expire-checkout'; userId: string; sessionId: string; supersededBy: string | null }
  | { kind: 'note-trial-ending'; userId: string; subscriptionId: string; trialEnd: number }
  | { kind: 'answer-retention-offer'; userId: string; subscriptionId: string; accepted: boolean; offer: RetentionOfferTerms }
  | { kind: 'record-invoice-paid'; userId: string; invoiceId: string; subscriptionId: string | null; amountPaid: number; currency: string }
  | {
      kind: 'record-invoice-failed';
      userId: string;
      invoiceId: string;
      subscriptionId: string | null;
      amountDue: number;
      currency: string;
      attemptCount: number;
      nextAttemptAt: number | null;
    }
  | { kind: 'record-refund'; userId: string; chargeId: string; totalRefunded: number; currency: string }
  | { kind: 'apply-provider-event'; userId: string; providerEventId: string; providerType: string; commands: SubscriptionCommand[] };

const initialState = (): SubscriptionState => ({
  customerId: null,
  checkouts: {},
  subscriptions: {},
  processedEvents: {},
  paidInvoices: {},
  failedInvoiceAttempts: {},
  refundedByCharge: {},
  foundingPurchases: {},
  lastPayments: {},
});

function withSubscription(
  state: SubscriptionState,
  id: string,
  change: (current: SubscriptionRecord) => SubscriptionRecord,
): SubscriptionState {
  const current = state.subscriptions[id];
  return current ? { ...state, subscriptions: { ...state.subscriptions, [id]: change(current) } } : state;
}

function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
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

/** A live subscription of this plan, or a paid checkout for it whose subscription has not been reported yet. */
export function hasLivePlan(state: SubscriptionState, plan: Plan): boolean {
  const live = Object.values(state.subscriptions).some((s) => s.plan === plan && isLive(s.status));
  return live || pendingCheckouts(state).some((c) => c.plan === plan);
}

/** Completed checkouts whose subscription the provider has not described yet. */
export function pendingCheckouts(state: SubscriptionState): CheckoutRecord[] {
  return Object.values(state.checkouts).filter(
    (c) => c.status === 'complete' && c.paymentStatus !== 'unpaid' && c.subscriptionId !== null && !state.subscriptions[c.subscriptionId],
  );
}

/**
 * Whether the cancel dialog may offer the retention discount on this subscription: once per
 * subscription, to a monthly Premium that is live and not already set to end.
 */
export function retentionOfferOpen(state: SubscriptionState, subscriptionId: string): boolean {
  const s = state.subscriptions[subscriptionId];
  return Boolean(s && s.plan === 'premium' && isLive(s.status) && !s.cancelAtPeriodEnd && !s.retention);
}

/** The live plan of the account (a founding membership before Premium), or a paid one whose subscription is not reported yet. */
export function livePlan(state: SubscriptionState): Plan | null {
  if (hasLivePlan(state, 'founding')) return 'founding';
  return hasLivePlan(state, 'premium') ? 'premium' : null;
}

/**
 * One live plan per account. Premium to the founding membership is the one change allowed while a
 * plan is live; the Premium subscription is then ended when the membership starts.
 */
export function assertCanStartCheckout(state: SubscriptionState, plan: Plan): void {
  const live = livePlan(state);
  if (live === 'founding' && plan === 'founding') throw new DomainError('You are already a founding member.', 'conflict');
  if (live === 'founding') throw new DomainError('Your founding membership already includes everything in Premium.', 'conflict');
  if (live === 'premium' && plan === 'premium')
    throw new DomainError('You already have a plan: Premium. Cancel it in Settings before choosing another.', 'conflict');
}

/** Whether this account has ever had a trial: the phone's own record is kept apart (trialClaimStream). */
export function hadTrial(state: SubscriptionState): boolean {
  return Object.values(state.subscriptions).some((s) => s.trialEnd !== null || s.status === 'trialing');
}

/** A code marked once per customer that this account already paid with. */
export function usedCode(state: SubscriptionState, code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return Object.values(state.checkouts).some((c) => c.status === 'complete' && c.discountCode?.toUpperCase() === wanted);
}

function planFor(state: SubscriptionState, subscriptionId: string, reported: Plan | null): Plan {
  if (reported) return reported;
  const known = state.subscriptions[subscriptionId]?.plan;
  if (known) return known;
  const checkout = Object.values(state.checkouts).find((c) => c.subscriptionId === subscriptionId);
  return checkout?.plan ?? 'premium';
}

function observe(command: Extract<SubscriptionCommand, { kind: 'observe-subscription' }>, state: SubscriptionState): SubscriptionEvent[] {
  const { userId, subscription: s, observation, at } = command;
  const rank = observationRank(observation, s.status);
  const terms = {
    currentPeriodEnd: s.currentPeriodEnd,
    trialEnd: s.trialEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    observedAt: at,
    rank,
  };
  const known = state.subscriptions[s.subscriptionId];
  if (!known) {
    const plan = planFor(state, s.subscriptionId, s.plan);
    return [
      {
        type: 'billing.subscription_started',
        data: { userId, subscriptionId: s.subscriptionId, customerId: s.customerId, plan, status: s.status, observation, ...terms },
      },
    ];
  }
  // Webhooks arrive in any order: a description older than the one applied is history, not news.
  if (!isNewer({ at, rank }, known.mark)) return [];
  if (known.status !== s.status) {
    return [
      {
        type: 'billing.subscription_status_changed',
        data: { userId, subscriptionId: s.subscriptionId, from: known.status, to: s.status, observation, ...terms },
      },
    ];
  }
  const changed =
    known.currentPeriodEnd !== s.currentPeriodEnd || known.trialEnd !== s.trialEnd || known.cancelAtPeriodEnd !== s.cancelAtPeriodEnd;
  return changed
    ? [{ type: 'billing.subscription_updated', data: { userId, subscriptionId: s.subscriptionId, observation, ...terms } }]
    : [];
}

function foundingPurchase(
  state: SubscriptionState,
  userId: string,
  subscriptionId: string | null,
  sessionId: string | null,
  amount: number,
  currency: string,
): SubscriptionEvent[] {
  const key = subscriptionId ?? sessionId;
  if (!key || state.foundingPurchases[key] || amount <= 0) return [];
  return [{ type: 'billing.founding_membership_purchased', data: { userId, subscriptionId, sessionId, amount, currency } }];
}

function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.kind) {
    case 'link-customer':
      if (state.customerId === command.customerId) return [];
      return [
        { type: 'billing.customer_linked', data: { userId: command.userId, customerId: command.customerId, provider: command.provider } },
      ];
    case 'start-checkout': {
      if (state.checkouts[command.sessionId]) return [];
      assertCanStartCheckout(state, command.plan);
      const terms = PLAN_TERMS[command.plan];
      return [
        {
          type: 'billing.checkout_started',
          data: {
            userId: command.userId,
            sessionId: command.sessionId,
            plan: command.plan,
            provider: command.provider,
            amount: terms.amount,
            currency: terms.currency,
            trialDays: command.plan === 'premium' ? Math.min(command.trialDays, terms.trialDays) : 0,
            discount: command.discount,
            successUrl: command.successUrl,
            cancelUrl: command.cancelUrl,
            expiresAt: command.expiresAt,
          },
        },
      ];
    }
    case 'complete-checkout': {
      const known = state.checkouts[command.sessionId];
      if (known?.status === 'complete') return [];
      const plan = command.plan ?? known?.plan ?? 'premium';
      const completed: SubscriptionEvent = {
        type: 'billing.checkout_completed',
        data: {
          userId: command.userId,
          sessionId: command.sessionId,
          plan,
          subscriptionId: command.subscriptionId,
          customerId: command.customerId,
          amountTotal: command.amountTotal,
          currency: command.currency,
          paymentStatus: command.paymentStatus,
        },
      };
      const founding =
        plan === 'founding' && command.paymentStatus === 'paid'
          ? foundingPurchase(state, command.userId, command.subscriptionId, command.sessionId, command.amountTotal, command.currency)
          : [];
      return [completed, ...founding];
    }
    case 'observe-subscription':
      return observe(command, state);
    case 'request-cancel': {
      const subscription = state.subscriptions[command.subscriptionId];
      if (!subscription) throw new DomainError('No active subscription found', 'not_found');
      if (!isLive(subscription.status)) throw new DomainError('This subscription has already ended.', 'conflict');
      const atPeriodEnd = !command.refund;
      const supersededBy = command.supersededBy ? { supersededBy: command.supersededBy } : {};
      const same = subscription.cancellation && subscription.cancellation.refundRequested === command.refund;
      // Asking again for the same thing changes nothing; asking for a refund after a plain cancel does.
      if (same || (atPeriodEnd && subscription.cancelAtPeriodEnd)) return [];
      const cancelled: SubscriptionEvent = {
        type: 'billing.subscription_cancelled',
        data: {
          userId: command.userId,
          subscriptionId: command.subscriptionId,
          reason: command.reason,
          refundRequested: command.refund,
          atPeriodEnd,
          ...supersededBy,
        },
      };
      if (!command.category) return [cancelled];
      return [
        cancelled,
        {
          type: 'billing.cancellation_reason_given',
          data: { userId: command.userId, subscriptionId: command.subscriptionId, reason: command.category },
        },
      ];
    }
    case 'expire-checkout': {
      const known = state.checkouts[command.sessionId];
      if (!known || known.status !== 'open') return [];
      const { kind: _kind, ...data } = command;
      return [{ type: 'billing.checkout_expired', data }];
    }
    case 'note-trial-ending': {
      // One warning per trial end: Stripe may send the event again, and the test stand-in runs on a timer.
      const subscription = state.subscriptions[command.subscriptionId];
      if (!subscription || subscription.status !== 'trialing' || subscription.trialEndingNoticed === command.trialEnd) return [];
      return [
        {
          type: 'billing.trial_ending_noticed',
          data: { userId: command.userId, subscriptionId: command.subscriptionId, trialEnd: command.trialEnd },
        },
      ];
    }
    case 'answer-retention-offer': {
      const subscription = state.subscriptions[command.subscriptionId];
      if (!subscription) throw new DomainError('No active subscription found', 'not_found');
      const answer = command.accepted ? 'accepted' : 'declined';
      // The same answer again (a retry) changes nothing; a different one after the first is refused.
      if (subscription.retention === answer) return [];
      if (!retentionOfferOpen(state, command.subscriptionId))
        throw new DomainError('This offer is not available for your subscription.', 'conflict');
      const { userId, subscriptionId } = command;
      return command.accepted
        ? [{ type: 'billing.retention_offer_accepted', data: { userId, subscriptionId, offer: command.offer } }]
        : [{ type: 'billing.retention_offer_declined', data: { userId, subscriptionId, couponId: command.offer.couponId } }];
    }
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
    case 'apply-provider-event': {
      if (state.processedEvents[command.providerEventId]) return [];
      const events: SubscriptionEvent[] = [];
      let current = state;
      let observed: { subscriptionId: string; observedAt: number; rank: number } | null = null;
      for (const inner of command.commands) {
        const produced = decide(inner, current);
        events.push(...produced);
        current = produced.reduce(evolve, current);
        if (inner.kind === 'observe-subscription') {
          observed = {
            subscriptionId: inner.subscription.subscriptionId,
            observedAt: inner.at,
            rank: observationRank(inner.observation, inner.subscription.status),
          };
        }
      }
      const processed: SubscriptionEvent = {
        type: 'billing.provider_event_processed',
        data: { userId: command.userId, providerEventId: command.providerEventId, providerType: command.providerType, observed },
      };
      return [...events, processed];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = { initialState, evolve, decide };

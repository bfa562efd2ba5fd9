import type { ObservedSubscription } from './subscription-life.decide';
import { type SubscriptionCommand, subscriptionDecider } from './subscription.decider';
import type { SubscriptionEvent } from './subscription.events';

const { initialState, evolve, decide } = subscriptionDecider;
const userId = 'u1';

function given(...events: SubscriptionEvent[]) {
  return events.reduce(evolve, initialState());
}

/** Given these events, when this command, then these events (or this error). */
function when(events: SubscriptionEvent[], command: SubscriptionCommand) {
  return decide(command, given(...events));
}

function then(events: SubscriptionEvent[], ...commands: SubscriptionCommand[]): SubscriptionEvent[] {
  const produced: SubscriptionEvent[] = [];
  let history = [...events];
  for (const command of commands) {
    const out = when(history, command);
    produced.push(...out);
    history = [...history, ...out];
  }
  return produced;
}

const sub = (status: ObservedSubscription['status'], extra: Partial<ObservedSubscription> = {}): ObservedSubscription => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  plan: 'premium',
  status,
  currentPeriodEnd: 2_000,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  ...extra,
});

const observe = (
  status: ObservedSubscription['status'],
  observation: 'created' | 'updated' | 'deleted',
  at: number,
  extra: Partial<ObservedSubscription> = {},
): SubscriptionCommand => ({
  kind: 'observe-subscription',
  userId,
  subscription: sub(status, extra),
  observation,
  at,
});

const webhook = (providerEventId: string, ...commands: SubscriptionCommand[]): SubscriptionCommand => ({
  kind: 'apply-provider-event',
  userId,
  providerEventId,
  providerType: 'customer.subscription.updated',
  commands,
});

const startCheckout = (plan: 'premium' | 'founding', sessionId = 'cs_1'): SubscriptionCommand => ({
  kind: 'start-checkout',
  userId,
  sessionId,
  plan,
  provider: 'test',
  discount: null,
  trialDays: plan === 'premium' ? 7 : 0,
  successUrl: 'http://app/stripe/success',
  cancelUrl: 'http://app/stripe/cancel',
  expiresAt: '2030-01-01T00:00:00.000Z',
});

const completeCheckout = (
  plan: 'premium' | 'founding',
  paymentStatus: 'paid' | 'no_payment_required',
  amountTotal: number,
  sessionId = 'cs_1',
): SubscriptionCommand => ({
  kind: 'complete-checkout',
  userId,
  sessionId,
  plan,
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  amountTotal,
  currency: 'gbp',
  paymentStatus,
});

const started = (
  status: ObservedSubscription['status'],
  at: number,
  rank: number,
  extra: Partial<SubscriptionEvent['data']> = {},
): SubscriptionEvent =>
  ({
    type: 'billing.subscription_started',
    data: {
      userId,
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      plan: 'premium',
      status,
      observation: 'created',
      currentPeriodEnd: 2_000,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      observedAt: at,
      rank,
      ...extra,
    },
  }) as SubscriptionEvent;

describe('subscription decider', () => {
  describe('checkout', () => {
    it('starts a Premium checkout with the plan’s price and trial', () => {
      expect(when([], startCheckout('premium'))).toEqual([
        {
          type: 'billing.checkout_started',
          data: expect.objectContaining({
            userId,
            sessionId: 'cs_1',
            plan: 'premium',
            amount: 1000,
            currency: 'gbp',
            trialDays: 7,
            provider: 'test',
          }),
        },
      ]);
    });

    it('starts a founding checkout at 100 GBP a year without a trial', () => {
      expect(when([], startCheckout('founding'))[0].data).toMatchObject({ plan: 'founding', amount: 10000, trialDays: 0 });
    });

    it('refuses Premium while a Premium subscription is live, and founding for a founding member', () => {
      const live = [started('trialing', 10, 1)];
      expect(() => when(live, startCheckout('premium', 'cs_2'))).toThrow('You already have a plan: Premium.');
      expect(when(live, startCheckout('founding', 'cs_2')).map((e) => e.type)).toEqual(['billing.checkout_started']);
      const founding = [started('active', 10, 2, { plan: 'founding' })];
      expect(() => when(founding, startCheckout('founding', 'cs_2'))).toThrow('You are already a founding member.');
      expect(() => when(founding, startCheckout('premium', 'cs_2'))).toThrow('founding membership already includes');
    });

    it('refuses a second Premium while the first is set to end but still live: one live plan per account', () => {
      expect(() => when([started('active', 10, 2, { cancelAtPeriodEnd: true })], startCheckout('premium', 'cs_2'))).toThrow(
        'You already have a plan: Premium.',
      );
    });

    it('closes an open checkout once, and never a completed one', () => {
      const history = given(...then([], startCheckout('premium')));
      const expire: SubscriptionCommand = { kind: 'expire-checkout', userId, sessionId: 'cs_1', supersededBy: 'cs_2' };
      const expired = decide(expire, history);
      expect(expired.map((e) => e.type)).toEqual(['billing.checkout_expired']);
      expect(decide(expire, expired.reduce(evolve, history))).toEqual([]);
      const completed = given(...then([], startCheckout('premium'), completeCheckout('premium', 'no_payment_required', 0)));
      expect(decide(expire, completed)).toEqual([]);
    });

    it('completes a checkout once; the second report of it changes nothing', () => {
      const history = given(...then([], startCheckout('premium')));
      const first = decide(completeCheckout('premium', 'no_payment_required', 0), history);
      expect(first.map((e) => e.type)).toEqual(['billing.checkout_completed']);
      expect(decide(completeCheckout('premium', 'no_payment_required', 0), first.reduce(evolve, history))).toEqual([]);
    });

    it('records a paid founding checkout as a founding membership purchase, once, renewals excluded', () => {
      const events = then([], startCheckout('founding'), completeCheckout('founding', 'paid', 10000));
      expect(events.map((e) => e.type)).toEqual([
        'billing.checkout_started',
        'billing.checkout_completed',
        'billing.founding_membership_purchased',
      ]);
      expect(events[2].data).toMatchObject({ subscriptionId: 'sub_1', sessionId: 'cs_1', amount: 10000, currency: 'gbp' });
      const renewal: SubscriptionCommand = {
        kind: 'record-invoice-paid',
        userId,
        invoiceId: 'in_2',
        subscriptionId: 'sub_1',
        amountPaid: 10000,
        currency: 'gbp',
      };
      expect(when(events, renewal).map((e) => e.type)).toEqual(['billing.invoice_paid']);
    });

    it('records a founding purchase from the first paid invoice when the checkout was not paid at once', () => {
      const events = then([], startCheckout('founding'), {
        ...completeCheckout('founding', 'paid', 10000),
        paymentStatus: 'unpaid',
      } as SubscriptionCommand);
      const paid: SubscriptionCommand = {
        kind: 'record-invoice-paid',
        userId,
        invoiceId: 'in_1',
        subscriptionId: 'sub_1',
        amountPaid: 10000,
        currency: 'gbp',
      };
      expect(when(events, paid).map((e) => e.type)).toEqual(['billing.invoice_paid', 'billing.founding_membership_purchased']);
    });
  });

  describe('subscription observations', () => {
    it('starts a subscription from its first description, with the plan known from the checkout', () => {
      const history = then([], startCheckout('founding'), completeCheckout('founding', 'paid', 10000));
      const [event] = when(history, observe('active', 'created', 100, { plan: null }));
      expect(event).toMatchObject({
        type: 'billing.subscription_started',
        data: { subscriptionId: 'sub_1', plan: 'founding', status: 'active', observedAt: 100 },
      });
    });

    it('records a status change from a newer description', () => {
      expect(when([started('trialing', 100, 1)], observe('active', 'updated', 200))).toEqual([
        { type: 'billing.subscription_status_changed', data: expect.objectContaining({ from: 'trialing', to: 'active', observedAt: 200 }) },
      ]);
    });

    it('records new dates or a scheduled cancellation without a status change', () => {
      expect(when([started('active', 100, 12)], observe('active', 'updated', 200, { cancelAtPeriodEnd: true }))).toEqual([
        { type: 'billing.subscription_updated', data: expect.objectContaining({ cancelAtPeriodEnd: true, observedAt: 200 }) },
      ]);
    });

    it('ignores a description older than the one applied (events out of order)', () => {
      const updatedFirst = then([], observe('active', 'updated', 200));
      expect(updatedFirst.map((e) => e.type)).toEqual(['billing.subscription_started']);
      expect(when(updatedFirst, observe('trialing', 'created', 100))).toEqual([]);
      expect(when(updatedFirst, observe('past_due', 'updated', 150))).toEqual([]);
    });

    it('orders descriptions from the same second: a deletion beats an update, an update beats the creation', () => {
      const deletedFirst = then([], observe('canceled', 'deleted', 100));
      expect(when(deletedFirst, observe('active', 'updated', 100))).toEqual([]);
      expect(when(deletedFirst, observe('trialing', 'created', 100))).toEqual([]);
      const inOrder = then([], observe('trialing', 'created', 100), observe('canceled', 'deleted', 100));
      expect(inOrder.map((e) => e.type)).toEqual(['billing.subscription_started', 'billing.subscription_status_changed']);
    });

    it('remembers a newer description that changed nothing, so an older one arriving after it is still stale', () => {
      // active (t=100), then a payment recovered: past_due (t=200) and active again (t=300) delivered as 100, 300, 200.
      const history = then([], webhook('evt_a', observe('active', 'created', 100)), webhook('evt_c', observe('active', 'updated', 300)));
      expect(history.map((e) => e.type)).toEqual([
        'billing.subscription_started',
        'billing.provider_event_processed',
        'billing.provider_event_processed',
      ]);
      const late = when(history, webhook('evt_b', observe('past_due', 'updated', 200)));
      expect(late.map((e) => e.type)).toEqual(['billing.provider_event_processed']);
      expect(given(...history, ...late).subscriptions.sub_1.status).toBe('active');
    });
  });

  describe('provider events', () => {
    it('applies an event’s effects and remembers its id in the same decision', () => {
      const events = when([], webhook('evt_1', observe('trialing', 'created', 100)));
      expect(events.map((e) => e.type)).toEqual(['billing.subscription_started', 'billing.provider_event_processed']);
      expect(events[1].data).toEqual({
        userId,
        providerEventId: 'evt_1',
        providerType: 'customer.subscription.updated',
        observed: { subscriptionId: 'sub_1', observedAt: 100, rank: 1 },
      });
    });

    it('changes nothing when the same event is delivered again', () => {
      const history = then([], webhook('evt_1', observe('trialing', 'created', 100)));
      expect(when(history, webhook('evt_1', observe('trialing', 'created', 100)))).toEqual([]);
      expect(
        when(
          [...history, ...when(history, webhook('evt_2', observe('active', 'updated', 200)))],
          webhook('evt_2', observe('active', 'updated', 200)),
        ),
      ).toEqual([]);
    });

    it('records an event that has no effect, so its replay is recognised too', () => {
      const history = then([], webhook('evt_1', observe('active', 'updated', 200)));
      expect(when(history, webhook('evt_0', observe('trialing', 'created', 100))).map((e) => e.type)).toEqual([
        'billing.provider_event_processed',
      ]);
    });
  });

  describe('cancellation', () => {
    const cancel = (refund: boolean): SubscriptionCommand => ({
      kind: 'request-cancel',
      userId,
      subscriptionId: 'sub_1',
      reason: 'enc:v1:…',
      category: null,
      refund,
    });

    it('records the reason and the refund wish', () => {
      expect(when([started('active', 100, 12)], cancel(false))).toEqual([
        {
          type: 'billing.subscription_cancelled',
          data: { userId, subscriptionId: 'sub_1', reason: 'enc:v1:…', refundRequested: false, atPeriodEnd: true },
        },
      ]);
      expect(when([started('active', 100, 12)], cancel(true))[0].data).toMatchObject({ refundRequested: true, atPeriodEnd: false });
    });

    it('does nothing for a repeated request, but a refund may still be asked for after a plain cancel', () => {
      const history = then([started('active', 100, 12)], cancel(false));
      expect(when([started('active', 100, 12), ...history], cancel(false))).toEqual([]);
      expect(when([started('active', 100, 12), ...history], cancel(true))).toHaveLength(1);
    });

    it('refuses an unknown or ended subscription', () => {
      expect(() => when([], cancel(false))).toThrow('No active subscription found');
      expect(() => when([started('canceled', 100, 27)], cancel(false))).toThrow('already ended');
    });

    it('records the chosen category beside the cancellation, in the same decision', () => {
      const withCategory: SubscriptionCommand = {
        kind: 'request-cancel',
        userId,
        subscriptionId: 'sub_1',
        reason: null,
        category: 'too_expensive',
        refund: false,
      };
      expect(when([started('trialing', 100, 12)], withCategory)).toEqual([
        expect.objectContaining({ type: 'billing.subscription_cancelled' }),
        { type: 'billing.cancellation_reason_given', data: { userId, subscriptionId: 'sub_1', reason: 'too_expensive' } },
      ]);
    });
  });

  describe('resuming', () => {
    const resume: SubscriptionCommand = { kind: 'request-resume', userId, subscriptionId: 'sub_1' };
    const cancelAtEnd: SubscriptionCommand = {
      kind: 'request-cancel',
      userId,
      subscriptionId: 'sub_1',
      reason: null,
      category: null,
      refund: false,
    };

    it('takes back a cancellation set for the end of the period, once', () => {
      const history = [started('trialing', 100, 12), ...then([started('trialing', 100, 12)], cancelAtEnd)];
      const resumed = when(history, resume);
      expect(resumed).toEqual([{ type: 'billing.subscription_resumed', data: { userId, subscriptionId: 'sub_1' } }]);
      expect(when([...history, ...resumed], resume)).toEqual([]);
      // Cancelled again after resuming, it is a new cancellation.
      expect(when([...history, ...resumed], cancelAtEnd)).toHaveLength(1);
    });

    it('has nothing to resume on a plan that renews, and refuses an unknown or ended one', () => {
      expect(when([started('active', 100, 12)], resume)).toEqual([]);
      expect(() => when([], resume)).toThrow('No active subscription found');
      expect(() => when([started('canceled', 100, 27)], resume)).toThrow('already ended');
    });
  });

  describe('the trial ending', () => {
    const notice = (trialEnd: number): SubscriptionCommand => ({ kind: 'note-trial-ending', userId, subscriptionId: 'sub_1', trialEnd });

    it('is noted once per trial end, and only while trialing', () => {
      const trial = started('trialing', 100, 12, { trialEnd: 5_000 });
      const first = then([trial], notice(5_000));
      expect(first).toEqual([{ type: 'billing.trial_ending_noticed', data: { userId, subscriptionId: 'sub_1', trialEnd: 5_000 } }]);
      expect(when([trial, ...first], notice(5_000))).toEqual([]);
      // A trial extended at the provider ends at a new time, which is warned about again.
      expect(when([trial, ...first], notice(9_000))).toHaveLength(1);
      expect(when([started('active', 100, 12)], notice(5_000))).toEqual([]);
      expect(when([], notice(5_000))).toEqual([]);
    });
  });

  describe('the retention offer', () => {
    const offer = { couponId: 'stay50', percentOff: 50, amountOff: null, duration: 'once' as const, durationInMonths: null };
    const answer = (accepted: boolean): SubscriptionCommand => ({
      kind: 'answer-retention-offer',
      userId,
      subscriptionId: 'sub_1',
      accepted,
      offer,
    });

    it('is answered once per subscription; the same answer again changes nothing, another is refused', () => {
      const taken = then([started('active', 100, 12)], answer(true));
      expect(taken).toEqual([{ type: 'billing.retention_offer_accepted', data: { userId, subscriptionId: 'sub_1', offer } }]);
      expect(when([started('active', 100, 12), ...taken], answer(true))).toEqual([]);
      expect(() => when([started('active', 100, 12), ...taken], answer(false))).toThrow('not available');
      const declined = then([started('trialing', 100, 12)], answer(false));
      expect(declined).toEqual([
        { type: 'billing.retention_offer_declined', data: { userId, subscriptionId: 'sub_1', couponId: 'stay50' } },
      ]);
      expect(() => when([started('trialing', 100, 12), ...declined], answer(true))).toThrow('not available');
    });

    it('is not offered on a founding membership, an ended subscription or one already set to end', () => {
      expect(() => when([started('active', 100, 12, { plan: 'founding' })], answer(true))).toThrow('not available');
      expect(() => when([started('canceled', 100, 27)], answer(true))).toThrow('not available');
      expect(() => when([started('active', 100, 12, { cancelAtPeriodEnd: true })], answer(true))).toThrow('not available');
      expect(() => when([], answer(true))).toThrow('No active subscription found');
    });
  });

  describe('payments and refunds', () => {
    it('records each paid invoice once', () => {
      const paid: SubscriptionCommand = {
        kind: 'record-invoice-paid',
        userId,
        invoiceId: 'in_1',
        subscriptionId: 'sub_1',
        amountPaid: 1000,
        currency: 'gbp',
      };
      const history = then([started('active', 100, 12)], paid);
      expect(history).toHaveLength(1);
      expect(when([started('active', 100, 12), ...history], paid)).toEqual([]);
    });

    it('records each failed attempt once', () => {
      const failed = (attemptCount: number): SubscriptionCommand => ({
        kind: 'record-invoice-failed',
        userId,
        invoiceId: 'in_1',
        subscriptionId: 'sub_1',
        amountDue: 1000,
        currency: 'gbp',
        attemptCount,
        nextAttemptAt: null,
      });
      const history = then([], failed(1));
      expect(when(history, failed(1))).toEqual([]);
      expect(when(history, failed(2))).toHaveLength(1);
    });

    it('records only the part of a charge’s running refunded total not yet recorded', () => {
      const refunded = (total: number): SubscriptionCommand => ({
        kind: 'record-refund',
        userId,
        chargeId: 'ch_1',
        totalRefunded: total,
        currency: 'gbp',
      });
      const first = then([], refunded(1000));
      expect(first).toEqual([
        { type: 'billing.refund_issued', data: { userId, chargeId: 'ch_1', amount: 1000, totalRefunded: 1000, currency: 'gbp' } },
      ]);
      expect(when(first, refunded(1000))).toEqual([]);
      expect(when(first, refunded(1500))[0].data).toMatchObject({ amount: 500, totalRefunded: 1500 });
    });
  });
});

describe('the card a subscription is charged to', () => {
  const card = (paymentMethodId: string, cardLast4: string | null): SubscriptionCommand => ({
    kind: 'note-card',
    userId,
    subscriptionId: 'sub_1',
    paymentMethodId,
    cardLast4,
  });

  it('is noted when a payment method is new, and not again while it stays the same', () => {
    const started = then([], observe('active', 'created', 100));
    const noted = then(started, card('pm_1', '4242'), card('pm_1', '4242'));
    expect(noted).toEqual([
      { type: 'billing.card_noted', data: { userId, subscriptionId: 'sub_1', paymentMethodId: 'pm_1', cardLast4: '4242' } },
    ]);
    const changed = then([...started, ...noted], card('pm_2', '0005'));
    expect(changed.map((e) => e.data)).toEqual([{ userId, subscriptionId: 'sub_1', paymentMethodId: 'pm_2', cardLast4: '0005' }]);
    expect(given(...started, ...noted, ...changed).subscriptions.sub_1?.card).toEqual({ paymentMethodId: 'pm_2', last4: '0005' });
  });

  it('is not noted for a subscription not heard of', () => {
    expect(when([], card('pm_1', '4242'))).toEqual([]);
  });
});

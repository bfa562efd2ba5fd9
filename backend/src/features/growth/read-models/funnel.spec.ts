import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../../platform/event-store/event-envelope';
import { SqliteEventStore } from '../../../platform/event-store/sqlite-event-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { MemoryReadStore } from '../../../platform/read-store/memory-read-store';
import { toDayRange } from '../../analytics/domain/analytics-day';
import { AnalyticsSessionsProjection } from '../../analytics/read-models/analytics-sessions.projection';
import { VisitSessionsReader } from '../../analytics/read-models/visit-sessions.reader';
import { GetCancellationReasonsHandler, GetCancellationReasonsQuery } from '../queries/get-cancellation-reasons.query';
import { GetCodePerformanceHandler, GetCodePerformanceQuery } from '../queries/get-code-performance.query';
import { GetCohortsHandler, GetCohortsQuery } from '../queries/get-cohorts.query';
import { GetFunnelHandler, GetFunnelQuery } from '../queries/get-funnel.query';
import { MessageDaysReader } from '../../assistant';
import { FunnelReader, type FunnelSelection } from './funnel.reader';
import { GrowthAccountsProjection } from './growth-accounts.projection';

function event(type: string, data: Record<string, unknown>, occurredAt: string): NewEvent {
  return {
    type,
    data,
    metadata: { eventId: randomUUID(), occurredAt, actor: 'system', correlationId: randomUUID(), causationId: null, source: 'web' },
  };
}

const visit = (session: string, source: string | null, at: string, kind = 'page_visit') =>
  event(
    'analytics.event_recorded',
    { event_type: kind, session_id: session, utm_source: source, user_id: null, page_path: '/', user_agent: null, referrer: null },
    new Date(at).toISOString(),
  );

const registered = (userId: string, at: string) =>
  event('account.registered', { userId, phone: 'enc:v1:x', phoneHash: `h-${userId}`, status: 'open', via: 'otp' }, at);
const attributed = (userId: string, source: string | null, firstVisitAt: string | null, at: string) =>
  event('account.attributed', { userId, sessionId: null, source, landingPage: '/', firstVisitAt }, at);
const checkout = (userId: string, at: string, discount: { code: string; type: 'referral' | 'other' } | null = null, plan = 'premium') =>
  event(
    'billing.checkout_started',
    {
      userId,
      sessionId: `cs_${userId}`,
      plan,
      provider: 'test',
      amount: 1000,
      currency: 'gbp',
      trialDays: 7,
      discount: discount && { ...discount, percentOff: 10, amountOff: null, providerId: null },
      successUrl: '',
      cancelUrl: '',
      expiresAt: at,
    },
    at,
  );
const started = (userId: string, status: string, at: string) =>
  event(
    'billing.subscription_started',
    {
      userId,
      subscriptionId: `sub_${userId}`,
      customerId: null,
      plan: 'premium',
      status,
      observation: 'created',
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      observedAt: 0,
      rank: 0,
    },
    at,
  );
const invoicePaid = (userId: string, amountPaid: number, at: string) =>
  event('billing.invoice_paid', { userId, invoiceId: `in_${at}`, subscriptionId: `sub_${userId}`, amountPaid, currency: 'gbp' }, at);

/**
 * Week 1 is 2025-01-06 (Mon) to 01-12, week 2 is 01-13 to 01-19, both in UTC. Several entries sit
 * near a week's edge in another time zone, where the UTC week is not the local one.
 */
const HISTORY: NewEvent[] = [
  visit('s1', 'linkedin', '2025-01-06T09:00:00Z'),
  visit('s1', 'linkedin', '2025-01-06T09:05:00Z', 'whatsapp_signup'),
  // Sunday evening in New York is Monday in UTC: week 2.
  visit('s2', 'linkedin', '2025-01-12T23:30:00-05:00'),
  visit('s3', null, '2025-01-08T12:00:00Z'),
  // Monday morning in Tokyo is Sunday in UTC: week 1.
  visit('s4', 'twitter', '2025-01-13T08:00:00+09:00'),
  visit('s4', 'twitter', '2025-01-14T10:00:00Z', 'whatsapp_signup'),
  visit('s5', 'linkedin', '2025-01-20T10:00:00Z'),
  // "Direct" written out counts with the visits that have no source.
  visit('s6', 'Direct', '2025-01-15T10:00:00Z'),
  // Later events of a session change nothing about its first touch.
  visit('s1', 'twitter', '2025-01-16T10:00:00Z'),

  registered('u1', '2025-01-07T10:00:00.000Z'),
  attributed('u1', 'linkedin', '2025-01-06T09:00:00.000Z', '2025-01-07T10:00:00.000Z'),
  checkout('u1', '2025-01-07T10:05:00.000Z', { code: 'FRIEND-ADA', type: 'referral' }),
  started('u1', 'trialing', '2025-01-07T10:06:00.000Z'),
  invoicePaid('u1', 0, '2025-01-07T10:06:00.000Z'),
  invoicePaid('u1', 1000, '2025-01-14T10:06:00.000Z'),
  event(
    'billing.retention_offer_accepted',
    {
      userId: 'u1',
      subscriptionId: 'sub_u1',
      offer: { couponId: 'stay50', percentOff: 50, amountOff: null, duration: 'once', durationInMonths: null },
    },
    '2025-01-16T10:00:00.000Z',
  ),

  registered('u2', '2025-01-13T05:00:00.000Z'),
  attributed('u2', 'linkedin', '2025-01-13T04:30:00.000Z', '2025-01-13T05:00:00.000Z'),
  checkout('u2', '2025-01-13T05:10:00.000Z', { code: 'WELCOME10', type: 'other' }),
  started('u2', 'trialing', '2025-01-13T05:11:00.000Z'),
  event(
    'billing.subscription_cancelled',
    { userId: 'u2', subscriptionId: 'sub_u2', reason: 'enc:v1:secret words', refundRequested: false, atPeriodEnd: true },
    '2025-01-15T10:00:00.000Z',
  ),
  event('billing.retention_offer_declined', { userId: 'u2', subscriptionId: 'sub_u2', couponId: 'stay50' }, '2025-01-15T10:00:00.000Z'),
  event(
    'billing.cancellation_reason_given',
    { userId: 'u2', subscriptionId: 'sub_u2', reason: 'too_expensive' },
    '2025-01-15T10:00:00.000Z',
  ),

  // No visit known: the cohort is the registration, one minute before week 2 ends.
  registered('u3', '2025-01-19T23:59:00.000Z'),
  attributed('u3', null, null, '2025-01-19T23:59:00.000Z'),
  checkout('u3', '2025-01-20T00:01:00.000Z', null, 'founding'),
  event(
    'billing.checkout_completed',
    {
      userId: 'u3',
      sessionId: 'cs_u3',
      plan: 'founding',
      subscriptionId: 'sub_u3',
      customerId: null,
      amountTotal: 10000,
      currency: 'gbp',
      paymentStatus: 'paid',
    },
    '2025-01-20T00:02:00.000Z',
  ),
  event(
    'billing.founding_membership_purchased',
    { userId: 'u3', subscriptionId: 'sub_u3', sessionId: 'cs_u3', amount: 10000, currency: 'gbp' },
    '2025-01-20T00:02:00.000Z',
  ),

  registered('u4', '2025-01-14T10:00:00.000Z'),
  attributed('u4', 'twitter', '2025-01-12T23:00:00.000Z', '2025-01-14T10:00:00.000Z'),
  checkout('u4', '2025-01-14T10:01:00.000Z'),
  started('u4', 'trialing', '2025-01-14T10:02:00.000Z'),
  // The trial ran out without a payment: someone who left, without a reason given.
  event(
    'billing.subscription_status_changed',
    {
      userId: 'u4',
      subscriptionId: 'sub_u4',
      from: 'trialing',
      to: 'canceled',
      observation: 'deleted',
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      observedAt: 1,
      rank: 2,
    },
    '2025-01-21T10:02:00.000Z',
  ),

  // Before the range in UTC, inside it for a reader an hour ahead of UTC.
  registered('u5', '2025-01-05T23:00:00.000Z'),
];

describe('growth funnel and cohorts (projections and queries over the in-process read store)', () => {
  let dir: string;
  let store: SqliteEventStore;
  let reads: MemoryReadStore;
  let runner: ProjectionRunner;
  let reader: FunnelReader;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'daily-growth-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
    await store.append('growth-history', HISTORY, 'any');
    reads = new MemoryReadStore();
    runner = new ProjectionRunner(store, reads);
    runner.register(new AnalyticsSessionsProjection(reads, runner));
    runner.register(new GrowthAccountsProjection(reads, runner));
    await runner.start();
    reader = new FunnelReader(reads, new VisitSessionsReader(reads));
  });

  afterAll(async () => {
    await runner.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const twoWeeks = (source: string | null = null): FunnelSelection => ({
    range: toDayRange('2025-01-06T00:00:00Z', '2025-01-19T23:59:59Z'),
    source,
  });
  const counts = (steps: { count: number }[]) => steps.map((s) => s.count);

  it('counts every step over the UTC days of the range, with conversion from the step before', async () => {
    const report = await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks()));
    expect(report).toMatchObject({ start_day: '2025-01-06', end_day: '2025-01-19', source: null });
    expect(report.steps).toEqual([
      { step: 'visited', label: 'Visited', count: 5, conversion: null },
      { step: 'whatsapp_entry', label: 'WhatsApp entry', count: 2, conversion: 40 },
      { step: 'signed_in', label: 'Signed in', count: 4, conversion: 200 },
      { step: 'checkout_started', label: 'Checkout started', count: 4, conversion: 100 },
      { step: 'trial_started', label: 'Trial started', count: 3, conversion: 75 },
      { step: 'paid', label: 'Paid', count: 2, conversion: 66.67 },
      { step: 'cancelled', label: 'Cancelled', count: 2, conversion: 100 },
    ]);
  });

  it('splits by source so that the sources add up to the whole, and filters by one', async () => {
    const report = await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks()));
    const row = (visited: number, whatsapp: number, signed: number, checkout: number, trial: number, paid: number, cancelled: number) => ({
      visited,
      whatsapp_entry: whatsapp,
      signed_in: signed,
      checkout_started: checkout,
      trial_started: trial,
      paid,
      cancelled,
    });
    expect(report.sources).toEqual([
      { source: 'linkedin', ...row(2, 1, 2, 2, 2, 1, 1) },
      { source: 'Direct', ...row(2, 0, 1, 1, 0, 1, 0) },
      { source: 'twitter', ...row(1, 1, 1, 1, 1, 0, 1) },
    ]);
    for (const [i, step] of report.steps.entries()) {
      expect(report.sources.reduce((sum, s) => sum + s[step.step], 0)).toBe(counts(report.steps)[i]);
    }
    const linkedin = await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks('linkedin')));
    expect(linkedin.source).toBe('linkedin');
    expect(counts(linkedin.steps)).toEqual([2, 1, 2, 2, 2, 1, 1]);
    expect(linkedin.steps.map((s) => s.conversion)).toEqual([null, 50, 200, 100, 100, 50, 100]);
    expect(
      counts((await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks('Direct')))).steps),
    ).toEqual([2, 0, 1, 1, 0, 1, 0]);
    expect(
      counts((await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks('nobody')))).steps),
    ).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('groups entries by the UTC week they arrived in, whatever zone they arrived from, adding up to the funnel', async () => {
    const cohorts = await new GetCohortsHandler(reader).execute(new GetCohortsQuery(twoWeeks()));
    expect(cohorts.weeks).toEqual([
      { week: '2025-01-06', visited: 3, whatsapp_entry: 2, signed_in: 2, checkout_started: 2, trial_started: 2, paid: 1, cancelled: 1 },
      { week: '2025-01-13', visited: 2, whatsapp_entry: 0, signed_in: 2, checkout_started: 2, trial_started: 1, paid: 1, cancelled: 1 },
    ]);
  });

  it('reads a range written in another zone as the UTC days it covers', async () => {
    // 00:30 in Paris on the 6th is 23:30 UTC on the 5th: that whole UTC day is counted, and u5 with it.
    const selection = { range: toDayRange('2025-01-06T00:30:00+01:00', '2025-01-19T23:59:59Z'), source: null };
    const report = await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(selection));
    expect(report.start_day).toBe('2025-01-05');
    expect(report.steps.find((s) => s.step === 'signed_in')?.count).toBe(5);
    const cohorts = await new GetCohortsHandler(reader).execute(new GetCohortsQuery(selection));
    expect(cohorts.weeks.map((w) => [w.week, w.signed_in])).toEqual([
      ['2024-12-30', 1],
      ['2025-01-06', 2],
      ['2025-01-13', 2],
    ]);
  });

  it('counts codes by uses, trials and payments, and reasons for leaving by category only', async () => {
    expect(await new GetCodePerformanceHandler(reader).execute(new GetCodePerformanceQuery(twoWeeks()))).toEqual([
      { code: 'FRIEND-ADA', type: 'referral', uses: 1, trials: 1, paid: 1 },
      { code: 'WELCOME10', type: 'other', uses: 1, trials: 1, paid: 0 },
    ]);
    const leaving = await new GetCancellationReasonsHandler(reader).execute(new GetCancellationReasonsQuery(twoWeeks()));
    expect(leaving.cancelled).toBe(2);
    expect(leaving.not_given).toBe(1);
    expect(leaving.retention).toEqual({ accepted: 1, declined: 1 });
    expect(leaving.reasons.filter((r) => r.count > 0)).toEqual([{ reason: 'too_expensive', label: 'It’s too expensive', count: 1 }]);
    expect(leaving.reasons).toHaveLength(8);
    expect(JSON.stringify(leaving)).not.toContain('secret words');
    expect(JSON.stringify(await reads.collection('growth_accounts').find({}))).not.toContain('enc:v1');
  });

  it('a replay after a lost checkpoint counts nothing twice', async () => {
    const before = await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks()));
    await runner.stop();
    await reads.setCheckpoint('analytics-sessions', 0);
    await reads.setCheckpoint('growth-accounts', 0);
    runner = new ProjectionRunner(store, reads);
    runner.register(new AnalyticsSessionsProjection(reads, runner));
    runner.register(new GrowthAccountsProjection(reads, runner));
    await runner.start();
    expect(await new GetFunnelHandler(reader, new MessageDaysReader(reads)).execute(new GetFunnelQuery(twoWeeks()))).toEqual(before);
  });
});

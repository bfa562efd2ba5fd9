/**
 * Subscription statuses as the payment provider reports them (Stripe's list; spec section 3 names
 * all but `paused`, which Stripe sends when a trial ends without a payment method).
 */
export const PROVIDER_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** What `GET /api/stripe/subscription-status` reports: a provider status, or `none`. */
export type ReportedStatus = ProviderStatus | 'none';

export function isProviderStatus(value: unknown): value is ProviderStatus {
  return typeof value === 'string' && (PROVIDER_STATUSES as readonly string[]).includes(value);
}

/** Statuses that keep paid access. past_due stays in: the provider is still retrying the payment. */
export function isLive(status: ProviderStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/** A subscription in one of these will not come back; the account returns to open. */
export function hasEnded(status: ProviderStatus): boolean {
  return status === 'canceled' || status === 'unpaid' || status === 'incomplete_expired' || status === 'paused';
}

/** How the provider told us about a subscription: its creation, a change, or its deletion. */
export type Observation = 'created' | 'updated' | 'deleted';

const OBSERVATION_RANK: Record<Observation, number> = { created: 0, updated: 1, deleted: 2 };
const STATUS_RANK: Record<ProviderStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 4,
  unpaid: 5,
  incomplete_expired: 6,
  canceled: 7,
};

/**
 * Tie-breaker for observations made in the same second (Stripe timestamps have whole seconds): a
 * deletion outranks an update, an update outranks the creation, and a later stage of a
 * subscription's life outranks an earlier one.
 */
export function observationRank(observation: Observation, status: ProviderStatus): number {
  return OBSERVATION_RANK[observation] * 10 + STATUS_RANK[status];
}

export interface ObservationMark {
  /** Seconds since the epoch, from the provider's own clock (the event's `created`). */
  at: number;
  rank: number;
}

/** True when `next` describes a later state than `seen`, so it may be applied. */
export function isNewer(next: ObservationMark, seen: ObservationMark): boolean {
  return next.at > seen.at || (next.at === seen.at && next.rank > seen.rank);
}

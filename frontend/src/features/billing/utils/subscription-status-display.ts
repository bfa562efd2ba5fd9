import { formatLongDate, fromUnixSeconds } from '@/lib/format';

/** Status values of spec section 3; anything else the server may send is shown as it is. */
export const knownSubscriptionStatuses = [
  'active',
  'trialing',
  'canceled',
  'none',
  'incomplete_expired',
  'past_due',
  'incomplete',
  'unpaid',
] as const;

export type SubscriptionAction = 'cancel' | 'subscribe' | 'contact-support';

export type SubscriptionStatusDisplay = {
  label: string;
  action: SubscriptionAction;
};

const table: Record<(typeof knownSubscriptionStatuses)[number], SubscriptionStatusDisplay> = {
  active: { label: 'Active', action: 'cancel' },
  trialing: { label: 'Trial period', action: 'cancel' },
  canceled: { label: 'Canceled (access until end of billing period)', action: 'subscribe' },
  none: { label: 'No active subscription', action: 'subscribe' },
  incomplete_expired: { label: 'Setup expired (please resubscribe)', action: 'subscribe' },
  past_due: { label: 'Past due (payment required)', action: 'contact-support' },
  // DESIGN.md section 6 settles the spec's open point: an unfinished setup is fixed by subscribing again.
  incomplete: { label: 'Incomplete (setup required)', action: 'subscribe' },
  unpaid: { label: 'Unpaid (payment required)', action: 'contact-support' },
};

function isKnown(status: string): status is (typeof knownSubscriptionStatuses)[number] {
  return Object.hasOwn(table, status);
}

/** The label and action of spec section 4's settings table; no status at all counts as none. */
export function describeSubscriptionStatus(status: string | null | undefined): SubscriptionStatusDisplay {
  const value = status?.trim() || 'none';
  return isKnown(value) ? table[value] : { label: value, action: 'contact-support' };
}

/** current_period_end is Unix seconds; shown like "January 5, 2025", or "N/A" when unknown. */
export function formatPeriodEnd(seconds: number | null | undefined): string {
  const date = fromUnixSeconds(seconds);
  return date ? formatLongDate(date) : 'N/A';
}

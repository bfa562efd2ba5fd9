/**
 * The growth funnel, from first visit to paying member and, for some, leaving. Visits are counted
 * per browser visit (session); every later step per account. People can skip a step (a founding
 * member pays without a trial, someone signs in without the WhatsApp link), so a step can hold
 * more than the one before it.
 */
export const FUNNEL_STEPS = [
  { step: 'visited', label: 'Visited' },
  { step: 'whatsapp_entry', label: 'WhatsApp entry' },
  { step: 'signed_in', label: 'Signed in' },
  { step: 'checkout_started', label: 'Checkout started' },
  { step: 'trial_started', label: 'Trial started' },
  { step: 'paid', label: 'Paid' },
  { step: 'cancelled', label: 'Cancelled' },
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number]['step'];
export type FunnelCounts = Record<FunnelStep, number>;

export const STEP_KEYS: FunnelStep[] = FUNNEL_STEPS.map((s) => s.step);

export function emptyCounts(): FunnelCounts {
  return { visited: 0, whatsapp_entry: 0, signed_in: 0, checkout_started: 0, trial_started: 0, paid: 0, cancelled: 0 };
}

export function addCounts(a: FunnelCounts, b: Partial<FunnelCounts>): FunnelCounts {
  const sum = { ...a };
  for (const key of STEP_KEYS) sum[key] += b[key] ?? 0;
  return sum;
}

/**
 * A step as a percentage of the step before it, two decimals, half up; null when the step before
 * is empty (there is nothing to convert from). Worked out from the integers in one division, as
 * the signup rate is, so the figures can be checked by hand.
 */
export function conversion(count: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round((count * 10_000) / previous) / 100;
}

export const NUDGE_RULES = {
  job: 'nudge-calls',
  intervalMs: 5 * 60 * 1000,
  leaseMs: 15 * 60 * 1000,
  /** At most one nudge per person in this window, whether or not the call got through. */
  windowMs: 4 * 60 * 60 * 1000,
  /** "Free now" means nothing booked for this long from now. */
  freeForMs: 30 * 60 * 1000,
} as const;

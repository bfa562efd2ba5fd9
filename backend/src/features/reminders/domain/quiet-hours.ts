/**
 * No message from daily (reminder, nudge call, trial message) reaches a person between 21:00 and
 * 08:00 where they are. Their zone is the one their browser last reported, else the zone of their
 * latest task, else London's.
 */
export const QUIET_HOURS = {
  startsAt: 21,
  endsAt: 8,
  defaultTimeZone: 'Europe/London',
} as const;

/** Each call costs money and rings a real phone: a pause between requests and a daily cap. */
export const CALL_RULES = {
  minGapMs: 2 * 60 * 1000,
  maxPerDay: 10,
} as const;

/** Limits on one-time codes (issue: phone sign-in; issue 42: lock the code, not the number). */
export const OTP_RULES = {
  codeTtlMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  /**
   * A code spent by wrong tries can be replaced this long after it was sent. The replacement does
   * not count against the hourly sends, so someone guessing at a number cannot lock its owner out
   * for the hour; the window still bounds guesses per number (5 per window).
   */
  codeLockoutMs: 5 * 60 * 1000,
  resendCooldownMs: 30 * 1000,
  maxSendsPerHour: 5,
  /** Code checks one address may make across all numbers, counted before the code is looked at. */
  codeChecksPerAddress: 20,
  addressWindowMs: 15 * 60 * 1000,
} as const;

/** Limits on one-time codes (issue: phone sign-in). */
export const OTP_RULES = {
  codeTtlMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  resendCooldownMs: 30 * 1000,
  maxSendsPerHour: 5,
} as const;

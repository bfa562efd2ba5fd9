/** Spec section 9: how long the payment result pages stay before going to the dashboard. */
export const redirectDelays = {
  premiumSuccessMs: 2_000,
  foundingSuccessMs: 3_000,
} as const;

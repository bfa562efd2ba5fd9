/**
 * Query keys of the billing feature; mutations invalidate by these. A person's own answers carry
 * their id second, so the device keeps them with the other signed-in answers (lib/device-cache.ts)
 * and Settings paints its subscription at once for a returning member instead of growing under it.
 */
export const billingKeys = {
  all: ['billing'] as const,
  paymentsMode: ['billing', 'payments-mode'] as const,
  subscriptionStatus: (userId: string) => [...billingKeys.all, userId, 'subscription-status'] as const,
  yourPlan: (userId: string) => [...billingKeys.all, userId, 'your-plan'] as const,
  payments: (userId: string) => [...billingKeys.all, userId, 'payments'] as const,
};

/** Query keys of the billing feature; mutations invalidate by these. */
export const billingKeys = {
  all: ['billing'] as const,
  paymentsMode: ['billing', 'payments-mode'] as const,
  subscriptionStatus: (userId: string) => [...billingKeys.all, 'subscription-status', userId] as const,
  yourPlan: (userId: string) => [...billingKeys.all, 'your-plan', userId] as const,
};

/** Query keys of the billing feature; mutations invalidate by these. */
export const billingKeys = {
  all: ['billing'] as const,
  subscriptionStatus: (userId: string) => [...billingKeys.all, 'subscription-status', userId] as const,
};

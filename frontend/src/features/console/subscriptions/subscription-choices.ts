/** The payment provider's subscription statuses and the plans, as the console API filters them. */
export const subscriptionStatusChoices = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'unpaid',
  'paused',
  'none',
].map((status) => ({ id: status, name: status }));

export const planChoices = [
  { id: 'premium', name: 'Premium' },
  { id: 'founding', name: 'Founding member' },
];

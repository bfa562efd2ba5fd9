/**
 * Who caused an event, in words, when the server has not named them (the global event log). The
 * log records `operator:<id>` for console actions, the person's id for their own, `stripe` for
 * payment webhooks, and `system` or `anonymous` otherwise; an id is never shown where a role says more.
 */
export function actorLabel(actor: string, accountId?: string, source?: string): string {
  if (actor === 'system') return source === 'scheduler' ? 'daily (scheduled)' : 'daily';
  // Payment webhooks (and the local test checkout, which drives the same events) act as the provider.
  if (actor === 'stripe') return 'Stripe';
  if (actor === 'anonymous') return 'A visitor';
  if (actor.startsWith('operator:')) return 'An operator';
  if (accountId !== undefined && actor === accountId) return 'The member';
  return 'Another member';
}

const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/**
 * Who caused an event, in words. The log records `operator:<id>` for console actions, the user's
 * id for their own, `stripe` for payment webhooks, and `system` or `anonymous` otherwise.
 */
export function actorLabel(actor: string, accountId?: string): string {
  if (actor === 'system') return 'System';
  // Payment webhooks (and the local test checkout, which drives the same events) act as the provider.
  if (actor === 'stripe') return 'Stripe';
  if (actor === 'anonymous') return 'Anonymous visitor';
  if (actor.startsWith('operator:')) return `Operator ${shortId(actor.slice('operator:'.length))}`;
  if (accountId !== undefined && actor === accountId) return 'Account holder';
  return `User ${shortId(actor)}`;
}

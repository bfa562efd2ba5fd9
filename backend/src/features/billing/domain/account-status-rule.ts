import type { ServerStatus } from '../../accounts';
import { hasEnded } from './subscription-status';
import { hasLivePlan } from './one-live-plan';
import type { SubscriptionState } from './subscription.state';

export interface AccountStatusChange {
  to: ServerStatus;
  reason: string;
}

/**
 * The account status the payments justify, compared with the account's current one. Only
 * verified payment facts lead here (webhooks, the provider's answers), never a page visit.
 *
 * - a live founding membership → founding_member; a live Premium → closed;
 * - once every subscription has ended → back to open;
 * - a status the payments did not grant (an operator's founding member, a WhatsApp customer) is left alone.
 */
export function accountStatusChange(state: SubscriptionState, current: ServerStatus): AccountStatusChange | null {
  const grantedFounding =
    Object.keys(state.foundingPurchases).length > 0 || Object.values(state.subscriptions).some((s) => s.plan === 'founding');
  if (hasLivePlan(state, 'founding')) {
    return current === 'founding_member' ? null : { to: 'founding_member', reason: 'Founding membership purchased' };
  }
  if (hasLivePlan(state, 'premium')) {
    if (current === 'closed' || current === 'whatsapp-closed') return null;
    if (current === 'founding_member' && !grantedFounding) return null;
    return {
      to: 'closed',
      reason: current === 'founding_member' ? 'Founding membership ended; Premium continues' : 'Premium subscription started',
    };
  }
  const ended = Object.values(state.subscriptions).some((s) => hasEnded(s.status));
  if (!ended) return null;
  if (current === 'closed' || (current === 'founding_member' && grantedFounding)) {
    return { to: 'open', reason: 'Subscription ended' };
  }
  return null;
}

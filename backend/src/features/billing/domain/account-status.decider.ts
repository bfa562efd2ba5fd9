import type { Decider } from '../../../platform/commands/decider';
import { accountDecider } from '../../accounts';
import { accountStatusChange } from './account-status-rule';
import type { SubscriptionState } from './subscription.state';

type AccountState = ReturnType<typeof accountDecider.initialState>;
type AccountEvent = ReturnType<typeof accountDecider.decide>[number];

/** Bring the account's status in line with what the person's subscription stream, as it stands, justifies. */
export interface FollowSubscription {
  userId: string;
  subscription: SubscriptionState;
}

/**
 * The account stream's side of the payments: decided against the account as it is now, so the
 * same subscription state asked again (a replay after a crash, a later fact) appends nothing once
 * the status is in line. Writes only the account stream; the facts it follows were stored before.
 */
export const accountStatusDecider: Decider<AccountState, FollowSubscription, AccountEvent> = {
  initialState: accountDecider.initialState,
  evolve: accountDecider.evolve,
  decide: ({ userId, subscription }, account) => {
    // An account that does not exist (or no longer takes commands) has no status to follow.
    if (!account.exists || account.status === null) return [];
    const change = accountStatusChange(subscription, account.status);
    if (!change) return [];
    return accountDecider.decide({ kind: 'change-status', userId, to: change.to, reason: change.reason }, account);
  },
};

/** Who the account's status changes on the payments' word are made by: no person ever sets their own status. */
export const PAYMENTS_ACTOR = 'stripe';

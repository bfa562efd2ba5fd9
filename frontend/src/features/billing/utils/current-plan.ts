import type { AccountStatus } from '@/lib/auth/session-types';

/** The plan a person holds, as the plan cards mark it; null when no one is signed in. */
export type CurrentPlan = 'free' | 'premium' | 'founding';

/**
 * The account status is the server's word on what a person has paid for: a live founding
 * membership makes it founding_member, a live Premium (or a paid account from before the web
 * app) makes it closed, and everyone else is on the free tier.
 */
export function currentPlanOf(account: AccountStatus | null): CurrentPlan | null {
  if (account === null) return null;
  if (account === 'founding_member') return 'founding';
  if (account === 'closed') return 'premium';
  return 'free';
}

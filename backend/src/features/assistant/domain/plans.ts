import type { Plan } from './conversation.events';

/** The plan an account's status stands for: founding members and paying (or trialling) members are unlimited. */
export function planOf(status: string | null | undefined, paid: boolean): Plan {
  if (status === 'founding_member') return 'founding';
  return paid ? 'premium' : 'free';
}

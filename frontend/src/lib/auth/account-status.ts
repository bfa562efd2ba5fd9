import type { AccountStatus, ServerAccountStatus } from './session-types';

/** closed, whatsapp-closed and founding_member reach the dashboard; phone and whatsapp are phone-only. */
export function toAccountStatus(status: ServerAccountStatus | string | null | undefined): AccountStatus {
  switch (status) {
    case 'closed':
    case 'whatsapp-closed':
      return 'closed';
    case 'founding_member':
      return 'founding_member';
    case 'phone':
    case 'whatsapp':
      return 'phone';
    case 'open':
      return 'open';
    default:
      return 'none';
  }
}

export function hasPaidAccess(status: AccountStatus | null | undefined): boolean {
  return status === 'closed' || status === 'founding_member';
}

/** The statuses hasPaidAccess lets through, for the starter, which runs before the app's code. */
export const paidAccountStatuses: readonly AccountStatus[] = ['closed', 'founding_member'];

/** The signed-in home: the dashboard with paid access, /welcome for every account that is not closed (DESIGN.md section 7). */
export function signedInHome(status: AccountStatus | null | undefined): '/dashboard' | '/welcome' {
  return hasPaidAccess(status) ? '/dashboard' : '/welcome';
}

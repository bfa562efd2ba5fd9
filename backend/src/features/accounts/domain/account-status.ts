/** Statuses the server reports (spec section 3). `none` means no account exists. */
export const SERVER_STATUSES = ['open', 'closed', 'whatsapp-closed', 'founding_member', 'phone', 'whatsapp'] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];
export type ReportedStatus = ServerStatus | 'none';

/** What the web client works with: closed-like statuses collapse to closed, phone-like to phone. */
export type ClientStatus = 'none' | 'phone' | 'open' | 'closed' | 'founding_member';

export function toClientStatus(status: ReportedStatus | null | undefined): ClientStatus {
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

/** Closed (paying) accounts and founding members reach the dashboard. */
export function hasPaidAccess(status: ReportedStatus | null | undefined): boolean {
  const client = toClientStatus(status);
  return client === 'closed' || client === 'founding_member';
}

/** Roles are what the platform's access guards check; the account stream records who holds them. */
export { ROLES, type Role } from '../../../platform/access/account-lookup.port';

import type { AuthenticatedUser } from '../http/request-context';

/** The roles a caller can hold; granted from configuration (OPERATOR_PHONES, ANALYST_PHONES) and by operators. */
export const ROLES = ['operator', 'analyst'] as const;
export type Role = (typeof ROLES)[number];

/** Claims inside an access token. Roles are informative; authorisation reads the current roles. */
export interface AccessClaims {
  sub: string;
  sid: string;
  roles: string[];
}

/**
 * What the access guards need to know about a caller, answered by the feature that keeps sessions
 * and accounts (it provides ACCOUNT_LOOKUP). The platform checks tokens; it keeps no accounts.
 */
export interface AccountLookup {
  /** Whether the session an access token belongs to is still live (not signed out, not revoked). */
  sessionActive(sessionId: string): Promise<boolean>;
  /** The account behind a token's subject as of now, or null when it no longer exists. */
  caller(userId: string): Promise<AuthenticatedUser | null>;
}

export const ACCOUNT_LOOKUP = Symbol('ACCOUNT_LOOKUP');

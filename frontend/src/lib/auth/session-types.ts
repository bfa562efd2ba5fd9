/** Statuses the server reports for an account (spec section 3). */
export type ServerAccountStatus = 'open' | 'closed' | 'whatsapp-closed' | 'founding_member' | 'phone' | 'whatsapp' | 'none';

/** What screens decide on: closed-like statuses collapse to closed, phone-like to phone. */
export type AccountStatus = 'none' | 'phone' | 'open' | 'closed' | 'founding_member';

export interface AuthUser {
  id: string;
  phone: string | null;
  email: string | null;
  name: string | null;
  user_metadata: { name: string | null };
  roles: string[];
  account: ServerAccountStatus;
  created_at: string;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Unix time in seconds. */
  expires_at: number;
  /**
   * When the access token expires by this device's clock (ms): the time it arrived plus
   * expires_in, so a device clock that is off does not make a fresh token look expired.
   */
  local_expires_at?: number;
  token_type: 'bearer';
  user: AuthUser;
}

export interface PendingSignIn {
  phone: string;
  account: AccountStatus;
  name: string | null;
}

export type PendingAction = 'otp_initiated' | null;

import type { ApiSchema } from '@/lib/api-types';

/** Statuses the server reports for an account (spec section 3); `none` when no profile is found. */
export type ServerAccountStatus = ApiSchema<'ProfileCheckResponse'>['account'];

/**
 * What screens decide on: closed-like statuses collapse to closed, phone-like to phone. The web app
 * reports this form back in `POST /user/notify`, whose body documents it.
 */
export type AccountStatus = NonNullable<ApiSchema<'NotifyRequestDto'>['account']>;

export type AuthUser = ApiSchema<'SessionUserResponse'>;

export type Session = ApiSchema<'SessionTokensResponse'> & {
  /**
   * When the access token expires by this device's clock (ms): the time it arrived plus
   * expires_in, so a device clock that is off does not make a fresh token look expired.
   */
  local_expires_at?: number;
};

export interface PendingSignIn {
  phone: string;
  account: AccountStatus;
  name: string | null;
}

export type PendingAction = 'otp_initiated' | null;

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { visitHeaders } from '@/lib/tracking/visit-headers';

import type { AuthUser } from './session-types';

type ProfileCheck = ApiSchema<'ProfileCheckResponse'>;

const noProfile: ProfileCheck = { account: 'none', name: null, first_name: null };

/** The sign-in calls of DESIGN.md section 5: send a code, verify it, refresh, sign out, read and name the user. */
export const authApi = {
  sendCode: (phone: string) => apiFetch('/auth/otp', { body: { phone } satisfies ApiSchema<'SendOtpRequestDto'>, anonymous: true }),
  /** Sent with the visit's analytics headers: the server records the sign-in for the visit's traffic source. */
  verifyCode: (phone: string, token: string) =>
    apiFetch('/auth/verify', {
      body: { phone, token, type: 'sms' } satisfies ApiSchema<'VerifyOtpRequestDto'>,
      anonymous: true,
      headers: visitHeaders(),
    }).then((r) => r.session),
  refresh: (refreshToken: string) =>
    apiFetch('/auth/token', {
      body: { refresh_token: refreshToken } satisfies ApiSchema<'RefreshTokenRequestDto'>,
      anonymous: true,
    }).then((r) => r.session),
  logout: (accessToken: string) =>
    apiFetch('/auth/logout', { method: 'POST', anonymous: true, headers: { Authorization: `Bearer ${accessToken}` } }),
  getUser: (accessToken: string): Promise<AuthUser> =>
    apiFetch('/auth/user', { anonymous: true, headers: { Authorization: `Bearer ${accessToken}` } }),
  setName: (name: string): Promise<AuthUser> =>
    apiFetch('/auth/user', { method: 'PUT', body: { name } satisfies ApiSchema<'UpdateUserRequestDto'> }),
  /** The profile check of spec section 7: a failure or non-OK answer counts as status none. */
  checkProfile: async (phone: string): Promise<Omit<ProfileCheck, 'error'>> => {
    const withPlus = phone.startsWith('+') ? phone : `+${phone}`;
    try {
      // A stand-in server or an old one may leave fields out: what is missing reads as no profile.
      const result = await apiFetch('/user/check', {
        read: true,
        body: { phone: withPlus } satisfies ApiSchema<'CheckProfileRequestDto'>,
      });
      return { account: result.account ?? noProfile.account, name: result.name ?? null, first_name: result.first_name ?? null };
    } catch {
      return noProfile;
    }
  },
  notify: (body: ApiSchema<'NotifyRequestDto'>) => apiFetch('/user/notify', { body }),
};

import type { ApiSchema } from '@/lib/api-types';

/** The voices daily can call with (spec section 3); the first is what a new account gets. */
export const voices = ['default', 'female'] as const;
export type Voice = (typeof voices)[number];

export const defaultVoice: Voice = 'default';

export function isVoice(value: unknown): value is Voice {
  return typeof value === 'string' && (voices as readonly string[]).includes(value);
}

/** What `POST /dev/user/get` answers in `data`. */
export type UserData = ApiSchema<'UserDataResponse'>;

export type UserField = 'email' | 'phone' | 'voice';

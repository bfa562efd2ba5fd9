import { enumValues, type ApiSchema } from '@/lib/api-types';

/** What `POST /dev/user/get` answers in `data`. */
export type UserData = ApiSchema<'UserDataResponse'>;

export type Voice = UserData['voice'];

export const voiceLabels: Record<Voice, string> = { default: 'Default', female: 'Female' };

/** The voices daily can call with (spec section 3); the first is what a new account gets. */
export const voices = enumValues<Voice>(voiceLabels);

export function isVoice(value: unknown): value is Voice {
  return typeof value === 'string' && (voices as readonly string[]).includes(value);
}

export type UserField = ApiSchema<'UpdateUserFieldRequestDto'>['field'];

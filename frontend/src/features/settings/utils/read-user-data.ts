import type { ApiSchema } from '@/lib/api-types';

import { defaultVoice, isVoice, type UserData } from '../types/user-data';

/** A `/dev/user/get` answer; a stand-in server may leave parts out. */
export type UserDataAnswer = Partial<ApiSchema<'UserDataEnvelopeResponse'>>;

function text(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/** The `data` of a `/dev/user/get` answer, or null when the answer is not one. */
export function readUserData(body: UserDataAnswer | undefined): UserData | null {
  const data = body?.success === true ? body.data : undefined;
  if (typeof data?.user_id !== 'string') return null;
  return {
    user_id: data.user_id,
    email: text(data.email),
    phone: text(data.phone),
    // A voice stored before the list changed is shown as the default rather than as an empty dropdown.
    voice: isVoice(data.voice) ? data.voice : defaultVoice,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useAuth } from '@/lib/auth/auth-context';
import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { serverMessage } from '@/lib/server-message';

import type { UserData } from '../types/user-data';
import { toUserDataError, UserDataError } from '../utils/user-data-error';
import { userDataMessages } from '../utils/user-data-messages';
import { userDataKeys } from './user-data-keys';

export type PhoneCode = Omit<ApiSchema<'VerifyPhoneRequestDto'>, 'userId'>;

type PhoneVerified = Partial<ApiSchema<'SucceededResponse'>>;

/** `POST /dev/user/update/verify-phone`: the code sent to the new number; the change applies now. */
export async function verifyPhoneChange(userId: string, { phone, token }: PhoneCode): Promise<void> {
  if (!userId) throw new UserDataError(userDataMessages.loginRequired);
  let body: PhoneVerified | undefined;
  try {
    body = await apiFetch('/dev/user/update/verify-phone', {
      body: { userId, phone, token } satisfies ApiSchema<'VerifyPhoneRequestDto'>,
    });
  } catch (error) {
    throw toUserDataError(error, {
      network: userDataMessages.updateNetwork,
      failed: userDataMessages.updateFailed,
      keepServerMessage: true,
    });
  }
  if (body?.success !== true) {
    throw new UserDataError(serverMessage(body) ?? userDataMessages.updateFailed);
  }
}

export function useVerifyPhoneChange(userId: string) {
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  return useMutation({
    mutationFn: (code: PhoneCode) => verifyPhoneChange(userId, code),
    onSuccess: (_result, { phone }) => {
      queryClient.setQueryData<UserData>(userDataKeys.detail(userId), (data) => (data ? { ...data, phone } : data));
      // The session's user carries the phone the call widget dials: read it again.
      void reloadUser().catch((error: unknown) => console.warn('Could not re-read the signed-in user', error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKeys.detail(userId) }),
  });
}

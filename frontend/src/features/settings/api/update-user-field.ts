import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { serverMessage } from '@/lib/server-message';

import type { UserData, UserField } from '../types/user-data';
import { toUserDataError, UserDataError } from '../utils/user-data-error';
import { userDataMessages } from '../utils/user-data-messages';
import { userDataKeys } from './user-data-keys';

/** A new phone number is not applied until the code sent to it comes back. */
export type UpdateOutcome = { kind: 'updated' } | { kind: 'needs-verification'; message: string };

export type FieldChange = { field: UserField; value: string };

type FieldUpdated = Partial<ApiSchema<'UpdatedFieldResponse'>>;

/** `POST /dev/user/update`: one field at a time, as the settings page edits them. */
export async function updateUserField(userId: string, { field, value }: FieldChange): Promise<UpdateOutcome> {
  if (!userId) throw new UserDataError(userDataMessages.loginRequired);
  let answer: FieldUpdated | undefined;
  try {
    answer = await apiFetch('/dev/user/update', {
      body: { userId, field, value } satisfies ApiSchema<'UpdateUserFieldRequestDto'>,
    });
  } catch (error) {
    throw toUserDataError(error, {
      network: userDataMessages.updateNetwork,
      failed: userDataMessages.updateFailed,
      keepServerMessage: true,
    });
  }
  if (answer?.success === true) return { kind: 'updated' };
  if (answer?.needs_verification === true) return { kind: 'needs-verification', message: answer.message || userDataMessages.codeSent };
  throw new UserDataError(serverMessage(answer) ?? userDataMessages.updateFailed);
}

/** Saves email or phone; what the server stored is shown at once, then confirmed by a refetch. */
export function useUpdateUserField(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FieldChange) => updateUserField(userId, change),
    onSuccess: (outcome, change) => {
      if (outcome.kind !== 'updated') return;
      queryClient.setQueryData<UserData>(userDataKeys.detail(userId), (data) => (data ? { ...data, [change.field]: change.value } : data));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDataKeys.detail(userId) }),
  });
}

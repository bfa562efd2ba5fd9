import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { UserData } from '../types/user-data';
import { isAbort, toUserDataError, UserDataError } from '../utils/user-data-error';
import { userDataMessages } from '../utils/user-data-messages';
import { userDataKeys } from './user-data-keys';

/** A `/dev/user/get` answer; one without `data` counts as a failure. */
type UserDataAnswer = Partial<ApiSchema<'UserDataEnvelopeResponse'>>;

/** `POST /dev/user/get`: the email, phone and voice settings shows. */
export async function getUserData(userId: string, signal?: AbortSignal): Promise<UserData> {
  if (!userId) throw new UserDataError(userDataMessages.userIdRequired);
  let body: UserDataAnswer | undefined;
  try {
    body = await apiFetch('/dev/user/get', {
      read: true,
      body: { userId } satisfies ApiSchema<'GetUserRequestDto'>,
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw toUserDataError(error, { network: userDataMessages.getNetwork, failed: userDataMessages.getFailed });
  }
  const data = body?.data;
  if (!data) throw new UserDataError(userDataMessages.getFailed);
  return data;
}

export function userDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userDataKeys.detail(userId),
    queryFn: ({ signal }) => getUserData(userId, signal),
    enabled: userId !== '',
  });
}

export function useUserData(userId: string) {
  return useQuery(userDataQueryOptions(userId));
}

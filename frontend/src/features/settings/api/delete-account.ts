import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { dataRightsMessages } from '../utils/user-data-messages';

/** `DELETE /api/me`: the account, its sessions and every readable trace of its data go. */
export async function deleteAccount(): Promise<void> {
  await apiFetch('/api/me', {
    method: 'DELETE',
    body: { confirm: dataRightsMessages.confirmWord } satisfies ApiSchema<'DeleteAccountRequestDto'>,
  });
}

/**
 * The caller signs out and drops the cache itself once the page has left: clearing it here would
 * make the still-mounted settings queries refetch with a session that no longer exists.
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

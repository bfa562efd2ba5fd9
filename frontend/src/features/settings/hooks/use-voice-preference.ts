import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notify } from '@/components/ui/toast';

import { userDataKeys } from '../api/user-data-keys';
import type { UserData, Voice } from '../types/user-data';
import { toastFailure } from '../utils/toast-failure';
import { fieldToasts } from '../utils/user-data-messages';

// The request's code (shared with the email and phone editors) loads with the first change: the
// choice shows at once all the same, and most visits change nothing.
const loadUpdate = () => import('../api/update-user-field');

/** Spec section 4: a voice change shows at once and goes back to the old voice if saving fails. */
export function useVoicePreference(userId: string) {
  const queryClient = useQueryClient();
  const key = userDataKeys.detail(userId);

  return useMutation({
    mutationFn: async (voice: Voice) => (await loadUpdate()).updateUserField(userId, { field: 'voice', value: voice }),
    onMutate: async (voice) => {
      // A refetch landing mid-save would otherwise overwrite the choice with the old value.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserData>(key);
      queryClient.setQueryData<UserData>(key, (data) => (data ? { ...data, voice } : data));
      return { previous };
    },
    onError: (error, _voice, context) => {
      if (context?.previous) queryClient.setQueryData<UserData>(key, context.previous);
      toastFailure(fieldToasts.voice.failure, error);
    },
    onSuccess: () => notify.success(fieldToasts.voice.success),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notify } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { isApiError } from '@/lib/api-error';

import type { JournalEntry } from '../types/journal-entry';
import { journalMessages } from '../utils/journal-messages';
import { JournalRequestError } from '../utils/journal-request-error';
import { journalKeys } from './journal-query-keys';

export type JournalSave = Omit<ApiSchema<'SaveJournalEntryRequestDto'>, 'userId'>;

type JournalSaved = Partial<ApiSchema<'JournalSavedResponse'>>;

/** Spec section 3: an entry saved without an id in the answer is known by the user id and its date. */
function fallbackEntryId(userId: string, date: string): string {
  return `${userId}-${date}`;
}

/** `POST /dev/user/diary`: saves (or replaces) the entry of one day and answers with its id. */
export async function saveJournalEntry(userId: string, { date, entry }: JournalSave): Promise<JournalEntry> {
  if (!userId) throw new JournalRequestError(journalMessages.userIdRequired);
  let body: JournalSaved | undefined;
  try {
    body = await apiFetch('/dev/user/diary', {
      body: { userId, date, entry } satisfies ApiSchema<'SaveJournalEntryRequestDto'>,
    });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw new JournalRequestError(journalMessages.saveNetwork, { cause: error });
    if (isApiError(error) && error.status >= 400) {
      throw new JournalRequestError(journalMessages.saveFailed, { detail: error.message, cause: error });
    }
    throw new JournalRequestError(journalMessages.saveError, { cause: error });
  }
  // The server said no in a 200, or something else answered (a proxy's page arrives as text).
  if (typeof body !== 'object' || body === null) throw new JournalRequestError(journalMessages.saveError);
  if (body.success === false) throw new JournalRequestError(journalMessages.saveFailed);
  return { id: body.data?.id || fallbackEntryId(userId, date), date, content: entry };
}

/** Saves an entry, shows it at once for its day, and refreshes the strip. */
export function useSaveJournalEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: JournalSave) => saveJournalEntry(userId, save),
    onSuccess: (entry) => {
      queryClient.setQueryData(journalKeys.day(userId, entry.date), entry);
      notify.success(journalMessages.saved);
    },
    onError: (error) => {
      const detail = error instanceof JournalRequestError ? error.detail : undefined;
      notify.error(error.message || journalMessages.saveError, detail ? { description: detail } : undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.user(userId) }),
  });
}

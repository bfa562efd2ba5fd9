import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notify } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

import type { JournalEntry } from '../types/journal-entry';
import { journalMessages } from '../utils/journal-messages';
import { JournalRequestError } from '../utils/journal-request-error';
import { fallbackEntryId } from '../utils/read-journal-entry';
import { journalKeys } from './journal-query-keys';

export type JournalSave = { date: string; entry: string };

function savedId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const id = (body as { data?: { id?: unknown } }).data?.id;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : undefined;
}

/** `POST /dev/user/diary`: saves (or replaces) the entry of one day and answers with its id. */
export async function saveJournalEntry(userId: string, { date, entry }: JournalSave): Promise<JournalEntry> {
  if (!userId) throw new JournalRequestError(journalMessages.userIdRequired);
  let body: unknown;
  try {
    body = await apiFetch<unknown>('/dev/user/diary', { body: { userId, date, entry } });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw new JournalRequestError(journalMessages.saveNetwork, { cause: error });
    if (isApiError(error) && error.status >= 400) {
      throw new JournalRequestError(journalMessages.saveFailed, { detail: error.message, cause: error });
    }
    throw new JournalRequestError(journalMessages.saveError, { cause: error });
  }
  // The server said no in a 200, or answered with something that is not the spec's shape.
  if (typeof body !== 'object' || body === null) throw new JournalRequestError(journalMessages.saveError);
  if ((body as { success?: unknown }).success === false) throw new JournalRequestError(journalMessages.saveFailed);
  return { id: savedId(body) ?? fallbackEntryId(userId, date), date, content: entry, notice: null };
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

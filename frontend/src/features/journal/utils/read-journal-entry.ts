import type { JournalEntry } from '../types/journal-entry';
import { isDateKey } from './journal-dates';
import { journalMessages } from './journal-messages';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spec section 3: an entry without an id is known by the user id and its date. */
export function fallbackEntryId(userId: string, date: string): string {
  return `${userId}-${date}`;
}

/** The date and text inside `encrypted_entry`, a JSON string, or null when it cannot be read. */
function readSealed(sealed: string): { date?: string; content?: string } | null {
  try {
    const parsed: unknown = JSON.parse(sealed);
    if (!isRecord(parsed)) return null;
    return {
      date: typeof parsed.date === 'string' ? parsed.date : undefined,
      content: typeof parsed.content === 'string' ? parsed.content : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * An entry from the server, which sends either `content` or `encrypted_entry` (a JSON string of
 * date and content). An entry without a readable date cannot be placed on a day and is dropped.
 */
export function readJournalEntry(value: unknown, userId: string): JournalEntry | null {
  if (!isRecord(value)) return null;
  let date = typeof value.date === 'string' ? value.date.slice(0, 10) : undefined;
  let content: string | undefined = typeof value.content === 'string' ? value.content : undefined;
  let notice: string | null = null;

  if (content === undefined && typeof value.encrypted_entry === 'string') {
    const sealed = readSealed(value.encrypted_entry);
    if (sealed === null) notice = journalMessages.parseError;
    else {
      date ??= sealed.date?.slice(0, 10);
      content = sealed.content;
    }
  }
  if (date === undefined || !isDateKey(date)) return null;
  if (content === undefined && notice === null) notice = journalMessages.noContentAvailable;

  const id =
    typeof value.id === 'string' && value.id !== ''
      ? value.id
      : typeof value.id === 'number'
        ? String(value.id)
        : fallbackEntryId(userId, date);
  return { id, date, content: content ?? '', notice };
}

/** The entries of a fetch response, or null when `data` is not a list. */
export function readJournalEntries(body: unknown, userId: string): JournalEntry[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  return body.data.flatMap((item) => {
    const entry = readJournalEntry(item, userId);
    return entry ? [entry] : [];
  });
}

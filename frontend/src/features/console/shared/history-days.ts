import { formatWeekdayDate, fromIso } from '@/lib/format';

import type { HistoryEntry } from '../data-provider/console-types';

export type HistoryKind = HistoryEntry['kind'];

/** The filter's choices, in the order they are offered. */
export const historyKindLabels: Record<HistoryKind, string> = {
  tasks: 'Tasks',
  billing: 'Billing',
  messages: 'Messages',
  account: 'Account',
};

export type HistoryDay = { key: string; label: string; entries: HistoryEntry[] };

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Entries by the operator's local day, newest day first, each day's entries in the order given
 * (newest first). One message in and its reply make several entries: a day reads as one group.
 */
export function historyDays(entries: readonly HistoryEntry[]): HistoryDay[] {
  const days = new Map<string, HistoryDay>();
  for (const entry of entries) {
    const date = fromIso(entry.time);
    const key = date ? dayKey(date) : entry.time;
    const day = days.get(key) ?? { key, label: date ? formatWeekdayDate(date) : entry.time, entries: [] };
    day.entries.push(entry);
    days.set(key, day);
  }
  return [...days.values()];
}

export function countByKind(entries: readonly HistoryEntry[]): Record<HistoryKind, number> {
  const counts: Record<HistoryKind, number> = { tasks: 0, billing: 0, messages: 0, account: 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}

import type { DateRange } from '../types/journal-entry';

/** Query keys of the journal feature; saving invalidates everything under `user`. */
export const journalKeys = {
  all: ['journal'] as const,
  user: (userId: string) => ['journal', userId] as const,
  ranges: (userId: string) => ['journal', userId, 'range'] as const,
  range: (userId: string, range: DateRange) => ['journal', userId, 'range', range.start, range.end] as const,
  day: (userId: string, date: string) => ['journal', userId, 'day', date] as const,
};

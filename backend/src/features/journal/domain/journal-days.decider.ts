import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { JournalDaysEvent } from './journal-days.events';

/**
 * Days one person may write about: ten years of daily entries. Each day takes up to 20,000
 * characters, so this bounds one person's journal (and export) where the dates alone did not
 * (every day back to 1900 was about 927 M characters).
 */
export const JOURNAL_DAYS_MAX = 3660;

export interface JournalDaysState {
  /** Null until the ledger began. */
  days: ReadonlySet<string> | null;
}

/** `existing`: the days the read model holds, used only when the ledger has not begun. */
export type JournalDaysCommand = { kind: 'take'; userId: string; date: string; existing: string[] };

export const journalDaysDecider: Decider<JournalDaysState, JournalDaysCommand, JournalDaysEvent> = {
  initialState: () => ({ days: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'journal_days.counted':
        return { days: new Set(event.data.dates) };
      case 'journal_days.taken':
        return { days: new Set([...(state.days ?? []), event.data.date]) };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'take': {
        const counted: JournalDaysEvent[] =
          state.days === null ? [{ type: 'journal_days.counted', data: { userId: command.userId, dates: command.existing } }] : [];
        const days = state.days ?? new Set(command.existing);
        if (days.has(command.date)) return counted;
        if (days.size >= JOURNAL_DAYS_MAX)
          throw new DomainError(
            `Your journal has entries for ${JOURNAL_DAYS_MAX.toLocaleString('en-GB')} days, the most there can be.`,
            'conflict',
          );
        return [...counted, { type: 'journal_days.taken', data: { userId: command.userId, date: command.date } }];
      }
      default: {
        const unknown: never = command.kind;
        return unknown;
      }
    }
  },
};

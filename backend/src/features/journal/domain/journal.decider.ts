import type { Decider } from '../../../platform/commands/decider';
import { isCiphertext } from '../../../platform/crypto/personal-data-cipher';
import type { JournalEvent } from './journal.events';

export interface JournalDayState {
  saves: number;
}

export type JournalCommand =
  { kind: 'save'; userId: string; date: string; content: string } | { kind: 'append_line'; userId: string; date: string; line: string };

/**
 * One day of one person's journal. Every save is kept, even one that repeats the text: the text is
 * ciphertext here, and comparing plaintext would mean keeping a fingerprint of it.
 */
export const journalDayDecider: Decider<JournalDayState, JournalCommand, JournalEvent> = {
  initialState: () => ({ saves: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'journal.entry_saved':
      case 'journal.line_appended':
        return { saves: state.saves + 1 };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, _state) => {
    switch (command.kind) {
      case 'save':
        // A programming error, not a person's: journal text must be sealed before it is decided on.
        if (!isCiphertext(command.content)) throw new Error('Journal content must be encrypted before it is saved');
        return [{ type: 'journal.entry_saved', data: { userId: command.userId, date: command.date, content: command.content } }];
      case 'append_line':
        if (!isCiphertext(command.line)) throw new Error('A journal line must be encrypted before it is appended');
        return [{ type: 'journal.line_appended', data: { userId: command.userId, date: command.date, line: command.line } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { journalDaysDecider } from '../domain/journal-days.decider';
import { journalDaysStream } from '../domain/journal-days.events';
import { JOURNAL_ENTRIES, type JournalEntryView } from '../read-models/journal-entry-view';
import { checkedDate, checkedNotFuture } from '../domain/journal-dates';
import { checkedEntryText } from '../domain/journal-rules';
import { journalDayDecider } from '../domain/journal.decider';
import { journalEntryId, journalStream } from '../domain/journal.events';

export class SaveJournalEntryCommand extends Command<{ id: string }> {
  constructor(
    readonly userId: string,
    readonly date: string,
    readonly text: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Seals the text with the user's key before anything is decided, so plaintext never reaches the log. */
@CommandHandler(SaveJournalEntryCommand)
export class SaveJournalEntryHandler implements ICommandHandler<SaveJournalEntryCommand> {
  private readonly entries: ReadCollection<JournalEntryView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.entries = reads.collection<JournalEntryView>(JOURNAL_ENTRIES);
  }

  async execute({ userId, date, text, context }: SaveJournalEntryCommand): Promise<{ id: string }> {
    checkedNotFuture(checkedDate(date, 'date'), new Date());
    const content = await this.cipher.encrypt(userId, checkedEntryText(text));
    // A new day takes one of the account's journal days first, decided in its ledger's append.
    await this.commands.runPrepared(
      journalDaysStream(userId),
      journalDaysDecider,
      async (state) => ({
        kind: 'take' as const,
        userId,
        date,
        existing: state.days === null ? (await this.entries.find({ userId })).map((entry) => entry.date) : [],
      }),
      context,
    );
    await this.commands.run(journalStream(userId, date), journalDayDecider, { kind: 'save', userId, date, content }, context);
    return { id: journalEntryId(userId, date) };
  }
}

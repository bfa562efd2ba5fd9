import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
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
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, date, text, context }: SaveJournalEntryCommand): Promise<{ id: string }> {
    checkedNotFuture(checkedDate(date, 'date'), new Date());
    const content = await this.cipher.encrypt(userId, checkedEntryText(text));
    await this.commands.run(journalStream(userId, date), journalDayDecider, { kind: 'save', userId, date, content }, context);
    return { id: journalEntryId(userId, date) };
  }
}

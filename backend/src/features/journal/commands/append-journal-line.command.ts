import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { DomainError } from '../../../platform/commands/domain-error';
import { checkedDate } from '../domain/journal-dates';
import { JOURNAL_ENTRY_MAX } from '../domain/journal-rules';
import { journalDayDecider } from '../domain/journal.decider';
import { journalEntryId, journalStream } from '../domain/journal.events';

export class AppendJournalLineCommand extends Command<{ id: string }> {
  constructor(
    readonly userId: string,
    readonly date: string,
    readonly line: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Adds one line at the end of a day's entry without reading it: appended at the day stream's
 * expected revision and simply decided again on a conflict, so parallel lines all land.
 */
@CommandHandler(AppendJournalLineCommand)
export class AppendJournalLineHandler implements ICommandHandler<AppendJournalLineCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ userId, date, line, context }: AppendJournalLineCommand): Promise<{ id: string }> {
    checkedDate(date, 'date');
    if (line.length > JOURNAL_ENTRY_MAX)
      throw new DomainError(`A journal line is too long (${JOURNAL_ENTRY_MAX} characters at most).`, 'invalid');
    const sealed = await this.cipher.encrypt(userId, line);
    await this.commands.run(journalStream(userId, date), journalDayDecider, { kind: 'append_line', userId, date, line: sealed }, context);
    return { id: journalEntryId(userId, date) };
  }
}

import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { FetchJournalQuery, type JournalEntry, SaveJournalEntryCommand } from '../../journal';

/**
 * Adds a decision's line to the end of a day's journal through the journal's public command and
 * query, so every journal rule applies. The journal keeps one text per day, hence the read first.
 */
@Injectable()
export class DecisionJournal {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async addLine(userId: string, date: string, line: string, context: CommandContext): Promise<void> {
    const entries: JournalEntry[] = await this.queries.execute(new FetchJournalQuery(userId, date, date));
    const current = (entries[0]?.content ?? '').replace(/\s+$/, '');
    const text = current === '' ? line : `${current}\n${line}`;
    await this.commands.execute(new SaveJournalEntryCommand(userId, date, text, context));
  }
}

import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AppendJournalLineCommand } from '../../journal';

/**
 * Adds a decision's line to the end of a day's journal through the journal's public command, so
 * every journal rule applies; the line is its own event, so decisions recorded at once all land.
 */
@Injectable()
export class DecisionJournal {
  constructor(private readonly commands: CommandBus) {}

  async addLine(userId: string, date: string, line: string, context: CommandContext): Promise<void> {
    await this.commands.execute(new AppendJournalLineCommand(userId, date, line, context));
  }
}

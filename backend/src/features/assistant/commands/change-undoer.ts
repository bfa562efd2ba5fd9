import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { WithdrawDecisionCommand } from '../../decisions';
import { FetchJournalQuery, type JournalEntry, SaveJournalEntryCommand } from '../../journal';
import { SetMessagesCommand } from '../../profile';
import { CreateTaskCommand, OpenTasksReader, RemoveTaskCommand, UpdateTaskCommand } from '../../tasks';
import type { Change } from '../domain/conversation.events';
import { replyDate } from '../domain/reply-dates';

export interface UndoClock {
  userId: string;
  now: Date;
  timeZone: string;
}

/**
 * Takes back the changes one message made, newest first, through the features' own commands, and
 * says in a few words what each came back to. A change whose task is gone is skipped.
 */
@Injectable()
export class ChangeUndoer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tasks: OpenTasksReader,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async undo(changes: readonly Change[], clock: UndoClock, context: CommandContext): Promise<string[]> {
    const lines: string[] = [];
    for (const change of [...changes].reverse()) {
      const line = await this.one(change, clock, context);
      if (line) lines.push(line);
    }
    return lines;
  }

  private async one(change: Change, { userId, now, timeZone }: UndoClock, context: CommandContext): Promise<string | null> {
    switch (change.kind) {
      case 'task_added': {
        const task = await this.tasks.ownTask(userId, change.taskId);
        if (!task) return null;
        await this.commands.execute(new RemoveTaskCommand(userId, change.taskId, context));
        return `removed ${task.title}`;
      }
      case 'task_completed': {
        const task = await this.tasks.ownTask(userId, change.taskId);
        if (!task) return null;
        if (change.next && (await this.tasks.ownTask(userId, change.next))) {
          await this.commands.execute(new RemoveTaskCommand(userId, change.next, context));
        }
        await this.commands.execute(new UpdateTaskCommand(userId, change.taskId, { completed: false }, context));
        return `${task.title} is open again`;
      }
      case 'task_snoozed':
      case 'task_rescheduled': {
        const task = await this.tasks.ownTask(userId, change.taskId);
        if (!task) return null;
        await this.commands.execute(new UpdateTaskCommand(userId, change.taskId, { due_date: change.from, timezone: timeZone }, context));
        return `${task.title} is back to ${change.from ? replyDate(change.from, now, timeZone) : 'no due date'}`;
      }
      case 'task_renamed': {
        const task = await this.tasks.ownTask(userId, change.taskId);
        const title = await this.cipher.decrypt(userId, change.from);
        if (!task || title === null) return null;
        await this.commands.execute(new UpdateTaskCommand(userId, change.taskId, { title }, context));
        return `${task.title} is ${title} again`;
      }
      case 'task_removed': {
        const title = await this.cipher.decrypt(userId, change.title);
        if (title === null) return null;
        // Put back as a new task with what the list showed of it (notes and history stay with the removed one).
        await this.commands.execute(
          new CreateTaskCommand(
            userId,
            { title, due_date: change.due, timezone: timeZone, important: change.important, recurring: change.recurring },
            context,
          ),
        );
        return `${title} is back`;
      }
      case 'journal_line': {
        const line = await this.removeLine(userId, change.date, change.line, context);
        return line === null ? null : `removed "${line}" from the journal`;
      }
      case 'decision_recorded': {
        await this.commands.execute(new WithdrawDecisionCommand(userId, change.decisionId, now, context));
        const line = change.line === null ? null : await this.removeLine(userId, change.date, change.line, context);
        return line === null ? 'took the decision back' : `took the decision back and removed "${line}" from the journal`;
      }
      case 'messages_set':
        await this.commands.execute(new SetMessagesCommand(userId, change.was, null, context));
        return `messages from daily are ${change.was ? 'on' : 'off'} again`;
      default: {
        const unknown: never = change;
        return unknown;
      }
    }
  }

  /** Takes the newest copy of a sealed line out of a day's journal; the line, or null when it is no longer there. */
  private async removeLine(userId: string, date: string, sealed: string, context: CommandContext): Promise<string | null> {
    const line = await this.cipher.decrypt(userId, sealed);
    if (line === null) return null;
    const current = await this.journalText(userId, date);
    const at = current.lastIndexOf(line);
    if (at < 0) return null;
    const text = `${current.slice(0, at)}${current.slice(at + line.length)}`.replace(/\n{2,}/g, '\n').replace(/^\n|\n$/g, '');
    await this.commands.execute(new SaveJournalEntryCommand(userId, date, text, context));
    return line;
  }

  async journalText(userId: string, date: string): Promise<string> {
    const entries: JournalEntry[] = await this.queries.execute(new FetchJournalQuery(userId, date, date));
    return entries[0]?.content ?? '';
  }
}

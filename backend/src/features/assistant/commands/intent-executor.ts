import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { FetchJournalQuery, type JournalEntry, SaveJournalEntryCommand } from '../../journal';
import { ProfileReader, SetMessagesCommand } from '../../profile';
import { CreateTaskCommand, OpenTasksReader, RemoveTaskCommand, type TaskView, UpdateTaskCommand } from '../../tasks';
import type { Intent, TaskReference } from '../interpreter/intent';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import type { Change } from '../domain/conversation.events';
import { matchingTasks, nextTasks } from '../domain/next-tasks';
import type { IntentResult } from '../domain/replies';
import { localDay, localTime, replyDate } from '../domain/reply-dates';
import type { FreshContext } from './conversation-state';

/** Who and when a message's intents are carried out for. */
export interface Execution {
  userId: string;
  now: Date;
  timeZone: string;
  context: FreshContext;
  /** A command context per intent: the message's event as causation, ids derived from the message. */
  commandContext: (index: number) => CommandContext;
}

export interface ExecutionOutcome {
  results: IntentResult[];
  changes: Change[];
  listed: string[] | null;
  mentioned: string | null;
  undid: boolean;
}

/** "decision: go with plan B" reads as a decision in the journal too; "Decided to hire a VA" says so already. */
function journalWords(intent: Extract<Intent, { kind: 'decision' | 'journal_note' }>): string {
  const text = intent.text.trim();
  if (intent.kind === 'journal_note' || /\b(decid|decision|agree|chose|choose|settled)/i.test(text)) return text;
  return `Decision: ${text}`;
}

type Resolved = { task: TaskView } | { result: IntentResult };

/**
 * Carries out a message's intents in order by sending the tasks', journal's and profile's own
 * commands, so every rule of those features applies as it does to the web app; notes what changed
 * (for UNDO) and what the reply showed (for "done 2"). Shared by the web channel and the inbound
 * messages' use case through HandleMessageCommand, its one caller.
 */
@Injectable()
export class IntentExecutor {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tasks: OpenTasksReader,
    private readonly profiles: ProfileReader,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute(intents: readonly Intent[], run: Execution): Promise<ExecutionOutcome> {
    const outcome: ExecutionOutcome = { results: [], changes: [], listed: null, mentioned: null, undid: false };
    for (const [index, intent] of intents.entries()) {
      try {
        outcome.results.push(await this.one(intent, run, run.commandContext(index), outcome));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcome.results.push({ kind: 'failed', problem: error.message });
      }
    }
    return outcome;
  }

  private async one(intent: Intent, run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<IntentResult> {
    const { userId } = run;
    switch (intent.kind) {
      case 'add_task': {
        const task = await this.commands.execute(
          new CreateTaskCommand(
            userId,
            { title: intent.title, due_date: intent.due, timezone: run.timeZone, important: intent.important },
            context,
          ),
        );
        outcome.changes.push({ kind: 'task_added', taskId: task.id });
        outcome.mentioned = task.id;
        return { kind: 'added', title: task.title, due: task.due_date, important: task.important };
      }
      case 'complete': {
        const found = await this.resolve(intent.task, run, outcome);
        if ('result' in found) return found.result;
        const { task } = found;
        outcome.mentioned = task._id;
        if (task.completed) return { kind: 'already_done', title: task.title };
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { completed: true }, context));
        outcome.changes.push({ kind: 'task_completed', taskId: task._id });
        return { kind: 'completed', title: task.title };
      }
      case 'snooze': {
        const found = await this.resolve(intent.task, run, outcome);
        if ('result' in found) return found.result;
        const { task } = found;
        outcome.mentioned = task._id;
        const until = intent.until ?? new Date(run.now.getTime() + (intent.minutes ?? 60) * 60_000).toISOString();
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { due_date: until, timezone: run.timeZone }, context));
        outcome.changes.push({ kind: 'task_snoozed', taskId: task._id, from: task.due_date, to: until });
        return { kind: 'snoozed', title: task.title, to: until };
      }
      case 'list': {
        const open = (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
        const chosen = nextTasks(open, intent.view, run.now, run.timeZone, ASSISTANT_RULES.listMax);
        outcome.listed = chosen.map((t) => t.id);
        return {
          kind: 'listed',
          view: intent.view,
          tasks: chosen.map((t) => ({ title: t.title, due: t.due_date, important: t.important })),
        };
      }
      case 'decision':
      case 'journal_note': {
        const line = `${localTime(run.now, run.timeZone)} ${journalWords(intent)}`;
        const date = localDay(run.now, run.timeZone);
        const current = await this.journalText(userId, date);
        const text = current.trim() === '' ? line : `${current.replace(/\s+$/, '')}\n${line}`;
        await this.commands.execute(new SaveJournalEntryCommand(userId, date, text, context));
        outcome.changes.push({ kind: 'journal_line', date, line: await this.cipher.encrypt(userId, line) });
        return { kind: 'journal', line };
      }
      case 'undo':
        return this.undo(run, context, outcome);
      case 'stop':
      case 'start': {
        const enabled = intent.kind === 'start';
        const was = (await this.profiles.messages(userId)).enabled;
        if (was !== enabled) {
          await this.commands.execute(new SetMessagesCommand(userId, enabled, null, context));
          outcome.changes.push({ kind: 'messages_set', enabled, was });
        }
        return { kind: 'messages', enabled };
      }
      case 'help':
        return { kind: 'help' };
      case 'unknown':
        return { kind: 'unknown' };
      case 'reschedule':
      case 'rename':
      case 'remove':
      case 'free_time':
      case 'prioritise':
      case 'dilemma':
      case 'recall_decision':
      case 'answer':
      case 'small_talk':
      case 'question':
      case 'reply':
      case 'ask':
      case 'unclear':
        // Read by the new reader; carried out once their flows exist.
        return { kind: 'unknown' };
      default: {
        const unknown: never = intent;
        return unknown;
      }
    }
  }

  /** The task a reference names, or the reply that asks which one. */
  private async resolve(reference: TaskReference, run: Execution, outcome: ExecutionOutcome): Promise<Resolved> {
    const { userId, context } = run;
    switch (reference.by) {
      case 'number': {
        if (!context.listed) return { result: { kind: 'which_task' } };
        const id = context.listed[reference.number - 1];
        const task = id ? await this.tasks.ownTask(userId, id) : null;
        return task ? { task } : { result: { kind: 'no_such_number', number: reference.number } };
      }
      case 'words': {
        const open = (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
        const found = matchingTasks(open, reference.words);
        if (found.length === 1) return { task: found[0] };
        if (found.length === 0) return { result: { kind: 'not_found', words: reference.words } };
        const shown = found.slice(0, ASSISTANT_RULES.listMax);
        outcome.listed = shown.map((t) => t.id);
        return { result: { kind: 'ambiguous', words: reference.words, tasks: shown.map((t) => ({ title: t.title })) } };
      }
      case 'context': {
        const id = outcome.mentioned ?? context.current;
        const task = id ? await this.tasks.ownTask(userId, id) : null;
        return task ? { task } : { result: { kind: 'which_task' } };
      }
      default: {
        const unknown: never = reference;
        return unknown;
      }
    }
  }

  /** Takes back every change of the last message that changed something, newest first. */
  private async undo(run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<IntentResult> {
    const { userId } = run;
    const changes = run.context.lastChange;
    if (!changes || changes.length === 0) return { kind: 'nothing_to_undo' };
    const lines: string[] = [];
    for (const change of [...changes].reverse()) {
      switch (change.kind) {
        case 'task_added': {
          const task = await this.tasks.ownTask(userId, change.taskId);
          if (!task) break;
          await this.commands.execute(new RemoveTaskCommand(userId, change.taskId, context));
          lines.push(`removed ${task.title}`);
          break;
        }
        case 'task_completed': {
          const task = await this.tasks.ownTask(userId, change.taskId);
          if (!task) break;
          await this.commands.execute(new UpdateTaskCommand(userId, change.taskId, { completed: false }, context));
          lines.push(`${task.title} is open again`);
          break;
        }
        case 'task_snoozed': {
          const task = await this.tasks.ownTask(userId, change.taskId);
          if (!task) break;
          await this.commands.execute(
            new UpdateTaskCommand(userId, change.taskId, { due_date: change.from, timezone: run.timeZone }, context),
          );
          const back = change.from ? replyDate(change.from, run.now, run.timeZone) : 'no due date';
          lines.push(`${task.title} is back to ${back}`);
          break;
        }
        case 'journal_line': {
          const line = await this.cipher.decrypt(userId, change.line);
          if (line === null) break;
          const current = await this.journalText(userId, change.date);
          const at = current.lastIndexOf(line);
          if (at < 0) break;
          const text = `${current.slice(0, at)}${current.slice(at + line.length)}`.replace(/\n{2,}/g, '\n').replace(/^\n|\n$/g, '');
          await this.commands.execute(new SaveJournalEntryCommand(userId, change.date, text, context));
          lines.push(`removed "${line}" from the journal`);
          break;
        }
        case 'messages_set':
          await this.commands.execute(new SetMessagesCommand(userId, change.was, null, context));
          lines.push(`messages from daily are ${change.was ? 'on' : 'off'} again`);
          break;
        default: {
          const unknown: never = change;
          return unknown;
        }
      }
    }
    outcome.undid = true;
    return lines.length > 0 ? { kind: 'undone', lines } : { kind: 'nothing_to_undo' };
  }

  private async journalText(userId: string, date: string): Promise<string> {
    const entries: JournalEntry[] = await this.queries.execute(new FetchJournalQuery(userId, date, date));
    return entries[0]?.content ?? '';
  }
}

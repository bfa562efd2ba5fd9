import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { OpenTasksReader, RemoveTaskCommand, type TaskView, UpdateTaskCommand } from '../../tasks';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { matchingTasks } from '../domain/next-tasks';
import type { IntentResult } from '../domain/replies';
import { rescheduledDue, snoozedDue } from '../domain/task-times';
import type { Intent, TaskReference } from '../interpreter/intent';
import { ConversationStateStore } from './conversation-state';
import type { Execution, ExecutionOutcome } from './execution';

/** The intents that act on one task, once it is known which. */
export type TaskIntent = Extract<Intent, { kind: 'complete' | 'snooze' | 'reschedule' | 'rename' | 'remove' }>;

type Resolved = { task: TaskView } | { result: IntentResult };

/**
 * Finds the task an intent names (asking which, numbered, when several fit) and carries the intent
 * out on it through the tasks feature's commands, noting each change for UNDO.
 */
@Injectable()
export class TaskActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly tasks: OpenTasksReader,
    private readonly cipher: PersonalDataCipher,
    private readonly state: ConversationStateStore,
  ) {}

  /** One intent on one known task. */
  async act(intent: TaskIntent, task: TaskView, run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<IntentResult> {
    const { userId, timeZone } = run;
    outcome.mentioned = task._id;
    switch (intent.kind) {
      case 'complete': {
        if (task.completed) return { kind: 'already_done', title: task.title };
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { completed: true }, context));
        const next = await this.tasks.nextOccurrenceOf(userId, task._id);
        outcome.changes.push({ kind: 'task_completed', taskId: task._id, next: next?._id ?? null });
        return { kind: 'completed', title: task.title, next: next?.due_date ?? null };
      }
      case 'snooze': {
        const decided = snoozedDue(task.due_date, intent.until, intent.minutes, run.now);
        if ('earlier' in decided)
          return { kind: 'snooze_earlier', title: task.title, due: task.due_date as string, until: decided.earlier };
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { due_date: decided.to, timezone: timeZone }, context));
        outcome.changes.push({ kind: 'task_snoozed', taskId: task._id, from: task.due_date, to: decided.to });
        return { kind: 'snoozed', title: task.title, to: decided.to };
      }
      case 'reschedule': {
        const to = rescheduledDue(task.due_date, intent.date, intent.time, run.now, timeZone);
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { due_date: to, timezone: timeZone }, context));
        outcome.changes.push({ kind: 'task_rescheduled', taskId: task._id, from: task.due_date, to });
        return { kind: 'rescheduled', title: task.title, to };
      }
      case 'rename': {
        const renamed = await this.commands.execute(new UpdateTaskCommand(userId, task._id, { title: intent.title }, context));
        outcome.changes.push({ kind: 'task_renamed', taskId: task._id, from: await this.cipher.encrypt(userId, task.title) });
        return { kind: 'renamed', from: task.title, to: renamed.title };
      }
      case 'remove': {
        await this.commands.execute(new RemoveTaskCommand(userId, task._id, context));
        outcome.mentioned = null;
        outcome.changes.push({
          kind: 'task_removed',
          taskId: task._id,
          title: await this.cipher.encrypt(userId, task.title),
          due: task.due_date,
          important: task.important,
          recurring: task.recurring,
        });
        return { kind: 'removed', title: task.title };
      }
      default: {
        const unknown: never = intent;
        return unknown;
      }
    }
  }

  /** The task a reference names, or the reply that asks which one (kept as the pending question). */
  async resolve(intent: TaskIntent, run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<Resolved> {
    const { userId } = run;
    const reference: TaskReference = intent.task;
    switch (reference.by) {
      case 'number': {
        const listed = outcome.listed ?? run.context.listed;
        if (!listed) return { result: { kind: 'which_task' } };
        const id = listed[reference.number - 1];
        const task = id ? await this.tasks.ownTask(userId, id) : null;
        return task ? { task } : { result: { kind: 'no_such_number', number: reference.number } };
      }
      case 'words': {
        const found = matchingTasks(await this.open(userId), reference.words);
        if (found.length === 1) return { task: found[0] };
        if (found.length === 0) return { result: { kind: 'not_found', words: reference.words } };
        const shown = found.slice(0, ASSISTANT_RULES.listMax);
        outcome.listed = shown.map((t) => t.id);
        const options = shown.map((t) => t.title);
        await this.state.ask(userId, { question: { about: 'which_task', options }, taskIds: outcome.listed, action: intent }, context);
        outcome.asked = true;
        return { result: { kind: 'ambiguous', words: reference.words, tasks: options.map((title) => ({ title })) } };
      }
      case 'context': {
        const id = outcome.mentioned ?? run.context.current;
        const task = id ? await this.tasks.ownTask(userId, id) : null;
        return task ? { task } : { result: { kind: 'which_task' } };
      }
      default: {
        const unknown: never = reference;
        return unknown;
      }
    }
  }

  private async open(userId: string) {
    return (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
  }
}

export function isTaskIntent(intent: Intent): intent is TaskIntent {
  return ['complete', 'snooze', 'reschedule', 'rename', 'remove'].includes(intent.kind);
}

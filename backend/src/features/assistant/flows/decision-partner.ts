import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CommandContext, derivedUuid } from '../../../platform/commands/command-context';
import { DecisionsReader, RecordDecisionCommand, ReviewDecisionCommand, reviewDayOf } from '../../decisions';
import { CreateTaskCommand, OpenTasksReader, UpdateTaskCommand } from '../../tasks';
import { ConversationStateStore } from '../commands/conversation-state';
import type { Change } from '../domain/conversation.events';
import type { FlowAction, FlowClock, FlowQuestion } from '../domain/flows/flow-step';
import { decideFlow } from '../domain/flows/flows';
import { recallReply } from '../domain/flows/recall';
import type { PendingQuestionRecord } from '../domain/pending-question';
import type { Intent } from '../interpreter/intent';

/** Who a message is from and what daily was waiting on when it came. */
export interface PartnerTurn extends FlowClock {
  userId: string;
  /** The message's id: a decision it records gets an id derived from it, so a retried message records it once. */
  messageId: string;
  pending: PendingQuestionRecord | null;
}

/** What the flows made of one intent: the words back, and what UNDO may take back. */
export interface PartnerOutcome {
  reply: string;
  changes: Change[];
  /** A question is pending now (false: the flow ended, nothing is pending). */
  asked: boolean;
  /** The task the reply was about, when it was about one. */
  mentioned: string | null;
}

/**
 * The decision partner's side of the pipeline: runs the pure flows (domain/flows) on the pending
 * question and the message's intent, carries out what they decide through the features' own
 * commands, and keeps or settles the pending question. Null: not the flows' message.
 */
@Injectable()
export class DecisionPartner {
  constructor(
    private readonly commands: CommandBus,
    private readonly decisions: DecisionsReader,
    private readonly tasks: OpenTasksReader,
    private readonly conversation: ConversationStateStore,
  ) {}

  async handle(intent: Intent, turn: PartnerTurn, context: CommandContext): Promise<PartnerOutcome | null> {
    if (intent.kind === 'recall_decision') {
      const found = await this.decisions.recall(turn.userId, intent.words);
      return {
        reply: recallReply(intent.words, found, reviewDayOf(turn.now, turn.timeZone, 0)),
        changes: [],
        asked: false,
        mentioned: null,
      };
    }
    const pending: FlowQuestion | null = turn.pending;
    const step = decideFlow(pending, intent, turn);
    if (!step) return null;
    const outcome: PartnerOutcome = { reply: step.reply, changes: [], asked: step.ask !== null, mentioned: null };
    for (const [index, action] of step.actions.entries()) await this.carryOut(action, index, turn, context, outcome);
    if (step.ask) await this.conversation.ask(turn.userId, step.ask, context);
    else if (turn.pending) await this.conversation.clear(turn.userId, context);
    return outcome;
  }

  private async carryOut(
    action: FlowAction,
    index: number,
    turn: PartnerTurn,
    context: CommandContext,
    outcome: PartnerOutcome,
  ): Promise<void> {
    const { userId, now, timeZone } = turn;
    switch (action.kind) {
      case 'record_decision': {
        const { question, options, choice, reason, reviewInDays } = action;
        const decisionId = derivedUuid('decision', turn.messageId, String(index));
        await this.commands.execute(
          new RecordDecisionCommand(userId, { question, options, choice, reason, reviewInDays }, timeZone, now, context, decisionId),
        );
        return;
      }
      case 'add_task': {
        const task = await this.commands.execute(
          new CreateTaskCommand(userId, { title: action.title, due_date: action.due, timezone: timeZone, important: false }, context),
        );
        outcome.changes.push({ kind: 'task_added', taskId: task.id });
        outcome.mentioned = task.id;
        return;
      }
      case 'review_decision':
        await this.commands.execute(new ReviewDecisionCommand(userId, action.decisionId, action.outcome, now, context));
        return;
      case 'complete_task': {
        const task = await this.tasks.ownTask(userId, action.taskId);
        if (!task || task.completed) return;
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { completed: true }, context));
        outcome.changes.push({ kind: 'task_completed', taskId: task._id });
        outcome.mentioned = task._id;
        return;
      }
      case 'snooze_task': {
        const task = await this.tasks.ownTask(userId, action.taskId);
        if (!task || task.completed) return;
        // From the later of now and the due time: a snooze never moves a task earlier.
        const from = Math.max(now.getTime(), task.due_date ? Date.parse(task.due_date) : 0);
        const to = new Date(from + action.minutes * 60_000).toISOString();
        await this.commands.execute(new UpdateTaskCommand(userId, task._id, { due_date: to, timezone: timeZone }, context));
        outcome.changes.push({ kind: 'task_snoozed', taskId: task._id, from: task.due_date, to });
        outcome.mentioned = task._id;
        return;
      }
      default: {
        const unknown: never = action;
        return unknown;
      }
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CommandContext, derivedUuid } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { CalendarService } from '../../calendar';
import { SetMorningPlanCommand } from '../../check-ins';
import { RecordDecisionCommand } from '../../decisions';
import { AppendJournalLineCommand } from '../../journal';
import { ProfileReader, SetMessagesCommand } from '../../profile';
import { CreateTaskCommand, OpenTasksReader, type TaskView, UpdateTaskCommand } from '../../tasks';
import { type Intent, INTERPRETER, type Interpreter, type NewTask, type PrioritiseScope } from '../interpreter/intent';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { nextTasks } from '../domain/next-tasks';
import { prioritise } from '../domain/priorities';
import type { IntentResult } from '../domain/replies';
import { localDay, localTime } from '../domain/reply-dates';
import { repeatWords } from '../domain/repeat-words';
import { pickFromWords, saysYes, tasksAskedAbout } from '../domain/answer-words';
import { tomorrowAtSameTime } from '../domain/task-times';
import { DecisionPartner } from '../flows/decision-partner';
import { ChangeUndoer } from './change-undoer';
import type { Execution, ExecutionOutcome } from './execution';
import { isTaskIntent, TaskActions } from './task-actions';
import { ConversationStateStore } from './conversation-state';
import { KeptMessages } from './kept-messages';

function journalWords(intent: Extract<Intent, { kind: 'journal_note' }>): string {
  return intent.text.trim();
}

/** What was decided, without the words that say a decision was made: "Decided to hire a VA" is "hire a VA". */
function choiceOf(text: string): string {
  const choice = text
    .trim()
    .replace(/^(?:(?:i|we)(?:'ve| have)?\s+)?(?:decided|decision)\s*(?:[:,\-–—]|to|on|that)?\s*/i, '')
    .replace(/[.!]+$/, '');
  return choice === '' ? text.trim() : choice;
}

const offered = (t: NewTask) => ({
  title: t.title,
  due: t.due,
  important: t.important,
  repeats: repeatWords({ recurring: t.repeat !== null, repeat: t.repeat }),
});
const listedOf = (t: TaskView) => ({ title: t.title, due: t.due_date, important: t.important, repeats: repeatWords(t) });

/**
 * Carries out a message's intents in order by sending the tasks', journal's and profile's own
 * commands, so every rule of those features applies as it does to the web app; notes what changed
 * (for UNDO), what the reply showed (for "done 2") and what daily asked (for the next message).
 * Shared by the web channel and the inbound messages' use case through HandleMessageCommand.
 */
@Injectable()
export class IntentExecutor {
  constructor(
    private readonly commands: CommandBus,
    private readonly tasks: OpenTasksReader,
    private readonly profiles: ProfileReader,
    private readonly cipher: PersonalDataCipher,
    private readonly calendar: CalendarService,
    private readonly state: ConversationStateStore,
    private readonly undoer: ChangeUndoer,
    private readonly taskActions: TaskActions,
    private readonly decisionPartner: DecisionPartner,
    private readonly kept: KeptMessages,
    @Inject(INTERPRETER) private readonly reader: Interpreter,
  ) {}

  async execute(intents: readonly Intent[], run: Execution): Promise<ExecutionOutcome> {
    const outcome: ExecutionOutcome = { results: [], changes: [], listed: null, mentioned: null, undid: false, asked: false };
    // A message that is clearly something else leaves the question unanswered: it is dropped.
    if (run.context.pending && !intents.some((i) => i.kind === 'answer')) await this.state.clear(run.userId, run.droppedQuestionContext);
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
            { title: intent.title, due_date: intent.due, timezone: run.timeZone, important: intent.important, repeat: intent.repeat },
            context,
          ),
        );
        outcome.changes.push({ kind: 'task_added', taskId: task.id });
        outcome.mentioned = task.id;
        return { kind: 'added', title: task.title, due: task.due_date, important: task.important, repeats: repeatWords(task) };
      }
      case 'complete':
      case 'snooze':
      case 'reschedule':
      case 'rename':
      case 'remove': {
        const found = await this.taskActions.resolve(intent, run, context, outcome);
        return 'result' in found ? found.result : this.taskActions.act(intent, found.task, run, context, outcome);
      }
      case 'list': {
        const open = await this.open(userId);
        const chosen = nextTasks(open, intent.view, run.now, run.timeZone, ASSISTANT_RULES.listMax, intent.day);
        outcome.listed = chosen.map((t) => t.id);
        return { kind: 'listed', view: intent.view, tasks: chosen.map(listedOf), day: intent.day };
      }
      case 'prioritise':
        return this.prioritise(intent.scope, run, context, outcome);
      case 'free_time': {
        const from = new Date(intent.from);
        const to = new Date(intent.to);
        const busy = await this.calendar.busySlots(userId, from, to, context);
        const due = (await this.open(userId)).filter((t) => t.due_date !== null && t.due_date >= intent.from && t.due_date < intent.to);
        return { kind: 'free_time', from: intent.from, to: intent.to, busy, tasks: due.map(listedOf) };
      }
      case 'decision':
        return this.decide(intent.text, run, context, outcome);
      case 'journal_note':
        return this.journal(journalWords(intent), run, context, outcome);
      case 'small_talk': {
        if (intent.what === 'reflection') {
          await this.ask(userId, { question: { about: 'keep', text: run.text.trim() } }, context, outcome);
          return { kind: 'small_talk', what: intent.what, top: [] };
        }
        if (intent.what !== 'overwhelmed') return { kind: 'small_talk', what: intent.what, top: [] };
        const top = nextTasks(await this.open(userId), 'next', run.now, run.timeZone, 3);
        if (top.length > 0) outcome.listed = top.map((t) => t.id);
        return { kind: 'small_talk', what: intent.what, top: top.map(listedOf) };
      }
      case 'question': {
        // "When is the dentist?": a task the question names is answered with its due time.
        const named = tasksAskedAbout(await this.open(userId), intent.text);
        if (named.length === 0) return { kind: 'question' };
        outcome.listed = named.map((t) => t.id);
        return { kind: 'listed', view: 'next', tasks: named.map(listedOf) };
      }
      case 'reply':
        return { kind: 'said', text: intent.text };
      case 'ask': {
        await this.ask(userId, { question: { about: 'other', question: intent.text, options: intent.options } }, context, outcome);
        const options = intent.options.map((o, i) => `${i + 1}. ${o}`);
        return { kind: 'said', text: [intent.text, ...options].join('\n') };
      }
      case 'unclear': {
        const offer = intent.offer && intent.offer.length > 0 ? { offer: intent.offer } : {};
        await this.ask(userId, { question: { about: 'other', question: intent.question, options: [] }, ...offer }, context, outcome);
        if (intent.offer && intent.offer.length > 0) return { kind: 'offered', tasks: intent.offer.map(offered) };
        return { kind: 'unclear', understood: intent.understood, question: intent.question };
      }
      case 'answer':
        return this.answer(intent, run, context, outcome);
      case 'undo': {
        const changes = run.context.lastChange;
        if (!changes || changes.length === 0) return { kind: 'nothing_to_undo' };
        const lines = await this.undoer.undo(changes, run, context);
        outcome.undid = true;
        return lines.length > 0 ? { kind: 'undone', lines } : { kind: 'nothing_to_undo' };
      }
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
      case 'morning_plan': {
        const plan = await this.commands.execute(new SetMorningPlanCommand(userId, intent.enabled, intent.time, context));
        return { kind: 'morning_plan', enabled: plan.enabled, time: plan.time };
      }
      case 'help':
        return { kind: 'help' };
      case 'unknown':
        return { kind: 'unknown' };
      case 'dilemma':
      case 'recall_decision':
        return (await this.partner(intent, run, context, outcome)) ?? { kind: 'unknown' };
      default: {
        const unknown: never = intent;
        return unknown;
      }
    }
  }

  /** The next message answers what daily asked: which task, KEEP, MOVE REST. */
  private async answer(
    intent: Extract<Intent, { kind: 'answer' }>,
    run: Execution,
    context: CommandContext,
    outcome: ExecutionOutcome,
  ): Promise<IntentResult> {
    const { userId } = run;
    const pending = run.context.pending;
    if (!pending) return { kind: 'nothing_pending' };
    const { question } = pending;
    switch (question.about) {
      case 'which_task': {
        const ids = pending.taskIds ?? [];
        const pick = intent.pick ?? pickFromWords(intent.text, question.options);
        // Not a number of the list: the question stays open.
        if (pick === null || pick < 1 || pick > ids.length) return { kind: 'pick_number', count: ids.length };
        await this.state.clear(userId, context);
        const task = await this.tasks.ownTask(userId, ids[pick - 1]);
        const action = pending.action;
        if (!task || !action || !isTaskIntent(action)) return { kind: 'which_task' };
        return this.taskActions.act(action, task, run, context, outcome);
      }
      case 'keep':
        await this.state.clear(userId, context);
        if (!saysYes(intent.text)) return { kind: 'not_kept' };
        return this.journal(question.text, run, context, outcome).then((r) => (r.kind === 'journal' ? { kind: 'kept', line: r.line } : r));
      case 'other': {
        await this.state.clear(userId, context);
        const yes = saysYes(intent.text);
        if (pending.rest) return yes ? this.moveRest(pending.rest, run, context, outcome) : { kind: 'left_as_they_are' };
        if (pending.kept) return yes ? this.actOnKept(pending.kept, run, context, outcome) : { kind: 'left_as_they_are' };
        if (pending.offer) return yes ? this.addOffered(pending.offer, run, context, outcome) : { kind: 'not_added' };
        // An answer to a question only words can settle (the model's, or an unclear message's): said again whole, it can be acted on.
        return { kind: 'say_again' };
      }
      default:
        // The decision partner's questions (dilemma, follow-up, stuck, review) are answered by its flows.
        return (await this.partner(intent, run, context, outcome)) ?? { kind: 'nothing_pending' };
    }
  }

  /** A yes to "Shall I add it?": the tasks offered are added as if asked for, each undone by UNDO. */
  private async addOffered(
    offer: readonly NewTask[],
    run: Execution,
    context: CommandContext,
    outcome: ExecutionOutcome,
  ): Promise<IntentResult> {
    let last: IntentResult = { kind: 'not_added' };
    for (const [i, task] of offer.entries()) {
      if (i > 0) outcome.results.push(last);
      const scope = `${context.idempotency?.scope ?? run.messageId}:offer-${i}`;
      last = await this.one(task, run, { ...context, idempotency: { scope, appended: new Map() } }, outcome);
    }
    return last;
  }

  /**
   * GO: the messages kept past the free allowance are read and carried out now, in order, each with
   * command ids of its own; their results make the reply (the last one is returned).
   */
  private async actOnKept(
    ids: readonly string[],
    run: Execution,
    context: CommandContext,
    outcome: ExecutionOutcome,
  ): Promise<IntentResult> {
    const texts = await this.kept.texts(run.userId, ids);
    if (texts.length === 0) return { kind: 'nothing_pending' };
    outcome.results.push({ kind: 'said', text: `From the ${texts.length} kept ${texts.length === 1 ? 'message' : 'messages'}:` });
    let last: IntentResult = { kind: 'nothing_pending' };
    for (const [m, text] of texts.entries()) {
      const read = await this.readKept(text, run);
      for (const [i, intent] of read.entries()) {
        const scope = `${context.idempotency?.scope ?? run.messageId}:kept-${m}-${i}`;
        const own: CommandContext = { ...context, idempotency: { scope, appended: new Map() } };
        if (last.kind !== 'nothing_pending') outcome.results.push(last);
        try {
          last = await this.one(intent, { ...run, context: { ...run.context, pending: null }, text }, own, outcome);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          last = { kind: 'failed', problem: error.message };
        }
      }
    }
    return last;
  }

  /** A kept message read as any other; one the reader cannot take is left unread. */
  private async readKept(text: string, run: Execution): Promise<Intent[]> {
    try {
      const found = await this.reader.interpret(text, { now: run.now, timeZone: run.timeZone });
      // Only what changes or lists something: a kept "thanks" needs no answer now.
      return found.intents.filter((i) => !['unknown', 'help', 'small_talk', 'undo', 'answer', 'ask', 'reply', 'unclear'].includes(i.kind));
    } catch {
      return [];
    }
  }

  /** A step of the decision partner's flows; null when the message is not theirs. */
  private async partner(intent: Intent, run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<IntentResult | null> {
    const { userId, now, timeZone, messageId } = run;
    const step = await this.decisionPartner.handle(intent, { userId, now, timeZone, messageId, pending: run.context.pending }, context);
    if (!step) return null;
    outcome.changes.push(...step.changes);
    if (step.mentioned) outcome.mentioned = step.mentioned;
    outcome.asked ||= step.asked;
    return { kind: 'said', text: step.reply };
  }

  private async prioritise(
    scope: PrioritiseScope,
    run: Execution,
    context: CommandContext,
    outcome: ExecutionOutcome,
  ): Promise<IntentResult> {
    const { top, rest } = prioritise(await this.open(run.userId), run.now, run.timeZone);
    outcome.listed = top.map((t) => t.task.id);
    if (rest.length > 0) {
      const question = `Move the other ${rest.length} to tomorrow?`;
      await this.ask(
        run.userId,
        { question: { about: 'other', question, options: ['MOVE REST'] }, rest: rest.map((t) => t.id) },
        context,
        outcome,
      );
    }
    return { kind: 'prioritised', scope, tasks: top.map(({ task, reason }) => ({ ...listedOf(task), reason })), rest: rest.length };
  }

  /** MOVE REST: each task to the same time tomorrow; one UNDO moves them all back. */
  private async moveRest(
    ids: readonly string[],
    run: Execution,
    context: CommandContext,
    outcome: ExecutionOutcome,
  ): Promise<IntentResult> {
    let count = 0;
    for (const id of ids) {
      const task = await this.tasks.ownTask(run.userId, id);
      if (!task || task.completed) continue;
      const to = tomorrowAtSameTime(task.due_date, run.now, run.timeZone);
      await this.commands.execute(new UpdateTaskCommand(run.userId, id, { due_date: to, timezone: run.timeZone }, context));
      outcome.changes.push({ kind: 'task_rescheduled', taskId: id, from: task.due_date, to });
      count += 1;
    }
    return { kind: 'moved_rest', count };
  }

  /**
   * A decision in plain words becomes a decision record (reviewed in 30 days) with its line in the
   * journal, both taken back by UNDO; its id is derived from the message, so a retry records it once.
   */
  private async decide(text: string, run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<IntentResult> {
    const { userId, now, timeZone } = run;
    const decisionId = derivedUuid('decision', run.messageId, 'said', String(outcome.changes.length));
    const recorded = await this.commands.execute(
      new RecordDecisionCommand(userId, { choice: choiceOf(text) }, timeZone, now, context, decisionId),
    );
    const line = recorded.journalLine ? await this.cipher.encrypt(userId, recorded.journalLine) : null;
    outcome.changes.push({ kind: 'decision_recorded', decisionId: recorded.id, date: recorded.decidedOn, line });
    return { kind: 'journal', line: recorded.journalLine ?? choiceOf(text) };
  }

  private async journal(words: string, run: Execution, context: CommandContext, outcome: ExecutionOutcome): Promise<IntentResult> {
    const { userId } = run;
    const line = `${localTime(run.now, run.timeZone)} ${words}`;
    const date = localDay(run.now, run.timeZone);
    // Its own event on the day's stream: lines written by messages at once all land.
    await this.commands.execute(new AppendJournalLineCommand(userId, date, line, context));
    outcome.changes.push({ kind: 'journal_line', date, line: await this.cipher.encrypt(userId, line) });
    return { kind: 'journal', line };
  }

  private async ask(
    userId: string,
    record: Parameters<ConversationStateStore['ask']>[1],
    context: CommandContext,
    outcome: ExecutionOutcome,
  ) {
    await this.state.ask(userId, record, context);
    outcome.asked = true;
  }

  private async open(userId: string) {
    return (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
  }
}

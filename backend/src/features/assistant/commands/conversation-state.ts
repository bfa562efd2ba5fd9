import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { OpenTasksReader } from '../../tasks';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import type { Change } from '../domain/conversation.events';
import { conversationStateStream } from '../domain/conversation.events';
import { conversationStateDecider } from '../domain/conversation-state.decider';
import type { PendingQuestionRecord } from '../domain/pending-question';
import type { ConversationState, PendingQuestion } from '../interpreter/intent';
import { CONVERSATION_STATE, type ConversationStateView } from '../read-models/conversation-view';

/** What a short reply can refer to right now, by task id: each part only while it is less than a day old. */
export interface FreshContext {
  listed: string[] | null;
  /** The task "done" or "snooze 1h" alone acts on: the newer of the last reminder and the last task mentioned. */
  current: string | null;
  lastChange: Change[] | null;
  /** The question daily is waiting on, opened. */
  pending: PendingQuestionRecord | null;
}

const NOTHING: FreshContext = { listed: null, current: null, lastChange: null, pending: null };

/**
 * The conversation's state per person: the pending question lives in its own stream
 * (`assistant.conversation-<userId>`, sealed with the person's key), the last list, task and change
 * come with each reply; the `assistant_context` read model joins them. Flows ask and clear through
 * here, and the interpreter is given the state with titles opened.
 */
@Injectable()
export class ConversationStateStore {
  private readonly contexts: ReadCollection<ConversationStateView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly tasks: OpenTasksReader,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.contexts = reads.collection<ConversationStateView>(CONVERSATION_STATE);
  }

  /** Keeps a question as pending (replacing any other), so the next message may answer it. */
  async ask(userId: string, pending: PendingQuestion | PendingQuestionRecord, context: CommandContext, keptDay?: string): Promise<void> {
    const record: PendingQuestionRecord = 'about' in pending ? { question: pending } : pending;
    const question = await this.cipher.encryptJson(userId, record);
    await this.commands.run(
      conversationStateStream(userId),
      conversationStateDecider,
      { do: 'ask', question: { userId, question, about: record.question.about, ...(keptDay ? { keptDay } : {}) } },
      context,
    );
  }

  /** Whether daily already offered to act on this day's kept messages. */
  async keptOffered(userId: string, day: string): Promise<boolean> {
    return (await this.contexts.get(userId))?.keptOfferedDay === day;
  }

  /** Nothing is pending any more (answered, or the person moved on). */
  async clear(userId: string, context: CommandContext): Promise<void> {
    await this.commands.run(conversationStateStream(userId), conversationStateDecider, { do: 'clear', userId }, context);
  }

  async fresh(userId: string, now: Date): Promise<FreshContext> {
    const view = await this.contexts.get(userId);
    if (!view) return NOTHING;
    const since = now.getTime() - ASSISTANT_RULES.contextTtlMs;
    const alive = <T>(part: { value: T; at: string } | null | undefined) => (part && Date.parse(part.at) > since ? part : null);
    const reminded = alive(view.reminded);
    const mentioned = alive(view.mentioned);
    const current = reminded && (!mentioned || reminded.at >= mentioned.at) ? reminded.value : (mentioned?.value ?? null);
    const sealed = alive(view.pending);
    const pending = sealed ? await this.cipher.decryptJson<PendingQuestionRecord>(userId, sealed.value) : null;
    return { listed: alive(view.listed)?.value ?? null, current, lastChange: alive(view.lastChange)?.value ?? null, pending };
  }

  /** The state as the reader sees it: the pending question, and titles in place of task ids. */
  async readerState(userId: string, fresh: FreshContext): Promise<ConversationState> {
    const task = async (id: string) => this.tasks.ownTask(userId, id);
    const current = fresh.current ? await task(fresh.current) : null;
    const listed = await Promise.all((fresh.listed ?? []).map(task));
    return {
      pending: fresh.pending?.question ?? null,
      current: current ? { title: current.title, due: current.due_date } : null,
      listed: listed.map((t) => t?.title ?? ''),
    };
  }

  /** When the person last wrote (an escalation is called off by any answer after the reminder). */
  async lastInboundAt(userId: string): Promise<string | null> {
    return (await this.contexts.get(userId))?.lastInboundAt ?? null;
  }
}

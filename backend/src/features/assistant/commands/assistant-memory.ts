import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/commands/command-context';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CalendarService } from '../../calendar';
import { DecisionsReader } from '../../decisions';
import { OpenTasksReader } from '../../tasks';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { nextTasks } from '../domain/next-tasks';
import type { AssistantMemory } from '../interpreter/intent';
import { CONVERSATION, type ConversationItemView } from '../read-models/conversation-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a model is shown besides the message, gathered from the person's own sealed records for this
 * message only: the last turns, the top open tasks, the newest decisions, and today's
 * busy slots when a calendar is connected. Nothing of it is stored.
 */
@Injectable()
export class AssistantMemoryGatherer {
  private readonly conversation: ReadCollection<ConversationItemView>;

  constructor(
    private readonly cipher: PersonalDataCipher,
    private readonly tasks: OpenTasksReader,
    private readonly decisionRecords: DecisionsReader,
    private readonly calendar: CalendarService,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.conversation = reads.collection<ConversationItemView>(CONVERSATION);
  }

  /** `messageId`: the message being read, which is not a turn yet. */
  async gather(userId: string, messageId: string, now: Date, timeZone: string, context: CommandContext): Promise<AssistantMemory> {
    const [turns, openTasks, decisions, busy] = await Promise.all([
      this.turns(userId, messageId, now),
      this.openTasks(userId, now, timeZone),
      this.decisions(userId),
      this.calendar.busySlots(userId, now, new Date(now.getTime() + DAY_MS), context),
    ]);
    return { turns, openTasks, decisions, busy: busy ?? [], calendar: busy !== null };
  }

  /** The last turns of the last day, oldest first; a turn whose key is gone is left out. */
  private async turns(userId: string, messageId: string, now: Date): Promise<AssistantMemory['turns']> {
    const since = new Date(now.getTime() - ASSISTANT_RULES.contextTtlMs).toISOString();
    const items = await this.conversation.find(
      { userId, at: { $gte: since }, messageId: { $ne: messageId } },
      { sort: { seq: -1 }, limit: ASSISTANT_RULES.memoryTurns },
    );
    const opened = await Promise.all(
      items.reverse().map(async (item) => {
        const text = item.text ? await this.cipher.decrypt(userId, item.text) : null;
        return text ? { from: item.direction === 'in' ? ('person' as const) : ('daily' as const), text, at: item.at } : null;
      }),
    );
    return opened.filter((turn) => turn !== null);
  }

  private async openTasks(userId: string, now: Date, timeZone: string): Promise<AssistantMemory['openTasks']> {
    const open = (await this.tasks.openOf(userId)).map((t) => ({ ...t, id: t._id }));
    return nextTasks(open, 'next', now, timeZone, ASSISTANT_RULES.listMax).map((t) => ({
      title: t.title,
      due: t.due_date,
      important: t.important,
    }));
  }

  /** The newest decisions (the decision records, with their reasons), newest last. */
  private async decisions(userId: string): Promise<AssistantMemory['decisions']> {
    const newest = (await this.decisionRecords.listOf(userId)).slice(0, ASSISTANT_RULES.memoryDecisions);
    return newest.reverse().map((d) => ({ text: d.choice, on: d.decided_on, reason: d.reason }));
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { findPage } from '../../../platform/read-store/find-page';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CONVERSATION, type ConversationItemView } from '../read-models/conversation-view';
import { INBOUND_WORK, type InboundWorkView } from '../read-models/inbound-work-view';

/** A console row: times, channel, intents and outcome, never a word of the text. */
export interface ConsoleConversationRow {
  id: string;
  at: string;
  channel: string;
  direction: 'in' | 'out';
  kind: string;
  intents: string[];
  interpreter: string | null;
  outcome: string | null;
  delivery: 'pending' | 'delivered' | 'failed' | null;
  deliveryError: string | null;
}

export interface ConsoleConversationPage {
  rows: ConsoleConversationRow[];
  total: number;
}

export class ConsoleConversationQuery extends Query<ConsoleConversationPage> {
  constructor(
    readonly userId: string,
    readonly skip: number,
    readonly limit: number,
  ) {
    super();
  }
}

function deliveryOf(send: InboundWorkView | undefined): Pick<ConsoleConversationRow, 'delivery' | 'deliveryError'> {
  if (!send) return { delivery: null, deliveryError: null };
  const delivery = send.stage === 'delivered' ? 'delivered' : send.stage === 'failed' ? 'failed' : 'pending';
  return { delivery, deliveryError: send.failure };
}

@QueryHandler(ConsoleConversationQuery)
export class ConsoleConversationHandler implements IQueryHandler<ConsoleConversationQuery> {
  private readonly conversation: ReadCollection<ConversationItemView>;
  private readonly work: ReadCollection<InboundWorkView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.conversation = reads.collection<ConversationItemView>(CONVERSATION);
    this.work = reads.collection<InboundWorkView>(INBOUND_WORK);
  }

  async execute({ userId, skip, limit }: ConsoleConversationQuery): Promise<ConsoleConversationPage> {
    const page = await findPage(this.conversation, { userId }, { sort: { seq: -1, direction: -1 }, skip, limit });
    // A reply to a phone's message shares the message's id with its delivery record.
    const replies = page.items.filter((view) => view.direction === 'out' && view.channel !== 'web').map((view) => view.messageId);
    const sends = new Map((await this.work.find({ _id: { $in: replies }, userId })).map((row) => [row._id, row]));
    return {
      total: page.total,
      rows: page.items.map((view) => ({
        ...deliveryOf(view.direction === 'out' ? sends.get(view.messageId) : undefined),
        id: view._id,
        at: view.at,
        channel: view.channel,
        direction: view.direction,
        kind: view.kind,
        intents: view.intents ?? [],
        interpreter: view.interpreter ?? null,
        outcome: view.outcome ?? null,
      })),
    };
  }
}

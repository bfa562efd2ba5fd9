import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { findPage } from '../../../platform/read-store/find-page';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CONVERSATION, type ConversationItemView } from '../read-models/conversation-view';

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

@QueryHandler(ConsoleConversationQuery)
export class ConsoleConversationHandler implements IQueryHandler<ConsoleConversationQuery> {
  private readonly conversation: ReadCollection<ConversationItemView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.conversation = reads.collection<ConversationItemView>(CONVERSATION);
  }

  async execute({ userId, skip, limit }: ConsoleConversationQuery): Promise<ConsoleConversationPage> {
    const page = await findPage(this.conversation, { userId }, { sort: { seq: -1, direction: -1 }, skip, limit });
    return {
      total: page.total,
      rows: page.items.map((view) => ({
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

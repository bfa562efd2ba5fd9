import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { type Filter, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { ConversationItem } from '../commands/handle-message.command';
import { CONVERSATION, type ConversationItemView } from '../read-models/conversation-view';

export class ListConversationQuery extends Query<ConversationItem[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    readonly before: string | null,
  ) {
    super();
  }
}

/** The person's last `limit` items (before one already shown), oldest first, their text opened with the person's key. */
@QueryHandler(ListConversationQuery)
export class ListConversationHandler implements IQueryHandler<ListConversationQuery> {
  private readonly conversation: ReadCollection<ConversationItemView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
  ) {
    this.conversation = reads.collection<ConversationItemView>(CONVERSATION);
  }

  async execute({ userId, limit, before }: ListConversationQuery): Promise<ConversationItem[]> {
    const filter: Filter = { userId };
    if (before) {
      const anchor = await this.conversation.get(before);
      // An unknown anchor (or someone else's) lists nothing older rather than telling anything.
      if (!anchor || anchor.userId !== userId) return [];
      filter.seq = { $lt: anchor.seq };
    }
    // Sorted by log position, then the direction: a reply and its message come from one position at most once each.
    const newest = await this.conversation.find(filter, { sort: { seq: -1, direction: -1 }, limit });
    const items: ConversationItem[] = [];
    for (const view of newest.reverse()) {
      const text = await this.cipher.decrypt(userId, view.text);
      if (text === null) continue;
      items.push({ id: view._id, direction: view.direction, channel: view.channel, kind: view.kind, text, at: view.at });
    }
    return items;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CONVERSATION, type ConversationItemView } from '../read-models/conversation-view';
import { inboundId } from '../read-models/conversation.projection';

/**
 * Messages that arrived past a free account's allowance: received and sealed like every message,
 * never read. When the person subscribes the same day, daily offers to act on them (GO).
 */
@Injectable()
export class KeptMessages {
  private readonly conversation: ReadCollection<ConversationItemView>;

  constructor(
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.conversation = reads.collection<ConversationItemView>(CONVERSATION);
  }

  /** The ids of the day's messages kept unread past the allowance, oldest first. */
  async ofDay(userId: string, day: string): Promise<string[]> {
    const kept = await this.conversation.find(
      { userId, day, direction: 'in', plan: 'free', understood: false, outcome: { $in: [null, 'limit'] } },
      { sort: { seq: 1 }, limit: 50 },
    );
    return kept.map((item) => item.messageId);
  }

  /** Their texts, opened for their owner only; a message no longer there is left out. */
  async texts(userId: string, messageIds: readonly string[]): Promise<string[]> {
    const texts: string[] = [];
    for (const id of messageIds) {
      const item = await this.conversation.get(inboundId(id));
      if (!item || item.userId !== userId || !item.text) continue;
      const text = await this.cipher.decrypt(userId, item.text);
      if (text && text.trim() !== '') texts.push(text);
    }
    return texts;
  }
}

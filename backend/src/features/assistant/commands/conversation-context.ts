import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { Change } from '../domain/conversation.events';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { CONVERSATION_CONTEXT, type ConversationContextView } from '../read-models/conversation-view';

/** What a short reply can refer to right now: each part only while it is less than a day old. */
export interface FreshContext {
  listed: string[] | null;
  /** The task "done" or "snooze 1h" alone acts on: the newer of the last reminder and the last task mentioned. */
  current: string | null;
  lastChange: Change[] | null;
}

/** Reads the person's conversation context (built from the log by the conversation projection). */
@Injectable()
export class ConversationContextReader {
  private readonly contexts: ReadCollection<ConversationContextView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.contexts = reads.collection<ConversationContextView>(CONVERSATION_CONTEXT);
  }

  async fresh(userId: string, now: Date): Promise<FreshContext> {
    const view = await this.contexts.get(userId);
    const since = now.getTime() - ASSISTANT_RULES.contextTtlMs;
    const alive = <T>(part: { value: T; at: string } | null | undefined) => (part && Date.parse(part.at) > since ? part : null);
    const reminded = alive(view?.reminded);
    const mentioned = alive(view?.mentioned);
    const current = reminded && (!mentioned || reminded.at >= mentioned.at) ? reminded.value : (mentioned?.value ?? null);
    return { listed: alive(view?.listed)?.value ?? null, current, lastChange: alive(view?.lastChange)?.value ?? null };
  }

  /** When the person last wrote (an escalation is called off by any answer after the reminder). */
  async lastInboundAt(userId: string): Promise<string | null> {
    return (await this.contexts.get(userId))?.lastInboundAt ?? null;
  }
}

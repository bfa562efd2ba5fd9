import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../../reminders';
import { inboundDecider } from '../domain/inbound.decider';
import { type InboundHandled, type InboundRecorded, inboundStream, type PhoneChannel } from '../domain/inbound.events';
import { INBOUND_RULES, retryDelay } from '../domain/inbound-rules';
import { INBOUND_WORK, type InboundWorkView } from '../read-models/inbound-work-view';
import { InboundQueue } from './inbound-queue';
import { KeyedLock } from './keyed-lock';
import { readSendFailure } from '../../../platform/twilio/send-failure';

export type DeliveryResult = 'answered' | 'silent' | 'failed' | 'done' | 'missing';

/**
 * The outbox of replies to phones. A reply to send is an event (`inbound_handled`); each send is
 * claimed in the log before it starts (`reply_attempted`) and its outcome written after, so no
 * restart and no second instance sends a reply twice. Network errors and Twilio's 5xx are tried
 * again with a growing wait; a refusal ends it, and the console shows it (without the text).
 * A send a stop cut off is looked up at Twilio before it is sent again (`interrupted`).
 */
@Injectable()
export class ReplySender implements OnApplicationShutdown {
  private readonly logger = new Logger('Assistant');
  private readonly timers = new Set<NodeJS.Timeout>();
  /**
   * Sends and lookups to one phone, one at a time: a lookup then never sees a reply this process
   * has sent and not yet written down, which it could take for the one it is looking for.
   */
  private readonly perPhone = new KeyedLock();
  private readonly work: ReadCollection<InboundWorkView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly queue: InboundQueue,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.work = reads.collection<InboundWorkView>(INBOUND_WORK);
  }

  async deliver(inboundId: string, context: CommandContext): Promise<DeliveryResult> {
    const stream = inboundStream(inboundId);
    const { state, events } = await this.commands.load(stream, inboundDecider);
    if (state.stage === 'none' || state.stage === 'recorded') return 'missing';
    if (state.stage === 'silent') return 'silent';
    if (state.stage === 'failed') return 'failed';
    if (state.stage !== 'to-send') return 'done';
    const last = events[events.length - 1];
    const retryAt = last.type === 'assistant.reply_failed' ? (last.data as { retryAt: string | null }).retryAt : null;
    if (retryAt && Date.parse(retryAt) > Date.now()) return 'done';

    const recorded = events[0].data as InboundRecorded['data'];
    const handled = events.find((e) => e.type === 'assistant.inbound_handled')?.data as InboundHandled['data'];
    const { userId } = recorded;
    const own = { ...context, actor: userId };
    const claimed = await this.commands.run(stream, inboundDecider, { do: 'attempt', inboundId, userId }, own, { wait: false });
    if (claimed.events.length === 0) return 'done';
    const attempt = claimed.state.attempts;

    const [phone, text] = await Promise.all([
      this.cipher.decrypt(userId, recorded.phone),
      this.cipher.decrypt(userId, handled.reply ?? ''),
    ]);
    if (phone === null || text === null) {
      await this.fail(stream, { inboundId, userId, code: 'gone', permanent: true, retryAt: null }, own);
      return 'failed';
    }
    // An earlier send got no answer at all (the connection dropped, the process stopped): Twilio
    // may have taken it, so from then on each send first looks for it, as far back as the first.
    const unanswered = events.some((e) => e.type === 'assistant.reply_failed' && UNANSWERED.includes((e.data as { code: string }).code));
    const firstAttemptAt = Date.parse(events.find((e) => e.type === 'assistant.reply_attempted')?.metadata.occurredAt ?? '');
    try {
      await this.perPhone.run(phone, async () => {
        const found = unanswered ? await this.lookUp(phone, text, recorded.channel, firstAttemptAt) : null;
        const sent = found ?? (await this.messaging.send(phone, text, { channel: recorded.channel }));
        await this.commands.run(
          stream,
          inboundDecider,
          { do: 'delivered', delivered: { inboundId, userId, providerId: sent.messageId, channel: sent.channel } },
          own,
        );
      });
      return 'answered';
    } catch (error) {
      const failure = readSendFailure(error);
      const permanent = failure.permanent || attempt >= INBOUND_RULES.maxAttempts;
      const delay = retryDelay(attempt);
      this.logger.warn({ code: failure.code, attempt, permanent }, 'A reply could not be sent');
      await this.fail(
        stream,
        { inboundId, userId, code: failure.code, permanent, retryAt: permanent ? null : new Date(Date.now() + delay).toISOString() },
        own,
      );
      if (permanent) return 'failed';
      this.later(delay, inboundId, () => this.deliver(inboundId, context));
      return 'done';
    }
  }

  /**
   * A send claimed and never finished: the process stopped while Twilio had it. It is written down
   * as cut off and sent again the way every send after an unanswered one is: Twilio's list of
   * messages to that phone with that text since the send began is read first, and a message found
   * there (and not already another reply's) is written down as delivered with Twilio's id, never
   * sent again. Too soon after the send began it waits for the next recovery pass, so Twilio has
   * moved a message it took out of its queue and lists it.
   */
  async interrupted(inboundId: string, userId: string, context: CommandContext, now = Date.now()): Promise<DeliveryResult> {
    const stream = inboundStream(inboundId);
    const { state, events } = await this.commands.load(stream, inboundDecider);
    if (state.stage !== 'sending') return 'done';
    const began = Date.parse(lastOf(events, 'assistant.reply_attempted').metadata.occurredAt);
    if (now - began < INBOUND_RULES.reconcileAfterMs) return 'done';
    await this.fail(
      stream,
      { inboundId, userId, code: 'interrupted', permanent: false, retryAt: new Date(now).toISOString() },
      { ...context, actor: userId },
    );
    return this.deliver(inboundId, context);
  }

  /** The first message Twilio holds that matches and is no other reply's; null when there is none. */
  private async lookUp(phone: string, text: string, channel: PhoneChannel, began: number) {
    const since = new Date(began - INBOUND_RULES.reconcileSlackMs);
    for (const message of await this.messaging.sentSince(phone, text, since, { channel })) {
      const taken = await this.work.find({ providerId: message.messageId }, { limit: 1 });
      if (taken.length === 0) return message;
    }
    return null;
  }

  /** The sign-in link for a number without an account (claimed once a day before this). */
  async invite(phone: string, channel: 'whatsapp' | 'sms', text: string): Promise<void> {
    try {
      await this.messaging.send(phone, text, { channel });
    } catch (error) {
      this.logger.warn({ code: readSendFailure(error).code }, 'A sign-in invitation could not be sent');
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async fail(
    stream: string,
    failed: { inboundId: string; userId: string; code: string; permanent: boolean; retryAt: string | null },
    context: CommandContext,
  ): Promise<void> {
    await this.commands.run(stream, inboundDecider, { do: 'failed', failed }, context);
  }

  private later(delay: number, inboundId: string, work: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.queue.push(work, inboundId);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}

/** Failures after which a send may have gone out unseen. */
const UNANSWERED = ['network', 'interrupted'];

function lastOf(events: RecordedEvent[], type: string): RecordedEvent {
  const found = events.findLast((e) => e.type === type);
  if (!found) throw new Error(`The stream has no ${type}`);
  return found;
}

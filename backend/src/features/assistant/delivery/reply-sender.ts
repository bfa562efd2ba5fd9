import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../../reminders';
import { inboundDecider } from '../domain/inbound.decider';
import { type InboundHandled, type InboundRecorded, inboundStream } from '../domain/inbound.events';
import { INBOUND_RULES, retryDelay } from '../domain/inbound-rules';
import { InboundQueue } from './inbound-queue';
import { readSendFailure } from '../../../platform/twilio/send-failure';

export type DeliveryResult = 'answered' | 'silent' | 'failed' | 'done' | 'missing';

/**
 * The outbox of replies to phones. A reply to send is an event (`inbound_handled`); each send is
 * claimed in the log before it starts (`reply_attempted`) and its outcome written after, so no
 * restart and no second instance sends a reply twice. Network errors and Twilio's 5xx are tried
 * again with a growing wait; a refusal ends it, and the console shows it (without the text).
 */
@Injectable()
export class ReplySender implements OnApplicationShutdown {
  private readonly logger = new Logger('Assistant');
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly queue: InboundQueue,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {}

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
    try {
      const sent = await this.messaging.send(phone, text, { channel: recorded.channel });
      await this.commands.run(
        stream,
        inboundDecider,
        { do: 'delivered', delivered: { inboundId, userId, providerId: sent.messageId, channel: sent.channel } },
        own,
      );
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
   * A send claimed and never finished: the process stopped while Twilio had it. Whether it went out
   * cannot be known; sending again could send it twice, so it is written down as failed.
   */
  async interrupted(inboundId: string, userId: string, context: CommandContext): Promise<void> {
    await this.fail(
      inboundStream(inboundId),
      { inboundId, userId, code: 'interrupted', permanent: true, retryAt: null },
      { ...context, actor: userId },
    );
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

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { RATE_COUNTER_STORE, type RateCounterStore } from '../../../platform/limits/rate-counter-store.port';
import { AccountsReader } from '../../accounts';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { firstMessageStream, providerMessageId } from '../domain/conversation.events';
import { inboundDecider, invitationDecider } from '../domain/inbound.decider';
import { inboundStream, invitationStream } from '../domain/inbound.events';
import { INBOUND_RULES } from '../domain/inbound-rules';
import { firstMessageDecider } from '../domain/message.decider';
import type { InboundMessage } from '../twilio-inbound/inbound-form';

export type RecordedInbound =
  { kind: 'recorded'; inboundId: string } | { kind: 'repeated' } | { kind: 'limited' } | { kind: 'stranger'; invite: boolean };

export class RecordInboundCommand extends Command<RecordedInbound> {
  constructor(
    readonly inbound: InboundMessage,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * What happens to a signed webhook before Twilio is answered: a known number's message is written
 * to the log, sealed, in the append that also tells a retried MessageSid apart; after that answer
 * nothing can lose it. Of a stranger only a keyed hash of the number is kept, and the sign-in link
 * is claimed at most once a day per number.
 */
@CommandHandler(RecordInboundCommand)
export class RecordInboundHandler implements ICommandHandler<RecordInboundCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly accounts: AccountsReader,
    private readonly cipher: PersonalDataCipher,
    @Inject(RATE_COUNTER_STORE) private readonly counters: RateCounterStore,
  ) {}

  async execute({ inbound, context }: RecordInboundCommand): Promise<RecordedInbound> {
    const now = Date.now();
    const account = await this.accounts.findByPhone(inbound.phone);
    if (!account) return this.stranger(inbound, context, now);
    const userId = account._id;
    const inboundId = providerMessageId(inbound.messageSid);
    const stream = inboundStream(inboundId);
    // A retry is told apart by the log before it counts against the number's limit.
    if ((await this.commands.load(stream, inboundDecider)).revision !== null) return { kind: 'repeated' };
    if (await this.flooding(inbound.phone, now)) return { kind: 'limited' };
    const { events } = await this.commands.run(
      stream,
      inboundDecider,
      {
        do: 'record',
        inbound: {
          inboundId,
          userId,
          channel: inbound.channel,
          messageSid: inbound.messageSid,
          phone: await this.cipher.encrypt(userId, inbound.phone),
          body: await this.cipher.encrypt(userId, inbound.body.slice(0, ASSISTANT_RULES.textMax)),
          media: inbound.media ? await this.cipher.encryptJson(userId, inbound.media) : null,
        },
      },
      { ...context, actor: userId },
      { wait: false },
    );
    return events.length > 0 ? { kind: 'recorded', inboundId } : { kind: 'repeated' };
  }

  private async stranger(inbound: InboundMessage, context: CommandContext, now: number): Promise<RecordedInbound> {
    const seen = await this.counters.hit(
      `inbound-sid:${this.cipher.lookupHash(inbound.messageSid)}`,
      INBOUND_RULES.strangerSidWindowMs,
      now,
    );
    if (seen.hits > 1) return { kind: 'repeated' };
    if (await this.flooding(inbound.phone, now)) return { kind: 'limited' };
    const sender = this.cipher.lookupHash(`first-message:${inbound.phone}`);
    const day = new Date(now).toISOString().slice(0, 10);
    const system = { ...context, actor: 'system' };
    await this.commands.run(firstMessageStream(sender), firstMessageDecider, { sender, channel: inbound.channel, day }, system);
    const invited = await this.commands.run(
      invitationStream(sender, day),
      invitationDecider,
      { sender, channel: inbound.channel, day },
      system,
    );
    return { kind: 'stranger', invite: invited.events.length > 0 };
  }

  private async flooding(phone: string, now: number): Promise<boolean> {
    const window = await this.counters.hit(`inbound-number:${this.cipher.lookupHash(phone)}`, INBOUND_RULES.perNumberWindowMs, now);
    return window.hits > INBOUND_RULES.perNumber;
  }
}

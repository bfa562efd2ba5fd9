import { Inject, Logger, Optional } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { inboundDecider } from '../domain/inbound.decider';
import { type InboundRecorded, inboundStream } from '../domain/inbound.events';
import { TRANSCRIBER, type Transcriber } from '../interpreter/intent';
import type { InboundMessage } from '../twilio-inbound/inbound-form';
import { TwilioMediaFetcher } from '../twilio-inbound/twilio-media-fetcher';
import { ReplySender } from '../delivery/reply-sender';
import { HandleMessageCommand, type IncomingMessage } from './handle-message.command';
import { loggedError } from '../../../platform/logging/provider-error';

export type InboundResult = 'answered' | 'silent' | 'failed' | 'done' | 'gone' | 'missing';

/** Carries a recorded message from a phone on from wherever it stopped: handled, then its reply sent. */
export class ReceiveInboundCommand extends Command<InboundResult> {
  constructor(
    readonly inboundId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * A recorded WhatsApp or SMS message: a voice note heard in memory, the message handled like any
 * other, and the reply handed to the sender, which records how it went. Run right after the
 * webhook's answer and again by the start-up pass; each step is written once, so running it twice
 * does nothing twice.
 */
@CommandHandler(ReceiveInboundCommand)
export class ReceiveInboundHandler implements ICommandHandler<ReceiveInboundCommand> {
  private readonly logger = new Logger('Assistant');

  constructor(
    private readonly commandBus: CommandBus,
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly media: TwilioMediaFetcher,
    private readonly replies: ReplySender,
    @Optional() @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
  ) {}

  async execute({ inboundId, context }: ReceiveInboundCommand): Promise<InboundResult> {
    const stream = inboundStream(inboundId);
    const { state, events } = await this.commands.load(stream, inboundDecider);
    if (state.stage === 'none') return 'missing';
    const recorded = events[0].data as InboundRecorded['data'];
    const { userId } = recorded;
    if (state.stage === 'recorded') {
      const inbound = await this.open(recorded);
      // The account and its key are gone: nothing can be read or answered.
      if (!inbound) return 'gone';
      const handled = await this.commandBus.execute(
        new HandleMessageCommand(userId, await this.read(inbound), { ...context, actor: userId }),
      );
      const reply = handled.reply ? await this.cipher.encrypt(userId, handled.reply.text) : null;
      await this.commands.run(
        stream,
        inboundDecider,
        { do: 'handled', handled: { inboundId, userId, reply } },
        { ...context, actor: userId },
      );
    }
    return this.replies.deliver(inboundId, context);
  }

  private async open(recorded: InboundRecorded['data']): Promise<InboundMessage | null> {
    const { userId } = recorded;
    const [phone, body] = await Promise.all([this.cipher.decrypt(userId, recorded.phone), this.cipher.decrypt(userId, recorded.body)]);
    if (phone === null || body === null) return null;
    const media = recorded.media ? await this.cipher.decryptJson<InboundMessage['media']>(userId, recorded.media) : null;
    return { channel: recorded.channel, phone, messageSid: recorded.messageSid, body, media };
  }

  /** The message as text: its body, a voice note's transcript, or a note that it could not be read. */
  private async read(inbound: InboundMessage): Promise<IncomingMessage> {
    const base = { channel: inbound.channel, providerId: inbound.messageSid };
    if (!inbound.media) return { ...base, kind: 'text', text: inbound.body.trim() };
    if (!inbound.media.contentType.startsWith('audio/')) return { ...base, kind: 'text', text: inbound.body.trim(), unreadable: 'media' };
    if (!this.transcriber) return { ...base, kind: 'voice', text: '', unreadable: 'no_transcriber' };
    try {
      const audio = await this.media.fetch(inbound.media.url);
      const transcript = (await this.transcriber.transcribe(audio, inbound.media.contentType)).trim();
      return transcript ? { ...base, kind: 'voice', text: transcript } : { ...base, kind: 'voice', text: '', unreadable: 'unheard' };
    } catch (error) {
      this.logger.warn({ err: loggedError(error) }, 'A voice note could not be transcribed');
      return { ...base, kind: 'voice', text: '', unreadable: 'unheard' };
    }
  }
}

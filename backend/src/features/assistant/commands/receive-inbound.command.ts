import { Inject, Logger, Optional } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { AccountsReader } from '../../accounts';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../../reminders';
import { firstMessageStream, messageStream, providerMessageId } from '../domain/conversation.events';
import { firstMessageDecider } from '../domain/message.decider';
import { signInReply } from '../domain/replies';
import { TRANSCRIBER, type Transcriber } from '../interpreter/intent';
import type { InboundMessage } from '../media/inbound-form';
import { TwilioMediaFetcher } from '../media/twilio-media-fetcher';
import { HandleMessageCommand, type IncomingMessage } from './handle-message.command';
import { loggedError } from '../../../platform/logging/provider-error';

export class ReceiveInboundCommand extends Command<'answered' | 'repeated' | 'stranger' | 'silent'> {
  constructor(
    readonly inbound: InboundMessage,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Strangers' MessageSids answered lately: a retried webhook from an unknown number is not answered twice. */
const STRANGERS_REMEMBERED = 10_000;

/**
 * A WhatsApp or SMS message whose signature was checked: the sender's account found by the keyed
 * hash of the number, a voice note heard in memory, the message handled like any other, and the
 * reply sent back on the channel it came by. A number without an account gets the sign-in link.
 */
@CommandHandler(ReceiveInboundCommand)
export class ReceiveInboundHandler implements ICommandHandler<ReceiveInboundCommand> {
  private readonly logger = new Logger('Assistant');
  private readonly strangers = new Set<string>();

  constructor(
    private readonly commandBus: CommandBus,
    private readonly commands: CommandRunner,
    private readonly accounts: AccountsReader,
    private readonly cipher: PersonalDataCipher,
    private readonly media: TwilioMediaFetcher,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(TRANSCRIBER) private readonly transcriber: Transcriber | null,
  ) {}

  async execute({ inbound, context }: ReceiveInboundCommand): Promise<'answered' | 'repeated' | 'stranger' | 'silent'> {
    const account = await this.accounts.findByPhone(inbound.phone);
    if (!account) return this.stranger(inbound, context);
    const userId = account._id;
    // A retry of a message already recorded: nothing is fetched, decided or sent again.
    const { revision } = await this.commands.load(messageStream(providerMessageId(inbound.messageSid)), {
      initialState: () => null,
      evolve: () => null,
    });
    if (revision !== null) return 'repeated';
    const handled = await this.commandBus.execute(
      new HandleMessageCommand(userId, await this.read(inbound), { ...context, actor: userId }),
    );
    if (handled.repeated) return 'repeated';
    if (!handled.reply) return 'silent';
    await this.messaging.send(inbound.phone, handled.reply.text, { channel: inbound.channel });
    return 'answered';
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

  /** Nothing is kept of a stranger but one count per number for the funnel; they get the way in. */
  private async stranger(inbound: InboundMessage, context: CommandContext): Promise<'stranger' | 'repeated'> {
    if (this.strangers.has(inbound.messageSid)) return 'repeated';
    this.strangers.add(inbound.messageSid);
    if (this.strangers.size > STRANGERS_REMEMBERED) this.strangers.delete(this.strangers.values().next().value as string);
    const sender = this.cipher.lookupHash(`first-message:${inbound.phone}`);
    await this.commands.run(
      firstMessageStream(sender),
      firstMessageDecider,
      { sender, channel: inbound.channel, day: new Date().toISOString().slice(0, 10) },
      { ...context, actor: 'system' },
    );
    await this.messaging.send(inbound.phone, signInReply(this.config.publicUrl), { channel: inbound.channel });
    return 'stranger';
  }
}

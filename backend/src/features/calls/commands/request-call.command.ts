import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { normalisePhone } from '../../accounts';
import { ProfileReader } from '../../profile';
import { callDecider } from '../domain/call.decider';
import { callStream } from '../domain/call.events';
import { CALL_PROVIDER, type CallProvider } from '../providers/call-provider.port';
import { loggedError } from '../../../platform/logging/provider-error';

const NO_PHONE = 'No phone number available';

export class RequestCallCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly phoneNumber: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** "Call me now": only ever to the caller's own number, with limits, each step an event. */
@CommandHandler(RequestCallCommand)
export class RequestCallHandler implements ICommandHandler<RequestCallCommand> {
  private readonly logger = new Logger('Calls');

  constructor(
    private readonly commands: CommandRunner,
    private readonly closing: ClosingAccounts,
    private readonly cipher: PersonalDataCipher,
    private readonly profiles: ProfileReader,
    @Inject(CALL_PROVIDER) private readonly provider: CallProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, phoneNumber, context }: RequestCallCommand): Promise<void> {
    if (!phoneNumber.trim()) throw new DomainError(NO_PHONE, 'invalid');
    const profile = await this.profiles.view(userId);
    if (!profile.phone) throw new DomainError(NO_PHONE, 'invalid');
    const phone = normalisePhone(
      phoneNumber,
      this.config.testPhones.map((t) => t.phone),
    );
    // Anyone could type any number here: ringing strangers from daily's line is what this prevents.
    if (phone !== profile.phone) throw new DomainError('You can only ask for a call to your own phone number.', 'forbidden');
    const stream = callStream(userId);
    await this.commands.run(
      stream,
      callDecider,
      { kind: 'request', userId, phoneHash: this.cipher.lookupHash(phone), now: Date.now() },
      context,
    );
    // The deletion may have begun since the request was recorded: a closing account's phone is never rung.
    this.closing.refuse(context.actor, context.closingAccount);
    let callId: string;
    try {
      ({ callId } = await this.provider.placeCall({ to: phone, voice: profile.voice, purpose: 'requested' }));
    } catch (error) {
      this.logger.error({ err: loggedError(error) }, 'Placing a call failed');
      await this.commands.run(
        stream,
        callDecider,
        { kind: 'failed', userId, reason: loggedError(error).message.slice(0, 200) || 'unknown' },
        context,
      );
      throw new DomainError('Failed to submit phone number. Please try again in a moment.', 'unavailable');
    }
    // Refused (410) when the deletion began while the provider placed the call: the person's answer, not a provider failure.
    await this.commands.run(stream, callDecider, { kind: 'placed', userId, provider: this.provider.name, callId }, context);
  }
}

import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { KeptAnswers } from '../../../platform/idempotency/kept-answers';
import { AccountsReader, phoneClaimDecider, phoneClaimStream } from '../../accounts';
import { EndBillingForDeletionCommand } from '../../billing';
import { EndSessionCommand, SessionsReader } from '../../auth';
import { DisconnectCalendarCommand } from '../../calendar';
import { ProfileReader } from '../../profile';
import { dataRightsDecider } from '../domain/data-rights.decider';
import { dataRightsStream } from '../domain/data-rights.events';

export class DeleteMyAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Deletes an account the event-sourced way: the log is kept, but everything personal in it was
 * sealed with the account's key, and the key is destroyed. The steps run in the only safe order:
 * the charges stop first (a failure there leaves everything as it was);
 * what needs the key (revoking the Google grant) before the key goes; what needs the read
 * models (sessions, phone) before `account.deleted` removes them; the answers kept for the person's
 * Idempotency-Keys once the key that sealed them is gone.
 */
@CommandHandler(DeleteMyAccountCommand)
export class DeleteMyAccountHandler implements ICommandHandler<DeleteMyAccountCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly closing: ClosingAccounts,
    private readonly cipher: PersonalDataCipher,
    private readonly accounts: AccountsReader,
    private readonly profiles: ProfileReader,
    private readonly sessions: SessionsReader,
    private readonly bus: CommandBus,
    private readonly keptAnswers: KeptAnswers,
  ) {}

  async execute({ userId, context: asked }: DeleteMyAccountCommand): Promise<void> {
    const stream = dataRightsStream(userId);
    // Closed before the request is even written: from here on only the deletion's own steps change anything.
    this.closing.close(userId);
    const context: CommandContext = { ...asked, closingAccount: true };
    await this.stopCharges(userId, context);
    await this.commands.run(stream, dataRightsDecider, { kind: 'request-deletion', userId }, context);
    await this.bus.execute(new DisconnectCalendarCommand(userId, context, 'account-deleted'));
    const sessionsRevoked = await this.revokeSessions(userId, context);
    const phoneClaimsReleased = await this.releasePhones(userId, context);
    await this.cipher.shred(userId);
    // Answers kept for the person's repeated requests are sealed with the key just destroyed; the rows go too.
    await this.keptAnswers.forgetPerson(userId);
    await this.commands.run(
      stream,
      dataRightsDecider,
      { kind: 'complete-deletion', userId, phoneClaimsReleased, sessionsRevoked },
      context,
    );
  }

  /**
   * No deleted account is still charged: its subscriptions end at the provider before anything is
   * deleted. When the provider cannot be reached the deletion is refused (503, nothing deleted) and
   * the account opens again, so the person can retry; subscriptions already ended stay ended.
   */
  private async stopCharges(userId: string, context: CommandContext): Promise<void> {
    try {
      await this.bus.execute(new EndBillingForDeletionCommand(userId, context));
    } catch (error) {
      if (!(await this.deletionRequested(userId))) this.closing.reopen(userId);
      throw error;
    }
  }

  private async deletionRequested(userId: string): Promise<boolean> {
    const { events } = await this.commands.load(dataRightsStream(userId), dataRightsDecider);
    return events.some((event) => event.type === 'account.deletion_requested');
  }

  private async revokeSessions(userId: string, context: CommandContext): Promise<number> {
    const live = await this.sessions.liveFamilies(userId);
    for (const familyId of live) await this.bus.execute(new EndSessionCommand(familyId, context, 'account-deleted'));
    return live.length;
  }

  /** Frees the sign-in phone and any phone set in settings, so the number can start afresh. */
  private async releasePhones(userId: string, context: CommandContext): Promise<number> {
    const hashes = new Set<string>();
    const account = await this.accounts.get(userId);
    if (account?.phoneHash) hashes.add(account.phoneHash);
    const profile = await this.profiles.view(userId).catch(() => null);
    if (profile?.phoneHash) hashes.add(profile.phoneHash);
    let released = 0;
    for (const phoneHash of hashes) {
      const outcome = await this.commands.run(
        phoneClaimStream(phoneHash),
        phoneClaimDecider,
        { kind: 'release', userId, reason: 'account deleted' },
        context,
      );
      released += outcome.events.length;
    }
    return released;
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { sequence } from '../../../platform/commands/decider';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { accountDecider, type AccountCommand } from '../domain/account.decider';
import { accountStream } from '../domain/account.events';
import type { Role, ServerStatus } from '../domain/account-status';
import { phoneClaimDecider, phoneClaimStream } from '../domain/phone-claim';
import type { AccountView } from '../read-models/account-view';
import { AccountsReader } from '../read-models/accounts.reader';
import { SeedTestPlanCommand } from './seed-test-plan.command';

/** Where a new account came from (see `account.attributed`). */
export interface Attribution {
  sessionId: string | null;
  source: string | null;
  landingPage: string | null;
  firstVisitAt: string | null;
}

export interface SignInResult {
  account: AccountView;
  firstTime: boolean;
}

/** A phone whose one-time code checked out (auth's part), to be signed in to its account. */
export class SignInVerifiedPhoneCommand extends Command<SignInResult> {
  constructor(
    readonly phone: string,
    readonly method: 'otp' | 'test-phone',
    /** The status a test number is seeded with; null for everyone else. */
    readonly seededStatus: ServerStatus | null,
    readonly context: CommandContext,
    readonly attribution: Attribution | null = null,
  ) {
    super();
  }
}

const accountCommands = sequence(accountDecider);

/**
 * Signs a verified phone in: registers the account on first sign-in (status `open`, or the
 * seeded status of a test number) with the first touch it came from, moves a phone-only account
 * to open, grants configured roles, and has billing back a test number's member status with a
 * test-mode subscription.
 */
@CommandHandler(SignInVerifiedPhoneCommand)
export class SignInVerifiedPhoneHandler implements ICommandHandler<SignInVerifiedPhoneCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone, method, seededStatus, context, attribution }: SignInVerifiedPhoneCommand): Promise<SignInResult> {
    const phoneHash = this.cipher.lookupHash(phone);
    const userId = await this.claimPhone(phoneHash, { ...context, actor: 'system' });
    const existing = await this.commands.load(accountStream(userId), accountDecider);
    const firstTime = !existing.state.exists;
    const batch: AccountCommand[] = [];
    if (firstTime) {
      batch.push({
        kind: 'register',
        userId,
        phone: await this.cipher.encrypt(userId, phone),
        phoneHash,
        status: seededStatus ?? 'open',
        via: method,
      });
      if (attribution) batch.push({ kind: 'attribute', userId, ...attribution });
    }
    batch.push({ kind: 'sign-in', userId, method, firstTime }, { kind: 'open-after-sign-in', userId });
    await this.commands.run(accountStream(userId), accountCommands, batch, { ...context, actor: userId });
    // Roles come from the server's configuration, not from the person: the system grants them. A
    // grant already held decides no event, and one lost to a crash here is made at the next sign-in.
    const grants: AccountCommand[] = this.configuredRoles(phone).map((role) => ({
      kind: 'grant-role',
      userId,
      role,
      reason: 'Configured for this phone number',
    }));
    if (grants.length > 0) await this.commands.run(accountStream(userId), accountCommands, grants, { ...context, actor: 'system' });
    // At every sign-in, not only the first: the step is idempotent, and one lost to a crash is made at the next.
    if (method === 'test-phone' && seededStatus && seededStatus !== 'open')
      await this.bus.execute(new SeedTestPlanCommand(userId, { ...context, actor: 'system' }));
    return { account: await this.accounts.require(userId), firstTime };
  }

  /** The user id that owns this phone, claiming a new one if nobody does yet (race-safe). */
  private async claimPhone(phoneHash: string, context: CommandContext): Promise<string> {
    // The claim is read from the stream's own state, and the account command that follows waits for
    // the read models past this position too: nothing here needs them to have caught up yet.
    const outcome = await this.commands.run(
      phoneClaimStream(phoneHash),
      phoneClaimDecider,
      { kind: 'claim', userId: randomUUID() },
      context,
      { wait: false },
    );
    return outcome.state.userId as string;
  }

  private configuredRoles(phone: string): Role[] {
    const roles: Role[] = [];
    if (this.config.operatorPhones.includes(phone)) roles.push('operator');
    if (this.config.analystPhones.includes(phone)) roles.push('analyst');
    return roles;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { sequence } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../platform/read-store/read-store.port';
import { accountDecider, type AccountCommand } from './domain/account.decider';
import { accountStream } from './domain/account.events';
import type { Role, ServerStatus } from './domain/account-status';
import { phoneClaimDecider, phoneClaimStream } from './domain/phone-claim';
import { ACCOUNTS, type AccountView } from './read-models/account-view';

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

const accountCommands = sequence(accountDecider);

/** The account use cases; every change goes through the account's own stream. */
@Injectable()
export class AccountsService {
  private readonly accounts: ReadCollection<AccountView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.accounts = reads.collection<AccountView>(ACCOUNTS);
  }

  phoneHash(phone: string): string {
    return this.cipher.lookupHash(phone);
  }

  async get(userId: string): Promise<AccountView | null> {
    return this.accounts.get(userId);
  }

  async require(userId: string): Promise<AccountView> {
    const account = await this.get(userId);
    if (!account) throw new DomainError('This account does not exist.', 'not_found');
    return account;
  }

  async findByPhone(phone: string): Promise<AccountView | null> {
    const [account] = await this.accounts.find({ phoneHash: this.phoneHash(phone) }, { limit: 1 });
    return account ?? null;
  }

  /** The user id that owns this phone, claiming a new one if nobody does yet (race-safe). */
  private async claimPhone(phoneHash: string, context: CommandContext): Promise<{ userId: string; claimedNow: boolean }> {
    const candidate = randomUUID();
    // The claim is read from the stream's own state, and the account command that follows waits for
    // the read models past this position too: nothing here needs them to have caught up yet.
    const outcome = await this.commands.run(phoneClaimStream(phoneHash), phoneClaimDecider, { kind: 'claim', userId: candidate }, context, {
      wait: false,
    });
    const userId = outcome.state.userId as string;
    return { userId, claimedNow: userId === candidate };
  }

  /**
   * Signs a verified phone in: registers the account on first sign-in (status `open`, or the
   * seeded status of a test number) with the first touch it came from, moves a phone-only account
   * to open, grants configured roles.
   */
  async signInVerifiedPhone(
    phone: string,
    method: 'otp' | 'test-phone',
    seededStatus: ServerStatus | null,
    context: CommandContext,
    attribution: Attribution | null = null,
  ): Promise<SignInResult> {
    const phoneHash = this.phoneHash(phone);
    const { userId } = await this.claimPhone(phoneHash, { ...context, actor: 'system' });
    const existing = await this.commands.load(accountStream(userId), accountDecider);
    const firstTime = !existing.state.exists;
    const signedIn: CommandContext = { ...context, actor: userId };
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
    await this.commands.run(accountStream(userId), accountCommands, batch, signedIn);
    // Roles come from the server's configuration, not from the person: the system grants them. A
    // grant already held decides no event, and one lost to a crash here is made at the next sign-in.
    const grants: AccountCommand[] = this.configuredRoles(phone).map((role) => ({
      kind: 'grant-role',
      userId,
      role,
      reason: 'Configured for this phone number',
    }));
    if (grants.length > 0) await this.commands.run(accountStream(userId), accountCommands, grants, { ...context, actor: 'system' });
    return { account: await this.require(userId), firstTime };
  }

  private configuredRoles(phone: string): Role[] {
    const roles: Role[] = [];
    if (this.config.operatorPhones.includes(phone)) roles.push('operator');
    if (this.config.analystPhones.includes(phone)) roles.push('analyst');
    return roles;
  }

  async setName(userId: string, name: string, context: CommandContext): Promise<AccountView> {
    const sealed = await this.cipher.encrypt(userId, name);
    await this.commands.run(accountStream(userId), accountDecider, { kind: 'set-name', userId, name: sealed }, context);
    return this.require(userId);
  }

  /** Moves an account that only has a verified phone to open; any other status is left as it is. */
  async openAfterSignIn(userId: string, context: CommandContext): Promise<AccountView> {
    await this.commands.run(accountStream(userId), accountDecider, { kind: 'open-after-sign-in', userId }, context);
    return this.require(userId);
  }

  async changeStatus(userId: string, to: ServerStatus, reason: string, context: CommandContext): Promise<AccountView> {
    await this.commands.run(accountStream(userId), accountDecider, { kind: 'change-status', userId, to, reason }, context);
    return this.require(userId);
  }

  async setRole(userId: string, role: Role, granted: boolean, reason: string, context: CommandContext): Promise<AccountView> {
    const command: AccountCommand = granted ? { kind: 'grant-role', userId, role, reason } : { kind: 'revoke-role', userId, role, reason };
    await this.commands.run(accountStream(userId), accountDecider, command, context);
    return this.require(userId);
  }
}

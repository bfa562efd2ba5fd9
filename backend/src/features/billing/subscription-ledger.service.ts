import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { sequence } from '../../platform/commands/decider';
import { accountDecider, AccountsReader, accountStream } from '../accounts';
import { accountStatusChange } from './domain/account-status-rule';
import { type SubscriptionCommand, subscriptionDecider } from './domain/subscription.decider';
import type { SubscriptionState } from './domain/subscription.state';
import { type SubscriptionEvent, subscriptionStream } from './domain/subscription.events';

const subscriptionCommands = sequence(subscriptionDecider);

/**
 * Runs commands on a person's subscription stream (`subscription-<userId>`), then brings the
 * account status in line with what the payments justify. The account change is made by `stripe`:
 * it follows from verified payment facts, so no person ever sets their own status.
 */
@Injectable()
export class SubscriptionLedger {
  constructor(
    private readonly commands: CommandRunner,
    private readonly accounts: AccountsReader,
  ) {}

  async load(userId: string): Promise<SubscriptionState> {
    return (await this.commands.load(subscriptionStream(userId), subscriptionDecider)).state;
  }

  /** Appends the commands' events atomically (all or none); returns the new state and what was appended. */
  async run(
    userId: string,
    commands: SubscriptionCommand[],
    context: CommandContext,
  ): Promise<{ state: SubscriptionState; events: SubscriptionEvent[] }> {
    const outcome = await this.commands.run(subscriptionStream(userId), subscriptionCommands, commands, context);
    // Runs even when nothing was appended: a crash between the two streams heals on the provider's retry.
    await this.syncAccount(userId, outcome.state, context);
    return { state: outcome.state, events: outcome.events };
  }

  async syncAccount(userId: string, state: SubscriptionState, context: CommandContext): Promise<void> {
    const account = await this.accounts.get(userId);
    if (!account) return;
    const change = accountStatusChange(state, account.status);
    if (!change) return;
    const command = { kind: 'change-status' as const, userId, to: change.to, reason: change.reason };
    await this.commands.run(accountStream(userId), accountDecider, command, { ...context, actor: 'stripe' });
  }
}

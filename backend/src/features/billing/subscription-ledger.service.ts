import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { sequence } from '../../platform/commands/decider';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { accountDecider, accountStream } from '../accounts';
import { type SubscriptionCommand, subscriptionDecider } from './domain/subscription.decider';
import type { SubscriptionState } from './domain/subscription.state';
import { type SubscriptionEvent, subscriptionStream } from './domain/subscription.events';
import { ACCOUNT_STATUS_MANAGER } from './process-managers/account-status.process-manager';

const subscriptionCommands = sequence(subscriptionDecider);

/**
 * Runs commands on a person's subscription stream (`subscription-<userId>`), and nothing else: the
 * account's status follows from those events through the account-status process manager. Callers
 * still read one consistent answer, since `run` returns only once the account has caught up too.
 */
@Injectable()
export class SubscriptionLedger {
  constructor(
    private readonly commands: CommandRunner,
    private readonly projections: ProjectionRunner,
  ) {}

  async load(userId: string): Promise<SubscriptionState> {
    return (await this.commands.load(subscriptionStream(userId), subscriptionDecider)).state;
  }

  /**
   * The state with the stream's revision, which names "this person's billing as it is now": a
   * command retried before it appended anything sees the same revision, so a create it asks of
   * the provider under a key derived from it is answered with the first attempt's object.
   */
  async loadAt(userId: string): Promise<{ state: SubscriptionState; revision: number }> {
    const { state, revision } = await this.commands.load(subscriptionStream(userId), subscriptionDecider);
    return { state, revision: revision ?? -1 };
  }

  /** Appends the commands' events atomically (all or none); returns the new state and what was appended. */
  async run(
    userId: string,
    commands: SubscriptionCommand[],
    context: CommandContext,
  ): Promise<{ state: SubscriptionState; events: SubscriptionEvent[] }> {
    // The runner waits for the readers of the appended events, the process manager among them.
    const outcome = await this.commands.run(subscriptionStream(userId), subscriptionCommands, commands, context);
    if (outcome.events.length > 0) await this.accountCaughtUp(userId);
    return { state: outcome.state, events: outcome.events };
  }

  /**
   * Read-your-writes across the two streams, for an answer that shows the account's status beside
   * the subscription (a checkout confirmed after another request stored its facts): returns once
   * the process manager has followed the subscription stream as it is now, and the account's read
   * models have the status it set. Bounded like every wait for read models.
   */
  async settled(userId: string): Promise<void> {
    const { events } = await this.commands.load(subscriptionStream(userId), subscriptionDecider);
    const last = events.at(-1);
    if (!last) return;
    await this.projections.waitFor(last.position, undefined, [ACCOUNT_STATUS_MANAGER]);
    await this.accountCaughtUp(userId);
  }

  /** The manager has run for the facts just stored: waits until the status it may have appended is read. */
  private async accountCaughtUp(userId: string): Promise<void> {
    const { events } = await this.commands.load(accountStream(userId), accountDecider);
    const last = events.at(-1);
    if (!last) return;
    await this.projections.waitFor(last.position, undefined, this.projections.readersOf(['account.status_changed']));
  }
}

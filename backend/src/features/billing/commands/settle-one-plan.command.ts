import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import type { SubscriptionEvent } from '../domain/subscription.events';

/**
 * Sent after provider facts are stored, for what follows from them outside the subscription
 * stream (settle-one-plan.handler.ts). The command stands alone in its file because its handler
 * ends subscriptions through the cancellation use case, which itself applies provider events.
 */
export class SettleOnePlanCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly appended: SubscriptionEvent[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { type ApplyResult, ProviderEventApplier } from '../provider/provider-event-applier.service';
import type { StripeEventShape } from '../provider/stripe-shapes';

/** A verified Stripe webhook event, to be applied once. */
export class ApplyProviderEventCommand extends Command<ApplyResult> {
  constructor(
    readonly event: StripeEventShape,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ApplyProviderEventCommand)
export class ApplyProviderEventHandler implements ICommandHandler<ApplyProviderEventCommand> {
  constructor(private readonly applier: ProviderEventApplier) {}

  execute({ event, context }: ApplyProviderEventCommand): Promise<ApplyResult> {
    return this.applier.apply(event, context);
  }
}

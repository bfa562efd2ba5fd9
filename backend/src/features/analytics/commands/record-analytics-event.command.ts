import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { type AnalyticsEventRecorded, analyticsStream } from '../analytics.events';

type Tracked = AnalyticsEventRecorded['data'];

/** A tracked fact: what happened, and as much of where it happened as is known (the rest is recorded as null). */
export class RecordAnalyticsEventCommand extends Command<void> {
  constructor(
    readonly data: Partial<Tracked> & Pick<Tracked, 'event_type'>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Appends the event and returns once it is durable, without waiting for the read models: a page
 * view must cost the visitor nothing, and the dashboard can be a moment behind. Tracking must never
 * break the action it observes, so other features that record here only log a failure.
 */
@CommandHandler(RecordAnalyticsEventCommand)
export class RecordAnalyticsEventHandler implements ICommandHandler<RecordAnalyticsEventCommand> {
  constructor(private readonly commands: CommandRunner) {}

  async execute({ data, context }: RecordAnalyticsEventCommand): Promise<void> {
    const full: Tracked = { session_id: null, utm_source: null, user_id: null, page_path: null, user_agent: null, referrer: null, ...data };
    await this.commands.record(analyticsStream(new Date()), [{ type: 'analytics.event_recorded', data: full }], context, { wait: false });
  }
}

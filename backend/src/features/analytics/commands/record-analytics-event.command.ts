import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import type { AnalyticsEventRecorded } from '../analytics.events';
import { AnalyticsRecorder } from '../analytics-recorder.service';

export class RecordAnalyticsEventCommand extends Command<void> {
  constructor(
    readonly data: AnalyticsEventRecorded['data'],
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Appends the event and returns once it is durable, without waiting for the read models: a page
 * view must cost the visitor nothing, and the dashboard can be a moment behind.
 */
@CommandHandler(RecordAnalyticsEventCommand)
export class RecordAnalyticsEventHandler implements ICommandHandler<RecordAnalyticsEventCommand> {
  constructor(private readonly recorder: AnalyticsRecorder) {}

  async execute({ data, context }: RecordAnalyticsEventCommand): Promise<void> {
    await this.recorder.record(data, context, false);
  }
}

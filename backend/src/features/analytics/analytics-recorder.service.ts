import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { type AnalyticsEventRecorded, analyticsStream } from './analytics.events';

/** Appends analytics facts. Tracking must never break the action it observes, so failures are only logged by callers. */
@Injectable()
export class AnalyticsRecorder {
  constructor(private readonly commands: CommandRunner) {}

  async record(
    data: Partial<AnalyticsEventRecorded['data']> & Pick<AnalyticsEventRecorded['data'], 'event_type'>,
    context: CommandContext,
    wait = false,
  ): Promise<number> {
    const full: AnalyticsEventRecorded['data'] = {
      session_id: null,
      utm_source: null,
      user_id: null,
      page_path: null,
      user_agent: null,
      referrer: null,
      ...data,
    };
    return this.commands.record(analyticsStream(new Date()), [{ type: 'analytics.event_recorded', data: full }], context, { wait });
  }
}

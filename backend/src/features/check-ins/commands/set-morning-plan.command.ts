import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { morningPlanStream } from '../domain/check-in.events';
import { morningPlanDecider } from '../domain/morning-plan.decider';
import type { MorningPlanSetting } from '../read-models/morning-plan-view';

/** Turns the morning plan on or off; `time` left out keeps the one set (08:30 at first). */
export class SetMorningPlanCommand extends Command<MorningPlanSetting> {
  constructor(
    readonly userId: string,
    readonly enabled: boolean,
    readonly time: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetMorningPlanCommand)
export class SetMorningPlanHandler implements ICommandHandler<SetMorningPlanCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ userId, enabled, time, context }: SetMorningPlanCommand): Promise<MorningPlanSetting> {
    const outcome = await this.runner.runPrepared(
      morningPlanStream(userId),
      morningPlanDecider,
      (state) => Promise.resolve({ kind: 'set' as const, userId, enabled, time: time ?? state.time }),
      context,
    );
    return { enabled: outcome.state.enabled, time: outcome.state.time };
  }
}

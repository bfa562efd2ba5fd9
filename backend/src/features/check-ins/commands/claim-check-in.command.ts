import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { followUpStream, morningPlanStream } from '../domain/check-in.events';
import { followUpDecider } from '../domain/follow-up.decider';
import { morningPlanDecider } from '../domain/morning-plan.decider';

export type CheckInClaim =
  | { kind: 'morning_plan'; userId: string; day: string; tasks: number; freeSlot: boolean }
  | { kind: 'follow_up'; userId: string; taskId: string; dueDate: string };

/**
 * A job's claim on one proactive message, appended with the expected revision before the message
 * goes: true for the one instance whose append it was, false when it was claimed (or turned off).
 */
export class ClaimCheckInCommand extends Command<boolean> {
  constructor(
    readonly claim: CheckInClaim,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ClaimCheckInCommand)
export class ClaimCheckInHandler implements ICommandHandler<ClaimCheckInCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ claim, context }: ClaimCheckInCommand): Promise<boolean> {
    switch (claim.kind) {
      case 'morning_plan': {
        const { userId, day, tasks, freeSlot } = claim;
        const outcome = await this.runner.run(
          morningPlanStream(userId),
          morningPlanDecider,
          { kind: 'claim', userId, day, tasks, freeSlot },
          context,
        );
        return outcome.events.length > 0;
      }
      case 'follow_up': {
        const { userId, taskId, dueDate } = claim;
        const outcome = await this.runner.run(
          followUpStream(taskId, dueDate),
          followUpDecider,
          { kind: 'claim', userId, taskId, dueDate },
          context,
        );
        return outcome.events.length > 0;
      }
      default: {
        const unknown: never = claim;
        return unknown;
      }
    }
  }
}

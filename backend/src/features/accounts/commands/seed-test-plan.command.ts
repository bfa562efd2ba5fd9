import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';

/**
 * A test number configured with a member status signed in: billing gives the account the test-mode
 * subscription that status stands for, so the status never stands alone. Accounts holds the command
 * (sign-in sends it) and billing, which already reads accounts, handles it.
 */
export class SeedTestPlanCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

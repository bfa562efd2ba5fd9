import type { CommandContext } from '../../../platform/commands/command-context';

/** Console changes are recorded as the operator's, from the console, in answer to the same request. */
export function operatorContext(request: CommandContext, operatorId: string): CommandContext {
  return { ...request, actor: `operator:${operatorId}`, source: 'console' };
}

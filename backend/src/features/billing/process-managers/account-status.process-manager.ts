import { Logger } from '@nestjs/common';
import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { defineProjection } from '../../../platform/projections/define-projection';
import { accountDecider, accountStream } from '../../accounts';
import { accountStatusDecider, PAYMENTS_ACTOR } from '../domain/account-status.decider';
import { subscriptionDecider } from '../domain/subscription.decider';
import { SUBSCRIPTION_EVENT_TYPES, subscriptionStream } from '../domain/subscription.events';

export const ACCOUNT_STATUS_MANAGER = 'billing-account-status';

/** How often a decision that lost the race for the account stream five times over is tried again before the manager stops on it. */
const CONFLICT_ROUNDS = 3;

const logger = new Logger('AccountStatus');

/**
 * The account learns from the subscription stream, never in the same call as the payment fact:
 * each command appends to one stream, and this process manager, driven by the projection runner
 * (checkpointed; in the embedded mode it replays the log at boot), brings the account's status
 * in line with the facts stored on a person's subscription stream. A crash between the fact and
 * the status change is healed when the server starts again, with no provider event sent again.
 *
 * Idempotent twice over: the decision is taken against the account as it is (a status already in
 * line appends nothing), and the status change's id is derived from the fact's id (a replay of a
 * fact whose change was stored finds it and decides nothing).
 */
export const AccountStatusProcessManager = defineProjection({
  name: ACCOUNT_STATUS_MANAGER,
  handles: SUBSCRIPTION_EVENT_TYPES,
  collections: {},
  inject: { commands: CommandRunner, closing: ClosingAccounts },
  evolve: async (event, { commands, closing }) => {
    const { userId } = event.data;
    // From the deletion's request on, nothing of the person's changes any more.
    if (closing.isClosing(userId)) return;
    const subscription = await commands.load(subscriptionStream(userId), subscriptionDecider);
    // A later fact on the stream is followed in its turn, against the same state: one decision is
    // enough, and a replay of the log at boot reads each person's account once, not once per fact.
    if ((subscription.events.at(-1)?.position ?? 0) > event.position) return;
    const account = await commands.load(accountStream(userId), accountDecider);
    if (overruled(account.events, event)) return;
    const { state } = subscription;
    const context: CommandContext = {
      actor: PAYMENTS_ACTOR,
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.eventId,
      source: event.metadata.source,
      idempotency: { scope: `account-status\n${event.metadata.eventId}`, appended: new Map() },
    };
    for (let round = 1; ; round += 1) {
      try {
        // Not waited for: the read models come after this manager in the log, and the request that stored the fact waits for both.
        await commands.run(accountStream(userId), accountStatusDecider, { userId, subscription: state }, context, { wait: false });
        return;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.kind === 'conflict' && round < CONFLICT_ROUNDS) continue;
        if (error.kind === 'conflict') throw error;
        // The account refuses the change (it does not exist): there is nothing to bring in line.
        logger.warn({ userId, eventType: event.type, reason: error.message }, 'The account did not take the status the payments justify');
        return;
      }
    }
  },
});

/**
 * Whether someone other than the payments (an operator, the person's sign-in) set the status after
 * this fact: their decision stands until the next fact. The manager's own later changes do not
 * count, since a change decided for an earlier fact may not have seen this one.
 */
function overruled(accountEvents: RecordedEvent[], fact: RecordedEvent): boolean {
  return accountEvents.some(
    (e) => e.type === 'account.status_changed' && e.position > fact.position && e.metadata.actor !== PAYMENTS_ACTOR,
  );
}

import type { Decider } from '../../../platform/commands/decider';
import type { MessageChannel } from '../messaging/messaging-provider.port';
import type { TrialMessageEvent } from './trial-message.events';

export interface TrialMessageState {
  /** Trial ends already claimed: each is told about once, never again, whatever happened next. */
  claimed: number[];
}

type Base = { userId: string; subscriptionId: string; trialEnd: number };

export type TrialMessageCommand =
  | (Base & { kind: 'claim'; now: number; timeZone: string })
  | (Base & { kind: 'sent'; provider: 'twilio' | 'local'; channel: MessageChannel; messageId: string })
  | (Base & { kind: 'failed'; reason: string });

export const trialMessageDecider: Decider<TrialMessageState, TrialMessageCommand, TrialMessageEvent> = {
  initialState: () => ({ claimed: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'trial_message.claimed':
        return { claimed: [...state.claimed, event.data.trialEnd] };
      case 'trial_message.sent':
      case 'trial_message.failed':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    const { userId, subscriptionId, trialEnd } = command;
    switch (command.kind) {
      case 'claim':
        if (state.claimed.includes(trialEnd)) return [];
        return [
          {
            type: 'trial_message.claimed',
            data: { userId, subscriptionId, trialEnd, claimedAt: new Date(command.now).toISOString(), timeZone: command.timeZone },
          },
        ];
      case 'sent':
        return [
          {
            type: 'trial_message.sent',
            data: { userId, subscriptionId, trialEnd, provider: command.provider, channel: command.channel, messageId: command.messageId },
          },
        ];
      case 'failed':
        return [{ type: 'trial_message.failed', data: { userId, subscriptionId, trialEnd, reason: command.reason } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

/** Whether this trial end was already claimed (and so told about, or given up on). */
export const alreadyClaimed = (state: TrialMessageState, trialEnd: number): boolean => state.claimed.includes(trialEnd);

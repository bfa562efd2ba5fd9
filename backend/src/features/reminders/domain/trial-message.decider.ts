import type { Decider } from '../../../platform/commands/decider';
import type { MessageChannel } from '../messaging/messaging-provider.port';
import type { TrialMessageEvent } from './trial-message.events';

export interface TrialMessageState {
  /** Trial ends claimed: each is told about once, never again, unless a send failed in a way worth another try. */
  claimed: number[];
  /** Sends tried per trial end. */
  tries: Record<number, number>;
}

/** Sends of one trial message, the first included, when Twilio cannot be reached or answers 5xx. */
export const TRIAL_MESSAGE_SEND_TRIES = 3;

type Base = { userId: string; subscriptionId: string; trialEnd: number };

export type TrialMessageCommand =
  | (Base & { kind: 'claim'; now: number; timeZone: string })
  | (Base & { kind: 'sent'; provider: 'twilio' | 'local'; channel: MessageChannel; messageId: string })
  | (Base & { kind: 'failed'; reason: string; retryable: boolean });

export const trialMessageDecider: Decider<TrialMessageState, TrialMessageCommand, TrialMessageEvent> = {
  initialState: () => ({ claimed: [], tries: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'trial_message.claimed': {
        const { trialEnd } = event.data;
        return { claimed: [...state.claimed, trialEnd], tries: { ...state.tries, [trialEnd]: (state.tries[trialEnd] ?? 0) + 1 } };
      }
      case 'trial_message.sent':
        return state;
      case 'trial_message.failed':
        return event.data.retry ? { ...state, claimed: state.claimed.filter((end) => end !== event.data.trialEnd) } : state;
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
        return [
          {
            type: 'trial_message.failed',
            data: {
              userId,
              subscriptionId,
              trialEnd,
              reason: command.reason,
              retry: command.retryable && (state.tries[trialEnd] ?? 0) < TRIAL_MESSAGE_SEND_TRIES,
            },
          },
        ];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

/** Whether this trial end was already claimed (and so told about, or given up on). */
export const alreadyClaimed = (state: TrialMessageState, trialEnd: number): boolean => state.claimed.includes(trialEnd);

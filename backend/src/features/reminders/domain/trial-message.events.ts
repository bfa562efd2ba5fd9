import type { MessageChannel } from '../messaging/messaging-provider.port';

/**
 * One stream per subscription. `trial_message.claimed` is appended with the expected revision
 * before anything is sent, so a trial end is told about once, even by two instances at once.
 */
export type TrialMessageClaimed = {
  type: 'trial_message.claimed';
  data: { userId: string; subscriptionId: string; trialEnd: number; claimedAt: string; timeZone: string };
};
export type TrialMessageSent = {
  type: 'trial_message.sent';
  data: {
    userId: string;
    subscriptionId: string;
    trialEnd: number;
    provider: 'twilio' | 'local';
    channel: MessageChannel;
    messageId: string;
  };
};
export type TrialMessageFailed = {
  type: 'trial_message.failed';
  /** `retry`: Twilio was unreachable or answered 5xx, and a later run may claim this trial end again (three sends in all). */
  data: { userId: string; subscriptionId: string; trialEnd: number; reason: string; retry?: boolean };
};
export type TrialMessageEvent = TrialMessageClaimed | TrialMessageSent | TrialMessageFailed;

export const trialMessageStream = (subscriptionId: string): string => `trial-messages-${subscriptionId}`;

import { eventTypes } from '../../../platform/event-store/event-types';
import type { Channel } from './conversation.events';

export type PhoneChannel = Exclude<Channel, 'web'>;

/**
 * A WhatsApp or SMS message from a known number, written before Twilio gets its 200: the append
 * that creates the stream is the MessageSid's deduplication, so a retried webhook records nothing.
 * Everything the person sent is sealed with their key.
 */
export type InboundRecorded = {
  type: 'assistant.inbound_recorded';
  data: {
    inboundId: string;
    userId: string;
    channel: PhoneChannel;
    messageSid: string;
    /** Sealed: the number the reply goes back to. */
    phone: string;
    /** Sealed; cut to the same length the web box allows. */
    body: string;
    /** Sealed JSON `{url, contentType}` of the first media item, or null. */
    media: string | null;
  };
};

/** The message went through the assistant's loop; `reply` (sealed) is what is to be sent, null when nothing is. */
export type InboundHandled = {
  type: 'assistant.inbound_handled';
  data: { inboundId: string; userId: string; reply: string | null };
};

/** A send of the reply is about to start: claimed first, so a restart never starts the same send again. */
export type ReplyAttempted = {
  type: 'assistant.reply_attempted';
  data: { inboundId: string; userId: string; attempt: number };
};

export type ReplyDelivered = {
  type: 'assistant.reply_delivered';
  data: { inboundId: string; userId: string; attempt: number; providerId: string; channel: 'whatsapp' | 'sms' | 'log' };
};

/**
 * A send that did not go out. `permanent` when Twilio refused it (an invalid number, an opted-out
 * person), when the tries ran out, or when the process stopped in the middle of a send (whether
 * Twilio took it cannot be known, and sending again could send it twice); otherwise `retryAt`.
 */
export type ReplyFailed = {
  type: 'assistant.reply_failed';
  data: { inboundId: string; userId: string; attempt: number; code: string; permanent: boolean; retryAt: string | null };
};

/** A number without an account is sent the sign-in link at most once a day; `sender` is a keyed hash of the number. */
export type StrangerInvited = {
  type: 'assistant.stranger_invited';
  data: { sender: string; channel: PhoneChannel; day: string };
};

export type InboundEvent = InboundRecorded | InboundHandled | ReplyAttempted | ReplyDelivered | ReplyFailed;

export const INBOUND_EVENT_TYPES = eventTypes<InboundEvent>({
  'assistant.inbound_recorded': true,
  'assistant.inbound_handled': true,
  'assistant.reply_attempted': true,
  'assistant.reply_delivered': true,
  'assistant.reply_failed': true,
});

/** One stream per Twilio message, named by its MessageSid (the same id as the message's own stream). */
export const inboundStream = (inboundId: string): string => `assistant.inbound-${inboundId}`;
export const invitationStream = (sender: string, day: string): string => `assistant.invitation-${sender}-${day}`;

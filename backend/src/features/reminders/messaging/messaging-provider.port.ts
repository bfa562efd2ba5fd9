/** How a message went out: WhatsApp first, a text message when that fails, the server log without keys. */
export type MessageChannel = 'whatsapp' | 'sms' | 'log';

/** Sends a message to a phone. */
export interface MessagingProvider {
  readonly name: 'twilio' | 'local';
  /** `channel: 'sms'` answers a text message as a text message rather than trying WhatsApp first. */
  send(to: string, body: string, options?: { channel?: 'whatsapp' | 'sms' }): Promise<{ messageId: string; channel: MessageChannel }>;
  /**
   * Messages with exactly this text that the provider took for this phone at or after `since`,
   * oldest first, on any channel `send` with the same options could have used: how a send cut off
   * by a crash finds out whether it went out.
   */
  sentSince(to: string, body: string, since: Date, options?: { channel?: 'whatsapp' | 'sms' }): Promise<SentMessage[]>;
}

export interface SentMessage {
  messageId: string;
  channel: MessageChannel;
  /** When the provider created it. */
  createdAt: Date;
}

export const MESSAGING_PROVIDER = Symbol('MESSAGING_PROVIDER');

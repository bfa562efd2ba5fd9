/** How a message went out: WhatsApp first, a text message when that fails, the server log without keys. */
export type MessageChannel = 'whatsapp' | 'sms' | 'log';

/** Sends a message to a phone. */
export interface MessagingProvider {
  readonly name: 'twilio' | 'local';
  /** `channel: 'sms'` answers a text message as a text message rather than trying WhatsApp first. */
  send(to: string, body: string, options?: { channel?: 'whatsapp' | 'sms' }): Promise<{ messageId: string; channel: MessageChannel }>;
}

export const MESSAGING_PROVIDER = Symbol('MESSAGING_PROVIDER');

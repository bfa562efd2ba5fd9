/** How a message went out: WhatsApp first, a text message when that fails, the server log without keys. */
export type MessageChannel = 'whatsapp' | 'sms' | 'log';

/** Sends a message to a phone. */
export interface MessagingProvider {
  readonly name: 'twilio' | 'local';
  send(to: string, body: string): Promise<{ messageId: string; channel: MessageChannel }>;
}

export const MESSAGING_PROVIDER = Symbol('MESSAGING_PROVIDER');

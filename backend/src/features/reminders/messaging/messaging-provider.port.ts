/** Sends a text message to a phone. */
export interface MessagingProvider {
  readonly name: 'twilio' | 'local';
  send(to: string, body: string): Promise<{ messageId: string }>;
}

export const MESSAGING_PROVIDER = Symbol('MESSAGING_PROVIDER');

import twilio from 'twilio';
import type { MessagingProvider } from './messaging-provider.port';

/** Twilio Programmable Messaging from the configured number. */
export class TwilioMessagingProvider implements MessagingProvider {
  readonly name = 'twilio' as const;
  private readonly client: ReturnType<typeof twilio>;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string,
  ) {
    this.client = twilio(accountSid, authToken);
  }

  async send(to: string, body: string): Promise<{ messageId: string }> {
    const message = await this.client.messages.create({ to, from: this.from, body });
    return { messageId: message.sid };
  }
}

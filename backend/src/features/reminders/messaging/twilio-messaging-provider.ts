import { Logger } from '@nestjs/common';
import { createTwilioClient, type TwilioClient } from '../../../platform/twilio/twilio-client';
import type { MessageChannel, MessagingProvider } from './messaging-provider.port';
import { loggedError } from '../../../platform/logging/provider-error';

/**
 * Twilio Programmable Messaging: WhatsApp from the configured WhatsApp sender when there is one,
 * and a text message from the configured number when WhatsApp is not set up or refuses.
 */
export class TwilioMessagingProvider implements MessagingProvider {
  readonly name = 'twilio' as const;
  private readonly client: TwilioClient;
  private readonly logger = new Logger('Messaging');

  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string | null,
    private readonly whatsappFrom: string | null,
    apiBase: string | null = null,
  ) {
    this.client = createTwilioClient(accountSid, authToken, apiBase);
  }

  async send(
    to: string,
    body: string,
    options: { channel?: 'whatsapp' | 'sms' } = {},
  ): Promise<{ messageId: string; channel: MessageChannel }> {
    if (this.whatsappFrom && options.channel !== 'sms') {
      try {
        const message = await this.client.messages.create({ to: `whatsapp:${to}`, from: `whatsapp:${this.whatsappFrom}`, body });
        return { messageId: message.sid, channel: 'whatsapp' };
      } catch (error) {
        if (!this.from) throw error;
        this.logger.warn({ err: loggedError(error) }, 'WhatsApp refused the message; sending it as a text message');
      }
    }
    if (!this.from) throw new Error('TWILIO_FROM is not set');
    const message = await this.client.messages.create({ to, from: this.from, body });
    return { messageId: message.sid, channel: 'sms' };
  }
}

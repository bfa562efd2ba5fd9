import { Logger } from '@nestjs/common';
import { createTwilioClient, type TwilioClient } from '../../../platform/twilio/twilio-client';
import type { MessageChannel, MessagingProvider, SentMessage } from './messaging-provider.port';
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

  /**
   * Twilio's Message list, filtered by recipient, sender and date sent, read for each sender `send`
   * could have used. Twilio keeps nothing of ours on a message that it gives back, so the text is
   * what tells one reply from another.
   */
  async sentSince(to: string, body: string, since: Date, options: { channel?: 'whatsapp' | 'sms' } = {}): Promise<SentMessage[]> {
    const senders: { to: string; from: string; channel: MessageChannel }[] = [];
    if (this.whatsappFrom && options.channel !== 'sms') {
      senders.push({ to: `whatsapp:${to}`, from: `whatsapp:${this.whatsappFrom}`, channel: 'whatsapp' });
    }
    if (this.from) senders.push({ to, from: this.from, channel: 'sms' });
    const found: SentMessage[] = [];
    for (const sender of senders) {
      const listed = await this.client.messages.list({
        to: sender.to,
        from: sender.from,
        dateSentAfter: since,
        pageSize: LIST_PAGE,
        limit: LIST_LIMIT,
      });
      for (const message of listed) {
        if (message.direction === 'inbound' || message.body !== body || message.dateCreated < since) continue;
        found.push({ messageId: message.sid, channel: sender.channel, createdAt: message.dateCreated });
      }
    }
    return found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}

/** Replies to one phone in the minutes around a cut-off send are few; these bound a runaway read. */
const LIST_PAGE = 100;
const LIST_LIMIT = 500;

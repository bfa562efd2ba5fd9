import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { maskPhone } from '../../calls';
import type { MessageChannel, MessagingProvider, SentMessage } from './messaging-provider.port';

/** Without Twilio keys nothing is sent: the message is logged (number masked, text left out: it names the task). */
export class LocalMessagingProvider implements MessagingProvider {
  readonly name = 'local' as const;
  private readonly logger = new Logger('Messaging');
  /** What would have been sent, for tests running in the same process. */
  readonly sent: { to: string; body: string }[] = [];
  private readonly logged: { to: string; body: string; messageId: string; at: Date }[] = [];

  async send(to: string, body: string): Promise<{ messageId: string; channel: MessageChannel }> {
    const messageId = `local-${randomUUID()}`;
    this.sent.push({ to, body });
    this.logged.push({ to, body, messageId, at: new Date() });
    if (this.logged.length > KEEP_LOGGED) this.logged.splice(0, this.logged.length - KEEP_LOGGED);
    this.logger.log(`Would text ${maskPhone(to)} (${body.length} characters)`);
    return { messageId, channel: 'log' };
  }

  /** Only what this process logged: a log line written before a crash is not worth a second one. */
  async sentSince(to: string, body: string, since: Date): Promise<SentMessage[]> {
    return this.logged
      .filter((m) => m.to === to && m.body === body && m.at >= since)
      .map((m) => ({ messageId: m.messageId, channel: 'log' as const, createdAt: m.at }));
  }
}

/** Enough to find a reply sent minutes ago without holding every text a long run logged. */
const KEEP_LOGGED = 1000;

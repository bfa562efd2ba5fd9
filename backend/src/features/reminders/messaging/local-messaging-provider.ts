import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { maskPhone } from '../../calls';
import type { MessageChannel, MessagingProvider } from './messaging-provider.port';

/** Without Twilio keys nothing is sent: the message is logged (number masked, text left out: it names the task). */
export class LocalMessagingProvider implements MessagingProvider {
  readonly name = 'local' as const;
  private readonly logger = new Logger('Messaging');
  /** What would have been sent, for tests running in the same process. */
  readonly sent: { to: string; body: string }[] = [];

  async send(to: string, body: string): Promise<{ messageId: string; channel: MessageChannel }> {
    this.sent.push({ to, body });
    this.logger.log(`Would text ${maskPhone(to)} (${body.length} characters)`);
    return { messageId: `local-${randomUUID()}`, channel: 'log' };
  }
}
